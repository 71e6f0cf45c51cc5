/// `table.mustache`: a table of a Markdown page (pipe rows or a fenced `table` block).
struct TableContext: PartialContext {
    static let partial = Partial.table

    struct Cell: Sendable, Encodable {
        /// The cell's inline HTML as libcmark rendered it in safe mode, with `<wbr>` added in
        /// code spans: already safe, so the template writes it with `{{{html}}}`.
        let html: String
        /// `left`, `center` or `right`; `nil` for a column without alignment.
        let align: String?
        /// The text of the column's header, shown above the cell when a table too wide for the
        /// screen is laid out as cards (`site.js`); `nil` in the header row and under an empty header.
        var label: String? = nil
    }

    struct Row: Sendable, Encodable {
        let cells: [Cell]
    }

    let header: [Cell]
    let rows: [Row]

    static var sample: TableContext {
        let cell = Cell(html: "<code>x</code>", align: "center")
        return TableContext(header: [cell], rows: [Row(cells: [Cell(html: "y", align: nil, label: "x")])])
    }
}

extension TableContext {
    init(_ table: TableBlock) {
        let (header, rows) = table.headerAndRows
        let labels = header.map { Self.text(ofInlineHTML: $0.html) }
        let cells = { (cells: [TableBlock.Cell], labelled: Bool) in
            zip(cells, table.alignments).enumerated().map { column, pair in
                let label = labelled && column < labels.count && !labels[column].isEmpty ? labels[column] : nil
                return Cell(html: pair.0.html, align: pair.1.cssValue, label: label)
            }
        }
        self.init(header: cells(header, false), rows: rows.map { Row(cells: cells($0, true)) })
    }

    /// The visible text of a cell's inline HTML: tags dropped (`<wbr>` included), entities read.
    static func text(ofInlineHTML html: String) -> String {
        HTML.unescape(droppingTags(html)).collapsingWhitespace()
    }

    /// `html` without what `/<[^>]*>/` matches: each `<` with a `>` after it, through the first
    /// such `>`. By bytes where every scalar is a Character of its own, as the regex reads
    /// Characters; compiling the regex for every table was 2 % of a build at 10,000 pages.
    static func droppingTags(_ html: String) -> String {
        guard html.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) else { return html.replacing(/<[^>]*>/, with: "") }
        let bytes = Array(html.utf8)
        var kept: [UInt8] = []
        kept.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "<"), let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: ">")) {
                index = close + 1
                continue
            }
            kept.append(bytes[index])
            index += 1
        }
        return String(decoding: kept, as: UTF8.self)
    }
}

extension TableContext {
    /// As `MustacheValues.of(self)` makes it (an optional left out when nil), without encoding:
    /// a test compares the two.
    var templateValue: TemplateValue {
        .dictionary(["header": .list(header.map(\.templateValue)),
                     "rows": .list(rows.map { .dictionary(["cells": .list($0.cells.map(\.templateValue))]) })])
    }
}

extension TableContext.Cell {
    var templateValue: TemplateValue {
        var values: [String: TemplateValue] = ["html": .text(html)]
        if let align { values["align"] = .text(align) }
        if let label { values["label"] = .text(label) }
        return .dictionary(values)
    }
}

extension TableBlock.Alignment {
    /// The CSS `text-align` value.
    var cssValue: String? {
        switch self {
        case .none: nil
        case .left: "left"
        case .center: "center"
        case .right: "right"
        }
    }
}
