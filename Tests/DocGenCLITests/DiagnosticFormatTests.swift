import DocGenTestSupport
import Foundation
import Testing

/// `verify --format github|sarif`: what CI systems read, from the real binary on a broken page.
@Suite("Diagnostic formats for CI")
struct DiagnosticFormatTests {
    @Test("github: one workflow annotation per diagnostic, on its file and line, values escaped")
    func github() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.broken, into: root)
            let result = try runDocGen(["verify", "--format", "github"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            let line = try #require(result.stdout.split(separator: "\n").first, "\(result.stdout)")
            #expect(line.hasPrefix("::error file=Content/en/index.md,line=8,col=1,title=docgen.callback-order::"), "\(line)")
            #expect(!line.dropFirst(2).contains("::error"), "one annotation a line")
        }
    }

    @Test("sarif: valid against the published SARIF 2.1.0 schema, with rule ids and positions")
    func sarif() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(CLIFixture.broken, into: root)
            let result = try runDocGen(["verify", "--format", "sarif"] + CLIFixture.themeArguments, cwd: root)
            #expect(result.status == 1)
            let file = root.appendingPathComponent("out.sarif")
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let run = try #require((log["runs"] as? [[String: Any]])?.first)
            let first = try #require((run["results"] as? [[String: Any]])?.first)
            #expect(first["ruleId"] as? String == "docgen.callback-order")
            let validator = Process()
            validator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            validator.arguments = ["python3", PackagePaths.root.appendingPathComponent("Tests/Formats/validate_sarif.py").path, file.path]
            let output = Pipe()
            validator.standardOutput = output
            validator.standardError = output
            try validator.run()
            validator.waitUntilExit()
            let report = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(validator.terminationStatus == 0, "\(report)")
            #expect(report.contains("0 schema errors"), "\(report)")
        }
    }

    @Test("every rule the sources use is documented, and Documentation/Diagnostics.md is what docgen rules prints")
    func rulesDocumented() throws {
        let sources = PackagePaths.root.appendingPathComponent("Sources")
        var used = Set<String>()
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            for match in text.matches(of: /rule: "([a-z-]+)"/) { used.insert(String(match.output.1)) }
        }
        let documented = try runDocGen(["rules"], cwd: PackagePaths.root)
        #expect(documented.status == 0)
        for rule in used { #expect(documented.stdout.contains("`docgen.\(rule)`"), "rule \(rule) is undocumented") }
        let file = try String(contentsOf: PackagePaths.root.appendingPathComponent("Documentation/Diagnostics.md"), encoding: .utf8)
        #expect(file == documented.stdout, "regenerate: swift run docgen rules > Documentation/Diagnostics.md")
    }
}
