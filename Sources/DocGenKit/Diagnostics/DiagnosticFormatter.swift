import Foundation

/// Prints diagnostics the way compilers do, or as JSON for tools.
public enum DiagnosticFormatter {
    public enum Format: String, CaseIterable, Sendable {
        case text, json, github, sarif
    }

    /// `path:line:column: error: summary [docgen.rule-id]`, one a line.
    public static func text(_ diagnostics: [Diagnostic]) -> String {
        // Lines made on every core, then joined into room made once: a 10,000-page site's thousands
        // of warnings were a hundredth of a one-page rebuild, printed after it on one core.
        let lines = diagnostics.parallelMap(line(of:))
        var text: [UInt8] = []
        text.reserveCapacity(lines.reduce(0) { $0 + $1.count })
        for line in lines { text += line }
        return String(decoding: text, as: UTF8.self)
    }

    /// One line of `text(_:)`, as bytes: made by interpolation (the location's description, then the
    /// line), a line was some 6,500 instructions, and the thousands of a large site's warnings are
    /// printed at the end of every build.
    static func line(of diagnostic: Diagnostic) -> [UInt8] {
        let location = diagnostic.location, severity = diagnostic.severity.rawValue
        var line: [UInt8] = []
        line.reserveCapacity(location.file.utf8.count + severity.utf8.count + diagnostic.summary.utf8.count
                             + diagnostic.rule.utf8.count + 32)
        line += location.file.utf8
        line.append(UInt8(ascii: ":"))
        line.appendDecimal(location.line)
        line.append(UInt8(ascii: ":"))
        line.appendDecimal(location.column)
        line += ": ".utf8
        line += severity.utf8
        line += ": ".utf8
        line += diagnostic.summary.utf8
        line += " [".utf8
        line += diagnostic.rule.utf8
        line += "]\n".utf8
        return line
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

    /// GitHub Actions workflow commands: each diagnostic becomes an annotation on its line of
    /// the pull request. Values are escaped as the runner expects (`%`, CR, LF; and `:` `,` in properties).
    public static func github(_ diagnostics: [Diagnostic]) -> String {
        func data(_ text: String) -> String {
            text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
                .replacingOccurrences(of: "\n", with: "%0A")
        }
        func property(_ text: String) -> String {
            data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
        }
        return diagnostics.map { diagnostic in
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            let location = diagnostic.location
            return "::\(command) file=\(property(location.file)),line=\(location.line),col=\(location.column),"
                + "title=\(property(diagnostic.rule))::\(data(diagnostic.summary))\n"
        }.joined()
    }

    /// SARIF 2.1.0, the format code-scanning services read: one run, the rules used, one result a diagnostic.
    public static func sarif(_ diagnostics: [Diagnostic]) -> String {
        let ruleIDs = Array(Set(diagnostics.map(\.rule))).sorted()
        let rules: [[String: Any]] = ruleIDs.map { id in
            var rule: [String: Any] = ["id": id]
            if let known = DiagnosticRules.rule(id) {
                rule["shortDescription"] = ["text": known.summary]
                rule["help"] = ["text": known.fix]
            }
            return rule
        }
        let results: [[String: Any]] = diagnostics.map { diagnostic in
            let level = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "note"
            }
            return [
                "ruleId": diagnostic.rule,
                "ruleIndex": ruleIDs.firstIndex(of: diagnostic.rule) ?? 0,
                "level": level,
                "message": ["text": diagnostic.summary],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": diagnostic.location.file.split(separator: "/").map {
                        String($0).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
                    }.joined(separator: "/")],
                    "region": ["startLine": max(diagnostic.location.line, 1), "startColumn": max(diagnostic.location.column, 1)],
                ]]],
            ]
        }
        let log: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "docgen", "rules": rules]], "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: log, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]))
            ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    public static func format(_ diagnostics: [Diagnostic], as format: Format) -> String {
        switch format {
        case .text: text(diagnostics)
        case .json: json(diagnostics)
        case .github: github(diagnostics)
        case .sarif: sarif(diagnostics)
        }
    }
}

private extension [UInt8] {
    /// `number` in decimal, as `String(number)` writes it.
    mutating func appendDecimal(_ number: Int) {
        guard number >= 0 else { self += String(number).utf8; return }
        let start = endIndex
        var rest = number
        repeat {
            append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        self[start...].reverse()
    }
}
