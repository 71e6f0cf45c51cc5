import DocGenTestSupport
import Foundation
import Testing

/// The `docgen` binary as users run it. `swift test` builds it next to the test bundle.
@Suite("docgen command line")
struct CommandLineTests {
    @Test("--help names the three subcommands")
    func help() throws {
        let result = try runDocGen(["--help"], cwd: PackagePaths.root)
        #expect(result.status == 0)
        for command in ["verify", "build", "render"] { #expect(result.stdout.contains(command), "\(command)") }
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try runDocGen(["--version"], cwd: PackagePaths.root)
        #expect(result.status == 0)
        #expect(!result.stdout.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
    }

    @Test("the binary allocates with mimalloc: the dynamic linker binds its malloc and free there (elsewhere when built without)")
    func allocator() throws {
        let binary = try docGenBinary()
        let result = try run(binary, ["--version"], cwd: PackagePaths.root, environment: ["LD_DEBUG": "bindings"])
        #expect(result.status == 0)
        // ld.so's report of each symbol it bound, from the executable itself ("binding file <path> [0] to <library> …").
        let own = result.stderr.split(separator: "\n").filter { $0.contains("binding file \(binary.path) ") }
        for symbol in ["malloc", "free"] {
            let bindings = own.filter { $0.contains("normal symbol `\(symbol)'") }
            #expect(!bindings.isEmpty, "no binding of \(symbol) reported")
            // Package.swift leaves mimalloc out when DOCGEN_SYSTEM_MALLOC is set (scripts/sanitizers): then
            // glibc's malloc, or a sanitizer's runtime.
            let usesMimalloc = ProcessInfo.processInfo.environment["DOCGEN_SYSTEM_MALLOC"] == nil
            #expect(bindings.allSatisfy { $0.contains("libmimalloc.so") == usesMimalloc }, "\(bindings)")
        }
    }

    @Test("an unknown subcommand is a usage error (exit 64)")
    func unknownSubcommand() throws {
        let result = try runDocGen(["publish"], cwd: PackagePaths.root)
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
    }

    @Test("verify on clean content exits 0 and prints no diagnostic")
    func verifyClean() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            let result = try runDocGen(["verify"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(!result.stderr.contains("error:"))
            #expect(result.stderr.contains("0 error(s)"))
        }
    }

    @Test("verify on broken content exits 1 with path:line:column: error: … [docgen.rule] on stderr")
    func verifyBroken() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.broken, into: root)
            let result = try runDocGen(["verify"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            let line = try #require(result.stderr.split(separator: "\n").first { $0.contains(": error: ") }, "\(result.stderr)")
            #expect(line.wholeMatch(of: /Content\/en\/index\.md:\d+:\d+: error: .+ \[docgen\.[a-z-]+\]/) != nil, "\(line)")
            #expect(line.hasPrefix("Content/en/index.md:8:1: error: "))
            #expect(line.hasSuffix("[docgen.callback-order]"))
            #expect(result.stdout.isEmpty)
        }
    }

