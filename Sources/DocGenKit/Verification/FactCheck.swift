/// One kind of fact docgen checks across the content. Each check lives in its own file in
/// `FactChecks/` and only reports: it never changes the pages.
protocol FactCheck: Sendable {
    func diagnostics(for content: ParsedContent) -> [Diagnostic]
}

extension ParsedContent {
    /// The diagnostics of `check` run on every page, on every core. The verifier sorts all
    /// diagnostics in the end, so the order in which pages finish does not show.
    func diagnosticsOfEachPage(_ check: @Sendable (ParsedPage) -> [Diagnostic]) -> [Diagnostic] {
        pages.parallelMap(check).flatMap { $0 }
    }
}

/// Every parsed page, with look-ups the checks and the renderer share.
public struct ParsedContent: Sendable {
    public let pages: [ParsedPage]
    /// What each translation's pages were translated from (`translations.lock`), by language.
    public let translationLocks: [Language: TranslationLock]
    private let index: [PageID: Int]

    public init(pages: [ParsedPage], translationLocks: [Language: TranslationLock] = [:]) {
        self.pages = pages
        self.translationLocks = translationLocks
        var index: [PageID: Int] = [:]
        for (position, page) in pages.enumerated() { index[page.id] = position }
        self.index = index
    }

    public func page(_ language: Language, _ path: String) -> ParsedPage? {
        index[PageID(language: language, path: path)].map { pages[$0] }
    }

    /// The languages that have at least one page, source first.
    public var languages: [Language] { Array(Set(pages.map(\.source.language))).sorted() }
}
