/// The String Catalogs as translators' tools write them: a translation keeps the source string's
/// placeholders (an error otherwise: the page would show the wrong value, or crash an app that
/// used the catalog), a string a tool or a person flagged (`new`, `needs_review`) is a warning,
/// and every key explains itself to translators with a `comment`. Each at the key's line.
enum StringCatalogCheck {
    static func diagnostics(for strings: UIStrings, languages: [Language]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let source = Language.source.code
        for key in strings.keys {
            guard let location = strings.location(of: key) else { continue }
            if (strings.comments[key] ?? "").allSatisfy(\.isWhitespace) {
                diagnostics.append(.warning(at: location, "UI string '\(key)' has no comment: say where it appears and what it means, for translators",
                                            rule: "ui-string-comment"))
            }
            if strings.untranslatable.contains(key) { continue }
            let original = strings.table[key]?[source].map(Placeholders.init)
            for language in languages where !language.isSource {
                let code = language.code
                if let state = strings.states[key]?[code], state != "translated", strings.table[key]?[code] != nil {
                    diagnostics.append(.warning(at: location, "UI string '\(key)' in \(code) is marked '\(state)': review it, then set its state to 'translated'",
                                                rule: "ui-string-state"))
                }
                guard let original else { continue }
                if let value = strings.table[key]?[code], Placeholders(value) != original {
                    diagnostics.append(placeholderError(key, code, form: nil, Placeholders(value), original, at: location))
                }
                // A plural form other than `other` may leave the number out ("un résultat"), never add one.
                for (category, value) in (strings.plurals[key]?[code] ?? [:]).sorted(by: { $0.key < $1.key }) where category != "other" {
                    let found = Placeholders(value)
                    if !found.isSubset(of: original) {
                        diagnostics.append(placeholderError(key, code, form: category, found, original, at: location))
                    }
                }
            }
        }
        return diagnostics
    }

    private static func placeholderError(_ key: String, _ language: String, form: String?, _ found: Placeholders, _ original: Placeholders,
                                         at location: SourceLocation) -> Diagnostic {
        let which = form.map { " (plural form '\($0)')" } ?? ""
        return .error(at: location, "UI string '\(key)' in \(language)\(which) has placeholders \(found), the English has \(original)",
                      rule: "ui-string-placeholder")
    }
}

/// The printf-style placeholders of a string (`%@`, `%d`, `%lld`, `%1$@`), by the argument each
/// one reads: `%@ %d` and `%2$d %1$@` read the same arguments. `%%` is a literal percent sign.
struct Placeholders: Equatable, CustomStringConvertible {
    /// argument position (from 1) → conversion (`@`, `d`, `lld`…)
    let arguments: [Int: String]

    init(_ text: String) {
        var arguments: [Int: String] = [:]
        var next = 1
        for match in text.matches(of: /%(?:(\d+)\$)?([-+ 0#]*\d*(?:\.\d+)?)(hh|h|ll|l|q|z|t|j)?([@dDiuUxXoOfFeEgGcCsSpaA%])/) {
            if match.output.4 == "%" { continue }
            let position = match.output.1.flatMap { Int($0) } ?? next
            next = position + 1
            arguments[position] = String(match.output.3 ?? "") + String(match.output.4)
        }
        self.arguments = arguments
    }

    func isSubset(of other: Placeholders) -> Bool {
        arguments.allSatisfy { other.arguments[$0.key] == $0.value }
    }

    var description: String {
        let positions = arguments.keys.sorted()
        if positions.isEmpty { return "none" }
        // Written as a translator would write them: positions only where they are not 1, 2, 3…
        let inOrder = positions == Array(1...positions.count)
        return positions.map { inOrder ? "%\(arguments[$0]!)" : "%\($0)$\(arguments[$0]!)" }.joined(separator: " ")
    }
}

extension UIStrings {
    /// What `verify` says about the catalogs themselves for `languages`: placeholders, states,
    /// comments (missing translations are `missing(for:required:catalogFolder:)`'s).
    public func catalogDiagnostics(for languages: [Language]) -> [Diagnostic] {
        StringCatalogCheck.diagnostics(for: self, languages: languages)
    }
}