    @Test("verify --format json prints the diagnostics as JSON on stdout")
    func verifyJSON() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.broken, into: root)
            let result = try runDocGen(["verify", "--format", "json"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            let entries = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
            let entry = try #require(entries.first { $0["rule"] as? String == "docgen.callback-order" }, "\(result.stdout)")
            #expect(entry["file"] as? String == "Content/en/index.md")
            #expect(entry["line"] as? Int == 8)
            #expect(entry["column"] as? Int == 1)
            #expect(entry["severity"] as? String == "error")
            #expect((entry["summary"] as? String)?.isEmpty == false)
        }
    }

    @Test("verify --format json on clean content prints an empty list")
    func verifyJSONClean() throws {
        try withTemporaryDirectory { root in
            try CLIFixture.writeMarked(into: root)
            let result = try runDocGen(["verify", "--format", "json"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 0)
            #expect(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [Any] != nil)
            #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "[\n\n]" || result.stdout.contains("[]"))
        }
    }

    @Test("verify of one file reports only that file's diagnostics")
    func verifyOneFile() throws {
        try withTemporaryDirectory { root in
            var pages = CLIFixture.broken
            pages["en/other.md"] = ContentFixture.page(title: "Other", body: CLIFixture.block)
            try ContentFixture.write(pages, into: root)
            let other = try runDocGen(["verify", "Content/en/other.md"] + CLIFixture.themeArguments, cwd: root)
            #expect(other.status == 0, "\(other.stderr)")
            let index = try runDocGen(["verify", "Content/en/index.md"] + CLIFixture.themeArguments, cwd: root)
            #expect(index.status == 1)
        }
    }

    @Test("verify of a path that does not exist is a usage error (exit 64)")
    func verifyMissingPath() throws {
        let result = try runDocGen(["verify", "/nonexistent"], cwd: PackagePaths.root)
        #expect(result.status == 64)
        #expect(result.stderr.contains("/nonexistent"))
    }

    @Test("verify of a folder outside any content folder is a usage error (exit 64)")
    func verifyNotContent() throws {
        try withTemporaryDirectory { root in
            let result = try runDocGen(["verify", root.path], cwd: root)
            #expect(result.status == 64, "\(result.stderr)")
        }
    }

    @Test("verify with a bad --format value is a usage error (exit 64)")
    func badFormat() throws {
        let result = try runDocGen(["verify", "--format", "xml"], cwd: PackagePaths.root)
        #expect(result.status == 64)
    }

    @Test("verify checks what build would refuse: a missing UI string, a broken template, an undescribed section, no site.yml")
    func verifyChecksTheTheme() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.clean, into: root)
            let site = root.appendingPathComponent("Site"), strings = root.appendingPathComponent("Localizations")
            try FileManager.default.copyItem(at: PackagePaths.site, to: site)
            try FileManager.default.copyItem(at: PackagePaths.localizations, to: strings)
            let arguments = ["verify", "--site", site.path, "--localizations", strings.path]
            #expect(try runDocGen(arguments, cwd: root).status == 0)

            // A key the templates use, with its French translation removed.
            let catalog = strings.appendingPathComponent("ui.xcstrings")
            var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog)) as? [String: Any])
            var table = try #require(json["strings"] as? [String: [String: Any]])
            var entry = try #require(table["siteTitle"]), localizations = try #require(entry["localizations"] as? [String: Any])
            localizations["fr"] = nil
            entry["localizations"] = localizations
            table["siteTitle"] = entry
            json["strings"] = table
            try JSONSerialization.data(withJSONObject: json).write(to: catalog)
            let missing = try runDocGen(arguments, cwd: root)
            #expect(missing.status == 1)
            #expect(missing.stderr.contains("'siteTitle' has no translation for fr"), "\(missing.stderr)")
            try FileManager.default.removeItem(at: strings)
            try FileManager.default.copyItem(at: PackagePaths.localizations, to: strings)

            let page = site.appendingPathComponent("templates/page.mustache")
            try (String(contentsOf: page, encoding: .utf8) + "{{#unclosed}}").write(to: page, atomically: true, encoding: .utf8)
            let template = try runDocGen(arguments, cwd: root)
            #expect(template.status == 1)
            #expect(template.stderr.contains("[docgen.template]"), "\(template.stderr)")
            try FileManager.default.removeItem(at: site)
            try FileManager.default.copyItem(at: PackagePaths.site, to: site)

            try ContentFixture.write(["en/extra-stuff/page.md": ContentFixture.page(body: "x\n")], into: root)
            let unlisted = try runDocGen(arguments, cwd: root)
            #expect(unlisted.status == 1)
            #expect(unlisted.stderr.contains("section 'extra-stuff' has no _section.md"), "\(unlisted.stderr)")

            try FileManager.default.removeItem(at: site.appendingPathComponent("site.yml"))
            let noConfig = try runDocGen(arguments, cwd: root)
            #expect(noConfig.status == 1)
            #expect(noConfig.stderr.contains("missing site.yml"), "\(noConfig.stderr)")
        }
    }

    @Test("render of a folder is a usage error that says so")
    func renderFolder() throws {
        let result = try runDocGen(["render", "Content"], cwd: PackagePaths.root)
        #expect(result.status == 64)
        #expect(result.stderr.contains("is a folder"), "\(result.stderr)")
    }
}
