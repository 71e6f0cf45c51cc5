import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// One example of the CommonMark spec.
struct SpecExample: Sendable {
    let number: Int
    let line: Int
    let section: String
    let markdown: String
    let html: String
}

enum CommonMarkSpec {
    static let fence = String(repeating: "`", count: 32)

    /// The examples of spec.txt: "```…``` example", the Markdown, ".", the HTML, "```…```";
    /// "→" stands for a tab.
    static func examples(in text: String) -> [SpecExample] {
        var examples: [SpecExample] = []
        var section = ""
        var markdown: [Substring] = [], html: [Substring] = []
        var part = 0  // 0 outside, 1 Markdown, 2 HTML
        var startLine = 0
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if part == 0 {
                if line.hasPrefix("#"), let space = line.firstIndex(of: " ") { section = String(line[line.index(after: space)...]) }
                if line == fence + " example" { part = 1; startLine = index + 1; markdown = []; html = [] }
            } else if part == 1 {
                if line == "." { part = 2 } else { markdown.append(line) }
            } else if line == fence {
                let join = { (lines: [Substring]) in
                    lines.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
                }
                examples.append(SpecExample(number: examples.count + 1, line: startLine, section: section,
                                            markdown: join(markdown), html: join(html)))
                part = 0
            } else {
                html.append(line)
            }
        }
        return examples
    }

    static var specText: String? { try? String(contentsOf: PackagePaths.commonMarkSpec, encoding: .utf8) }

    static var cmark: URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("cmark") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

@Suite("CommonMark conformance")
struct CommonMarkSpecTests {
    @Test("all 652 examples are read from spec.txt",
          .enabled(if: CommonMarkSpec.specText != nil, "../shared/commonmark/spec.txt is absent: nothing to check"))
    func extractsAllExamples() throws {
        let examples = CommonMarkSpec.examples(in: try #require(CommonMarkSpec.specText))
        #expect(examples.count == 652)
        #expect(examples.first?.markdown == "\tfoo\tbaz\t\tbim\n")
        #expect(examples.first?.html == "<pre><code>foo\tbaz\t\tbim\n</code></pre>\n")
    }

    /// docgen's wrapper must give exactly what the `cmark` command of the same libcmark gives,
    /// for every example (libcmark 0.30 differs from the 0.31 spec's expected HTML in places).
    @Test("every spec example renders exactly as `cmark --unsafe` renders it",
          .enabled(if: CommonMarkSpec.specText != nil, "../shared/commonmark/spec.txt is absent: nothing to check"),
          .enabled(if: CommonMarkSpec.cmark != nil, "the cmark command is not installed (apt install cmark)"),
          .timeLimit(.minutes(activeSanitizer == nil ? 1 : 10)))
    func matchesCmarkCommand() async throws {
        let examples = CommonMarkSpec.examples(in: try #require(CommonMarkSpec.specText))
        let cmark = try #require(CommonMarkSpec.cmark)
        let directory = try TemporaryDirectory(prefix: "docgen-spec")
        // Run cmark on a few examples at a time, in parallel; each example is one process run.
        let mismatches = try await withThrowingTaskGroup(of: [String].self) { group in
            let chunks = stride(from: 0, to: examples.count, by: 82).map { Array(examples[$0..<min($0 + 82, examples.count)]) }
            for chunk in chunks {
                group.addTask {
                    var found: [String] = []
                    for example in chunk {
                        let input = directory.appending("example-\(example.number).md")
                        try Data(example.markdown.utf8).write(to: input)
                        let reference = try run(cmark, ["--unsafe", input.path], cwd: directory.url)
                        guard reference.status == 0 else {
                            found.append("example \(example.number): cmark exited with \(reference.status)")
                            continue
                        }
                        let ours = CommonMark.html(example.markdown, options: .init(allowsRawHTML: true))
                        if ours != reference.stdout {
                            found.append("example \(example.number) (spec.txt:\(example.line), \(example.section)): "
                                + "expected \(reference.stdout.debugDescription), got \(ours.debugDescription)")
                        }
                    }
                    return found
                }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        print("CommonMark spec: \(examples.count) examples compared with `cmark --unsafe`, \(mismatches.count) mismatch(es)")
        #expect(mismatches.isEmpty, "\(mismatches.count) of \(examples.count) examples differ:\n\(mismatches.prefix(10).joined(separator: "\n"))")
    }

    @Test("most examples also match the spec's own expected HTML (libcmark 0.30 vs spec 0.31)",
          .enabled(if: CommonMarkSpec.specText != nil, "../shared/commonmark/spec.txt is absent: nothing to check"))
    func mostlyMatchesSpec() throws {
        let examples = CommonMarkSpec.examples(in: try #require(CommonMarkSpec.specText))
        let differing = examples.filter { CommonMark.html($0.markdown, options: .init(allowsRawHTML: true)) != $0.html }
        print("CommonMark spec: \(differing.count) example(s) differ from spec 0.31's expected HTML: \(differing.map(\.number))")
        // The 0.31 changes (HTML block tags, punctuation classes, …) touch a handful of examples only.
        #expect(differing.count <= 10, "examples differing from spec 0.31: \(differing.map(\.number))")
    }
}
