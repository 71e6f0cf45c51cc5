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
}
