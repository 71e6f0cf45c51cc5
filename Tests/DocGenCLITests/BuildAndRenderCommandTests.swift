import DocGenTestSupport
import Foundation
import Testing

@Suite("docgen build and render")
struct BuildAndRenderCommandTests {
    @Test("build --output writes the site and exits 0")
    func buildSucceeds() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            let result = try runDocGen(["build", "--output", "out"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.contains("out/"))
            for path in ["out/index.html", "out/en/index.html", "out/fr/index.html", "out/.docgen-manifest"] {
                #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
            }
        }
    }

    @Test("build --quiet prints nothing on stdout")
    func buildQuiet() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            let result = try runDocGen(["build", "--quiet", "--output", "out"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("build of content that fails verification exits 1, prints the diagnostics and writes nothing")
    func buildVerificationFails() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.broken, into: root)
            let result = try runDocGen(["build", "--output", "out"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            #expect(result.stderr.contains("Content/en/index.md:8:1: error: "))
            #expect(result.stderr.contains("nothing was written"))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("out").path))
        }
    }

    @Test("build into a folder with foreign files exits 1 and leaves them")
    func buildForeignFolder() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            try writeFile("mine", to: root.appendingPathComponent("out/mine.txt"))
            let result = try runDocGen(["build", "--output", "out"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            #expect(result.stderr.contains("docgen did not write"))
            #expect(snapshotFiles(in: root.appendingPathComponent("out")) == ["mine.txt": Data("mine".utf8)])
        }
    }

    @Test("build with an unknown option is a usage error (exit 64)")
    func buildBadOption() throws {
        let result = try runDocGen(["build", "--outptu", "x"], cwd: PackagePaths.root)
        #expect(result.status == 64)
    }

    @Test("render - reads Markdown from standard input and prints cmark's HTML")
    func renderStdin() throws {
        let result = try runDocGen(["render", "-"], cwd: PackagePaths.root, stdin: "# Hello 世界\n\n*hi* [x](javascript:alert(1))\n")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "<h1>Hello 世界</h1>\n<p><em>hi</em> <a href=\"\">x</a></p>\n")
    }

    @Test("render skips front matter and keeps raw HTML only with --unsafe")
    func renderFile() throws {
        try withTemporaryDirectory { root in
            try writeFile("---\ntitle: T\norder: 1\n---\n<div>raw</div>\n", to: root.appendingPathComponent("page.md"))
            let safe = try runDocGen(["render", "page.md"], cwd: root)
            #expect(safe.status == 0)
            #expect(safe.stdout == "<!-- raw HTML omitted -->\n")
            let unsafe = try runDocGen(["render", "--unsafe", "page.md"], cwd: root)
            #expect(unsafe.stdout == "<div>raw</div>\n")
        }
    }

    @Test("render of a document that starts with a thematic break keeps all of it")
    func renderLeadingThematicBreak() throws {
        let result = try runDocGen(["render", "-"], cwd: PackagePaths.root, stdin: "---\n\nHello\n")
        #expect(result.status == 0)
        #expect(result.stdout == "<hr />\n<p>Hello</p>\n")
    }

    @Test("render of a missing file is a usage error (exit 64)")
    func renderMissingFile() throws {
        let result = try runDocGen(["render", "/nonexistent.md"], cwd: PackagePaths.root)
        #expect(result.status == 64)
    }
}
