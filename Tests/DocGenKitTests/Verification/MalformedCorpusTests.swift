import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Every page of `Tests/Malformed/` gets exactly its expected errors, each rule at its line and column.
@Suite("Malformed input corpus")
struct MalformedCorpusTests {
    static let folder = PackagePaths.root.appendingPathComponent("Tests/Malformed")

    static let cases: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".md") && $0 != "README.md" }.map { String($0.dropLast(3)) }.sorted()

    @Test("the corpus holds at least 50 cases, each with its expectation")
    func corpusSize() {
        #expect(Self.cases.count >= 50)
        for name in Self.cases {
            #expect(FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent(name + ".expected").path), "\(name)")
        }
    }

    @Test("each malformed page gets its expected errors and no others", arguments: cases)
    func expectedDiagnostics(_ name: String) throws {
        let page = try Data(contentsOf: Self.folder.appendingPathComponent(name + ".md"))
        let expected = try String(contentsOf: Self.folder.appendingPathComponent(name + ".expected"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        #expect(!expected.isEmpty, "\(name): a malformed page must produce an error")
        try withTemporaryDirectory { root in
            let english = root.appendingPathComponent("Content/en")
            try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
            try page.write(to: english.appendingPathComponent("index.md"))
            let diagnostics = Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root,
                                              theme: (PackagePaths.site, PackagePaths.localizations)).diagnostics
            let actual = Set(diagnostics.filter { $0.severity == .error }.map { "\($0.rule) \($0.location.line):\($0.location.column)" })
            #expect(actual.sorted() == expected, "\(name):\n\(DiagnosticFormatter.text(diagnostics))")
        }
    }
}
