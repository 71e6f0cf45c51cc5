@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `SpillFile`: a build keeps each page's HTML and search text in a scratch file from parse to
/// render; what it renders is what it would render from memory, and nothing is left behind.
@Suite("Spill file")
struct SpillFileTests {
    @Test("bytes come back as they went in, from any number of writers, and the file leaves no trace")
    func roundTrip() throws {
        try withTemporaryDirectory { folder in
            let file = try #require(SpillFile(in: folder))
            let texts = (0..<200).map { index in String(repeating: "é漢\(index) ", count: index) }
            let slices = texts.parallelMap { file.store(Array($0.utf8)) }
            for (text, slice) in zip(texts, slices) {
                #expect(String(decoding: file.load(try #require(slice)), as: UTF8.self) == text)
            }
            #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the scratch file is unlinked at once")
        }
    }

    @Test("search sections survive packing: empty fields, CJK, Hangul, and field lengths past 255 bytes")
    func searchSectionsPack() {
        let sections = [
            SearchIndex.Section(heading: "", anchor: "", text: "", keys: ""),
            SearchIndex.Section(heading: "场景代理", anchor: "scene-delegate", text: String(repeating: "씬 델리게이트 ", count: 80),
                                keys: "sceneDidBecomeActive(_:)"),
        ]
        #expect(SearchIndex.Section.unpacked(SearchIndex.Section.packed(sections)) == sections)
        #expect(SearchIndex.Section.unpacked(SearchIndex.Section.packed([])).isEmpty)
    }

    @Test("a table's cells come back whole from the spill file: CJK, escaped pipes, code, links, empty cells")
    func tableCellsSpill() throws {
        let markdown = """
        | 콜백 | `a \\| b` | [링크](other.md) |
        |---|:---:|--:|
        | 场景代理 | | **bold** |
        | x | y | z |
        """
        let page = PageParser.parse(SourcePage(language: Language("ko"), path: "t.md", displayPath: "Content/ko/t.md",
                                               text: "---\ntitle: T\n---\n\n" + markdown + "\n"))
        // Spilled as the pipeline does it: once checks have read the cells' trees.
        var table = try #require(page.tables.first)
        table.header = table.header.map(\.withoutTree)
        table.rows = table.rows.map { $0.map(\.withoutTree) }
        let file = try #require(SpillFile())
        let spilled = table.spilling(into: file)
        #expect(spilled == table)
        #expect(spilled.rows.count == 2 && spilled.header.count == 3)
        #expect(spilled.header.map(\.location) == table.header.map(\.location))
        #expect(spilled.rows[0][1].text.isEmpty && spilled.header[1].html.contains("<code>"))
        // Changing a spilled table's cells keeps the change.
        var edited = spilled
        edited.rows[1][0].text = "changed"
        #expect(edited.rows[1][0].text == "changed" && edited.header == table.header)
    }

    @Test("every page of Content/ spilled gives back its HTML and search sections, and stores as before")
    func contentPagesSpill() throws {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: nil, releasingTrees: true,
                                          checkCache: nil, parseCache: nil)
        let file = try #require(SpillFile())
        #expect(content.pages.count > 40)
        #expect(content.pages.filter { !$0.html.isEmpty && !$0.searchSections.isEmpty }.count > 40, "the check sees text")
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for page in content.pages {
            let spilled = page.spilling(into: file)
            #expect(spilled.html == page.html, "\(page.file)")
            #expect(spilled.searchSections == page.searchSections, "\(page.file)")
            #expect(spilled.searchDigest == SearchDigest(page.searchSections), "\(page.file): the digest is the sections'")
            let restored = try ParsedPage(source: page.source, stored: try #require(page.stored), spill: file)
            #expect(restored.searchDigest == spilled.searchDigest, "\(page.file): and a page from the parse cache has the same")
            #expect(spilled.facts.with(searchSections: page.searchSections) == page.facts, "\(page.file): the other facts stay")
            let (stored, original) = (try #require(spilled.stored), try #require(page.stored))
            #expect(try encoder.encode(stored) == encoder.encode(original), "\(page.file): the parse cache stores the same page")
            let withSource = page.spillingSource(into: file)
            #expect(withSource.tables == page.tables, "\(page.file): cells, HTML and places come back")
            #expect(try encoder.encode(withSource.stored) == encoder.encode(original), "\(page.file): and store as before")
            let dropped = page.droppingRenderedText()
            #expect(dropped.html.isEmpty && dropped.searchSections.isEmpty && dropped.lifecycleBlocks == page.lifecycleBlocks)
        }
    }
}
