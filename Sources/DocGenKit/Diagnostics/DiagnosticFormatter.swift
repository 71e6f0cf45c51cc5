import Foundation

/// Prints diagnostics the way compilers do, or as JSON for tools.
public enum DiagnosticFormatter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json
    }

    /// `path:line:column: error: summary [docgen.rule-id]`, one a line.
    public static func text(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { "\($0.location): \($0.severity.rawValue): \($0.summary) [\($0.rule)]\n" }.joined()
    }

    public static func json(_ diagnostics: [Diagnostic]) -> String {
        struct Entry: Encodable {
            let file: String, line: Int, column: Int, severity: String, summary: String, rule: String
        }
        let entries = diagnostics.map {
            Entry(file: $0.location.file, line: $0.location.line, column: $0.location.column,
                  severity: $0.severity.rawValue, summary: $0.summary, rule: $0.rule)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func format(_ diagnostics: [Diagnostic], as format: Format) -> String {
        switch format {
        case .text: text(diagnostics)
        case .json: json(diagnostics)
        }
    }
}
