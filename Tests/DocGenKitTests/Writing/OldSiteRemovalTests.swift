@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// An old site's top folders are removed several at a time (`OpenFolder.removeContents(lanes:)`):
/// everything docgen wrote goes, nothing a link points to does, and a site holding a foreign file stays.
@Suite("Old site removal")
struct OldSiteRemovalTests {
    /// Top folders of a few levels each, as a site's languages hold sections.
    private static func makeTree(in folder: URL, topFolders: Int) throws -> [String] {
        var paths: [String] = []
        for top in 0..<topFolders {
            for section in 0..<3 {
                for page in 0..<4 { paths.append("t\(top)/s\(section)/p\(page).html") }
            }
            paths.append("t\(top)/index.html")
        }
        paths += ["index.html", "search.js"]
        for path in paths {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: url)
        }
        return paths
    }

    @Test("several top folders at a time, all of them gone; a link is removed and its target kept", arguments: [1, 2, 6])
    func removesEverythingAndFollowsNoLink(lanes: Int) throws {
        try withTemporaryDirectory { root in
            let site = root.appendingPathComponent("site"), outside = root.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            try Data("keep".utf8).write(to: outside.appendingPathComponent("keep.txt"))
            _ = try Self.makeTree(in: site, topFolders: 9)
            try FileManager.default.createSymbolicLink(at: site.appendingPathComponent("t3/s1/link"), withDestinationURL: outside)
            let folder = try #require(try OpenFolder(path: site.path))
            try folder.removeContents(lanes: lanes)
            #expect(try FileManager.default.contentsOfDirectory(atPath: site.path).isEmpty)
            #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("keep.txt").path))
        }
    }

    @Test("a site docgen owns goes whole, its manifest with it; one with a foreign file stays, whole")
    func ownedSiteGoesForeignStays() throws {
        try withTemporaryDirectory { root in
            let owned = root.appendingPathComponent("owned"), foreign = root.appendingPathComponent("foreign")
            for folder in [owned, foreign] {
                let paths = try Self.makeTree(in: folder, topFolders: 7)
                try OutputManifest(paths: paths).encoded().write(to: folder.appendingPathComponent(OutputManifest.fileName))
            }
            try Data("mine".utf8).write(to: foreign.appendingPathComponent("t5/s2/notes.txt"))
            #expect(BuildFolders.removeIfOwned(owned) == nil)
            #expect(!FileManager.default.fileExists(atPath: owned.path))
            #expect(BuildFolders.removeIfOwned(foreign) == "t5/s2/notes.txt")
            #expect(snapshotFiles(in: foreign).count == 7 * 13 + 2 + 2)  // the pages, the two top files, the manifest and notes.txt
        }
    }
}
