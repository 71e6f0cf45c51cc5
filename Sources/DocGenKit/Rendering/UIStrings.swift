import Foundation

/// The site's interface strings, read from Apple String Catalogs (`Localizations/*.xcstrings`),
/// the JSON format that Xcode and translation tools read and write.
public struct UIStrings: Sendable, Equatable {
    /// key → language code → value
    let table: [String: [String: String]]
    /// key → language code → the catalog's `state` (`translated`, `needs_review`, `new`…).
    let states: [String: [String: String]]
    /// Where each key is defined, for diagnostics.
    let keyLocations: [String: SourceLocation]
    /// key → language code → plural category (`one`, `other`…) → value, for keys whose
    /// localizations have `variations.plural`; `table` holds their `other` form.
    let plurals: [String: [String: [String: String]]]
    /// key → the catalog's `comment`, what the string is for, written for translators.
    let comments: [String: String]
    /// Keys marked `shouldTranslate: false`: every language shows the source string.
    let untranslatable: Set<String>

    init(table: [String: [String: String]], states: [String: [String: String]], keyLocations: [String: SourceLocation],
         plurals: [String: [String: [String: String]]] = [:], comments: [String: String] = [:], untranslatable: Set<String> = []) {
        self.table = table
        self.states = states
        self.keyLocations = keyLocations
        self.plurals = plurals
        self.comments = comments
        self.untranslatable = untranslatable
    }

    /// Where a translator stands with one string in one language (`docgen status`).
    public enum Translation: Equatable, Sendable {
        case translated
        /// A value whose `state` is not `translated`: a tool or a person asks for it to be checked.
        case needsReview(state: String)
        case missing
    }

    public func translation(of key: String, in language: Language) -> Translation {
        if untranslatable.contains(key), table[key]?[Language.source.code] != nil { return .translated }
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

    public func string(_ key: String, _ language: Language) -> String? {
        table[key]?[untranslatable.contains(key) ? Language.source.code : language.code]
    }

    /// The plural forms of `key` in `language` by CLDR category (`one`, `few`, `other`…), or
    /// `nil` when the key has no plural variations there.
    public func pluralForms(_ key: String, _ language: Language) -> [String: String]? {
        plurals[key]?[untranslatable.contains(key) ? Language.source.code : language.code]
    }

    /// The suffix of the extra value `all(in:)` gives a plural key: `searchResultsCountPlurals`
    /// holds the forms of `searchResultsCount` as a JSON object, for the page's script to pick
    /// from with `Intl.PluralRules`.
    public static let pluralsSuffix = "Plurals"

    /// Every key in `language`; a missing translation has been reported by `missing(for:)` before.
    /// A plural key gives its `other` form, and its forms as JSON under `key + pluralsSuffix`.
    public func all(in language: Language) -> [String: String] {
        var all = table.compactMapValues { $0[language.code] ?? $0[Language.source.code] }
        for key in untranslatable { all[key] = table[key]?[Language.source.code] }
        for key in plurals.keys {
            guard let forms = pluralForms(key, language) ?? plurals[key]?[Language.source.code] else { continue }
            all[key + Self.pluralsSuffix] = Self.json(forms)
        }
        return all
    }

    /// A flat JSON object with sorted keys, written by hand so the bytes never vary.
    private static func json(_ forms: [String: String]) -> String {
        return "{" + forms.keys.sorted().map { jsonQuoted($0) + ":" + jsonQuoted(forms[$0]!) }.joined(separator: ",") + "}"
    }

    /// A diagnostic for every key without a translation in one of `languages`:
    /// nothing in the interface falls back to English silently.
    public func missing(for languages: [Language], required: [String], catalogFolder: String) -> [Diagnostic] {
        let derived = Set(plurals.keys.map { $0 + Self.pluralsSuffix })
        var diagnostics: [Diagnostic] = required.filter { table[$0] == nil && !derived.contains($0) }.map {
            .error(at: SourceLocation(file: catalogFolder, line: 1), "UI string '\($0)' is used but not defined in any .xcstrings file",
                   rule: "ui-string-missing")
        }
        for key in keys where !untranslatable.contains(key) {
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
        var plurals: [String: [String: [String: String]]] = [:]
        var comments: [String: String] = [:]
        var untranslatable = Set<String>()
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
                let localizations = canonicalLanguages(entry.localizations ?? [:])
                table[key] = localizations.compactMapValues { $0.stringUnit?.value ?? $0.variations?.plural?["other"]?.stringUnit?.value }
                states[key] = localizations.compactMapValues { $0.stringUnit?.state ?? $0.variations?.plural?["other"]?.stringUnit?.state }
                let forms = localizations.compactMapValues { $0.variations?.plural?.compactMapValues { $0.stringUnit?.value } }
                if !forms.isEmpty { plurals[key] = forms }
                if let comment = entry.comment { comments[key] = comment }
                if entry.shouldTranslate == false { untranslatable.insert(key) }
                locations[key] = SourceLocation(file: display, line: lines[key] ?? 1)
            }
        }
        return UIStrings(table: table, states: states, keyLocations: locations, plurals: plurals, comments: comments,
                         untranslatable: untranslatable)
    }
}

