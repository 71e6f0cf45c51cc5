import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// What a build does to an output folder that already exists.
@Suite("Build safety")
struct BuildSafetyTests {
    @Test("a build that fails verification throws and leaves the previous site byte-identical")
    func failedVerificationKeepsPreviousSite() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            let site = root.appendingPathComponent("_site")
            let before = snapshotFiles(in: site)
            var broken = SiteFixture.englishOnly
            broken["en/index.md"] = Fixture.page(title: "Home", body: Fixture.lifecycle(
                "id=home mode=app-delegate from=active events=\"home\"",
                ["applicationDidEnterBackground(_:)", "applicationWillResignActive(_:)"]))
            try ContentFixture.write(broken, into: root)
            do {
                _ = try Pipeline.build(SiteFixture.options(root: root))
                Issue.record("a build with a callback-order error must fail")
            } catch let error as BuildError {
                guard case .verificationFailed(let diagnostics) = error else {
                    Issue.record("expected a verification failure, got \(error)")
                    return
                }
                #expect(diagnostics.contains { $0.rule == "docgen.callback-order" && $0.location.file == "Content/en/index.md" })
                #expect(error.description.contains("nothing was written"))
            }
            #expect(snapshotFiles(in: site) == before)
            #expect(SiteFixture.leftovers(beside: site).isEmpty)
        }
    }

    @Test("a build into a folder holding a foreign file is refused and the file is untouched")
    func foreignFileRefused() throws {
        try withTemporaryDirectory { root in
            let site = root.appendingPathComponent("_site")
            try writeFile("my notes\n", to: site.appendingPathComponent("notes.txt"))
            #expect(throws: BuildError.self) { try SiteFixture.build(root: root, pages: SiteFixture.englishOnly) }
            #expect(snapshotFiles(in: site) == ["notes.txt": Data("my notes\n".utf8)])
            #expect(SiteFixture.leftovers(beside: site).isEmpty)
        }
    }

    @Test("a foreign file dropped into a built site makes the next build refuse, keeping it and the site")
    func foreignFileInBuiltSite() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            let site = root.appendingPathComponent("_site")
            try writeFile("keep me\n", to: site.appendingPathComponent("en/extra/keep.txt"))
            let before = snapshotFiles(in: site)
            do {
                try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
                Issue.record("the build must refuse a folder with a foreign file")
            } catch let error as BuildError {
                #expect(error.description.contains("en/extra/keep.txt"), "\(error.description)")
            }
            #expect(snapshotFiles(in: site) == before)
        }
    }

    @Test("a hidden foreign file is foreign too")
    func hiddenForeignFile() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            let site = root.appendingPathComponent("_site")
            try writeFile("x", to: site.appendingPathComponent(".git-keep"))
            #expect(throws: BuildError.self) { try SiteFixture.build(root: root, pages: SiteFixture.englishOnly) }
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent(".git-keep").path))
        }
    }

    @Test("an output path that is a file is refused and kept")
    func outputIsAFile() throws {
        try withTemporaryDirectory { root in
            try writeFile("not a folder", to: root.appendingPathComponent("_site"))
            #expect(throws: BuildError.self) { try SiteFixture.build(root: root, pages: SiteFixture.englishOnly) }
            #expect(FileManager.default.contents(atPath: root.appendingPathComponent("_site").path) == Data("not a folder".utf8))
        }
    }

    @Test("an empty output folder is used")
    func emptyFolder() throws {
        try withTemporaryDirectory { root in
            try FileManager.default.createDirectory(at: root.appendingPathComponent("_site"), withIntermediateDirectories: true)
            try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/en/index.html").path))
        }
    }

    @Test("a rebuild replaces the previous site whole: removed pages go, no staging folder is left")
    func wholeReplacement() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            let site = root.appendingPathComponent("_site")
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("en/life-cycle/states.html").path))
            // Remove the States page and the link to it.
            let pages = ["en/index.md": Fixture.page(title: "Home", body: "# Home\n\n" + SiteFixture.homeBlock)]
            try withTemporaryDirectory { other in
                try ContentFixture.write(pages, into: other)
                var options = SiteFixture.options(root: other)
                options.outputDirectory = site
                _ = try Pipeline.build(options)
            }
            let files = snapshotFiles(in: site)
            #expect(!files.keys.contains { $0.contains("life-cycle/states.html") }, "\(files.keys.sorted())")
            #expect(files["en/index.html"] != nil)
            #expect(SiteFixture.leftovers(beside: site).isEmpty)
            let manifest = String(decoding: files[".docgen-manifest"] ?? Data(), as: UTF8.self)
            #expect(!manifest.contains("life-cycle/states.html"))
            #expect(manifest.contains("en/index.html\n"))
        }
    }
}
