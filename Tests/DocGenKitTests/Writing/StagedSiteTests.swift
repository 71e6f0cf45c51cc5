@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Synchronization
import Testing

/// Files streamed into the staging folder as they are rendered: only the planned ones, each once,
/// all of them, or the old site stays.
@Suite("Staged site (streamed writes)")
struct StagedSiteTests {
    static let old = [OutputFile(path: "index.html", text: "old")]
    static let plan = ["index.html", "en/a.html", "en/deep/b.html"]

    @Test("files written from many threads at once all arrive, and the manifest lists them")
    func concurrentWrites() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            let paths = (0..<200).map { "en/\($0 % 7)/page-\($0).html" }
            try SiteWriter(outputDirectory: output).write(paths: paths) { (staged) throws(BuildError) in
                let failures = Atomic<Int>(0)
                DispatchQueue.concurrentPerform(iterations: paths.count) { index in
                    do { try staged.write(OutputFile(path: paths[index], text: "page \(index)")) } catch {
                        failures.add(1, ordering: .relaxed)
                    }
                }
                #expect(failures.load(ordering: .relaxed) == 0)
            }
            let written = snapshotFiles(in: output)
            #expect(written.count == paths.count + 1)
            #expect(written["en/3/page-10.html"] == Data("page 10".utf8))
            #expect(OutputManifest.read(from: output)?.paths == paths.sorted())
        }
    }

    @Test("a file outside the plan fails the build and leaves the previous site")
    func unplannedFile() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.old)
            #expect(throws: BuildError.self) {
                try SiteWriter(outputDirectory: output).write(paths: Self.plan) { (staged) throws(BuildError) in
                    for path in Self.plan { try staged.write(OutputFile(path: path, text: "new")) }
                    try staged.write(OutputFile(path: "en/surprise.html", text: "x"))
                }
            }
            #expect(snapshotFiles(in: output)["index.html"] == Data("old".utf8))
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }

    @Test("a planned file never written fails the build and leaves the previous site")
    func missingFile() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.old)
            var message = ""
            do {
                try SiteWriter(outputDirectory: output).write(paths: Self.plan) { (staged) throws(BuildError) in
                    try staged.write(OutputFile(path: "index.html", text: "new"))
                }
            } catch {
                message = "\(error)"
            }
            #expect(message.contains("2 planned file(s)"), "\(message)")
            #expect(snapshotFiles(in: output).keys.sorted() == [OutputManifest.fileName, "index.html"])
            #expect(snapshotFiles(in: output)["index.html"] == Data("old".utf8))
        }
    }

    @Test("a file written twice fails the build")
    func writtenTwice() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            #expect(throws: BuildError.self) {
                try SiteWriter(outputDirectory: output).write(paths: Self.plan) { (staged) throws(BuildError) in
                    for path in Self.plan { try staged.write(OutputFile(path: path, text: "new")) }
                    try staged.write(OutputFile(path: "en/a.html", text: "again"))
                }
            }
            #expect(!FileManager.default.fileExists(atPath: output.path))
        }
    }

    @Test("building the real content reports progress up to every planned file")
    func progressReachesTotal() throws {
        try withTemporaryDirectory { root in
            let options = BuildOptions(contentDirectory: PackagePaths.content, siteDirectory: PackagePaths.site,
                                       localizationsDirectory: PackagePaths.localizations,
                                       outputDirectory: root.appendingPathComponent("_site"), displayBase: PackagePaths.root)
            let reports = Locked<[(Int, Int)]>([])
            let result = try Pipeline.build(options, progress: { done, total in reports.withLock { $0.append((done, total)) } })
            let seen = reports.withLock { $0 }
            #expect(seen.count >= 2)
            #expect(seen.allSatisfy { $0.1 == result.files.count })
            #expect(seen.map(\.0).max() == result.files.count)
            #expect(snapshotFiles(in: options.outputDirectory).count == result.files.count + 1)
        }
    }
}
