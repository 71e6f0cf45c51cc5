/// Fills in the page's HTML, which the parser rendered once with placeholders: checked
/// lifecycle sequences, tables, state diagrams and the permalink labels of headings.
struct PageBodyRenderer {
    let report: VerificationReport
    let strings: [String: String]

    /// The body, or the placeholders nothing could fill (a block that verification did not see:
    /// an internal error, never a silent fallback).
    func render(_ page: ParsedPage) -> Result<String, BuildError> {
        let names = StateNames(strings: strings)
        let lifecycle = LifecycleBlockRenderer(names: names)
        let permalink = HTML.escape(strings["permalink"] ?? "Permalink")
        let (html, unfilled) = BodyPlaceholder.substitute(in: page.html) { placeholder in
            switch placeholder {
            case .lifecycle(let line):
                report.sequence(at: SourceLocation(file: page.file, line: line)).map(lifecycle.render)
            case .table(let line):
                page.tables[line].map(TableRenderer().render)
            case .diagram(let kind):
                StateDiagram.Kind(rawValue: kind).map(StateDiagram(names: names).render)
            case .permalinkLabel:
                permalink
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
        return .success(DeprecationMarks(strings: strings).mark(html))
    }
}
