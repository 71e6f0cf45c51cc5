@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `ParseCache`: an unchanged page is taken as the last build parsed it; what a build writes and
/// reports is what a build without the cache writes and reports.
@Suite("Parse cache")
struct ParseCacheTests {
    typealias Project = IncrementalBuildTests.Project

    static func pageCount(in root: URL) throws -> Int {
        try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Content").path)
            .filter { $0.hasSuffix(".md") }.count
    }

    private static func parsedFolder(beside project: Project) -> URL {
        RenderCache.folder(beside: project.output).appendingPathComponent("parsed")
    }

    /// The pack's index, and the names in the folder.
    private static func pack(beside project: Project) throws -> (index: PagePack, names: [String]) {
        let folder = parsedFolder(beside: project)
        return (try #require(PagePack(in: folder.path)), try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted())
    }

    /// The pack file `index` names, beside `project`'s output.
    private static func packFile(beside project: Project, _ index: PagePack) -> URL {
        parsedFolder(beside: project).appendingPathComponent(index.packName)
    }

    /// A project built once: its page count, the pack's index and its file.
    private static func builtOnce(in root: URL) throws -> (project: Project, pages: Int, index: PagePack, file: URL) {
        let project = try Project(root: root)
        let pages = try pageCount(in: root)
        try project.build()
        let (index, _) = try pack(beside: project)
        return (project, pages, index, packFile(beside: project, index))
    }

    @Test("unchanged pages are not parsed again, an edited one is, and the site is a clean build's")
    func unchangedPagesReused() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let pages = try Self.pageCount(in: root)
            #expect(try project.build().reusedParses == 0)
            let first = try Self.pack(beside: project)
            #expect(first.index.places.count == pages)
            #expect(first.names == [PagePack.indexName, first.index.packName, SourceIndex.fileName].sorted())
            #expect(try project.build().reusedParses == pages)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence, with `applicationDidBecomeActive(_:)`.\n" }
            let edited = try project.build()
            #expect(edited.reusedParses == pages - 1)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            // The edited page's entry was added to the same pack, and its place at the index's end:
            // the index still names the page's entry before, and every other place is as it was.
            let second = try Self.pack(beside: project)
            #expect(second.index.places.count == pages + 1)
            #expect(second.index.records == pages + 1)
            #expect(second.index.packName == first.index.packName)
            #expect(first.index.places.allSatisfy { second.index.places[$0.key] == $0.value })
            let changed = second.index.places.filter { first.index.places[$0.key] != $0.value }
            #expect(changed.count == 1)
            #expect(changed.first.map { $0.value.offset >= first.index.places.values.map { $0.offset + $0.size }.max()! } == true)
            #expect(try project.build().reusedParses == pages)
        }
    }

    @Test("places are added to the index while it would name at most a quarter more entries than pages; then it is written anew")
    func indexWrittenAnewWhenLong() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let pages = try Self.pageCount(in: root)
            try project.build()
            for edit in 1...(pages / 4 + 1) {
                try project.edit("Content/en/life-cycle/states.md") { $0 + "\nEdit \(edit).\n" }
                #expect(try project.build().reusedParses == pages - 1)
                let index = try Self.pack(beside: project).index
                if edit <= pages / 4 {
                    #expect(index.records == pages + edit, "edit \(edit)")
                } else {
                    #expect(index.records == pages, "edit \(edit): the index was not written anew")
                    #expect(index.places.count == pages)
                }
            }
            #expect(try project.build().reusedParses == pages)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a build that parsed most pages again writes the pack anew, and removes the one before")
    func packWrittenAnew() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let pages = try Self.pageCount(in: root)
            try project.build()
            let before = try Self.pack(beside: project)
            // Any file of the theme is in every page's key.
            try project.edit("Site/README.md") { $0 + "\nOne more line.\n" }
            #expect(try project.build().reusedParses == 0)
            let after = try Self.pack(beside: project)
            #expect(after.index.generation == before.index.generation + 1)
            #expect(after.names == [PagePack.indexName, after.index.packName, SourceIndex.fileName].sorted())
            #expect(after.index.places.count == pages)
            // Entries one after another from the start: nothing of the pack before is left in it.
            let size = try #require(try FileManager.default.attributesOfItem(atPath: Self.packFile(beside: project, after.index).path)[.size] as? Int)
            #expect(after.index.places.values.reduce(0) { $0 + $1.size } == size)
            #expect(try project.build().reusedParses == pages)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a fact broken in an edited page is reported exactly as verify without any cache reports it")
    func brokenFactReported() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try project.edit("Content/fr/life-cycle/states.md") { $0 + "\nPuis `applicationDidBecomeActiv(_:)` est appelée.\n" }
            let failed = #expect(throws: BuildError.self) { try project.build() }
            let clean = Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root)
            #expect(failed?.diagnostics == clean.diagnostics)
            #expect(clean.diagnostics.contains { $0.rule == "docgen.unknown-callback" })
        }
    }

    @Test("an entry that cannot be read is ignored: the page is parsed again")
    func damagedEntryIgnored() throws {
        try withTemporaryDirectory { root in
            let (project, pages, index, file) = try Self.builtOnce(in: root)
            let byOffset = index.places.values.sorted { $0.offset < $1.offset }
            try #require(byOffset.count >= 2)
            // Foreign bytes over the first entry's coded rest, and the last entry cut short (as a full
            // disk would leave it).
            var bytes = [UInt8](try Data(contentsOf: file))
            let first = byOffset[0], foreign = Array("{\"html\": 1".utf8)
            bytes.replaceSubrange(first.restOffset..<(first.restOffset + first.rest), with: foreign + [UInt8](repeating: 0, count: first.rest - foreign.count))
            try Data(bytes.dropLast(7)).write(to: file)
            #expect(try project.build().reusedParses == pages - 2)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            // Those two pages were parsed again, and their entries written anew.
            #expect(try project.build().reusedParses == pages)
        }
    }

    @Test("a killed build's bytes at the pack's end are passed over: the next entries go after them, and every entry reads")
    func killedBuildLeftovers() throws {
        try withTemporaryDirectory { root in
            let (project, pages, index, file) = try Self.builtOnce(in: root)
            // Part of an entry that a killed build was appending: no index names it.
            let handle = try FileHandle(forWritingTo: file)
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(repeating: 0xAB, count: 1_000))
            try handle.close()
            let leftoverEnd = try #require(try FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            #expect(try project.build().reusedParses == pages - 1)
            let after = try Self.pack(beside: project)
            #expect(after.index.packName == index.packName)
            let added = after.index.places.filter { index.places[$0.key] != $0.value }
            #expect(added.count == 1 && added.first!.value.offset == leftoverEnd)
            #expect(try project.build().reusedParses == pages)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("an index whose numbers are out of range, or cut short, is refused, never a trap")
    func damagedIndexRefused() throws {
        try withTemporaryDirectory { root in
            let folder = root.path
            let (k, l) = (StableHash(lanes: (1, 2)), StableHash(lanes: (3, 4)))
            let huge = PagePack.Place(offset: Int.max - 8, html: 16, search: 0, rest: 40)
            #expect(PagePack(generation: 1, places: [k: huge]).writeIndex(in: folder))
            #expect(PagePack(in: folder) == nil)
            #expect(PagePack(generation: Int.max, places: [:]).writeIndex(in: folder))
            #expect(PagePack(in: folder) == nil)
            let place = PagePack.Place(offset: 0, html: 16, search: 0, rest: 40)
            let index = PagePack(generation: 2, places: [k: place, l: place])
            #expect(index.writeIndex(in: folder))
            #expect(PagePack(in: folder)?.places == index.places)
            let file = root.appendingPathComponent(PagePack.indexName)
            try Data(try Data(contentsOf: file).dropLast(1)).write(to: file)
            #expect(PagePack(in: folder) == nil)
        }
    }

    @Test("every page of Content/ comes back from its entry as it was stored",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path), "no Content/ folder next to the tests"))
    func storedRoundTrip() throws {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root, releasingTrees: true)
        #expect(content.pages.count > 50)
        let spill = try #require(SpillFile())
        for page in content.pages {
            let stored = try #require(page.stored, "\(page.file) was released")
            // As the cache writes it: locations in the page's own file without the file.
            var encoder = BinaryEncoder(), decoder = BinaryDecoder()
            encoder.userInfo[SourceLocation.fileInContext] = page.source.displayPath
            decoder.userInfo[SourceLocation.fileInContext] = page.source.displayPath
            var decoded = try decoder.decode(ParsedPage.Stored.self, from: try encoder.encode(stored))
            #expect(decoded.html.isEmpty, "\(page.file): the HTML is kept apart from the coded page")
            decoded.html = stored.html
            // The packed form the cache writes gives the same parts.
            let packed = try #require(stored.packed(file: page.source.displayPath), "\(page.file) does not pack")
            let unpacked = try #require(ParsedPage.Stored(packed: packed, file: page.source.displayPath), "\(page.file)")
            #expect(Self.sameParts(unpacked, stored), "\(page.file): packed")
            let back = try ParsedPage(source: page.source, stored: decoded)
            #expect(back.frontMatter == page.frontMatter && back.html == page.html && back.headings == page.headings
                    && back.tables == page.tables && back.tableStarts == page.tableStarts && back.tabGroups == page.tabGroups
                    && back.lifecycleBlocks == page.lifecycleBlocks && back.bodyLineOffset == page.bodyLineOffset
                    && back.diagnostics == page.diagnostics && back.facts == page.facts
                    && back.treeCheckDiagnostics == page.treeCheckDiagnostics, "\(page.file)")
            #expect(back.checkedSequences == page.lifecycleBlocks.map(SequenceChecker.check), "\(page.file): sequences")
            #expect(back.useDigests == page.useDigests && page.useDigests != nil, "\(page.file): use digests")
            // Straight into a spill file, the HTML and search text read back the same, and store the same.
            let spilled = try ParsedPage(source: page.source, stored: decoded, spill: spill)
            #expect(spilled.html == page.html && spilled.searchSections == page.searchSections
                    && spilled.facts.with(searchSections: page.searchSections) == page.facts, "\(page.file): spilled")
            // A table's shape, counted without its cells, is its cells' shape in every store.
            for table in page.tables + back.tables + spilled.tables {
                #expect(table.shape == (table.rows.count, table.header.count), "\(page.file): shape")
            }
            // Field by field: a dictionary (tableStarts) may encode its entries in another order.
            let again = try #require(spilled.stored)
            #expect(again.html == stored.html && again.search == stored.search && again.facts == stored.facts
                    && again.tables == stored.tables && again.tableStarts == stored.tableStarts, "\(page.file): spilled, stores as before")
        }
    }

    /// Whether two stored pages hold the same parts, the HTML (kept apart in the cache) aside.
    static func sameParts(_ a: ParsedPage.Stored, _ b: ParsedPage.Stored) -> Bool {
        a.frontMatter == b.frontMatter && a.search == b.search && a.lifecycleBlocks == b.lifecycleBlocks && a.tables == b.tables
            && a.tableStarts == b.tableStarts && a.headings.headings == b.headings.headings && a.tabGroups == b.tabGroups
            && a.bodyLineOffset == b.bodyLineOffset && a.diagnostics == b.diagnostics && a.facts == b.facts
            && a.treeCheckDiagnostics == b.treeCheckDiagnostics && a.sequences == b.sequences && a.useDigests == b.useDigests
            && a.sequenceDiagnostics == b.sequenceDiagnostics && a.anchors == b.anchors && a.outline == b.outline
    }

    /// Every optional part of a page set: front matter keys, a date, tabs, a table, lifecycle
    /// blocks, a heading, code, a link and an error (the character docgen reserves).
    private static let fullPage = """
        ---
        title: Tout
        order: 3
        description: Une page qui a tout.
        unsafe-html: true
        updated: 2024-02-29
        ---
        # Tout

        Voir [les états](states.md) et `sceneDidBecomeActive(_:)`. Un caractère réservé : \u{F8FF}.

        \(ContentTabsTests.twoModes)

        | API | Note |
        |---|---|
        | `a` | b |

        ```lifecycle id=x mode=scenes from=nowhere
        sceneDidBecomeActive(_:)
        ```
        """

    @Test("a page with every optional part packs and comes back with the same parts; a damaged pack is refused, never a trap")
    func packedRoundTrip() throws {
        let source = SourcePage(language: Language("fr"), path: "tout.md", displayPath: "Content/fr/tout.md", text: Self.fullPage)
        let page = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
        let stored = try #require(page.stored)
        #expect(stored.frontMatter?.updated != nil && stored.frontMatter?.order == 3 && stored.frontMatter?.allowsRawHTML == true)
        #expect(!stored.tabGroups.isEmpty && !stored.tables.isEmpty && stored.lifecycleBlocks.count == 3 && !stored.tableStarts.isEmpty)
        #expect(!stored.diagnostics.isEmpty)
        let bytes = try #require(stored.packed(file: source.displayPath))
        let back = try #require(ParsedPage.Stored(packed: bytes, file: source.displayPath))
        #expect(Self.sameParts(back, stored))
        // The same page packs to the same bytes.
        #expect(back.packed(file: source.displayPath) == bytes)
        for length in 0..<bytes.count {
            #expect(ParsedPage.Stored(packed: Array(bytes[..<length]), file: source.displayPath) == nil, "cut at \(length)")
        }
        for index in bytes.indices {
            for replacement: UInt8 in [0, 1, 2, 0x7f, 0x80, 0xff] {
                var damaged = bytes
                damaged[index] = replacement
                _ = ParsedPage.Stored(packed: damaged, file: source.displayPath)
            }
        }
    }

    @Test("a kept page's sequences are read when asked for (damaged, its blocks are checked again), and the report finds them in it")
    func sequencesWhenAsked() throws {
        let source = SourcePage(language: Language("fr"), path: "tout.md", displayPath: "Content/fr/tout.md", text: Self.fullPage)
        let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
        var stored = try #require(parsed.stored)
        #expect(stored.lifecycleBlocks.count == 3 && !stored.sequenceDiagnostics.isEmpty, "a block that fails, with its diagnostics")
        let kept = try ParsedPage(source: source, stored: stored)
        #expect(kept.sequenceDiagnostics == parsed.sequenceDiagnostics && kept.checkedSequences == parsed.checkedSequences)
        stored.sequences.removeLast()
        let damaged = try ParsedPage(source: source, stored: stored)
        #expect(damaged.checkedSequences == parsed.checkedSequences, "checked again from the blocks")
        // As verification of the page just parsed reports them, though looked up in the page, not indexed.
        let fresh = Verifier.verify(ParsedContent(pages: [PageParser.parse(source)]))
        let report = Verifier.verify(ParsedContent(pages: [kept]))
        #expect(report.sequences.isEmpty && fresh.sequences.count == 3)
        #expect(report.diagnostics == fresh.diagnostics)
        for block in kept.lifecycleBlocks {
            #expect(report.sequence(block.blockID) != nil && report.sequence(block.blockID) == fresh.sequence(block.blockID), "\(block.blockID)")
        }
        #expect(report.checkedSequences == fresh.checkedSequences)
        // An identity this page does not have finds nothing.
        #expect(report.sequence(BlockID(page: kept.id, kind: .lifecycle, ordinal: 3)) == nil)
        #expect(report.sequence(BlockID(page: PageID(language: .source, path: "tout.md"), kind: .lifecycle, ordinal: 0)) == nil)
    }

    @Test("a cached page's lifecycle blocks and facts are read from its entry in the pack when asked for; damaged, from its text again")
    func blocksAndFactsWhenAsked() throws {
        try withTemporaryDirectory { root in
            let source = SourcePage(language: Language("fr"), path: "tout.md", displayPath: "Content/fr/tout.md", text: Self.fullPage)
            let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
            let stored = try #require(parsed.stored)
            let parts = try #require(stored.packedParts(file: source.displayPath))
            // The parts read when asked for as a pack that holds them alone; the page made from the part read with it.
            let pack = root.appendingPathComponent("pack")
            try Data(parts.whenAsked).write(to: pack)
            let place = TableBlock.CacheEntryPlace(path: pack.path, base: 0, page: source)
            let entry = try #require(ParsedPage.Stored(packed: parts.read, file: source.displayPath, tablesIn: place))
            #expect(entry.lifecycleBlocks.isEmpty && entry.tableStarts.isEmpty && entry.blocksLater != nil && entry.factsLater != nil)
            let kept = try ParsedPage(source: source, stored: entry)
            let counter = CommonMark.ParseCounter()
            CommonMark.$parseCounter.withValue(counter) {
                #expect(kept.lifecycleBlocks == parsed.lifecycleBlocks && kept.facts == parsed.facts && kept.lifecycleBlocks.count == 3)
                #expect(kept.anchorsDigest == parsed.anchorsDigest && kept.checkedSequences == parsed.checkedSequences)
            }
            #expect(counter.value == 0, "read from the pack")
            // The blocks come first: their count made larger than the blocks that follow it, they are read from the page's text.
            try Data(Self.countTooLarge(at: 0, of: parts.whenAsked)).write(to: pack)
            let again = try ParsedPage(source: source, stored: try #require(ParsedPage.Stored(
                packed: parts.read, file: source.displayPath, tablesIn: place)))
            CommonMark.$parseCounter.withValue(counter) { #expect(again.lifecycleBlocks == parsed.lifecycleBlocks) }
            #expect(counter.value > 0, "parsed again from the page's text")
        }
    }

    @Test("a cached page's headings are read from its entry in the pack when asked for, its headings' digest without them; damaged, from its text again")
    func headingsWhenAsked() throws {
        try withTemporaryDirectory { root in
            let source = SourcePage(language: Language("fr"), path: "tout.md", displayPath: "Content/fr/tout.md", text: Self.fullPage)
            let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
            let stored = try #require(parsed.stored)
            #expect(!parsed.headings.isEmpty && stored.outline.count == 2)
            let parts = try #require(stored.packedParts(file: source.displayPath))
            // Where the headings begin: the first byte, among the parts read when asked for, that differs
            // from the same page packed without them.
            var withoutHeadings = stored
            withoutHeadings.headings = StoredHeadings([])
            let other = try #require(withoutHeadings.packedParts(file: source.displayPath))
            let headingsStart = try #require(parts.whenAsked.indices.first { $0 < other.whenAsked.count && parts.whenAsked[$0] != other.whenAsked[$0] })
            let pack = root.appendingPathComponent("pack")
            try Data(parts.whenAsked).write(to: pack)
            let place = TableBlock.CacheEntryPlace(path: pack.path, base: 0, page: source)
            let entry = try #require(ParsedPage.Stored(packed: parts.read, file: source.displayPath, tablesIn: place))
            #expect(entry.headings.headings.isEmpty && entry.headingsLater != nil)
            let kept = try ParsedPage(source: source, stored: entry)
            let counter = CommonMark.ParseCounter()
            CommonMark.$parseCounter.withValue(counter) {
                #expect(kept.headingsDigest == parsed.headingsDigest)
                #expect(kept.headingsDigest == ParsedPage.headingsDigest(of: parsed.headings))
                #expect(kept.headings == parsed.headings)
            }
            #expect(counter.value == 0, "read from the pack")
            // The headings' count made larger than the headings that follow it: read from the page's text.
            try Data(Self.countTooLarge(at: headingsStart, of: parts.whenAsked)).write(to: pack)
            let again = try ParsedPage(source: source, stored: try #require(ParsedPage.Stored(
                packed: parts.read, file: source.displayPath, tablesIn: place)))
            CommonMark.$parseCounter.withValue(counter) { #expect(again.headings == parsed.headings) }
            #expect(counter.value > 0, "parsed again from the page's text")
        }
    }

    /// `bytes` with the count at `position` (a varint of one byte) made 127: more items than follow it.
    private static func countTooLarge(at position: Int, of bytes: [UInt8]) -> [UInt8] {
        precondition(bytes[position] < 0x7f, "a count of one byte, below 127")
        var damaged = bytes
        damaged[position] = 0x7f
        return damaged
    }

    @Test("a page with a location in another file does not pack, and the cache codes it whole instead")
    func unpackablePageCoded() throws {
        let source = SourcePage(language: .source, path: "a.md", displayPath: "Content/en/a.md", text: "# A\n\n| a |\n|---|\n| 1 |\n")
        var stored = try #require(PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil)).stored)
        stored.tableStarts[SourceLocation(file: "Content/en/b.md", line: 2)] = 0
        #expect(stored.packed(file: source.displayPath) == nil)
        let coded = try #require(ParseCache.encode(stored, file: source.displayPath))
        #expect(coded.first == 0)
        let back = try #require(ParseCache.decode(coded, file: source.displayPath))
        #expect(Self.sameParts(back, stored))
        #expect(ParseCache.decode([2] + coded.dropFirst(), file: source.displayPath) == nil)
    }

    @Test("a cached page reads its HTML, search sections and tables from its entry when asked, and from its text again once the entry is gone")
    func htmlFromEntry() throws {
        try withTemporaryDirectory { root in
            try Data(RenderCache.tag.utf8).write(to: root.appendingPathComponent("CACHEDIR.TAG"))
            let text = "---\ntitle: A\n---\n# A\n\nSome *text* and `code`.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n"
                + "Between.\n\n| x | y | z |\n|---|:-:|---|\n| *é* | 生命 | `c` |\n| 4 | 5 | 6 |\n"
            let source = SourcePage(language: .source, path: "a.md", displayPath: "Content/en/a.md", text: text)
            let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
            let writing = ParseCache(renderCacheFolder: root, fingerprint: "f")
            writing.save(writing.plan([parsed]))
            let cache = ParseCache(renderCacheFolder: root, fingerprint: "f")
            let spill = try #require(SpillFile())
            let back = try #require(cache.page(for: source, spill: spill))
            // As the build keeps it: its text in the spill file, which the tables read again from.
            let spilled = back.spillingSource(into: spill)
            #expect(cache.reused == 1)
            #expect(back.html == parsed.html && back.searchSections == parsed.searchSections)
            #expect(back.html.contains("<em>text</em>"))
            #expect(back.searchDigest == parsed.searchDigest, "the digest kept in the entry is the sections'")
            #expect(back.searchSections.contains { $0.text.contains("Some text and code.") })
            // The tables' cells from the entry: nothing parsed again.
            let counter = CommonMark.ParseCounter()
            #expect(parsed.tables.count == 2)
            CommonMark.$parseCounter.withValue(counter) { #expect(back.tables == parsed.tables) }
            #expect(counter.value == 0)
            try FileManager.default.removeItem(at: root.appendingPathComponent("parsed"))
            #expect(back.html == parsed.html)
            #expect(back.searchSections == parsed.searchSections)
            CommonMark.$parseCounter.withValue(counter) { #expect(back.tables == parsed.tables && spilled.tables == parsed.tables) }
            #expect(counter.value > 0, "read again from the page's text")
            // Another fingerprint finds no entry.
            #expect(ParseCache(renderCacheFolder: root, fingerprint: "g").page(for: source) == nil)
        }
    }

    @Test("a cached page's tables are read from its entry only when first asked for; with the entry gone by then, from its text")
    func tablesWhenAsked() throws {
        try withTemporaryDirectory { root in
            try Data(RenderCache.tag.utf8).write(to: root.appendingPathComponent("CACHEDIR.TAG"))
            let text = "---\ntitle: A\n---\n# A\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\nBetween.\n\n| x |\n|:-:|\n| *é* |\n"
            let source = SourcePage(language: .source, path: "a.md", displayPath: "Content/en/a.md", text: text)
            let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
            let writing = ParseCache(renderCacheFolder: root, fingerprint: "f")
            writing.save(writing.plan([parsed]))
            let cache = ParseCache(renderCacheFolder: root, fingerprint: "f")
            let asked = try #require(cache.page(for: source)), unasked = try #require(cache.page(for: source))
            let counter = CommonMark.ParseCounter()
            CommonMark.$parseCounter.withValue(counter) { #expect(asked.tables.count == 2) }
            #expect(counter.value == 0, "read from the entry")
            try FileManager.default.removeItem(at: root.appendingPathComponent("parsed"))
            // Not read when the page was: now only its text has them, even to count them (tables
            // read at once would be counted from memory, their cells alone read again).
            CommonMark.$parseCounter.withValue(counter) { #expect(unasked.tables.count == 2) }
            #expect(counter.value > 0, "read again from the page's text")
            #expect(unasked.tables == parsed.tables && asked.tables == parsed.tables)
        }
    }

    @Test("a cached page's lifecycle blocks, headings and facts are read from the pack only when first asked for; with the pack gone by then, from its text")
    func blocksHeadingsAndFactsWhenAsked() throws {
        try withTemporaryDirectory { root in
            try Data(RenderCache.tag.utf8).write(to: root.appendingPathComponent("CACHEDIR.TAG"))
            let source = SourcePage(language: Language("fr"), path: "tout.md", displayPath: "Content/fr/tout.md", text: Self.fullPage)
            let parsed = PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
            #expect(parsed.lifecycleBlocks.count == 3 && !parsed.headings.isEmpty && !parsed.facts.links.isEmpty)
            let writing = ParseCache(renderCacheFolder: root, fingerprint: "f")
            writing.save(writing.plan([parsed]))
            let cache = ParseCache(renderCacheFolder: root, fingerprint: "f")
            let asked = try #require(cache.page(for: source)), unasked = try #require(cache.page(for: source))
            let counter = CommonMark.ParseCounter()
            CommonMark.$parseCounter.withValue(counter) {
                #expect(asked.lifecycleBlocks == parsed.lifecycleBlocks)
                #expect(asked.headings == parsed.headings)
                #expect(asked.facts == parsed.facts.with(searchSections: []))
            }
            #expect(counter.value == 0, "read from the pack")
            try FileManager.default.removeItem(at: root.appendingPathComponent("parsed"))
            CommonMark.$parseCounter.withValue(counter) {
                #expect(unasked.lifecycleBlocks == parsed.lifecycleBlocks)
                #expect(unasked.headings == parsed.headings)
                #expect(unasked.facts == parsed.facts.with(searchSections: []))
            }
            #expect(counter.value > 0, "read again from the page's text")
        }
    }

    @Test("entries written while a site renders are read only once the index names them: until then, and if it never does, the cache reads as the last build left it")
    func entriesNamedOnlyOnceSaved() throws {
        try withTemporaryDirectory { root in
            try Data(RenderCache.tag.utf8).write(to: root.appendingPathComponent("CACHEDIR.TAG"))
            let page = { (path: String, text: String) in
                SourcePage(language: .source, path: path, displayPath: "Content/en/" + path, text: text)
            }
            let (a, b) = (page("a.md", "# A\n\nFirst `code`.\n"), page("b.md", "# B\n\n| x |\n|---|\n| 1 |\n"))
            let parse = { (source: SourcePage) in PageParser.parse(source).releasingTree(after: TreeChecks(firstPage: nil, cache: nil)) }
            let first = ParseCache(renderCacheFolder: root, fingerprint: "f")
            first.save(first.plan([parse(a), parse(b)]))
            let generation = try #require(PagePack(in: root.appendingPathComponent("parsed").path)).generation

            // Another fingerprint: every page parsed again, into a pack of the next generation.
            let other = ParseCache(renderCacheFolder: root, fingerprint: "g")
            let fresh = try #require(other.writeEntries(other.plan([parse(a), parse(b)])))
            #expect(ParseCache(renderCacheFolder: root, fingerprint: "f").page(for: a) != nil, "the last index still names its pack")
            #expect(ParseCache(renderCacheFolder: root, fingerprint: "g").page(for: a) == nil)
            other.finishSave(fresh)
            let named = try #require(PagePack(in: root.appendingPathComponent("parsed").path))
            #expect(named.generation == generation + 1)
            let reread = ParseCache(renderCacheFolder: root, fingerprint: "g")
            #expect(reread.page(for: a)?.html == parse(a).html && reread.page(for: b)?.tables == parse(b).tables)
            #expect(ParseCache(renderCacheFolder: root, fingerprint: "f").page(for: a) == nil)

            // One page of five edited: its entry goes after the pack's end (the kept four are more than
            // half of it), and is read once named, not before.
            let others = (1...3).map { page("c\($0).md", "# C\($0)\n\nSome words, and `more` of them, in paragraph \($0).\n") }
            let withOthers = ParseCache(renderCacheFolder: root, fingerprint: "g")
            withOthers.save(withOthers.plan(([a, b] + others).map(parse)))
            let packed = try #require(PagePack(in: root.appendingPathComponent("parsed").path))
            let edited = page("b.md", "# B\n\n| x |\n|---|\n| 2 |\n")
            let reading = ParseCache(renderCacheFolder: root, fingerprint: "g")
            let kept = try ([a] + others).map { try #require(reading.page(for: $0)) }
            let appended = try #require(reading.writeEntries(reading.plan(kept + [parse(edited)])))
            let before = ParseCache(renderCacheFolder: root, fingerprint: "g")
            #expect(before.page(for: edited) == nil && before.page(for: b) != nil && before.page(for: a) != nil)
            reading.finishSave(appended)
            let after = ParseCache(renderCacheFolder: root, fingerprint: "g")
            #expect(try #require(PagePack(in: root.appendingPathComponent("parsed").path)).packName == packed.packName, "appended to")
            #expect(after.page(for: edited)?.tables == parse(edited).tables && after.page(for: a) != nil)
        }
    }
}
