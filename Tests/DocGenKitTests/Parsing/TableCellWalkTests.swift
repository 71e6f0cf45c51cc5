@testable import DocGenKit
import Testing

/// `forEachCell` hands out a table's cells where they lie, instead of copying them into one list
/// (`cells`); it must visit what `cells` lists, in the same order.
@Suite("Table cells without copies")
struct TableCellWalkTests {
    static let page = """
        | head | `cell` |
        |---|---|
        | [a](b.md) | *é* and 日本語 |

        ```table
        | x | y |
        |---|---|
        | **z** | w |
        ```
        """

    @Test("forEachCell visits the cells of `cells`, header first, in held and released tables")
    func forEachCellMatchesCells() {
        let parsed = PageParser.parse(SourcePage(language: .source, path: "t.md", displayPath: "Content/en/t.md", text: Self.page))
        #expect(parsed.tables.count == 2)
        for table in parsed.tables + parsed.tables.map(\.released) {
            var visited: [TableBlock.Cell] = []
            table.forEachCell { visited.append($0) }
            #expect(visited.count == 4)
            #expect(visited == table.cells)
        }
    }
}
