/// One kind of fact docgen checks across the content. Each check lives in its own file in
/// `FactChecks/` and only reports: it never changes the pages.
protocol FactCheck: Sendable {
    func diagnostics(for content: ParsedContent) -> [Diagnostic]
}

extension ParsedContent {
    /// The diagnostics of `check` run on every page, on every core. The verifier sorts all
    /// diagnostics in the end, so the order in which pages finish does not show. `check` must
    /// read nothing but the page and what `PageCheckCache.fingerprint` covers: an unchanged
    /// page's diagnostics may come from the last build, under the check's `name`.
    func diagnosticsOfEachPage(_ name: String, _ check: @Sendable (ParsedPage) -> [Diagnostic]) -> [Diagnostic] {
        guard let cache = pageCheckCache else { return pages.parallelMap(check).flatMap { $0 } }
        let name = PageCheckCache.Check(name)
        return pages.parallelMap { page in cache.diagnostics(of: name, for: page) { check(page) } }.flatMap { $0 }
    }
}

/// Every parsed page, with look-ups the checks and the renderer share.
public struct ParsedContent: Sendable {
    public let pages: [ParsedPage]
    /// What each translation's pages were translated from (`translations.lock`), by language.
    public let translationLocks: [Language: TranslationLock]
    /// The languages that have at least one page, source first: found once, since the site map
    /// and the render read them several times (each a pass over every page).
    public let languages: [Language]
    private let index: [PageID: Int]
    /// Where the checks of one page alone may take an unchanged page's diagnostics from (builds
    /// with the render cache).
    var pageCheckCache: PageCheckCache?

    public init(pages: [ParsedPage], translationLocks: [Language: TranslationLock] = [:]) {
        self.pages = pages
        self.translationLocks = translationLocks
        var index: [PageID: Int] = [:]
        index.reserveCapacity(pages.count)
        for (position, page) in pages.enumerated() { index[page.id] = position }
        self.index = index
        languages = Array(Set(pages.map(\.source.language))).sorted()
    }

    public func page(_ language: Language, _ path: String) -> ParsedPage? {
        page(PageID(language: language, path: path))
    }

    func page(_ id: PageID) -> ParsedPage? {
        index[id].map { pages[$0] }
    }
}
