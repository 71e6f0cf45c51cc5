@testable import DocGenKit
import DocGenTestSupport
import Testing

/// Every lifecycle block and table gets its identity at parse time: its page and its place
/// among the page's blocks of its kind, in document order.
@Suite("Block identity")
struct BlockIdentityTests {
    static let home = Fixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                        ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
    static let back = Fixture.lifecycle("id=back mode=app-delegate from=background events=\"foreground\"",
                                        ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])

    static func partials() throws -> Partials {
        try Theme.load(siteDirectory: PackagePaths.site, localizationsDirectory: PackagePaths.localizations, displayBase: nil).partials
    }

    static func parse(_ body: String, path: String = "index.md") -> ParsedPage {
        PageParser.parse(SourcePage(language: .source, path: path, displayPath: "Content/en/" + path,
                                    text: Fixture.page(body: body)))
    }

    @Test("lifecycle blocks and tables are numbered in document order, pipe and fenced tables together")
    func ordinals() {
        let page = Self.parse("""
            \(Self.home)
            | a | b |
            |---|---|
            | 1 | 2 |

            ```table
            | c | d |
            |---|---|
            | 3 | 4 |
            ```

            \(Self.back)
            | e |
            |---|
            | 5 |
            """)
        let id = PageID(language: .source, path: "index.md")
        #expect(page.lifecycleBlocks.map(\.blockID) == (0..<2).map { BlockID(page: id, kind: .lifecycle, ordinal: $0) })
        #expect(page.lifecycleBlocks.map(\.id) == ["home", "back"])
        #expect(page.tables.map(\.blockID) == (0..<3).map { BlockID(page: id, kind: .table, ordinal: $0) })
        #expect(page.tables.map { $0.header.map(\.text) } == [["a", "b"], ["c", "d"], ["e"]])
        for table in page.tables { #expect(page.table(table.blockID)?.header == table.header) }
        // An identity from another page is not this page's, whatever its ordinal.
        #expect(page.table(BlockID(page: PageID(language: .source, path: "other.md"), kind: .table, ordinal: 0)) == nil)
    }

    @Test("the verifier's report is keyed by block identity, and the renderer fills every block from it")
    func reportByIdentity() throws {
        let page = Self.parse("# Home\n\n\(Self.home)\n\(Self.back)")
        let report = Verifier.verify(ParsedContent(pages: [page]))
        #expect(Set(report.sequences.keys) == Set(page.lifecycleBlocks.map(\.blockID)))
        #expect(report.sequence(page.lifecycleBlocks[1].blockID)?.block.id == "back")
        let html = try PageBodyRenderer(report: report, strings: [:], partials: try Self.partials()).render(page).get()
        #expect(html.contains("id=\"seq-home\"") && html.contains("id=\"seq-back\""))
    }

    @Test("a placeholder whose block the report does not hold is an internal error, not a silent fallback")
    func missingBlockIsInternalError() throws {
        let page = Self.parse("# Home\n\n\(Self.home)")
        // The same block at the same line of another page: only identity decides, so it does not fill this one.
        let other = Self.parse("# Home\n\n\(Self.home)", path: "other.md")
        let report = Verifier.verify(ParsedContent(pages: [other]))
        #expect(report.sequences.count == 1)
        switch PageBodyRenderer(report: report, strings: [:], partials: try Self.partials()).render(page) {
        case .success(let html):
            Issue.record("rendered without its checked block: \(html)")
        case .failure(let error):
            #expect(error.diagnostics.map(\.rule) == ["docgen.internal"])
            #expect(error.diagnostics.first?.summary.contains("lifecycle 1") == true, "\(error.diagnostics)")
        }
    }
}
