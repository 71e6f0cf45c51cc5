@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `SourceIndex`: a page whose file was not written since the last build read it is taken unread;
/// any write, even one that keeps the size and puts the modification time back, is seen.
@Suite("Unread unchanged pages")
struct SourceIndexTests {
    typealias Project = IncrementalBuildTests.Project

    /// Files written less than `SourceIndex.settling` before a build began are read by the next one too.
    private static func letFilesSettle() {
        Thread.sleep(forTimeInterval: Double(SourceIndex.settling) / 1e9 + 0.2)
    }

    /// Writes `text` over the file and puts its modification time back, to the nanosecond.
    private static func rewriteKeepingTimes(_ url: URL, _ text: String) throws {
        var before = stat()
        try #require(stat(url.path, &before) == 0)
        try Data(text.utf8).write(to: url)
        var times = [before.st_atim, before.st_mtim]
        try #require(utimensat(AT_FDCWD, url.path, &times, 0) == 0)
        var after = stat()
        try #require(stat(url.path, &after) == 0)
        #expect(after.st_size == before.st_size && after.st_mtim.tv_sec == before.st_mtim.tv_sec
                && after.st_mtim.tv_nsec == before.st_mtim.tv_nsec, "only the change time moved")
    }

    @Test("unchanged pages are not read; an edit that keeps the size and the modification time is seen")
    func unchangedPagesUnread() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let pages = try ParseCacheTests.pageCount(in: root)
            Self.letFilesSettle()
            #expect(try project.build().unreadPages == 0, "no record yet")
            let second = try project.build()
            #expect(second.unreadPages == pages)
            #expect(second.reusedParses == pages)
            let url = root.appendingPathComponent("Content/en/life-cycle/states.md")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains("Five states."))
            try Self.rewriteKeepingTimes(url, text.replacingOccurrences(of: "Five states.", with: "Nine states."))
            let third = try project.build()
            #expect(third.unreadPages == pages - 1)
            let page = try String(contentsOf: project.output.appendingPathComponent("en/life-cycle/states.html"), encoding: .utf8)
            #expect(page.contains("Nine states.") && !page.contains("Five states."))
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            // Written just now: read again by the next build, then settled by the one after.
            #expect(try project.build().unreadPages == pages - 1)
        }
    }

    @Test("a page taken unread whose parse is gone from the cache is read and parsed, and the site is a clean build's")
    func unreadPageWithoutParse() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let pages = try ParseCacheTests.pageCount(in: root)
            Self.letFilesSettle()
            try project.build()
            let folder = RenderCache.folder(beside: project.output).appendingPathComponent("parsed")
            let index = try #require(PagePack(in: folder.path))
            try #require(index.places.count == pages)
            // Three entries left out of the index.
            let kept = Dictionary(uniqueKeysWithValues: index.places.sorted { $0.key.lanes < $1.key.lanes }.dropFirst(3).map { ($0.key, $0.value) })
            try #require(PagePack(generation: index.generation, places: kept).writeIndex(in: folder.path))
            let result = try project.build()
            #expect(result.reusedParses == pages - 3)
            #expect(result.unreadPages == pages - 3, "the three were read to be parsed")
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a page taken unread reads its text from its file when a check asks for it")
    func unreadPageText() throws {
        try withTemporaryDirectory { root in
            let file = root.appendingPathComponent("p.md")
            try Data("---\r\ntitle: P\r\n---\r\nText.\r\n".utf8).write(to: file)
            let identity = try #require(SourceIdentity(path: file.path))
            let page = SourcePage(language: .source, path: "p.md", displayPath: "p.md", unreadFile: file.path, textHash: "h",
                                  identity: identity)
            #expect(page.text == "---\ntitle: P\n---\nText.\n", "line endings made \\n, as the loader reads it")
            let spill = try #require(SpillFile())
            #expect(page.spilling(into: spill).unread == file.path, "nothing to spill")
            let read = try ContentLoader.read(page).get()
            #expect(read.unread == nil && read.text == page.text && read.textHash != "h")
        }
    }

    @Test("the record keeps settled files only, comes back as written, and damaged bytes are refused without a trap")
    func records() throws {
        let settledIdentity = SourceIdentity(device: 2049, inode: 77, size: 1234, modified: 1_700_000_000_123_456_789,
                                             changed: 1_700_000_000_987_654_321)
        let index = SourceIndex(file: nil, start: settledIdentity.changed + SourceIndex.settling + 1)
        var fresh = settledIdentity
        fresh.changed = index.start - SourceIndex.settling
        let pages = [
            SourcePage(language: .source, path: "a.md", displayPath: "a.md", unreadFile: "/a.md", textHash: "hash-a", identity: settledIdentity),
            SourcePage(language: Language("fr"), path: "b.md", displayPath: "b.md", unreadFile: "/b.md", textHash: "hash-b", identity: fresh),
            SourcePage(language: .source, path: "c.md", displayPath: "c.md", text: "no identity"),
        ]
        let bytes = index.encoded(pages)
        let records = try #require(SourceIndex.records(in: bytes))
        #expect(records == ["en/a.md": SourceIndex.Record(identity: settledIdentity, textHash: "hash-a")])
        for count in 0..<bytes.count { _ = SourceIndex.records(in: Array(bytes.prefix(count))) }
        for position in bytes.indices {
            for value: UInt8 in [0, 1, 0x7f, 0x80, 0xff] {
                var damaged = bytes
                damaged[position] = value
                _ = SourceIndex.records(in: damaged)
            }
        }
        #expect(SourceIndex.records(in: Array(bytes.dropLast())) == nil)
        #expect(SourceIndex.records(in: bytes + [0]) == nil)
    }
}
