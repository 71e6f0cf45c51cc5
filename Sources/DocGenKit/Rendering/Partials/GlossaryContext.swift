/// `reference-glossary.mustache`: terms from the string catalog; states and callbacks from the
/// model, linked to their pages.
struct GlossaryContext: PartialContext {
    static let partial = Partial.referenceGlossary

    struct Entry: Sendable, Encodable {
        /// The term's anchor (`term-scene`): links and the "#" beside the term point at it.
        let id: String
        let term: String
        /// The term's page, for a state or a callback.
        let href: String?
        /// A callback: the term is code.
        let isCode: Bool
        let definition: String
    }

    struct List: Sendable, Encodable {
        let heading: HeadingContext
        let entries: [Entry]
    }

    let intro: String
    let lists: [List]
    let ui: [String: String]

    /// Each term's anchor must be written, as the headings' are.
    var linkTargets: [String] { lists.flatMap { $0.entries.map(\.id) } }

    static var sample: GlossaryContext {
        let entries = [Entry(id: "term-scene", term: "Scene", href: nil, isCode: false, definition: "One instance of the app's interface."),
                       Entry(id: "term-scenedidbecomeactive", term: CallbackLink.sample.selector, href: CallbackLink.sample.href, isCode: true,
                             definition: "Scene delegate")]
        return GlossaryContext(intro: "The terms.", lists: [List(heading: .sample, entries: entries)], ui: [:])
    }
}
