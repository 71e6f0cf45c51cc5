/// Fills in the page's HTML, which the parser rendered once with placeholders: checked
/// lifecycle sequences, tables, state diagrams and the permalink labels of headings.
struct PageBodyRenderer {
    let report: VerificationReport
    let strings: [String: String]
    let partials: Partials

    /// The body, or the placeholders nothing could fill (a block that verification did not see:
    /// an internal error, never a silent fallback).
    func render(_ page: ParsedPage) -> Result<String, BuildError> {
        let names = StateNames(strings: strings)
        let permalink = HTML.escape(strings["permalink"] ?? "Permalink")
        var explained = false  // the legend goes with the page's first block only
        let (html, unfilled) = BodyPlaceholder.substitute(in: page.html, page: page.id) { placeholder in
            switch placeholder {
            case .lifecycle(let id):
                report.sequence(id).map { sequence in
                    defer { explained = true }
                    return partials.render(LifecycleBlockContext(sequence, names: names, withLegend: !explained))
                }
            case .table(let id):
                page.table(id).map { partials.render(TableContext($0)) }
            case .diagram(let kind):
                StateDiagram.Kind(rawValue: kind).map { partials.render(StateDiagram(names: names).figure($0)) }
            case .permalinkLabel:
                permalink
            case .admonitionLabel(let kind):
                HTML.escape(strings[Admonition.labelKey(kind)] ?? kind.capitalized)
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
        return .success(HTML.breakingCodeSpans(in: DeprecationMarks(strings: strings).mark(html)))
    }
}
