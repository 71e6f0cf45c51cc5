@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Outputs docgen must refuse before writing anything: a link, a project folder, a folder
/// inside one, a folder holding one.
@Suite("Output location")
struct OutputLocationTests {
    static let files = [OutputFile(path: "index.html", text: "<p>site</p>")]

    /// A project with `Content/en/index.md`, `Site/` and `Localizations/` in `root`.
    static func project(in root: URL) throws -> [ProjectFolder] {
        try writeFile("# Home\n", to: root.appendingPathComponent("Content/en/index.md"))
        try writeFile("{{content}}", to: root.appendingPathComponent("Site/page.mustache"))
        try writeFile("{}", to: root.appendingPathComponent("Localizations/ui.xcstrings"))
        return [ProjectFolder("content", root.appendingPathComponent("Content")),
                ProjectFolder("site", root.appendingPathComponent("Site")),
                ProjectFolder("localizations", root.appendingPathComponent("Localizations"))]
    }

    /// Writes through `SiteWriter`, expects a refusal whose message names `output` and contains
    /// `reason`, and checks that nothing below `root` changed.
    static func expectRefused(_ output: URL, in root: URL, projectFolders: [ProjectFolder], reason: String,
                              sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let before = folderListing(root)
        do {
            try SiteWriter(outputDirectory: output, projectFolders: projectFolders).write(files)
            Issue.record("writing into \(output.path) must be refused", sourceLocation: sourceLocation)
        } catch {
            #expect("\(error)".contains(output.standardizedFileURL.path), "\(error)", sourceLocation: sourceLocation)
            #expect("\(error)".contains(reason), "\(error)", sourceLocation: sourceLocation)
            #expect(!"\(error)".contains("\n"), sourceLocation: sourceLocation)
        }
        #expect(folderListing(root) == before, "something was written", sourceLocation: sourceLocation)
    }

    @Test("an output that is a symbolic link is refused; the link and its target stay as they were")
    func symbolicLinkRefused() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            try writeFile("keep", to: root.appendingPathComponent("target/notes.txt"))
            let link = root.appendingPathComponent("out")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target")
            Self.expectRefused(link, in: root, projectFolders: folders, reason: "is a symbolic link")
        }
    }

    @Test("a link to an empty folder is refused too: docgen would replace the link by a folder")
    func linkToEmptyFolderRefused() throws {
        try withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("empty"), withIntermediateDirectories: true)
            let link = root.appendingPathComponent("out")
            try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "empty")
            Self.expectRefused(link, in: root, projectFolders: [], reason: "is a symbolic link")
        }
    }

    @Test("an output inside Content/ is refused, even one that does not exist yet")
    func insideContentRefused() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            Self.expectRefused(root.appendingPathComponent("Content/en/site"), in: root, projectFolders: folders,
                               reason: "lies inside the content folder")
        }
    }

    @Test("an output inside Site/ or Localizations/ is refused", arguments: ["Site/out", "Localizations/out"])
    func insideThemeRefused(path: String) throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            Self.expectRefused(root.appendingPathComponent(path), in: root, projectFolders: folders, reason: "lies inside the")
        }
    }

    @Test("an output that contains Content/ is refused")
    func containsContentRefused() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            Self.expectRefused(root, in: root, projectFolders: folders, reason: "contains the content folder")
        }
    }

    @Test("an output that is Content/ itself is refused")
    func isContentRefused() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            Self.expectRefused(root.appendingPathComponent("Content"), in: root, projectFolders: folders,
                               reason: "is the content folder")
        }
    }

    @Test("an output inside Content/ reached through a linked parent folder is refused")
    func insideContentThroughLinkRefused() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            try FileManager.default.createSymbolicLink(atPath: root.appendingPathComponent("pages").path,
                                                       withDestinationPath: "Content/en")
            Self.expectRefused(root.appendingPathComponent("pages/site"), in: root, projectFolders: folders,
                               reason: "lies inside the content folder")
        }
    }

    @Test("an output beside the project folders is accepted")
    func besideAccepted() throws {
        try withTemporaryDirectory { root in
            let folders = try Self.project(in: root)
            // `Content-site` shares a prefix with `Content` but is not inside it.
            for name in ["_site", "Content-site"] {
                let output = root.appendingPathComponent(name)
                try SiteWriter(outputDirectory: output, projectFolders: folders).write(Self.files)
                #expect(snapshotFiles(in: output)["index.html"] == Data("<p>site</p>".utf8))
            }
        }
    }

    @Test("BuildOptions.checkOutputFolder refuses the same outputs, before any build, and writes nothing")
    func preflightRefuses() throws {
        try withTemporaryDirectory { root in
            _ = try Self.project(in: root)
            let before = folderListing(root)
            for output in ["Content/en/site", ".", "Site"] {
                let options = BuildOptions(contentDirectory: root.appendingPathComponent("Content"),
                                           siteDirectory: root.appendingPathComponent("Site"),
                                           localizationsDirectory: root.appendingPathComponent("Localizations"),
                                           outputDirectory: root.appendingPathComponent(output))
                #expect(throws: BuildError.self, "\(output)") { try options.checkOutputFolder() }
            }
            #expect(folderListing(root) == before)
        }
    }
}
