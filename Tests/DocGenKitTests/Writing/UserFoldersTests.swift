@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Folders beside the output that docgen did not make, whatever their names, survive builds.
@Suite("The user's folders beside the output")
struct UserFoldersTests {
    static let files = [OutputFile(path: "index.html", text: "<p>site</p>"), OutputFile(path: "en/a.html", text: "a")]

    @Test("folders named .OUT.docgen-previous and .OUT.docgen-staging made by the user survive two builds")
    func userFoldersWithDocgenNamesKept() throws {
        try withTemporaryDirectory { root in
            for name in [".out.docgen-previous", ".out.docgen-staging"] {
                try writeFile("mine\n", to: root.appendingPathComponent("\(name)/notes.txt"))
                // Even a manifest copied in by hand does not make a folder docgen's to delete.
                try writeFile(OutputManifest.header, to: root.appendingPathComponent("\(name)/\(OutputManifest.fileName)"))
            }
            let before = folderListing(root)
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.files)  // creates the site
            try SiteWriter(outputDirectory: output).write(Self.files)  // replaces it
            let after = folderListing(root)
            for (path, entry) in before { #expect(after[path] == entry, "\(path)") }
            #expect(after["out/index.html"] == "<p>site</p>")
        }
    }

    @Test("an unmarked, non-empty folder with a name docgen could have chosen is kept")
    func unmarkedLookAlikeKept() throws {
        try withTemporaryDirectory { root in
            let lookAlike = root.appendingPathComponent(".out.docgen-staging-7-00000000000000aa")
            try writeFile("mine\n", to: lookAlike.appendingPathComponent("notes.txt"))
            let output = root.appendingPathComponent("out")
            try SiteWriter(outputDirectory: output).write(Self.files)
            try SiteWriter(outputDirectory: output).write(Self.files)
            #expect(snapshotFiles(in: lookAlike) == ["notes.txt": Data("mine\n".utf8)])
        }
    }

    @Test("a leftover with docgen's name and mark that holds a file its manifest does not list is kept")
    func leftoverWithUnlistedFileKept() throws {
        try withTemporaryDirectory { root in
            let leftover = root.appendingPathComponent(".out.docgen-previous-7-00000000000000aa")
            try writeFile(OutputManifest.header + "index.html\n", to: leftover.appendingPathComponent(OutputManifest.fileName))
            try writeFile("site", to: leftover.appendingPathComponent("index.html"))
            try writeFile("mine", to: leftover.appendingPathComponent("en/notes.txt"))
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            #expect(snapshotFiles(in: leftover)["en/notes.txt"] == Data("mine".utf8))
        }
    }

    @Test("leftovers of a killed build are removed: an empty staging folder, or one holding part of its manifest's files")
    func killedBuildLeftoversRemoved() throws {
        try withTemporaryDirectory { root in
            let empty = root.appendingPathComponent(".out.docgen-staging-7-00000000000000aa")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let partial = root.appendingPathComponent(".out.docgen-staging-8-00000000000000bb")
            try writeFile(OutputManifest.header + "en/a.html\nindex.html\n", to: partial.appendingPathComponent(OutputManifest.fileName))
            try writeFile("half", to: partial.appendingPathComponent("en/a.html"))
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            #expect(SiteFixture.leftovers(beside: root.appendingPathComponent("out")).isEmpty)
        }
    }

