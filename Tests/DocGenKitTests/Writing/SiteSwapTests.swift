@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The swap of a staged site for the published one.
@Suite("Site swap")
struct SiteSwapTests {
    /// `out` holding the old site and a staging folder holding the new one, both marked.
    static func prepare(in root: URL) throws -> (output: URL, staging: URL, previous: URL) {
        let output = root.appendingPathComponent("out"), staging = root.appendingPathComponent(".out.docgen-staging-1-0000000000000001")
        for (folder, text) in [(output, "old"), (staging, "new")] {
            try writeFile(OutputManifest.header + "index.html\n", to: folder.appendingPathComponent(OutputManifest.fileName))
            try writeFile(text, to: folder.appendingPathComponent("index.html"))
        }
        return (output, staging, root.appendingPathComponent(".out.docgen-previous-1-0000000000000001"))
    }

    #if os(Linux)
    @Test("on Linux the new site and the old one trade places in one renameat2(RENAME_EXCHANGE) call")
    func exchangeInOneStep() throws {
        try withTemporaryDirectory { root in
            let (output, staging, previous) = try Self.prepare(in: root)
            let old = try SiteSwap.install(staging, at: output, previous: previous)
            #expect(old == staging, "the two-rename fallback was used")
            #expect(!FileManager.default.fileExists(atPath: previous.path))
            #expect(snapshotFiles(in: output)["index.html"] == Data("new".utf8))
            #expect(snapshotFiles(in: staging)["index.html"] == Data("old".utf8))
        }
    }
    #endif

    @Test("with no site yet, the staged one is moved into place and there is no old site")
    func firstInstall() throws {
        try withTemporaryDirectory { root in
            let (output, staging, previous) = try Self.prepare(in: root)
            try FileManager.default.removeItem(at: output)
            #expect(try SiteSwap.install(staging, at: output, previous: previous) == nil)
            #expect(snapshotFiles(in: output)["index.html"] == Data("new".utf8))
            #expect(!FileManager.default.fileExists(atPath: staging.path))
        }
    }

    @Test("after a write, the old site is gone and only the new one remains")
    func oldSiteRemoved() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "old.html", text: "old")])
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "new.html", text: "new")])
            #expect(Set(snapshotFiles(in: output).keys) == ["new.html", OutputManifest.fileName])
            #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == [".out.docgen-lock", "out"])
        }
    }

    /// A build killed between the two renames of the fallback swap: no output, the old site in
    /// a `previous` folder.
    static func killedBetweenRenames(in root: URL) throws -> URL {
        let previous = root.appendingPathComponent(".out.docgen-previous-9-00000000000000cc")
        try writeFile(OutputManifest.header + "index.html\n", to: previous.appendingPathComponent(OutputManifest.fileName))
        try writeFile("old", to: previous.appendingPathComponent("index.html"))
        return root.appendingPathComponent("out")
    }

    @Test("an old site left out of place by a kill between two renames is put back, so a failing build keeps it")
    func oldSitePutBackBeforeAFailingBuild() throws {
        try withTemporaryDirectory { root in
            let output = try Self.killedBetweenRenames(in: root)
            // "en" as a file, then a file inside "en": staging fails after the leftovers are cleared.
            let clashing = [OutputFile(path: "en", text: "x"), OutputFile(path: "en/a.html", text: "a")]
            #expect(throws: BuildError.self) { try SiteWriter(outputDirectory: output).write(clashing) }
            #expect(snapshotFiles(in: output)["index.html"] == Data("old".utf8))
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }

    @Test("an old site left out of place is replaced by a build that succeeds, and nothing is left beside it")
    func oldSitePutBackThenReplaced() throws {
        try withTemporaryDirectory { root in
            let output = try Self.killedBetweenRenames(in: root)
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "index.html", text: "new")])
            #expect(snapshotFiles(in: output)["index.html"] == Data("new".utf8))
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }
}
