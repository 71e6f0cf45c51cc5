/// One kind of fact docgen checks across the content. Each check lives in its own file in
/// `FactChecks/` and only reports: it never changes the pages.
protocol FactCheck: Sendable {
    func diagnostics(for content: ParsedContent) -> [Diagnostic]
}

/// Every parsed page, with look-ups the checks and the renderer share.
public struct ParsedContent: Sendable {
    public let pages: [ParsedPage]
    /// What each translation's pages were translated from (`translations.lock`), by language.
    public let translationLocks: [Language: TranslationLock]
    private let index: [String: Int]

    public init(pages: [ParsedPage], translationLocks: [Language: TranslationLock] = [:]) {
        self.pages = pages
        self.translationLocks = translationLocks
        var index: [String: Int] = [:]
        for (position, page) in pages.enumerated() { index[Self.key(page.source.language, page.source.path)] = position }
        self.index = index
    }

    public func page(_ language: Language, _ path: String) -> ParsedPage? {
        index[Self.key(language, path)].map { pages[$0] }
    }

    /// The languages that have at least one page, source first.
    public var languages: [Language] { Array(Set(pages.map(\.source.language))).sorted() }

    private static func key(_ language: Language, _ path: String) -> String { language.code + "/" + path }
}
