/// Fills in the page's HTML, which the parser rendered once with placeholders: checked
/// lifecycle sequences, tables, state diagrams and the permalink labels of headings.
struct PageBodyRenderer {
    let report: VerificationReport
    let strings: [String: String]
    let partials: Partials
    /// The language's deprecation tags, made once for all its pages, when the first is rendered:
    /// a rebuild that takes every page of a language from the render cache renders none.
    private let deprecations: MadeOnce<DeprecationMarks>

    init(report: VerificationReport, strings: [String: String], partials: Partials) {
        self.report = report
        self.strings = strings
        self.partials = partials
        deprecations = MadeOnce { DeprecationMarks(strings: strings) }
    }

    /// The body, or the placeholders nothing could fill (a block that verification did not see:
    /// an internal error, never a silent fallback).
    func render(_ page: ParsedPage) -> Result<String, BuildError> {
        let names = StateNames(strings: strings)
        let permalink = HTML.escape(strings["permalink"] ?? "Permalink")
        let legends = Self.blocksWithLegend(page)
        let (html, unfilled) = BodyPlaceholder.substitute(in: page.html, page: page.id) { placeholder in
            switch placeholder {
            case .lifecycle(let id):
                report.sequence(id).map { sequence in
                    partials.render(LifecycleBlockContext(sequence, names: names, withLegend: legends.contains(id)))
                }
            case .table(let id):
                page.table(id).map { partials.render(TableContext($0)) }
            case .diagram(let kind):
                StateDiagram.Kind(rawValue: kind).map { partials.render(StateDiagram(names: names).figure($0)) }
            case .permalinkLabel:
                permalink
            case .admonitionLabel(let kind):
                HTML.escape(strings[Admonition.labelKey(kind)] ?? kind.capitalized)
            case .tabLabel(let mode):
                ContentTabs.modeLabels[mode].map { HTML.escape(strings[$0.labelKey] ?? mode) }
            case .unread:
                nil
            case .beforeHeading, .afterHeading:
                // Kept for the site's notices (`OutdatedNotices`); the books drop them.
                placeholder.token
            }
        }
        guard unfilled.isEmpty else {
            return .failure(.theme([.error(at: SourceLocation(file: page.file, line: 1),
                                           "internal error: nothing to put in \(unfilled.count) place(s) of the page (\(unfilled.first!))",
                                           rule: "internal")]))
        }
        // Deprecations first: they read each code span's text before line-break hints go in.
        return .success(HTML.breakingNames(in: deprecations.value.mark(html)))
    }

    /// The legend goes with the page's first block; when that block is in a content tab, with the
    /// first block of each tab of its group, so that it shows whichever tab the reader chose.
    static func blocksWithLegend(_ page: ParsedPage) -> Set<BlockID> {
        guard let first = page.lifecycleBlocks.first else { return [] }
        let line = first.fence.line
        guard let group = page.tabGroups.first(where: { $0.tabs.contains { $0.lines.contains(line) } }) else { return [first.blockID] }
        return Set(group.tabs.compactMap { tab in page.lifecycleBlocks.first { tab.lines.contains($0.fence.line) }?.blockID })
    }
}
