/// Runs every fact check and keeps each lifecycle block's result for the renderer.
public struct VerificationReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Checked sequences by `file:line` of their fence.
    public var sequences: [String: CheckedSequence]

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
        // Blocks are checked on every core, page by page; the results are gathered in page order.
        for checked in content.pages.parallelMap({ page in page.lifecycleBlocks.map(SequenceChecker.check) }).joined() {
            diagnostics += checked.diagnostics
            sequences["\(checked.block.fence.file):\(checked.block.fence.line)"] = checked
        }
        for check in checks { diagnostics += check.diagnostics(for: content) }
        return VerificationReport(diagnostics: Array(Set(diagnostics)).sorted(), sequences: sequences)
    }
}
