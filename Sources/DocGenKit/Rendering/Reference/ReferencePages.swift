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

    /// The uses a page lists, as `documented` reads them.
    static func add(_ uses: [SequenceUsage.Use], to hash: inout StableHash) {
        hash.add(UInt64(uses.count))
        for use in uses {
            hash.add(use.blockDigest)
            hash.add(UInt64(use.steps.count))
            for step in use.steps { hash.add(UInt64(step)) }
        }
    }
}

/// Where each callback and state appears in the documented, checked sequences of one language.
struct SequenceUsage: Sendable {
    /// A block, as each of its uses lists it; shared by them (one reference to copy, not seven).
    /// Its fields are constants: `digest` is made from the others once.
    final class Block: Sendable {
        let pageTitle: String
        /// The page's path, relative to the language root: uses are listed page by page.
        let pagePath: String
        /// The heading the block sits under, which names what it shows; `nil` above the first heading.
        let heading: String?
        let mode: LifecycleMode
        let events: [EventOccurrence]
        let href: String  // relative to the language root, with the block's anchor
        /// The block's `id=`.
        let id: String
        /// Every field above, hashed once for the block's uses (`ReferencePages.add(_:to:)`).
        let digest: StableHash

        init(pageTitle: String, pagePath: String, heading: String?, mode: LifecycleMode, events: [EventOccurrence],
             href: String, id: String) {
            (self.pageTitle, self.pagePath, self.heading, self.mode, self.events, self.href, self.id)
                = (pageTitle, pagePath, heading, mode, events, href, id)
            digest = SequenceUsage.digest(pageTitle: pageTitle, pagePath: pagePath, heading: heading, mode: mode,
                                          events: events, href: href, id: id)
        }
    }

    /// A block that lists a callback or a state, and the numbers of its steps that do.
    struct Use: Sendable {
        let block: Block
        let steps: [Int]

        var pageTitle: String { block.pageTitle }
        var pagePath: String { block.pagePath }
        var heading: String? { block.heading }
        var mode: LifecycleMode { block.mode }
        var events: [EventOccurrence] { block.events }
        var href: String { block.href }
        var blockDigest: StableHash { block.digest }
    }

    private(set) var byCallback: [String: [Use]] = [:]
    private(set) var byAppState: [AppState: [Use]] = [:]
    private(set) var bySceneState: [SceneState: [Use]] = [:]

    init(written: [SiteMap.Entry], report: VerificationReport) {
        // Each page's blocks on every core (their digests are most of the work), gathered in page order:
        // made in one loop, they were a twentieth of a one-page rebuild, on one core.
        let pages = written.parallelMap { entry in Self.blocks(of: entry, report: report) }
        for blocks in pages {
            for block in blocks {
                let use = { (numbers: [Int]) in Use(block: block.shared, steps: numbers) }
                for (key, numbers) in block.callbacks { byCallback[key, default: []].append(use(numbers)) }
                for (key, numbers) in block.appStates { byAppState[key, default: []].append(use(numbers)) }
                for (key, numbers) in block.sceneStates { bySceneState[key, default: []].append(use(numbers)) }
            }
        }
    }

    /// One block of a page, with the numbers of its steps by callback and by state, in their order.
    private struct PageBlock: Sendable {
        let shared: Block
        let callbacks: [(key: String, numbers: [Int])]
        let appStates: [(key: AppState, numbers: [Int])]
        let sceneStates: [(key: SceneState, numbers: [Int])]
    }

    private static func blocks(of entry: SiteMap.Entry, report: VerificationReport) -> [PageBlock] {
        guard case .markdown(let page) = entry.body else { return [] }
        let headings = page.headings
        return page.lifecycleBlocks.compactMap { block in
            guard let sequence = report.sequence(block.blockID), let id = block.id else { return nil }
            let steps = sequence.rows.compactMap { $0.step }
            let heading = headings.last { ($0.location?.line ?? .max) < block.fence.line }?.text
            let shared = Block(pageTitle: entry.title, pagePath: entry.htmlPath, heading: heading, mode: sequence.mode ?? .appDelegate,
                               events: sequence.events, href: entry.htmlPath + "#seq-" + id, id: id)
            // Closures, not key paths: each key path was projected at run time, for every step of every block.
            return PageBlock(shared: shared, callbacks: numbered(steps, by: { $0.callback.swiftSelector }),
                             appStates: numbered(steps, by: { $0.appState }), sceneStates: numbered(steps, by: { $0.sceneState }))
        }
    }

    /// A block's use, but for its steps, as `ReferencePages.add(_:to:)` takes it.
    static func digest(pageTitle: String, pagePath: String, heading: String?, mode: LifecycleMode,
                       events: [EventOccurrence], href: String, id: String) -> StableHash {
        var hash = StableHash()
        hash.add(pageTitle); hash.add(pagePath)
        if let heading { hash.add("h"); hash.add(heading) } else { hash.add("-") }
        hash.add(mode.rawValue)
        hash.add(UInt64(events.count))
        for occurrence in events {
            hash.add(occurrence.event.rawValue)
            hash.add(occurrence.window == nil ? "-" : "w"); hash.add(UInt64(bitPattern: Int64(occurrence.window ?? 0)))
        }
        hash.add(href); hash.add(id)
        return hash
    }

    /// Each distinct key among `steps`, in the order it first appears, with the (1-based) numbers of its steps.
    private static func numbered<Key: Hashable>(_ steps: [Step], by key: (Step) -> Key?) -> [(key: Key, numbers: [Int])] {
        // A block has a few steps: a list searched in order beats hashing every key (a selector) twice.
        var found: [(key: Key, numbers: [Int])] = []
        for (index, step) in steps.enumerated() {
            guard let value = key(step) else { continue }
            if let at = found.firstIndex(where: { $0.key == value }) {
                found[at].numbers.append(index + 1)
            } else {
                found.append((value, [index + 1]))
            }
        }
        return found
    }
}
