/// `table.mustache`: a table of a Markdown page (pipe rows or a fenced `table` block).
struct TableContext: PartialContext {
    static let partial = Partial.table

    struct Cell: Sendable {
        /// The cell's inline HTML as libcmark rendered it in safe mode, with `<wbr>` added in
        /// code spans: already safe, so the template writes it with `{{{html}}}`.
        let html: String
        /// `left`, `center` or `right`; `nil` for a column without alignment.
        let align: String?
    }

    struct Row: Sendable {
        let cells: [Cell]
    }

    let header: [Cell]
    let rows: [Row]

    static var sample: TableContext {
        let cell = Cell(html: "<code>x</code>", align: "center")
        return TableContext(header: [cell], rows: [Row(cells: [cell])])
    }
}

extension TableContext {
    init(_ table: TableBlock) {
        let cells = { (cells: [TableBlock.Cell]) in
            zip(cells, table.alignments).map { Cell(html: $0.html, align: $1.cssValue) }
        }
        self.init(header: cells(table.header), rows: table.rows.map { Row(cells: cells($0)) })
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
