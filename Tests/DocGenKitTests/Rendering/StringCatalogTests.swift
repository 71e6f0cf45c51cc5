import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// String Catalogs as Xcode and CAT tools write them: placeholders, plural variations, states,
/// `shouldTranslate` and comments.
@Suite("String Catalogs")
struct StringCatalogTests {
    static let languages = [Language("en"), Language("fr"), Language("es")]

    /// One catalog entry: `"key": {…}` with a comment (unless `comment` is nil) and each language's
    /// string unit.
    static func entry(_ key: String, comment: String? = "What it is.", extra: String = "", _ values: [String: String],
                      state: [String: String] = [:]) -> String {
        let units = values.keys.sorted().map { language in
            "\"\(language)\": {\"stringUnit\": {\"state\": \"\(state[language] ?? "translated")\", \"value\": \"\(values[language]!)\"}}"
        }
        let fields = (comment.map { ["\"comment\": \"\($0)\""] } ?? []) + (extra.isEmpty ? [] : [extra])
            + ["\"localizations\": {\n" + units.joined(separator: ",\n") + "\n}"]
        return "\"\(key)\": {\n" + fields.joined(separator: ",\n") + "\n}"
    }

    /// Writes a catalog of `entries` into a fresh folder and loads it; `body` gets the strings,
    /// what verify says about them, and the catalog's text (to find a key's line).
    static func withCatalog(_ entries: [String], _ body: (UIStrings, [Diagnostic], [String]) throws -> Void) throws {
        try withTemporaryDirectory { root in
            let folder = root.appendingPathComponent("Localizations")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = "{\n\"sourceLanguage\": \"en\",\n\"version\": \"1.0\",\n\"strings\": {\n" + entries.joined(separator: ",\n") + "\n}\n}\n"
            try text.write(to: folder.appendingPathComponent("ui.xcstrings"), atomically: true, encoding: .utf8)
            let strings = try UIStrings.load(directory: folder, displayBase: root)
            let diagnostics = strings.catalogDiagnostics(for: languages)
                + strings.missing(for: languages, required: [], catalogFolder: "Localizations")
            try body(strings, diagnostics, text.components(separatedBy: "\n"))
        }
    }

    static func line(of key: String, in lines: [String]) -> Int? {
        lines.firstIndex { $0.hasPrefix("\"\(key)\": {") }.map { $0 + 1 }
    }

    @Test("a translation with other placeholders is an error naming the key and the language, at the key's line",
          arguments: [("%d results", "%@ résultats"), ("%lld results", "%d résultats"), ("%@ of %@", "%@ sur"), ("Done", "Fini %@")])
    func placeholderMismatch(english: String, french: String) throws {
        try Self.withCatalog([Self.entry("first", ["en": "A", "fr": "A", "es": "A"]),
                              Self.entry("count", ["en": english, "fr": french, "es": english])]) { _, diagnostics, lines in
            let errors = diagnostics.filter { $0.rule == "docgen.ui-string-placeholder" }
            #expect(errors.count == 1, "\(diagnostics.listing)")
            let error = try #require(errors.first)
            #expect(error.severity == .error)
            #expect(error.location.file == "Localizations/ui.xcstrings")
            #expect(error.location.line == Self.line(of: "count", in: lines))
            #expect(error.summary.contains("'count' in fr"), "\(error.summary)")
        }
    }

    @Test("placeholders in another order, with positions, are the same placeholders")
    func reorderedPlaceholders() throws {
        try Self.withCatalog([Self.entry("pair", ["en": "%@ before %d", "fr": "%2$d après %1$@", "es": "%1$@ antes de %2$d"]),
                              Self.entry("percent", ["en": "100%% of %@", "fr": "%@ à 100 %%", "es": "el 100 %% de %@"])]) { _, diagnostics, _ in
            #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
        }
    }

