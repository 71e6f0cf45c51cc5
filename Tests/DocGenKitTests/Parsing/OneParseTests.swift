import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Each page is parsed by libcmark once; every later stage works from that parse.
@Suite("One parse per page")
struct OneParseTests {
    @Test("building the real content parses each page once (plus each table cell once)")
    func oneParsePerPage() throws {
        try withTemporaryDirectory { root in
            let options = BuildOptions(contentDirectory: PackagePaths.content, siteDirectory: PackagePaths.site,
                                       localizationsDirectory: PackagePaths.localizations,
                                       outputDirectory: root.appendingPathComponent("_site"), displayBase: PackagePaths.root)
            let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content)
            let cells = content.pages.reduce(0) { $0 + $1.tables.reduce(0) { $0 + $1.cells.count } }
            let counter = CommonMark.ParseCounter()
            try CommonMark.$parseCounter.withValue(counter) { _ = try Pipeline.build(options) }
            let parses = counter.value
            #expect(parses == content.pages.count + cells, "\(parses) parses for \(content.pages.count) pages and \(cells) cells")
        }
    }

    @Test("verify's parse reads every table cell as a build's does, without making the HTML only a build shows")
    func cellsWithoutHTMLForVerify() {
        let text = "# T\n\n| a | `b` |\n|---|:-:|\n| [c](d.md) | *é* |\n\n```table\n| x |\n|---|\n| **y** |\n```\n"
        let source = SourcePage(language: .source, path: "t.md", displayPath: "Content/en/t.md", text: text)
        let built = PageParser.parse(source), verified = PageParser.parse(source, rendering: false)
        #expect(built.tables.count == 2)
        #expect(verified.tables.count == built.tables.count)
        for (check, build) in zip(verified.tables, built.tables) {
            #expect(check.cells.map(\.text) == build.cells.map(\.text))
            #expect(check.cells.map(\.location) == build.cells.map(\.location))
            #expect(check.cells.map(\.document) == build.cells.map(\.document))
            #expect(check.cells.allSatisfy { $0.html.isEmpty })
        }
        #expect(built.tables[0].cells.map(\.html) == ["a", "<code>b</code>", "<a href=\"d.html\">c</a>", "<em>é</em>"])
        #expect(built.tables[1].cells.map(\.html) == ["x", "<strong>y</strong>"])
    }
}
