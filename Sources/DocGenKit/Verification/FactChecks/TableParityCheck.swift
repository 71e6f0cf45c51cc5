/// A translation's tables have its English page's shapes: as many tables, in the same order, each
/// with as many rows and columns. Their cells are translated, so only the shape is compared.
enum TableParityCheck {
    static func compare(_ translation: ParsedPage, _ english: ParsedPage) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func shape(_ table: TableBlock) -> String {
            let (rows, columns) = table.shape
            return "\(rows) row\(rows == 1 ? "" : "s") × \(columns) column\(columns == 1 ? "" : "s")"
        }
        func place(_ table: TableBlock) -> String { "\(english.file):\(table.header.first?.location.line ?? 1)" }
        for (ours, theirs) in zip(translation.tables, english.tables) where ours.shape != theirs.shape {
            diagnostics.append(.warning(at: Self.location(of: ours, in: translation),
                                        "table has \(shape(ours)), the English table (\(place(theirs))) has \(shape(theirs))",
                                        rule: "parity-table"))
        }
        for theirs in english.tables.dropFirst(translation.tables.count) {
            let last = translation.tables.last.map { location(of: $0, in: translation) } ?? SourceLocation(file: translation.file, line: 1)
            diagnostics.append(.warning(at: last, "missing table: English has \(english.tables.count) tables, this page \(translation.tables.count); the English table at \(place(theirs)) (\(shape(theirs))) has no counterpart",
                                        rule: "parity-table"))
        }
        for ours in translation.tables.dropFirst(english.tables.count) {
            diagnostics.append(.warning(at: location(of: ours, in: translation),
                                        "table not in the English page: English has \(english.tables.count) tables, this page \(translation.tables.count)",
                                        rule: "parity-table"))
        }
        return diagnostics
    }

    /// The table's header row.
    private static func location(of table: TableBlock, in page: ParsedPage) -> SourceLocation {
        SourceLocation(file: page.file, line: table.header.first?.location.line ?? 1)
    }
}
