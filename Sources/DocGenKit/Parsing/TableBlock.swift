/// A fenced block with info string `table` holding a GitHub-style pipe table.
/// libcmark implements CommonMark only, which has no tables; this gives pages tables
/// without turning on raw HTML.
public struct TableBlock: Sendable, Equatable {
    public enum Alignment: Sendable, Equatable { case none, left, center, right }

    public var header: [String]
    public var alignments: [Alignment]
    public var rows: [[String]]

    static let info = "table"

    /// Reads the table, or explains (with the line) why it is not one.
    static func parse(_ literal: String, fence: SourceLocation) -> Result<TableBlock, Diagnostic> {
        let lines = literal.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let at = { (index: Int) in SourceLocation(file: fence.file, line: fence.line + 1 + index, column: fence.column) }
        guard lines.count >= 2 else {
            return .failure(.error(at: fence, "a table needs a header row and a '|---|' row", rule: "table"))
        }
        let header = cells(lines[0])
        let separators = cells(lines[1])
        guard separators.count == header.count,
              separators.allSatisfy({ !$0.isEmpty && $0.allSatisfy { "-: ".contains($0) } && $0.contains("-") })
        else {
            return .failure(.error(at: at(1), "the second row of a table must be '|---|' with one cell per column",
                                   rule: "table"))
        }
        let alignments: [Alignment] = separators.map {
            switch ($0.hasPrefix(":"), $0.hasSuffix(":")) {
            case (true, true): .center
            case (true, false): .left
            case (false, true): .right
            case (false, false): .none
            }
        }
        var rows: [[String]] = []
        for (offset, line) in lines.dropFirst(2).enumerated() {
            let row = cells(line)
            guard row.count == header.count else {
                return .failure(.error(at: at(offset + 2),
                                       "table row has \(row.count) cells, the header has \(header.count)",
                                       rule: "table"))
            }
            rows.append(row)
        }
        return .success(TableBlock(header: header, alignments: alignments, rows: rows))
    }

    /// Splits a row on `|`, except `\|` and pipes inside code spans.
    static func cells(_ line: String) -> [String] {
        var cells: [String] = [], current = "", inCode = false, escaped = false
        for character in line {
            if escaped { current.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true; current.append(character)
            case "`": inCode.toggle(); current.append(character)
            case "|" where !inCode: cells.append(current); current = ""
            default: current.append(character)
            }
        }
        cells.append(current)
        if line.hasPrefix("|") { cells.removeFirst() }
        if line.hasSuffix("|"), line.count > 1 { cells.removeLast() }
        return cells.map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\\|", with: "|") }
    }
}
