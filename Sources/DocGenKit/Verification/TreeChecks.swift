/// The checks that read a page's Markdown tree, one page alone: version claims (`VersionClaimCheck`)
/// and the term base's prose rules (`TermBaseCheck`). The pipeline runs them on the parse worker,
/// right after the page is parsed, so that its tree can be released at once
/// (`ParsedPage.releasingTree(after:)`); the verifier runs them on a page that still has its tree.
struct TreeChecks: Sendable {
    /// Loaded when the first page is checked: a rebuild that takes nearly every page from the parse
    /// cache checks one or none, and loading the term base held up the start of its parse (some 6 ms
    /// on one core, at 10,000 pages).
    private let terms: MadeOnce<TermMatcher?>
    private let cache: PageCheckCache?

    /// The term base is the one beside the content folder that holds `firstPage` (`ProjectRoot`);
    /// an unchanged page's diagnostics may come from `cache`.
    init(firstPage: SourcePage?, cache: PageCheckCache?) {
        terms = MadeOnce { firstPage.flatMap(TermBaseCheck.matcher(besideContentOf:)) }
        self.cache = cache
    }

    func diagnostics(of page: ParsedPage) -> [Diagnostic] {
        var diagnostics = cached(Self.versionClaims, page) { VersionClaimCheck.diagnostics(of: page) }
        if let terms = terms.value {
            diagnostics += cached(Self.terms, page) { TermBaseCheck.diagnostics(of: page, matcher: terms) }
        }
        return diagnostics
    }

    private static let versionClaims = PageCheckCache.Check("version-claim"), terms = PageCheckCache.Check("term")

    private func cached(_ name: PageCheckCache.Check, _ page: ParsedPage, _ check: () -> [Diagnostic]) -> [Diagnostic] {
        cache.map { $0.diagnostics(of: name, for: page, compute: check) } ?? check()
    }
}
