@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A folder docgen did not write is refused at its first foreign entry, however big it is.
@Suite("Foreign output folders")
struct ForeignFolderTests {
    /// `count` files spread over ten subfolders.
    static func makeBigFolder(at folder: URL, count: Int) throws {
        for index in 0..<count {
            let url = folder.appendingPathComponent("d\(index % 10)/f\(index)")
            if index < 10 {
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            }
            #expect(FileManager.default.createFile(atPath: url.path, contents: nil))
        }
    }

    /// Counts the entries `firstForeignEntry` reads.
    static func visits(_ folder: URL) throws -> (foreign: String?, visited: [String]) {
        let visited = Locked<[String]>([])
        let foreign = try OutputOwnership.firstForeignEntry(in: folder) { path in visited.withLock { $0.append(path) } }
        return (foreign?.path, visited.withLock { $0 })
    }

    @Test("a folder of 20,000 files without a manifest is refused after reading one entry, which the error names")
    func refusedAtFirstEntry() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try Self.makeBigFolder(at: output, count: 20_000)
            let (foreign, visited) = try Self.visits(output)
            #expect(visited.count == 1, "read \(visited.count) entries")
            let first = try #require(foreign)
            let started = ContinuousClock.now
            do {
                try SiteWriter(outputDirectory: output).write([OutputFile(path: "index.html", text: "x")])
                Issue.record("a foreign folder must be refused")
            } catch {
                #expect("\(error)".contains("\(output.path) holds files docgen did not write (first found: \(first))"),
                        "\(error)")
            }
            #expect(ContinuousClock.now - started < .seconds(1))
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["out"], "nothing beside it")
        }
    }

    @Test("the file system's root is refused after reading one entry")
    func rootRefusedAtOnce() throws {
        let (foreign, visited) = try Self.visits(URL(fileURLWithPath: "/"))
        #expect(visited.count == 1)
        #expect(foreign != nil)
    }

    static var home: URL { FileManager.default.homeDirectoryForCurrentUser }
    static var homeHasEntries: Bool { !((try? FileManager.default.contentsOfDirectory(atPath: home.path)) ?? []).isEmpty }

    @Test("the home folder is refused after reading one entry", .enabled(if: homeHasEntries))
    func homeRefusedAtOnce() throws {
        let (foreign, visited) = try Self.visits(Self.home)
        #expect(visited.count == 1)
        #expect(foreign != nil)
    }

    @Test("in a built site, the walk stays inside what the manifest lists and stops at the first foreign entry")
    func builtSiteWalkIsBounded() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            let files = (0..<50).map { OutputFile(path: "en/p\($0).html", text: "\($0)") }
            try SiteWriter(outputDirectory: output).write(files)
            // A big foreign folder dropped into the site: the walk must not enter it beyond naming one file.
            try Self.makeBigFolder(at: output.appendingPathComponent("en/extra"), count: 2_000)
            let (foreign, visited) = try Self.visits(output)
            let named = try #require(foreign)
            #expect(named.hasPrefix("en/extra/d") && named.contains("/f"), "\(named)")
            // en, the manifest, 50 pages, en/extra, then one entry per level below it.
            #expect(visited.count <= 2 + 50 + 1 + 2, "read \(visited.count) entries")
        }
    }

    @Test("a clean built site has no foreign entry")
    func builtSiteIsOwned() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "a/b/c.html", text: "c"),
                                                           OutputFile(path: "i.html", text: "i")])
            let (foreign, visited) = try Self.visits(output)
            #expect(foreign == nil)
            #expect(Set(visited) == ["a", "a/b", "a/b/c.html", "i.html", OutputManifest.fileName])
        }
    }

    @Test("a link inside a built site is foreign even under a name the manifest lists")
    func linkUnderListedNameIsForeign() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "en/a.html", text: "a")])
            try writeFile("keep", to: root.appendingPathComponent("elsewhere/a.html"))
            try FileManager.default.removeItem(at: output.appendingPathComponent("en"))
            try FileManager.default.createSymbolicLink(atPath: output.appendingPathComponent("en").path,
                                                       withDestinationPath: root.appendingPathComponent("elsewhere").path)
            #expect(try Self.visits(output).foreign == "en")
            #expect(throws: BuildError.self) { try SiteWriter(outputDirectory: output).write([]) }
            #expect(snapshotFiles(in: root.appendingPathComponent("elsewhere")) == ["a.html": Data("keep".utf8)])
        }
    }
}