/// A catalog entry's localizations keyed by docgen's tags: tools write `zh-CN` or `ko-KR` as often
/// as Xcode's `zh-Hans`, and a language has one spelling. When both spellings are there, the
/// canonical one wins (sorted first, so the choice is stable).
func canonicalLanguages<Value>(_ byTag: [String: Value]) -> [String: Value] {
    let read = byTag.map { (written: $0.key, canonical: LanguageTag.canonicalTag($0.key) ?? $0.key, value: $0.value) }
    guard read.contains(where: { $0.written != $0.canonical }) else { return byTag }  // the usual case: nothing to rename
    let ordered = read.sorted { ($0.written != $0.canonical ? 1 : 0, $0.written) < ($1.written != $1.canonical ? 1 : 0, $1.written) }
    return Dictionary(ordered.map { ($0.canonical, $0.value) }, uniquingKeysWith: { first, _ in first })
}

/// The line on which each `"key": {` first opens an object, for diagnostics (JSONDecoder keeps no
/// positions). The string catalogs and the term check both read them.
func catalogKeyLines(in json: String) -> [String: Int] {
    // By bytes where every scalar is a Character of its own (as Xcode writes catalogs): there the
    // Characters compared below are the bytes. Splitting a catalog into Characters was 1 % of a
    // one-page rebuild.
    json.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) ? catalogKeyLinesByBytes(in: json) : catalogKeyLinesByCharacters(in: json)
}

/// `catalogKeyLines(in:)` for any text, Character by Character.
func catalogKeyLinesByCharacters(in json: String) -> [String: Int] {
    var lines: [String: Int] = [:]
    for (index, line) in json.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == " " }
        guard trimmed.hasPrefix("\""), trimmed.hasSuffix("{"), let end = trimmed.dropFirst().firstIndex(of: "\"") else { continue }
        let key = String(trimmed[trimmed.index(after: trimmed.startIndex)..<end])
        if lines[key] == nil { lines[key] = index + 1 }
    }
    return lines
}

/// `catalogKeyLines(in:)` over the UTF-8 of a text whose scalars are Characters of their own.
func catalogKeyLinesByBytes(in json: String) -> [String: Int] {
    let quote = UInt8(ascii: "\""), brace = UInt8(ascii: "{"), space = UInt8(ascii: " ")
    var lines: [String: Int] = [:]
    for (index, line) in json.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
        let trimmed = line.drop { $0 == space }
        guard trimmed.first == quote, trimmed.last == brace, let end = trimmed.dropFirst().firstIndex(of: quote) else { continue }
        let key = String(Substring(trimmed[trimmed.index(after: trimmed.startIndex)..<end]))
        if lines[key] == nil { lines[key] = index + 1 }
    }
    return lines
}

/// The parts of Xcode's String Catalog format docgen reads.
private struct StringCatalog: Decodable {
    struct Entry: Decodable {
        var comment: String?
        var shouldTranslate: Bool?
        var localizations: [String: Localization]?
    }
    struct Localization: Decodable {
        var stringUnit: StringUnit?
        var variations: Variations?
    }
    /// `variations.plural.<category>.stringUnit`; device variations are not read.
    struct Variations: Decodable {
        var plural: [String: Variant]?
    }
    struct Variant: Decodable {
        var stringUnit: StringUnit?
    }
    struct StringUnit: Decodable {
        var state: String?
        var value: String
    }
    var sourceLanguage: String
    var strings: [String: Entry]
}
