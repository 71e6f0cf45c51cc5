@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `SiteWriter` on its own: staging, swapping and the ownership manifest.
@Suite("Site writer")
struct SiteWriterTests {
    static let files = [OutputFile(path: "index.html", text: "<p>1</p>"), OutputFile(path: "en/a/b.html", text: "b"),
                        OutputFile(path: "assets/x.css", data: Data([0, 1, 2]))]

    @Test("writes every file and a manifest listing them, sorted")
    func writesFilesAndManifest() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.files)
            let written = snapshotFiles(in: output)
            #expect(written["index.html"] == Data("<p>1</p>".utf8))
            #expect(written["en/a/b.html"] == Data("b".utf8))
            #expect(written["assets/x.css"] == Data([0, 1, 2]))
            #expect(written.count == 4)
            let manifest = String(decoding: written[OutputManifest.fileName]!, as: UTF8.self)
            #expect(manifest == OutputManifest.header + "assets/x.css\nen/a/b.html\nindex.html\n")
            #expect(OutputManifest.read(from: output)?.paths == ["assets/x.css", "en/a/b.html", "index.html"])
        }
    }

    @Test("writing creates missing parent folders of the output")
    func createsParents() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("a/b/c/site")
            try SiteWriter(outputDirectory: output).write(Self.files)
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("index.html").path))
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }

    @Test("leftovers of an interrupted build (docgen's names, docgen's mark) are cleared, the site is written")
    func clearsLeftovers() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            for name in [".out.docgen-staging-41-00000000deadbeef", ".out.docgen-previous-41-0123456789abcdef"] {
                try writeFile(OutputManifest.header + "index.html\n",
                              to: root.appendingPathComponent("\(name)/\(OutputManifest.fileName)"))
                try writeFile("half", to: root.appendingPathComponent("\(name)/index.html"))
            }
            try SiteWriter(outputDirectory: output).write(Self.files)
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
            #expect(snapshotFiles(in: output)["index.html"] == Data("<p>1</p>".utf8))
        }
    }

    @Test("a second write replaces the first one's files, including ones no longer written")
    func replaces() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.files)
            try SiteWriter(outputDirectory: output).write([OutputFile(path: "index.html", text: "<p>2</p>")])
            let written = snapshotFiles(in: output)
            #expect(Set(written.keys) == ["index.html", OutputManifest.fileName])
            #expect(written["index.html"] == Data("<p>2</p>".utf8))
            #expect(SiteFixture.leftovers(beside: output).isEmpty)
        }
    }

    @Test("a folder without a manifest that holds anything is refused, with a message naming it")
    func refusesUnknownFolder() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try writeFile("mine", to: output.appendingPathComponent("index.html"))
            #expect {
                try SiteWriter(outputDirectory: output).write(Self.files)
            } throws: { error in
                "\(error)".contains("holds files docgen did not write")
            }
            #expect(snapshotFiles(in: output) == ["index.html": Data("mine".utf8)])
        }
    }

    @Test("a hidden foreign file or an empty foreign folder inside a built site is never deleted")
    func hiddenFileInSubfolder() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.files)
            try writeFile("secret", to: output.appendingPathComponent("en/.notes"))
            try FileManager.default.createDirectory(at: output.appendingPathComponent("mine"), withIntermediateDirectories: true)
            try? SiteWriter(outputDirectory: output).write(Self.files)  // refusing is fine; deleting is not
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("en/.notes").path))
            #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("mine").path))
        }
    }
}
