@testable import DocGenKit
import Testing

/// `DiagnosticFormatter.text`, written as bytes, against the line interpolation wrote before:
/// `path:line:column: severity: summary [rule]`.
@Suite("Diagnostic text")
struct DiagnosticTextTests {
    private static func interpolated(_ diagnostic: Diagnostic) -> String {
        "\(diagnostic.location): \(diagnostic.severity.rawValue): \(diagnostic.summary) [\(diagnostic.rule)]\n"
    }

    @Test("random diagnostics: each line as interpolation writes it, in order, joined")
    func matchesInterpolation() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["Content/fr/scènes/é.md", "Content/zh-Hans/场景.md", "ko/장면.md", "a:b", " ", "", "[x]", "e\u{301}", "\n", "%1$@", "🇫🇷"]
        let numbers = [0, 1, 9, 10, 99, 100, 1_234_567, Int.max, -1, Int.min]
        let severities: [Diagnostic.Severity] = [.error, .warning, .note]
        for _ in 0..<300 {
            let count = Int.random(in: 0...6, using: &random)
            let diagnostics = (0..<count).map { _ in
                let file = (0..<Int.random(in: 0...3, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
                let summary = (0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined(separator: " ")
                let location = SourceLocation(file: file, line: numbers.randomElement(using: &random)!,
                                              column: numbers.randomElement(using: &random)!)
                return Diagnostic(severities.randomElement(using: &random)!, at: location, summary,
                                  rule: pieces.randomElement(using: &random)!)
            }
            #expect(DiagnosticFormatter.text(diagnostics) == diagnostics.map(Self.interpolated).joined())
        }
    }

    @Test("a warning reads as compilers print it")
    func oneLine() {
        let warning = Diagnostic.warning(at: SourceLocation(file: "Content/ko/a.md", line: 12, column: 3), "용어 'x'", rule: "term")
        #expect(DiagnosticFormatter.text([warning]) == "Content/ko/a.md:12:3: warning: 용어 'x' [docgen.term]\n")
    }
}
