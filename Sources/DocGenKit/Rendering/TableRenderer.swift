/// Writes a `TableBlock` as an HTML table; every cell's inline Markdown goes through cmark.
struct TableRenderer {
    let options: CommonMark.Options
    let rewriteLink: (String) -> String

    func render(_ table: TableBlock) -> String {
        var html = "<div class=\"table-wrap\"><table>\n<thead>\n<tr>"
        for (index, cell) in table.header.enumerated() {
            html += "<th scope=\"col\"\(align(table.alignments[index]))>\(inline(cell.text))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr>"
            for (index, cell) in row.enumerated() { html += "<td\(align(table.alignments[index]))>\(inline(cell.text))</td>" }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table></div>\n"
    }

    private func align(_ alignment: TableBlock.Alignment) -> String {
        switch alignment {
        case .none: ""
        case .left: " style=\"text-align:left\""
        case .center: " style=\"text-align:center\""
        case .right: " style=\"text-align:right\""
        }
    }

    /// A cell rendered as a paragraph by cmark, without the `<p>` around it.
    private func inline(_ markdown: String) -> String {
        var customization = RenderCustomization()
        customization.rewriteLink = rewriteLink
        let html = CommonMark.html(markdown, options: options, customization: customization)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let cell = html.hasPrefix("<p>") && html.hasSuffix("</p>") ? String(html.dropFirst(3).dropLast(4)) : html
        return HTML.breakingCodeSpans(in: cell)
    }
}
