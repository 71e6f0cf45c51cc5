/// Runs every fact check and keeps each lifecycle block's result for the renderer.
public struct VerificationReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Checked sequences by `file:line` of their fence.
    public var sequences: [String: CheckedSequence]
    /// Every translated page against its English page and its record, by `lang/path`.
    var staleness: [String: PageStaleness] = [:]

    public func staleness(of language: Language, _ path: String) -> PageStaleness? {
        staleness[language.code + "/" + path]
    }

    public func sequence(at fence: SourceLocation) -> CheckedSequence? {
        sequences["\(fence.file):\(fence.line)"]
    }
}

public enum Verifier {
    static let checks: [any FactCheck] = [
        DuplicateIDCheck(),
        InlineCallbackCheck(),
        TranslationParityCheck(),
        InternalLinkCheck(),
        VersionClaimCheck(),
        TermBaseCheck(),
    ]

    /// Checks `content`; `earlier` are problems found while loading, reported in the same sorted list.
    public static func verify(_ content: ParsedContent, adding earlier: [Diagnostic] = []) -> VerificationReport {
        var diagnostics = earlier + content.pages.flatMap(\.diagnostics)
        var sequences: [String: CheckedSequence] = [:]
        for page in content.pages {
            for block in page.lifecycleBlocks {
                let checked = SequenceChecker.check(block)
                diagnostics += checked.diagnostics
                sequences["\(block.fence.file):\(block.fence.line)"] = checked
            }
        }
        for check in checks { diagnostics += check.diagnostics(for: content) }
        let staleness = TranslationStaleness.assess(content)
        diagnostics += StalenessCheck.diagnostics(for: staleness, in: content)
        return VerificationReport(diagnostics: Array(Set(diagnostics)).sorted(), sequences: sequences,
                                  staleness: Dictionary(staleness.map { ($0.language.code + "/" + $0.path, $0) }, uniquingKeysWith: { a, _ in a }))
    }
}