    @Test("a staging folder of a build killed while it wrote its mark (the mark alone, empty or cut before its header) is removed; with anything else beside it, kept")
    func unfinishedMarkRemoved() throws {
        try withTemporaryDirectory { root in
            let header = Data(OutputManifest.header.utf8)
            let cut = [Data(), header.prefix(header.count / 2)]
            let unfinished = cut.enumerated().map { index, mark in
                (root.appendingPathComponent(".out.docgen-staging-9-00000000000000c\(index)"), mark)
            }
            for (folder, mark) in unfinished {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try mark.write(to: folder.appendingPathComponent(OutputManifest.fileName))
            }
            // The same mark with a file beside it: not what a killed build leaves, so it stays.
            let withFile = root.appendingPathComponent(".out.docgen-staging-9-00000000000000d0")
            try writeFile("", to: withFile.appendingPathComponent(OutputManifest.fileName))
            try writeFile("mine", to: withFile.appendingPathComponent("notes.txt"))
            // A previous site's folder with an unreadable mark is not a staging folder: kept.
            let previous = root.appendingPathComponent(".out.docgen-previous-9-00000000000000e0")
            try writeFile("", to: previous.appendingPathComponent(OutputManifest.fileName))
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            for (folder, _) in unfinished { #expect(!FileManager.default.fileExists(atPath: folder.path)) }
            #expect(snapshotFiles(in: withFile) == [OutputManifest.fileName: Data(), "notes.txt": Data("mine".utf8)])
            #expect(snapshotFiles(in: previous) == [OutputManifest.fileName: Data()])
        }
    }

    @Test("a marked leftover whose name only resembles docgen's is kept", arguments: [
        ".out.docgen-staging-7-00000000000000a", ".out.docgen-staging-x-00000000000000aa",
        ".out.docgen-staging-7-00000000000000aa-copy", ".other.docgen-staging-7-00000000000000aa",
    ])
    func nearMissNamesKept(name: String) throws {
        try withTemporaryDirectory { root in
            let folder = root.appendingPathComponent(name)
            try writeFile(OutputManifest.header, to: folder.appendingPathComponent(OutputManifest.fileName))
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(OutputManifest.fileName).path))
        }
    }

    @Test("a leftover that is a link to a marked folder is not followed: the link and its target stay")
    func linkedLeftoverKept() throws {
        try withTemporaryDirectory { root in
            let target = root.appendingPathComponent("precious")
            try writeFile(OutputManifest.header, to: target.appendingPathComponent(OutputManifest.fileName))
            try writeFile("keep", to: target.appendingPathComponent("data.txt"))
            let link = root.appendingPathComponent(".out.docgen-previous-7-00000000000000aa")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "precious")
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            #expect(folderListing(root)[".out.docgen-previous-7-00000000000000aa"] == "link -> precious")
            #expect(snapshotFiles(in: target)["data.txt"] == Data("keep".utf8))
        }
    }

    @Test("a file named .docgen-manifest without docgen's header is no manifest: the folder is foreign")
    func forgedManifestIsForeign() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            try writeFile("index.html\n", to: output.appendingPathComponent(OutputManifest.fileName))
            try writeFile("mine", to: output.appendingPathComponent("index.html"))
            #expect(throws: BuildError.self) { try SiteWriter(outputDirectory: output).write(Self.files) }
            #expect(snapshotFiles(in: output)["index.html"] == Data("mine".utf8))
        }
    }

    @Test("the lock file is the only thing a build leaves beside the output")
    func onlyTheLockFileIsLeft() throws {
        try withTemporaryDirectory { root in
            try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files)
            let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
            #expect(names == [".out.docgen-lock", "out"])
        }
    }

    @Test("a symbolic link planted as the lock file is refused, never followed: its target is not created")
    func linkedLockFileRefused() throws {
        try withTemporaryDirectory { root in
            let target = root.appendingPathComponent("elsewhere/created-by-docgen")
            try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent(".out.docgen-lock").path,
                                                       withDestinationPath: target.path)
            #expect(throws: BuildError.self) { try SiteWriter(outputDirectory: root.appendingPathComponent("out")).write(Self.files) }
            #expect(!FileManager.default.fileExists(atPath: target.path))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
        }
    }

    // `../\u{301}`: split as Characters, the slash and the combining mark after it are one.
    // Checked before the lock, or (when the caller looked at the output itself) only under it.
    @Test("a site file whose path leads out of the output is refused before anything is written",
          arguments: ["../escape.html", "/etc/escape", "en/../../escape.html", "a//b.html", ".docgen-manifest", "../\u{301}"],
          [false, true])
    func escapingPathRefused(path: String, checkedBeforeLock: Bool) throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("a/out")
            var writer = SiteWriter(outputDirectory: output)
            writer.checkedBeforeLock = checkedBeforeLock
            #expect(throws: BuildError.self) {
                try writer.write([OutputFile(path: path, text: "x")])
            }
            // Under the lock, its file and the folder it lies in are all there is.
            let left = Set(folderListing(root).keys)
            #expect(checkedBeforeLock ? left.isSubset(of: ["a", "a/.out.docgen-lock"]) : left.isEmpty, "\(left)")
        }
    }
}
