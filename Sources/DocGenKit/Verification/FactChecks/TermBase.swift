import Foundation
import Yams

/// The term base (`Terms/*.yml`): per concept, the term each language writes, the variants it must
/// not write and why, and the names kept in English everywhere. `TermBaseCheck` applies it;
/// `scripts/terms-to-tbx` converts the same files to TBX-Basic.
public struct TermBase: Sendable {
    public struct Forbidden: Sendable {
        public var variants: [String]
        public var reason: String
        /// A variant inside a match of one of these is fine ("point d'arrêt" for "arrêt").
        public var exceptions: [String]
        public var caseSensitive: Bool
        /// Where the entry is, for problems with it.
        public var line: Int
    }

    public struct Entry: Sendable {
        public var preferred: String
        public var note: String?
        public var forbidden: [Forbidden]
    }

    public struct Concept: Sendable {
        public var id: String
        public var definition: String
        /// `false` for names never translated: the English term in every language.
        public var translate: Bool
        /// language code → what that language writes and must not write.
        public var entries: [String: Entry]
    }

    /// What a language's prose must follow besides its terms (`typography:` in the file).
    public struct Typography: Sendable, Equatable {
        /// Characters that need a narrow no-break space (U+202F) before them (French `;:!?`).
        public var narrowSpaceBefore: String = ""
        /// The one apostrophe of the language, `'` or `’`.
        public var apostrophe: String?
        /// The quotation marks, opening and closing (`«»`, `“”`); a straight `"` in prose is wrong.
        public var quotes: String?
        /// Parentheses next to CJK text are full-width `（）`.
        public var fullWidthParentheses = false
        /// No space between a word and the parenthesis that follows it (Korean).
        public var noSpaceBeforeParenthesis = false
    }

    public var languages: [String]
    public var concepts: [Concept]
    public var typography: [String: Typography]
    /// The files read, in order.
    public var files: [URL]

