import Lifecycle

/// The pages generated from the model, in one language: a page per callback and per state,
/// their two index pages, and the glossary. Nothing here is written by hand, so none of it can
/// disagree with `Lifecycle`.
struct ReferencePages {
    static let section = "reference"

    let language: Language
    let strings: [String: String]
    let report: VerificationReport
    /// The written pages of this language, to link every callback to the sequences that contain it.
    let written: [SiteMap.Entry]
    /// Each callback's hand-written prose by slug, in this language or in English (`ReferenceProse`).
    var prose: [String: ParsedPage] = [:]

    var names: StateNames { StateNames(strings: strings) }

    var pages: [SiteMap.Entry] {
        let usage = SequenceUsage(written: written, report: report)
        // The callbacks' pages on every core (`SiteMap` makes the languages' pages in lanes, so that
        // the last language is not made on one core alone).
        return [callbackIndex(), stateIndex(), eventsPage(), glossary()]
            + CallbackCatalogue.all.parallelMap { callbackPage($0, usage: usage) }
            + AppState.allCases.map { appStatePage($0, usage: usage) }
            + SceneState.allCases.map { sceneStatePage($0, usage: usage) }
    }

    // MARK: Paths

    static func path(of callback: Callback) -> String { "reference/callbacks/\(slug(callback.swiftSelector)).html" }
    static func path(of state: AppState) -> String { "reference/states/app-\(state.rawValue).html" }
    static func path(of state: SceneState) -> String { "reference/states/scene-\(state.rawValue).html" }
    static let callbackIndexPath = "reference/callbacks.html"
    static let stateIndexPath = "reference/states.html"
    static let glossaryPath = "reference/glossary.html"

    /// `application(_:didFinishLaunchingWithOptions:)` → `application-didfinishlaunchingwithoptions`.
    static func slug(_ selector: String) -> String {
        catalogueSlugs[selector] ?? makeSlug(selector)
    }

    /// The catalogue's callbacks' slugs, made once: every reference page links to callbacks, in
    /// each language on every build, and making each slug Character by Character again was
    /// half a per cent of a one-page rebuild at 10,000 pages.
    private static let catalogueSlugs: [String: String] = Dictionary(
        CallbackCatalogue.all.map { ($0.swiftSelector, makeSlug($0.swiftSelector)) }, uniquingKeysWith: { first, _ in first })

    private static func makeSlug(_ selector: String) -> String {
        selector.lowercased().split { !($0.isLetter || $0.isNumber) }.joined(separator: "-")
    }

    /// A relative link from the page at `from` to `to`, both inside the language folder.
    static func link(from: String, to: String) -> String {
        PageContext.languageRoot(of: from) + to
    }

    /// A generated page: its partial's context (made when the page is rendered) with what it is made
    /// from (`GeneratedBody`), and the outline that gave out its headings.
    func entry(_ path: String, title: String, order: Int, inputs: StableHash, context: @escaping @Sendable () -> any PartialContext,
               outline: PageOutline, listed: Bool = true, parent: String? = nil, description: String? = nil, kind: String? = nil,
               prose: ParsedPage? = nil) -> SiteMap.Entry {
        SiteMap.Entry(htmlPath: path, section: Self.section, order: order, title: title, description: description,
                      headings: outline.headings,
                      body: .generated(GeneratedBody(inputs: inputs, context: context), search: outline.searchSections(title: title), prose: prose),
                      isListed: listed, parentHTMLPath: parent, searchKind: kind)
    }

    /// What a page's context is made from besides the model and the strings: its kind and language,
    /// then what `feed` adds (the sequences it lists, its prose).
    func inputs(_ kind: String, _ feed: (inout StableHash) -> Void = { _ in }) -> StableHash {
        var hash = StableHash()
        hash.add(kind); hash.add(language.code)
        feed(&hash)
        return hash
    }
}
