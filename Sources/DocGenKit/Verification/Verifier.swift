/// Runs every fact check and keeps each lifecycle block's result for the renderer.
public struct VerificationReport: Sendable {
    public var diagnostics: [Diagnostic]
    /// Checked sequences by the identity the parser gave their block, for the pages that do not
    /// keep theirs (pages that still have their trees).
    var sequences: [BlockID: CheckedSequence]
    /// The pages, whose blocks' sequences are looked up there when they keep them
    /// (`ParsedPage.checkedSequences`): a rebuild reads few, and indexing every one of them
    /// meant reading them all from the parse cache.
    var pages: ParsedContent?
    /// Every translated page against its English page and its record.
    var staleness: [PageID: PageStaleness] = [:]

    public func staleness(of language: Language, _ path: String) -> PageStaleness? {
        staleness[PageID(language: language, path: path)]
    }

    /// Every checked sequence, page by page (each page's read, where it keeps them).
    public var checkedSequences: [CheckedSequence] {
        guard let pages else { return Array(sequences.values) }
        return pages.pages.flatMap { page in page.checkedSequences ?? page.lifecycleBlocks.compactMap { sequences[$0.blockID] } }
    }

    /// The checked sequence of the lifecycle block with this identity.
    public func sequence(_ id: BlockID) -> CheckedSequence? {
        if let indexed = sequences[id] { return indexed }
        guard let page = pages?.page(id.page), page.lifecycleBlocks.indices.contains(id.ordinal),
              page.lifecycleBlocks[id.ordinal].blockID == id else { return nil }
        return page.checkedSequences?[id.ordinal]
    }

    /// The report with `more` diagnostics, in the same sorted list without repeats.
    func adding(_ more: [Diagnostic]) -> VerificationReport {
        guard !more.isEmpty else { return self }
        var report = self
        report.diagnostics = (diagnostics + more).sortedWithoutRepeats()
        return report
    }
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

    static let pagesWorthParallelJobs = 32

    /// Checks `content`; `earlier` are problems found while loading, reported in the same sorted list.
    public static func verify(_ content: ParsedContent, adding earlier: [Diagnostic] = []) -> VerificationReport {
        // Every check reads the content alone: they run side by side (each may use every core
        // itself), and the diagnostics are sorted in the end, so the order they finish in does not show.
        // Not for a handful of pages: there, starting the threads costs more than the checks (the
        // fuzzer, one page an input, ran 1,277 inputs in 20 s side by side, 10,862 one after another).
        // Two lanes, not `parallelMap`: a check's own `parallelMap` then has every core the other lane leaves idle.
        let large = content.pages.count >= Self.pagesWorthParallelJobs
        let outcomes = large
            ? Job.all.laneMap(lanes: 2) { $0.run(on: content) } : Job.all.map { $0.run(on: content) }
        let diagnostics = (earlier + content.pages.flatMap(\.diagnostics) + outcomes.flatMap(\.diagnostics)).sortedWithoutRepeats()
        // Each indexed in its own job, beside the other checks: indexed here, after them, they were
        // some 10 ms on one core at the end of a one-page rebuild at 10,000 pages.
        var sequences: [BlockID: CheckedSequence] = [:], staleness: [PageID: PageStaleness] = [:]
        for outcome in outcomes {
            // Taken whole when they are the only ones (as they are): merged, each would be indexed again.
            if sequences.isEmpty { sequences = outcome.sequences } else { sequences.merge(outcome.sequences) { _, later in later } }
            if staleness.isEmpty { staleness = outcome.staleness } else { staleness.merge(outcome.staleness) { first, _ in first } }
        }
        return VerificationReport(diagnostics: diagnostics, sequences: sequences, pages: content, staleness: staleness)
    }

    /// One independent part of verification, and what it gives.
    private enum Job: Sendable {
        case sequences, treeChecks, check(any FactCheck), translations

        static let all: [Job] = [.sequences, .treeChecks, .translations] + checks.map(Job.check)

        struct Outcome: Sendable {
            var diagnostics: [Diagnostic] = []
            /// Each checked block by its identity (the last one checked of an identity seen twice).
            var sequences: [BlockID: CheckedSequence] = [:]
            /// Each translation's staleness, by page (the first of a page seen twice).
            var staleness: [PageID: PageStaleness] = [:]
        }

        func run(on content: ParsedContent) -> Outcome {
            switch self {
            case .sequences:
                // A page whose blocks were checked as its tree was released (or that the parse cache
                // kept) keeps its sequences' diagnostics, and its sequences, looked up in it; the
                // others are checked here, on every core, page by page, and indexed in page order.
                let pages = content.pages.parallelMap { page -> (diagnostics: [Diagnostic], checked: [CheckedSequence]) in
                    if let kept = page.sequenceDiagnostics { return (kept, []) }
                    let checked = page.lifecycleBlocks.map(SequenceChecker.check)
                    return (checked.flatMap(\.diagnostics), checked)
                }
                var index: [BlockID: CheckedSequence] = [:]
                for sequence in pages.lazy.flatMap(\.checked) { index[sequence.block.blockID] = sequence }
                return Outcome(diagnostics: pages.flatMap(\.diagnostics), sequences: index)
            case .treeChecks:
                // The checks that read a page's tree ran as it was parsed, unless it still has its tree.
                let treeChecks = content.pages.contains(where: \.hasTree)
                    ? TreeChecks(firstPage: content.pages.first?.source, cache: content.pageCheckCache) : nil
                return Outcome(diagnostics: Array(content.pages.parallelMap { page in
                    page.treeCheckDiagnostics ?? treeChecks!.diagnostics(of: page)
                }.joined()))
            case .check(let check):
                return Outcome(diagnostics: check.diagnostics(for: content))
            case .translations:
                let staleness = TranslationStaleness.assess(content)
                return Outcome(diagnostics: StalenessCheck.diagnostics(for: staleness, in: content)
                                   + content.parityDiagnostics(headingsExplained: HeadingParityCheck.explained(by: staleness)),
                               staleness: Dictionary(staleness.map { (PageID(language: $0.language, path: $0.path), $0) },
                                                     uniquingKeysWith: { first, _ in first }))
            }
        }
    }
}
