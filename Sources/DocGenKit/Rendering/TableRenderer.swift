/// Writes a `TableBlock` as an HTML table from the cells' HTML, which the parser rendered.
struct TableRenderer {
    func render(_ table: TableBlock) -> String {
        var html = "<div class=\"table-wrap\"><table>\n<thead>\n<tr>"
        for (index, cell) in table.header.enumerated() {
            html += "<th scope=\"col\"\(align(table.alignments[index]))>\(HTML.breakingCodeSpans(in: cell.html))</th>"
        }
        html += "</tr>\n</thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr>"
            for (index, cell) in row.enumerated() {
                html += "<td\(align(table.alignments[index]))>\(HTML.breakingCodeSpans(in: cell.html))</td>"
            }
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
}
