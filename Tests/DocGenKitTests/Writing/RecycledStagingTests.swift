@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The old site kept beside the output after an incremental build and staged into by the next
/// one (`RecycledStaging`): the site published is always what was planned, the old site's files
/// are never written through, and a failed build leaves the site and a usable spare.
@Suite("Recycled staging (the spare)")
struct RecycledStagingTests {
    /// Builds `pages` into `output` as an incremental build does: a page whose text is the site's
    /// is reused (linked, or left where the spare already has it), any other is written.
    static func build(_ pages: [String: String], into output: URL, failingAfterWrites: Bool = false) throws(BuildError) {
        var writer = SiteWriter(outputDirectory: output)
        writer.recycles = true
        try writer.write(paths: Array(pages.keys)) { (staged) throws(BuildError) in
            for (path, text) in pages.sorted(by: { $0.key < $1.key }) {
                let source = output.appendingPathComponent(path).path
                if let identity = FileIdentity(path: source), FileManager.default.contents(atPath: source) == Data(text.utf8),
                   try staged.reuse(path, from: source, ifStill: identity) { continue }
                try staged.write(OutputFile(path: path, text: text))
            }
            if failingAfterWrites { throw .output("a failure after the pages were staged") }
        }
    }

    static func spares(beside output: URL) -> [URL] {
        let parent = output.deletingLastPathComponent()
        return ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
            .filter { BuildFolders.isUniqueName($0, prefix: ".\(output.lastPathComponent).docgen-spare-") }
            .map { parent.appendingPathComponent($0) }
    }

    static func texts(in folder: URL) -> [String: String] {
        snapshotFiles(in: folder).filter { $0.key != OutputManifest.fileName }.mapValues { String(decoding: $0, as: UTF8.self) }
    }

    /// `body` with an output built twice from `pages`: the second build reused every page, so the
    /// first site is kept as the spare.
    static func withSpare(_ body: (_ root: URL, _ output: URL, _ spare: URL) throws -> Void) throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try build(pages, into: output)
            try build(pages, into: output)
            try body(root, output, try #require(spares(beside: output).first))
        }
    }

    static let pages = Dictionary(uniqueKeysWithValues: (0..<8).map { ("en/s\($0 % 3)/page-\($0).html", "page \($0)") })
        .merging(["index.html": "home"]) { $1 }

    @Test("after a build that reused most pages the old site is kept; the next build stages into it and publishes what it planned")
    func spareKeptAndUsed() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try Self.build(Self.pages, into: output)
            #expect(Self.spares(beside: output).isEmpty, "a build that reused nothing keeps no spare")
            var second = Self.pages
            second["en/s1/page-1.html"] = "page 1, edited"
            try Self.build(second, into: output)
            let spare = try #require(Self.spares(beside: output).first)
            #expect(Self.texts(in: spare) == Self.texts(in: output).merging(["en/s1/page-1.html": "page 1"]) { $1 },
                    "the spare is the first site")
            // A third build: a page added, one removed (with its folder), one edited again.
            var third = second
            third["en/s1/page-1.html"] = "page 1, edited twice"
            third["en/new/page-9.html"] = "page 9"
            third["en/s2/page-2.html"] = nil
            third["en/s2/page-5.html"] = nil
            try Self.build(third, into: output)
            #expect(Self.texts(in: output) == third)
            #expect(OutputManifest.read(from: output)?.paths == third.keys.sorted())
            #expect(try OutputOwnership.firstForeignEntry(in: output) == nil)
            #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("en/s2").path))
            let newSpare = try #require(Self.spares(beside: output).first)
            #expect(Self.spares(beside: output).count == 1)
            #expect(Self.texts(in: newSpare) == second, "the spare is the second site, untouched by the third build's writes")
        }
    }

    @Test("a page written into the spare never changes the site's file it shared an inode with, even when the build fails")
    func failedBuildLeavesSiteAndSpare() throws {
        try Self.withSpare { _, output, spare in
            #expect(FileIdentity(path: spare.appendingPathComponent("index.html").path)
                        == FileIdentity(path: output.appendingPathComponent("index.html").path), "shared by a hard link")
            var edited = Self.pages
            edited["index.html"] = "home, edited"
            #expect(throws: BuildError.self) { try Self.build(edited, into: output, failingAfterWrites: true) }
            #expect(Self.texts(in: output) == Self.pages)
            #expect(Self.spares(beside: output) == [spare], "the spare stays, still docgen's")
            #expect(try OutputOwnership.firstForeignEntry(in: spare) == nil)
            try Self.build(edited, into: output)
            #expect(Self.texts(in: output) == edited)
        }
    }

    @Test("a spare holding a file docgen did not write is neither used nor removed")
    func foreignSpareKept() throws {
        try Self.withSpare { _, output, spare in
            try Data("mine".utf8).write(to: spare.appendingPathComponent("en/notes.txt"))
            var edited = Self.pages
            edited["en/s0/page-0.html"] = "page 0, edited"
            try Self.build(edited, into: output)
            #expect(Self.texts(in: output) == edited)
            #expect(FileManager.default.contents(atPath: spare.appendingPathComponent("en/notes.txt").path) == Data("mine".utf8))
            #expect(Self.texts(in: spare)["en/s0/page-0.html"] == "page 0")
        }
    }

    @Test("a build that does not recycle removes the spare")
    func nonRecyclingBuildRemovesSpare() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try Self.build(Self.pages, into: output)
            try Self.build(Self.pages, into: output)
            #expect(Self.spares(beside: output).count == 1)
            try SiteWriter(outputDirectory: output).write(Self.pages.map { OutputFile(path: $0.key, text: $0.value) })
            #expect(Self.spares(beside: output).isEmpty)
            #expect(Self.texts(in: output) == Self.pages)
        }
    }

    @Test("a spare whose manifest lists a path leading out of it is not made ready: nothing outside is removed")
    func manifestLeadingOutRefused() throws {
        try Self.withSpare { root, output, spare in
            let precious = root.appendingPathComponent("precious.txt")
            try Data("mine".utf8).write(to: precious)
            let manifest = spare.appendingPathComponent(OutputManifest.fileName)
            let listed = try #require(OutputManifest.read(from: spare)).paths + ["../precious.txt"]
            try OutputManifest(paths: listed).encoded().write(to: manifest)
            #expect(RecycledStaging.prepare(spare, for: OutputManifest(paths: ["index.html"]), beside: output) == nil)
            #expect(FileManager.default.contents(atPath: precious.path) == Data("mine".utf8))
            var edited = Self.pages
            edited["index.html"] = "home, edited"
            try Self.build(edited, into: output)
            #expect(Self.texts(in: output) == edited)
            #expect(FileManager.default.contents(atPath: precious.path) == Data("mine".utf8))
        }
    }

    @Test("a spare left with its next manifest (a build killed while making it ready) is still docgen's, and is made ready")
    func nextManifestIsOwned() throws {
        try Self.withSpare { _, output, spare in
            try Data("half a manifest".utf8).write(to: spare.appendingPathComponent(OutputManifest.nextFileName))
            #expect(try OutputOwnership.firstForeignEntry(in: spare) == nil)
            var edited = Self.pages
            edited["en/s0/page-0.html"] = nil
            let ready = try #require(RecycledStaging.prepare(spare, for: OutputManifest(paths: Array(edited.keys)), beside: output))
            #expect(ready == spare)
            #expect(Self.texts(in: spare) == edited)
            #expect(OutputManifest.read(from: spare)?.paths == edited.keys.sorted())
        }
    }
}
