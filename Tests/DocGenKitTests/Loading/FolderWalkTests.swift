@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

@Suite("Folder walk")
struct FolderWalkTests {
    /// What the loader listed before `FolderWalk`: Foundation's enumerator, each URL standardized,
    /// Markdown names, no hidden component.
    static func enumeratorPaths(under folder: URL) -> [String] {
        let prefix = folder.standardizedFileURL.path + "/"
        var paths: [String] = []
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            let absolute = url.standardizedFileURL.path
            guard absolute.hasPrefix(prefix) else { continue }
            let relative = String(absolute.dropFirst(prefix.count))
            if relative.hasSuffix(".md"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) {
                paths.append(relative)
            }
        }
        return paths.sorted()
    }

    @Test("lists what Foundation's enumerator listed, in 60 random trees of files, folders, hidden names and links")
    func sameAsEnumerator() throws {
        var random = SplitMix(seed: 31)
        let names = ["a.md", "b.md", "c.txt", ".h.md", ".hidden", "d", "x.md", "생명.md", "空 白.md", "e.MD"]
        for round in 0..<60 {
            try withTemporaryDirectory { root in
                let folder = root.appendingPathComponent("en")
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                var folders = [folder]
                for _ in 0..<Int.random(in: 5...40, using: &random) {
                    let parent = folders.randomElement(using: &random)!
                    let entry = parent.appendingPathComponent(names.randomElement(using: &random)!)
                    guard !FileManager.default.fileExists(atPath: entry.path) else { continue }
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0:
                        try FileManager.default.createDirectory(at: entry, withIntermediateDirectories: true)
                        folders.append(entry)
                    case 1:
                        try FileManager.default.createSymbolicLink(at: entry, withDestinationURL: folders.randomElement(using: &random)!)
                    default:
                        try Data("x".utf8).write(to: entry)
                    }
                }
                let walked = FolderWalk.markdownPaths(under: folder.path) { folder, reason in
                    Issue.record("\(folder) unreadable: \(reason)")
                }
                #expect(walked.sorted() == Self.enumeratorPaths(under: folder), "round \(round)")
            }
        }
    }

    @Test("a folder that is not there is reported, not skipped")
    func missingFolder() {
        var reported: [String] = []
        #expect(FolderWalk.markdownPaths(under: "/nonexistent-docgen-folder") { folder, _ in reported.append(folder) }.isEmpty)
        #expect(reported == ["/nonexistent-docgen-folder"])
    }
}
