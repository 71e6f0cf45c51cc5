import Foundation

/// The site's interface strings, read from Apple String Catalogs (`Localizations/*.xcstrings`),
/// the JSON format that Xcode and translation tools read and write.
public struct UIStrings: Sendable {
    /// key → language code → value
    private let table: [String: [String: String]]
    /// key → language code → the catalog's `state` (`translated`, `needs_review`, `new`…).
    private let states: [String: [String: String]]
    /// Where each key is defined, for diagnostics.
    private let keyLocations: [String: SourceLocation]

    /// Where a translator stands with one string in one language (`docgen status`).
    public enum Translation: Equatable, Sendable {
        case translated
        /// A value whose `state` is not `translated`: a tool or a person asks for it to be checked.
        case needsReview(state: String)
        case missing
    }

    public func translation(of key: String, in language: Language) -> Translation {
        guard let value = table[key]?[language.code], !value.isEmpty else { return .missing }
        let state = states[key]?[language.code] ?? ""
        return state == "translated" ? .translated : .needsReview(state: state.isEmpty ? "no state" : state)
    }

    public func location(of key: String) -> SourceLocation? { keyLocations[key] }

    public var keys: [String] { table.keys.sorted() }

    /// Every language some string is translated into, source first.
    public var languages: [Language] {
        Array(Set(table.values.flatMap(\.keys)).map(Language.init)).sorted()
    }

    public func string(_ key: String, _ language: Language) -> String? { table[key]?[language.code] }

    /// Every key in `language`; a missing translation has been reported by `missing(for:)` before.
    public func all(in language: Language) -> [String: String] {
        table.compactMapValues { $0[language.code] ?? $0[Language.source.code] }
    }

    /// A diagnostic for every key without a translation in one of `languages`:
    /// nothing in the interface falls back to English silently.
    public func missing(for languages: [Language], required: [String], catalogFolder: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = required.filter { table[$0] == nil }.map {
            .error(at: SourceLocation(file: catalogFolder, line: 1), "UI string '\($0)' is used but not defined in any .xcstrings file",
                   rule: "ui-string-missing")
        }
        for key in keys {
            let missing = languages.filter { (table[key]?[$0.code] ?? "").isEmpty }
            if !missing.isEmpty, let location = keyLocations[key] {
                diagnostics.append(.error(at: location, "UI string '\(key)' has no translation for \(missing.map(\.code).joined(separator: ", "))",
                                          rule: "ui-string-missing"))
            }
        }
        return diagnostics
    }

    /// Reads every `.xcstrings` file of a folder, in name order.
    public static func load(directory: URL, displayBase: URL?) throws(BuildError) -> UIStrings {
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".xcstrings") }.sorted()
        var table: [String: [String: String]] = [:]
        var states: [String: [String: String]] = [:]
        var locations: [String: SourceLocation] = [:]
        for name in files {
            let url = directory.appendingPathComponent(name)
            let display = ContentLoader.displayPath(of: url, base: displayBase)
            guard let data = FileManager.default.contents(atPath: url.path),
                  let catalog = try? JSONDecoder().decode(StringCatalog.self, from: data) else {
                throw .theme([.error(at: SourceLocation(file: display, line: 1),
                                     "not a valid String Catalog (JSON with 'sourceLanguage' and 'strings')", rule: "ui-strings")])
            }
            let lines = catalogKeyLines(in: String(decoding: data, as: UTF8.self))
            for (key, entry) in catalog.strings {
                table[key] = (entry.localizations ?? [:]).compactMapValues { $0.stringUnit?.value }
                states[key] = (entry.localizations ?? [:]).compactMapValues { $0.stringUnit?.state }
                locations[key] = SourceLocation(file: display, line: lines[key] ?? 1)
            }
        }
        return UIStrings(table: table, states: states, keyLocations: locations)
    }
}

/// The line on which each `"key": {` first opens an object, for diagnostics (JSONDecoder keeps no
/// positions). The string catalogs and the term check both read them.
func catalogKeyLines(in json: String) -> [String: Int] {
    var lines: [String: Int] = [:]
    for (index, line) in json.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("{"), let end = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
        let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        if lines[key] == nil { lines[key] = index + 1 }
    }
    return lines
}

/// The parts of Xcode's String Catalog format docgen reads.
private struct StringCatalog: Decodable {
    struct Entry: Decodable {
        var localizations: [String: Localization]?
    }
    struct Localization: Decodable {
        var stringUnit: StringUnit?
    }
    struct StringUnit: Decodable {
        var state: String?
        var value: String
    }
    var sourceLanguage: String
    var strings: [String: Entry]
}
