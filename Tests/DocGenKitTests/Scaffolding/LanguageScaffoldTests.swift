@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `docgen add-language` on a copy of the repository's Content, Localizations and Site.
@Suite("add-language")
struct LanguageScaffoldTests {
    /// A copy of the project's three folders in `root`.
    static func copyProject(into root: URL) throws {
        for folder in [PackagePaths.content, PackagePaths.localizations, PackagePaths.site] {
            try FileManager.default.copyItem(at: folder, to: root.appendingPathComponent(folder.lastPathComponent))
        }
    }

    static func add(_ tag: String, in root: URL) throws -> LanguageScaffold.Outcome {
        try LanguageScaffold.add(tag, contentDirectory: root.appendingPathComponent("Content"),
                                 siteDirectory: root.appendingPathComponent("Site"),
                                 localizationsDirectory: root.appendingPathComponent("Localizations"), displayBase: root)
    }

    static func verify(_ root: URL) -> [Diagnostic] {
        Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root,
                        theme: (root.appendingPathComponent("Site"), root.appendingPathComponent("Localizations"))).diagnostics
    }

    static func snapshot(_ root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for folder in ["Content", "Localizations", "Site"] {
            for path in Theme.files(under: root.appendingPathComponent(folder)) {
                files[folder + "/" + path] = try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(path))
            }
        }
        return files
    }

    @Test("a new language verifies as a draft (warnings only); a second run changes nothing")
    func scaffoldVerifiesAndIsIdempotent() throws {
        try withTemporaryDirectory { root in
            try Self.copyProject(into: root)
            let before = try Self.snapshot(root)
            let first = try Self.add("de", in: root)
            let englishSections = before.keys.filter { $0.hasPrefix("Content/en/") && $0.hasSuffix("/_section.md") }.sorted()
            #expect(!englishSections.isEmpty)
            for section in englishSections {
                let german = section.replacingOccurrences(of: "Content/en/", with: "Content/de/")
                #expect(first.written.contains(german), "\(german) in \(first.written)")
                let text = try String(contentsOf: root.appendingPathComponent(german), encoding: .utf8)
                #expect(text.contains("title: \"\(LanguageScaffold.placeholderMarker) "), "\(text)")
            }
            #expect(first.written.contains("Site/site.yml"))
            #expect(first.written.contains("Localizations/ui.xcstrings"))

            let diagnostics = Self.verify(root)
            #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error })")
            #expect(diagnostics.filter { $0.rule == "docgen.draft-language" && $0.location.file == "Content/de" }.count == 1)
            #expect(diagnostics.contains { $0.rule == "docgen.untranslated-placeholder" && $0.severity == .warning })

            // Entries in state `new` hold English, which docgen status lists as needing review.
            let strings = try UIStrings.load(directory: root.appendingPathComponent("Localizations"), displayBase: root)
            let translatable = strings.keys.filter { !strings.untranslatable.contains($0) }
            #expect(!translatable.isEmpty)
            #expect(translatable.allSatisfy { strings.translation(of: $0, in: Language("de")) == .needsReview(state: "new") })
            #expect(strings.keys.allSatisfy { strings.string($0, Language("de")) == strings.string($0, .source) })

            let afterFirst = try Self.snapshot(root)
            let second = try Self.add("de", in: root)
            #expect(second.written.isEmpty, "\(second.written)")
            #expect(try Self.snapshot(root) == afterFirst, "running it twice changes nothing")
            // Everything that was there is still there, byte for byte, except the catalogs and site.yml.
            for (path, data) in before where !path.hasPrefix("Localizations/") && path != "Site/site.yml" {
                #expect(afterFirst[path] == data, "\(path) changed")
            }
        }
    }

    @Test("every catalog key gets the language in state new with the English value, and nothing else in the file moves")
    func catalogEntries() throws {
        try withTemporaryDirectory { root in
            try Self.copyProject(into: root)
            let original = try String(contentsOf: root.appendingPathComponent("Localizations/ui.xcstrings"), encoding: .utf8)
            _ = try Self.add("de", in: root)
            let added = try String(contentsOf: root.appendingPathComponent("Localizations/ui.xcstrings"), encoding: .utf8)
            let json = try #require(try JSONSerialization.jsonObject(with: Data(added.utf8)) as? [String: Any])
            let strings = try #require(json["strings"] as? [String: [String: Any]])
            #expect(!strings.isEmpty)
            var entries = 0
            for (key, entry) in strings where entry["shouldTranslate"] as? Bool != false {
                let localizations = try #require(entry["localizations"] as? [String: [String: Any]], "\(key)")
                let german = try #require(localizations["de"], "\(key) has no de")
                entries += 1
                if let unit = german["stringUnit"] as? [String: String] {
                    #expect(unit["state"] == "new")
                    #expect(unit["value"] == (localizations["en"]?["stringUnit"] as? [String: String])?["value"], "\(key)")
                } else {
                    #expect(german["variations"] != nil, "\(key): neither a string unit nor variations")
                }
            }
            // Taking the added entries out gives the original bytes back: the layout is kept.
            let entry = /,\n        "de": \{[\s\S]*?\n        \}(?=\n      \})/
            #expect(added.replacing(entry, with: "") == original)
            #expect(added.matches(of: entry).count == entries)
        }
    }

    @Test("a catalog in Xcode's layout keeps it", arguments: [" : ", ": "])
    func layouts(separator: String) throws {
        let text = "{\n  \"sourceLanguage\"\(separator)\"en\",\n  \"strings\"\(separator){\n    \"a\"\(separator){\n      \"localizations\"\(separator){\n        \"en\"\(separator){\n          \"stringUnit\"\(separator){\n            \"state\"\(separator)\"translated\",\n            \"value\"\(separator)\"A \\\"quoted\\\" %@\"\n          }\n        }\n      }\n    },\n    \"b\"\(separator){\n      \"shouldTranslate\"\(separator)false\n    }\n  },\n  \"version\"\(separator)\"1.0\"\n}\n"
        let added = try #require(try CatalogScaffold.adding(Language("ja"), to: text, file: "x.xcstrings"))
        #expect(added.contains("        },\n        \"ja\"\(separator){\n          \"stringUnit\"\(separator){\n            \"state\"\(separator)\"new\",\n            \"value\"\(separator)\"A \\\"quoted\\\" %@\"\n          }\n        }\n      }"), "\(added)")
        #expect(!added.contains("\"shouldTranslate\"\(separator)false,"), "a key not to translate gets nothing")
        #expect(try CatalogScaffold.adding(Language("ja"), to: added, file: "x.xcstrings") == nil)
    }

    @Test("a plural string gets the source's variations, each form in state new")
    func pluralVariations() throws {
        let text = """
            {
              "sourceLanguage": "en",
              "strings": {
                "count": {
                  "localizations": {
                    "en": {
                      "variations": {
                        "plural": {
                          "one": {
                            "stringUnit": {
                              "state": "translated",
                              "value": "%lld result"
                            }
                          },
                          "other": {
                            "stringUnit": {
                              "state": "translated",
                              "value": "%lld results"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              },
              "version": "1.0"
            }

            """
        let added = try #require(try CatalogScaffold.adding(Language("ko"), to: text, file: "x.xcstrings"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(added.utf8)) as? [String: Any])
        let entry = try #require(((json["strings"] as? [String: Any])?["count"] as? [String: Any])?["localizations"] as? [String: Any])
        let plural = try #require(((entry["ko"] as? [String: Any])?["variations"] as? [String: Any])?["plural"] as? [String: [String: [String: String]]])
        #expect(plural["one"]?["stringUnit"] == ["state": "new", "value": "%lld result"])
        #expect(plural["other"]?["stringUnit"] == ["state": "new", "value": "%lld results"])
        // Taking the new entry out gives the original back.
        #expect(added.replacing(/,\n        "ko": \{[\s\S]*?\n        \}(?=\n      \})/, with: "") == text)
    }

    @Test("a tag that is not canonical is refused with the one to use, and nothing is written", arguments: [
        ("ja-JP", "'ja'"), ("jp", "did you mean 'ja'?"), ("zh_CN", "'zh-Hans'"), ("en", "source language"),
    ])
    func refusesNonCanonical(tag: String, message: String) throws {
        try withTemporaryDirectory { root in
            try Self.copyProject(into: root)
            let before = try Self.snapshot(root)
            let error = try #require(throws: LanguageScaffold.Failure.self) { try Self.add(tag, in: root) }
            #expect(error.description.contains(message), "\(error.description)")
            #expect(try Self.snapshot(root) == before)
        }
    }

    @Test("the same language, no longer a draft, fails on its placeholders and warns about each string still new")
    func notDraftFails() throws {
        try withTemporaryDirectory { root in
            try Self.copyProject(into: root)
            _ = try Self.add("de", in: root)
            let config = root.appendingPathComponent("Site/site.yml")
            let text = try String(contentsOf: config, encoding: .utf8)
            try Data(text.replacingOccurrences(of: ", de]", with: "]").replacingOccurrences(of: "[de]", with: "[]").utf8).write(to: config)
            let diagnostics = Self.verify(root)
            #expect(diagnostics.contains { $0.rule == "docgen.ui-string-state" && $0.severity == .warning && $0.summary.contains("in de is marked 'new'") })
            #expect(!diagnostics.contains { $0.rule == "docgen.draft-language" && $0.location.file == "Content/de" })
            #expect(diagnostics.contains { $0.rule == "docgen.untranslated-placeholder" && $0.severity == .error })
        }
    }
}
