/// `sequence-uses.mustache`: the checked sequences of the site a callback or a state appears
/// in, on its reference page (inside `reference-callback` and `reference-state`).
struct SequenceUsesContext: PartialContext {
    static let partial = Partial.sequenceUses

    struct Use: Sendable {
        /// The block on its page (`…#seq-<id>`), relative to the reference page.
        let href: String
        let pageTitle: String
        /// The block's `id=`.
        let id: String
        /// The numbers of the steps, `2, 5`.
        let steps: String
    }

    let heading: HeadingContext
    let hasUses: Bool
    let uses: [Use]

    static var sample: SequenceUsesContext {
        SequenceUsesContext(heading: .sample, hasUses: true,
                            uses: [Use(href: "../index.html#seq-sample", pageTitle: "Home", id: "sample", steps: "2")])
    }
}