    /// The files of the term base in `directory`, by name, sorted.
    static func fileNames(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".yml") || $0.hasSuffix(".yaml") }.sorted()
    }

    /// Every `.yml`/`.yaml` file of `directory`, merged; `nil` when there is none. A file that
    /// cannot be read, or an entry that makes no sense, is a problem at its line.
    public static func load(directory: URL, displayBase: String) -> (TermBase?, [Diagnostic]) {
        let names = fileNames(in: directory)
        guard !names.isEmpty else { return (nil, []) }
        var base = TermBase(languages: [], concepts: [], typography: [:], files: [])
        var diagnostics: [Diagnostic] = []
        for name in names {
            let url = directory.appendingPathComponent(name)
            let display = displayBase.isEmpty ? name : displayBase + "/" + name
            guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
                diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "cannot read the term base", rule: "term"))
                continue
            }
            var reader = Reader(file: display)
            reader.read(text, into: &base)
            base.files.append(url)
            diagnostics += reader.diagnostics
        }
        return (base, diagnostics)
    }

    /// Reads one file; every problem is kept with its line.
    private struct Reader {
        let file: String
        var diagnostics: [Diagnostic] = []

        init(file: String) { self.file = file }

        private mutating func problem(_ node: Node?, _ message: String) {
            let mark = node?.mark
            diagnostics.append(.error(at: SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1),
                                      "term base: \(message)", rule: "term"))
        }

        mutating func read(_ text: String, into base: inout TermBase) {
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch let error as YamlError {
                var line = 1, column = 1, message = "\(error)".split(separator: "\n").first.map(String.init) ?? "invalid YAML"
                switch error {
                case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
                    (line, column, message) = (mark.line, mark.column, problem)
                default: break
                }
                diagnostics.append(.error(at: SourceLocation(file: file, line: line, column: column),
                                          "term base is not valid YAML: \(message)", rule: "term"))
                return
            } catch {
                diagnostics.append(.error(at: SourceLocation(file: file, line: 1), "term base is not valid YAML: \(error)", rule: "term"))
                return
            }
            guard let mapping = root?.mapping else {
                problem(root, "expected a mapping with 'languages', 'concepts' and 'untranslatable'")
                return
            }
            for (key, _) in mapping {
                guard let name = key.string, !["languages", "typography", "concepts", "untranslatable"].contains(name) else { continue }
                problem(key, "unknown key '\(name)'")
            }
            if let languages = mapping["languages"] {
                for language in languages.sequence ?? [] {
                    if let code = language.string, !base.languages.contains(code) { base.languages.append(code) }
                }
            }
            for (key, value) in mapping["typography"]?.mapping ?? [:] {
                guard let code = key.string else { continue }
                base.typography[code] = typography(value)
            }
            for node in mapping["concepts"]?.sequence ?? [] {
                if let concept = concept(node, languages: base.languages) { base.concepts.append(concept) }
            }
            for node in mapping["untranslatable"]?.sequence ?? [] {
                if let concept = untranslatable(node, languages: base.languages) { base.concepts.append(concept) }
            }
        }

        private mutating func typography(_ node: Node) -> Typography {
            var rules = Typography()
            for (key, value) in node.mapping ?? [:] {
                switch key.string {
                case "narrowSpaceBefore": rules.narrowSpaceBefore = value.string ?? ""
                case "apostrophe": rules.apostrophe = value.string
                case "quotes":
                    rules.quotes = value.string
                    if value.string?.count != 2 { problem(value, "'quotes' is an opening and a closing mark, like \"«»\"") }
                case "fullWidthParentheses": rules.fullWidthParentheses = value.bool ?? false
                case "noSpaceBeforeParenthesis": rules.noSpaceBeforeParenthesis = value.bool ?? false
                default: problem(key, "unknown typography rule '\(key.string ?? "")'")
                }
            }
            return rules
        }

        private mutating func concept(_ node: Node, languages: [String]) -> Concept? {
            guard let mapping = node.mapping, let id = mapping["id"]?.string else {
                problem(node, "a concept needs an 'id'")
                return nil
            }
            var concept = Concept(id: id, definition: mapping["definition"]?.string ?? "",
                                  translate: mapping["translate"]?.bool ?? true, entries: [:])
            for (key, value) in mapping {
                guard let name = key.string, !["id", "definition", "translate"].contains(name) else { continue }
                guard languages.contains(name) else {
                    problem(key, "concept '\(id)': '\(name)' is no language of the term base (\(languages.joined(separator: ", ")))")
                    continue
                }
                if let term = value.string {
                    concept.entries[name] = Entry(preferred: term, note: nil, forbidden: [])
                } else if let entry = value.mapping, let preferred = entry["preferred"]?.string {
                    concept.entries[name] = Entry(preferred: preferred, note: entry["note"]?.string,
                                                  forbidden: forbidden(entry["forbidden"], concept: id))
                } else {
                    problem(value, "concept '\(id)', \(name): give the term, or a mapping with 'preferred:'")
                }
            }
            for language in languages where concept.entries[language] == nil {
                problem(node, "concept '\(id)' has no term for \(language)")
            }
            return concept
        }

        /// `term:` is the name in every language; `forbidden:` maps languages to variants.
        private mutating func untranslatable(_ node: Node, languages: [String]) -> Concept? {
            guard let mapping = node.mapping, let id = mapping["id"]?.string, let term = mapping["term"]?.string else {
                problem(node, "an untranslatable name needs an 'id' and a 'term'")
                return nil
            }
            var concept = Concept(id: id, definition: mapping["definition"]?.string ?? "", translate: false, entries: [:])
            for language in languages { concept.entries[language] = Entry(preferred: term, note: nil, forbidden: []) }
            for (key, value) in mapping["forbidden"]?.mapping ?? [:] {
                guard let language = key.string, languages.contains(language) else {
                    problem(key, "'\(id)': '\(key.string ?? "")' is no language of the term base")
                    continue
                }
                concept.entries[language]?.forbidden = forbidden(value, concept: id)
            }
            return concept
        }

        private mutating func forbidden(_ node: Node?, concept: String) -> [Forbidden] {
            guard let node else { return [] }
            var result: [Forbidden] = []
            for item in node.sequence ?? [] {
                guard let mapping = item.mapping else {
                    problem(item, "concept '\(concept)': each forbidden entry is a mapping with 'variants' and 'reason'")
                    continue
                }
                let variants = (mapping["variants"]?.sequence ?? []).compactMap(\.string).filter { !$0.isEmpty }
                guard !variants.isEmpty, let reason = mapping["reason"]?.string else {
                    problem(item, "concept '\(concept)': a forbidden entry needs 'variants' (a list) and a 'reason'")
                    continue
                }
                let exceptions = (mapping["except"]?.sequence ?? []).compactMap(\.string)
                for pattern in exceptions where (try? Regex(pattern)) == nil {
                    problem(mapping["except"], "concept '\(concept)': '\(pattern)' is not a regular expression")
                }
                result.append(Forbidden(variants: variants, reason: reason, exceptions: exceptions.filter { (try? Regex($0)) != nil },
                                        caseSensitive: mapping["caseSensitive"]?.bool ?? false, line: item.mark?.line ?? 1))
            }
            return result
        }
    }
}

/// A String Catalog's values with the line of each key, as the term check reads them.
struct CatalogValues {
    struct Value {
        var key: String
        var language: String
        var text: String
        var line: Int
    }

    var file: String
    var values: [Value]

    /// The String Catalogs in `directory`, by name, sorted.
    static func fileNames(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasSuffix(".xcstrings") }.sorted()
    }

    /// Every `.xcstrings` file of `directory`; `displayBase` is the folder as diagnostics print it.
    static func load(directory: URL, displayBase: String) -> [CatalogValues] {
        let names = fileNames(in: directory)
        return names.compactMap { name in
            let url = directory.appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: url.path),
                  let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let strings = json["strings"] as? [String: Any] else { return nil }
            // The catalog's own problems are ThemeCheck's (ui-strings); here only its values count.
            let lines = catalogKeyLines(in: String(decoding: data, as: UTF8.self))
            var values: [Value] = []
            for (key, entry) in strings {
                let localizations = (entry as? [String: Any])?["localizations"] as? [String: Any] ?? [:]
                for (language, localization) in localizations {
                    let localized = localization as? [String: Any] ?? [:]
                    if let unit = localized["stringUnit"] as? [String: Any], let text = unit["value"] as? String {
                        values.append(Value(key: key, language: language, text: text, line: lines[key] ?? 1))
                    }
                    // Plural forms are text readers see too.
                    let plural = (localized["variations"] as? [String: Any])?["plural"] as? [String: Any] ?? [:]
                    for category in plural.keys.sorted() {
                        guard let text = ((plural[category] as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String else { continue }
                        values.append(Value(key: key, language: language, text: text, line: lines[key] ?? 1))
                    }
                }
            }
            values.sort { ($0.line, $0.language) < ($1.line, $1.language) }
            return CatalogValues(file: displayBase.isEmpty ? name : displayBase + "/" + name, values: values)
        }
    }
}
