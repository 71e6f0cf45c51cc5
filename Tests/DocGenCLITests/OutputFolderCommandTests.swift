import DocGenTestSupport
import Foundation
import Testing

/// `docgen build --output` pointed where it must not write: one line naming the path, exit 1,
/// nothing written.
@Suite("docgen build: the output folder")
struct OutputFolderCommandTests {
    /// Every path below `root` (links not followed) with a file's bytes, a link's target or "dir".
    static func everything(in root: URL) -> [String: String] {
        var listing: [String: String] = [:]
        let fileManager = FileManager.default
        for path in (try? fileManager.subpathsOfDirectory(atPath: root.path)) ?? [] {
            let full = root.appendingPathComponent(path).path
            if let target = try? fileManager.destinationOfSymbolicLink(atPath: full) {
                listing[path] = "link -> \(target)"
            } else {
                listing[path] = fileManager.contents(atPath: full).map { String(decoding: $0, as: UTF8.self) } ?? "dir"
            }
        }
        return listing
    }

    /// Runs `docgen build --output <output>` in a project at `root` and expects a refusal:
    /// exit 1, one line on stderr naming the output and giving `reason`, nothing changed in `root`.
    static func expectRefused(output: String, in root: URL, reason: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        let before = everything(in: root)
        let result = try runDocGen(["build", "--output", output] + CLIFixture.themeArguments, cwd: root)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(result.stderr)", sourceLocation: sourceLocation)
        let path = root.appendingPathComponent(output).standardizedFileURL.path
        #expect(lines.first?.hasPrefix("docgen: error: \(path) ") == true, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains(reason), "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(!result.stdout.contains("[1/5]"), "refused only after starting the build", sourceLocation: sourceLocation)
        #expect(everything(in: root) == before, "something was written", sourceLocation: sourceLocation)
    }

    @Test("--output naming a symbolic link is refused; the link and the folder it points to are kept")
    func symbolicLinkRefused() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            try writeFile("mine", to: root.appendingPathComponent("real/notes.txt"))
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("out").path, withDestinationPath: "real")
            try Self.expectRefused(output: "out", in: root, reason: "is a symbolic link")
        }
    }

    @Test("--output inside Content/ is refused, so the next verify never reads a site as pages")
    func insideContentRefused() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            try Self.expectRefused(output: "Content/en/site", in: root, reason: "lies inside the content folder")
        }
    }

    @Test("--output that contains Content/ is refused", arguments: [".", "..", "Content/.."])
    func containsContentRefused(output: String) throws {
        try withTemporaryDirectory { root in
            let project = root.appendingPathComponent("project")
            try ContentFixture.write(CLIFixture.clean, into: project)
            try Self.expectRefused(output: output, in: project, reason: "contains the content folder")
        }
    }

    @Test("--output of a non-empty folder docgen did not write names the first foreign entry")
    func foreignFolderRefused() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            try writeFile("mine", to: root.appendingPathComponent("out/only.txt"))
            try Self.expectRefused(output: "out", in: root, reason: "holds files docgen did not write (first found: only.txt)")
        }
    }

    @Test("the user's .OUT.docgen-previous and .OUT.docgen-staging folders are still there after two builds")
    func userFoldersKept() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            try writeFile("previous notes", to: root.appendingPathComponent(".out.docgen-previous/notes.txt"))
            try writeFile("staging notes", to: root.appendingPathComponent(".out.docgen-staging/deep/notes.txt"))
            let before = Self.everything(in: root)
            for _ in 0..<2 {
                let result = try runDocGen(["build", "--quiet", "--output", "out"] + CLIFixture.themeArguments, cwd: root)
                #expect(result.status == 0, "\(result.stderr)")
            }
            let after = Self.everything(in: root)
            for (path, entry) in before { #expect(after[path] == entry, "\(path)") }
            #expect(after["out/en/index.html"] != nil)
        }
    }
}
