/// Runs every fact check and keeps each lifecycle block's result for the renderer.
public struct VerificationReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Checked sequences by the identity the parser gave their block.
    public var sequences: [BlockID: CheckedSequence]
    /// Every translated page against its English page and its record.
    var staleness: [PageID: PageStaleness] = [:]

    public func staleness(of language: Language, _ path: String) -> PageStaleness? {
        staleness[PageID(language: language, path: path)]
    }

    public func sequence(_ id: BlockID) -> CheckedSequence? { sequences[id] }
}

public enum Verifier {
    static let checks: [any FactCheck] = [
        DuplicateIDCheck(),
        InlineCallbackCheck(),
        TranslationParityCheck(),
        InternalLinkCheck(),
        TermBaseCheck(),
        ReferenceProseCheck(),
        TabModeCheck(),
    ]

    /// Checks `content`; `earlier` are problems found while loading, reported in the same sorted list.
    public static func verify(_ content: ParsedContent, adding earlier: [Diagnostic] = []) -> VerificationReport {
        var diagnostics = earlier + content.pages.flatMap(\.diagnostics)
        var sequences: [BlockID: CheckedSequence] = [:]
        // Blocks are checked on every core, page by page; the results are gathered in page order.
        for checked in content.pages.parallelMap({ page in page.lifecycleBlocks.map(SequenceChecker.check) }).joined() {
            diagnostics += checked.diagnostics
            sequences[checked.block.blockID] = checked
        }
        // The checks that read a page's tree ran as it was parsed, unless it still has its tree.
        let treeChecks = content.pages.contains(where: \.hasTree)
            ? TreeChecks(firstPage: content.pages.first?.source, cache: content.pageCheckCache) : nil
        diagnostics += content.pages.parallelMap { page in page.treeCheckDiagnostics ?? treeChecks!.diagnostics(of: page) }.joined()
        for check in checks { diagnostics += check.diagnostics(for: content) }
        let staleness = TranslationStaleness.assess(content)
        diagnostics += StalenessCheck.diagnostics(for: staleness, in: content)
        diagnostics += content.parityDiagnostics(headingsExplained: HeadingParityCheck.explained(by: staleness))
        return VerificationReport(diagnostics: Array(Set(diagnostics)).sorted(), sequences: sequences,
                                  staleness: Dictionary(staleness.map { (PageID(language: $0.language, path: $0.path), $0) }, uniquingKeysWith: { a, _ in a }))
    }
}
