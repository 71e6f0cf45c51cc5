/// The String Catalogs as translators' tools write them: a translation keeps the source string's
/// placeholders (an error otherwise: the page would show the wrong value, or crash an app that
/// used the catalog), a string a tool or a person flagged (`new`, `needs_review`) is a warning,
/// and every key explains itself to translators with a `comment`. Each at the key's line.
enum StringCatalogCheck {
    /// `drafts`: languages still being translated, whose flagged states `ThemeCheck` counts in one warning.
    static func diagnostics(for strings: UIStrings, languages: [Language], drafts: Set<Language> = []) -> [Diagnostic] {
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
                if let state = strings.states[key]?[code], state != "translated", strings.table[key]?[code] != nil, !drafts.contains(language) {
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

    /// Read by hand, byte by byte: this runs on every value of every catalog at each verify.
    init(_ text: String) {
        let bytes = Array(text.utf8)
        var arguments: [Int: String] = [:]
        var next = 1, index = 0
        func digits() -> Int? {
            var value: Int?
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                value = (value ?? 0) * 10 + Int(bytes[index] - UInt8(ascii: "0"))
                index += 1
            }
            return value
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
            let start = index
            index += 1
            // `%1$@`: a position; otherwise the digits were a width, read again below.
            var position: Int?
            if let number = digits(), index < bytes.count, bytes[index] == UInt8(ascii: "$") {
                position = number
                index += 1
            } else {
                index = start + 1
            }
            while index < bytes.count, "-+ 0#".utf8.contains(bytes[index]) { index += 1 }
            _ = digits()
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") { index += 1; _ = digits() }
            var length = ""
            for candidate in ["hh", "ll", "h", "l", "q", "z", "t", "j"] where bytes[index...].starts(with: candidate.utf8) {
                length = candidate
                index += candidate.utf8.count
                break
            }
            guard index < bytes.count else { break }
            let conversion = bytes[index]
            index += 1
            if conversion == UInt8(ascii: "%") { continue }
            guard "@dDiuUxXoOfFeEgGcCsSpaA".utf8.contains(conversion) else { continue }
            let argument = position ?? next
            next = argument + 1
            arguments[argument] = length + String(UnicodeScalar(conversion))
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
    public func catalogDiagnostics(for languages: [Language], drafts: Set<Language> = []) -> [Diagnostic] {
        StringCatalogCheck.diagnostics(for: self, languages: languages, drafts: drafts)
    }
}
