@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Files looked at by name in a folder held open: the same answers as `lstat` by path.
@Suite("Held folders")
struct HeldFoldersTests {
    @Test("a held folder answers as lstat does; a folder not held, or past the limit, is left to the caller")
    func answersAsLstat() throws {
        try withTemporaryDirectory { root in
            let files = FileManager.default
            for index in 0..<(HeldFolders.limit + 2) {
                try files.createDirectory(at: root.appendingPathComponent("f\(index)"), withIntermediateDirectories: true)
            }
            try Data("x".utf8).write(to: root.appendingPathComponent("f0/page.md"))
            try Data("top".utf8).write(to: root.appendingPathComponent("top.md"))
            try files.createSymbolicLink(atPath: root.appendingPathComponent("f0/link.md").path, withDestinationPath: "page.md")
            let folders = [""] + (0..<(HeldFolders.limit + 2)).map { "f\($0)" }
            let held = HeldFolders(folders, under: root.path, followingLinks: false)
            for (folder, name) in [("f0", "page.md"), ("f0", "link.md"), ("", "top.md")] {
                let found = try #require(held.linkStatus(of: name, in: folder), "\(folder)/\(name) is in a held folder")
                var expected = stat()
                #expect(lstat(root.path + "/" + (folder.isEmpty ? "" : folder + "/") + name, &expected) == 0)
                #expect(found?.st_ino == expected.st_ino && found?.st_mode == expected.st_mode && found?.st_size == expected.st_size)
            }
            #expect(held.linkStatus(of: "missing.md", in: "f0").map { $0 == nil } == true, "held, and not there")
            #expect(held.linkStatus(of: "page.md", in: "elsewhere") == nil, "never held")
            #expect(held.linkStatus(of: "page.md", in: "f\(HeldFolders.limit + 1)") == nil, "past the limit: not held")
            #expect(HeldFolders.split("a/b/c.md") == ("a/b", "c.md") && HeldFolders.split("c.md") == ("", "c.md"))
        }
    }

    @Test("without following links, a folder that is a link is not held")
    func linkedFolderNotHeld() throws {
        try withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("real"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("linked").path, withDestinationPath: "real")
            #expect(HeldFolders(["linked"], under: root.path, followingLinks: false).linkStatus(of: "x", in: "linked") == nil)
            #expect(HeldFolders(["linked"], under: root.path, followingLinks: true).linkStatus(of: "x", in: "linked") != nil)
        }
    }
}