    @Test("plural variations are read, checked, and given to templates as JSON; the other form is the plain value")
    func pluralVariations() throws {
        let plural = """
            "count": {
            "comment": "How many results.",
            "localizations": {
            "en": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%lld result"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld results"}}}}},
            "fr": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "Un résultat"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld résultats"}}}}},
            "es": {"variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%@ resultado"}}, "other": {"stringUnit": {"state": "translated", "value": "%lld resultados"}}}}}
            }
            }
            """
        try Self.withCatalog([plural]) { strings, diagnostics, lines in
            #expect(strings.pluralForms("count", Language("fr")) == ["one": "Un résultat", "other": "%lld résultats"])
            #expect(strings.string("count", Language("fr")) == "%lld résultats")
            let json = try #require(strings.all(in: Language("fr"))["count" + UIStrings.pluralsSuffix])
            let decoded = try JSONDecoder().decode([String: String].self, from: Data(json.utf8))
            #expect(decoded == ["one": "Un résultat", "other": "%lld résultats"])
            // French may leave the number out of its `one` form; Spanish may not put a string there.
            let errors = diagnostics.filter { $0.rule == "docgen.ui-string-placeholder" }
            #expect(errors.count == 1, "\(diagnostics.listing)")
            #expect(errors.first?.summary.contains("'count' in es (plural form 'one')") == true, "\(diagnostics.listing)")
            #expect(errors.first?.location.line == Self.line(of: "count", in: lines))
            #expect(diagnostics.filter { $0.rule == "docgen.ui-string-missing" }.isEmpty, "\(diagnostics.listing)")
        }
    }

    @Test("a string marked new or needs_review is a warning in verify and counted by status")
    func reviewStates() throws {
        try Self.withCatalog([Self.entry("title", ["en": "Title", "fr": "Titre", "es": "Título"], state: ["fr": "needs_review", "es": "new"])]) { strings, diagnostics, lines in
            let warnings = diagnostics.filter { $0.rule == "docgen.ui-string-state" }
            #expect(warnings.count == 2, "\(diagnostics.listing)")
            #expect(warnings.allSatisfy { $0.severity == .warning && $0.location.line == Self.line(of: "title", in: lines) })
            #expect(warnings.contains { $0.summary.contains("in fr is marked 'needs_review'") })
            #expect(strings.translation(of: "title", in: Language("es")) == .needsReview(state: "new"))
        }
    }

    @Test("shouldTranslate false: every language shows the source string, and no translation is missing")
    func untranslatable() throws {
        try Self.withCatalog([Self.entry("step", extra: "\"shouldTranslate\": false", ["en": "#"])]) { strings, diagnostics, _ in
            #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
            #expect(strings.string("step", Language("fr")) == "#")
            #expect(strings.all(in: Language("es"))["step"] == "#")
            #expect(strings.translation(of: "step", in: Language("fr")) == .translated)
        }
        // Without the flag the same catalog is missing two translations.
        try Self.withCatalog([Self.entry("step", ["en": "#"])]) { _, diagnostics, _ in
            #expect(diagnostics.filter { $0.rule == "docgen.ui-string-missing" }.count == 1, "\(diagnostics.listing)")
        }
    }

    @Test("a key without a comment is a warning at its line")
    func missingComment() throws {
        try Self.withCatalog([Self.entry("a", ["en": "A", "fr": "A", "es": "A"]),
                              Self.entry("b", comment: nil, ["en": "B", "fr": "B", "es": "B"])]) { _, diagnostics, lines in
            let warnings = diagnostics.filter { $0.rule == "docgen.ui-string-comment" }
            #expect(warnings.count == 1, "\(diagnostics.listing)")
            #expect(warnings.first?.location.line == Self.line(of: "b", in: lines))
            #expect(warnings.first?.summary.contains("'b'") == true)
        }
    }

    @Test("the project's catalogs: every key has a comment, placeholders agree, nothing awaits review")
    func projectCatalogs() throws {
        let strings = try UIStrings.load(directory: PackagePaths.localizations, displayBase: PackagePaths.root)
        let diagnostics = strings.catalogDiagnostics(for: strings.languages)
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
        #expect(strings.keys.count > 100)
        #expect(strings.pluralForms("searchResultsCount", Language("fr"))?["one"] != nil)
    }
}
