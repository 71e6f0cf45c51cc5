import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A language marked `draft-languages` in `site.yml` builds with English UI strings where its own
/// are missing, with one warning, and stays out of the picker and of other languages' pages.
/// Japanese lacks strings in the repository's catalogs (and the test removes one more), as a draft does.
@Suite("Draft languages")
struct DraftLanguageTests {
    static let pages: [String: String] = SiteFixture.englishOnly.merging([
        "ja/index.md": ContentFixture.page(title: "ホーム", order: 1, body: """
            # ホーム

            [状態](life-cycle/states.md)を読む。

            \(SiteFixture.homeBlock)
            """),
        "fr/index.md": ContentFixture.page(title: "Accueil", order: 1, body: "# Accueil\n\nLire [les états](life-cycle/states.md).\n\n\(SiteFixture.homeBlock)"),
        "fr/life-cycle/states.md": ContentFixture.page(title: "États", order: 1, body: "## Les états\n\nCinq états.\n"),
    ]) { _, new in new }

    /// The repository's theme with `site.yml` replaced, in `<root>/Site`, and its catalogs in
    /// `<root>/Localizations` without Japanese for `skipToContent`, so one string surely lacks it.
    static func options(root: URL, siteYAML: String) throws -> BuildOptions {
        let site = root.appendingPathComponent("Site")
        try FileManager.default.copyItem(at: PackagePaths.site, to: site)
        try Data(siteYAML.utf8).write(to: site.appendingPathComponent("site.yml"))
        let catalogs = root.appendingPathComponent("Localizations")
        try FileManager.default.copyItem(at: PackagePaths.localizations, to: catalogs)
        let ui = catalogs.appendingPathComponent("ui.xcstrings")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: ui)) as? [String: Any])
        var strings = try #require(json["strings"] as? [String: Any])
        var entry = try #require(strings["skipToContent"] as? [String: Any])
        var localizations = try #require(entry["localizations"] as? [String: Any])
        localizations["ja"] = nil
        entry["localizations"] = localizations
        strings["skipToContent"] = entry
        json["strings"] = strings
        try JSONSerialization.data(withJSONObject: json).write(to: ui)
        var options = SiteFixture.options(root: root)
        options.siteDirectory = site
        options.localizationsDirectory = catalogs
        return options
    }

    @Test("a draft builds with one warning, English UI strings, a draft note, and is absent from the picker and other languages")
    func draftBuilds() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(Self.pages, into: root)
            var options = try Self.options(root: root, siteYAML: "draft-languages: [ja]\n")
            options.formats = [.site, .print]
            let result = try Pipeline.build(options)
            let warnings = result.diagnostics.filter { $0.rule == "docgen.draft-language" }
            #expect(warnings.count == 1, "\(result.diagnostics)")
            #expect(warnings.first?.severity == .warning)
            #expect(warnings.first?.location.file == "Content/ja")
            #expect(!result.diagnostics.contains { $0.rule == "docgen.ui-string-missing" }, "\(result.diagnostics)")

            let site = root.appendingPathComponent("_site")
            let read = { (path: String) in try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
            let japanese = try read("ja/index.html")
            #expect(japanese.contains("<html lang=\"ja\">"))
            #expect(japanese.contains("class=\"draft-notice\""))
            #expect(japanese.contains("日本語"), "the notice names the language in its own words")
            #expect(japanese.contains("<meta name=\"robots\" content=\"noindex\">"), "search engines wait for the finished translation")
            // A string Japanese lacks shows in English: the skip link.
            let skipEnglish = try #require(read("en/index.html").firstMatch(of: /class="skip-link" href="#main">([^<]+)</)?.output.1)
            #expect(japanese.contains("class=\"skip-link\" href=\"#main\">\(skipEnglish)<"))

            let picker = try read("index.html")
            #expect(!picker.contains("ja/index.html"), "the picker leaves the draft out")
            #expect(picker.contains("fr/index.html"))
            for page in ["en/index.html", "fr/index.html", "en/life-cycle/states.html"] {
                let html = try read(page)
                #expect(!html.contains("hreflang=\"ja\""), "\(page) links the draft")
                #expect(!html.contains("../ja/") && !html.contains("\"ja/"), "\(page) links the draft")
                #expect(!html.contains("draft-notice"), "\(page) is not a draft")
                #expect(!html.contains("noindex"), "\(page) is published")
            }
            #expect(japanese.contains("hreflang=\"fr\""), "the draft's own switcher still leads to the finished languages")
            // A book is a published edition: none for the draft.
            #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("print/fr.html").path))
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("print/ja.html").path))
        }
    }

    @Test("the same language, not marked draft, still fails on its missing strings")
    func nonDraftFails() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(Self.pages, into: root)
            let options = try Self.options(root: root, siteYAML: "{}\n")
            let error = try #require(throws: BuildError.self) { try Pipeline.build(options) }
            let missing = error.diagnostics.filter { $0.rule == "docgen.ui-string-missing" }
            #expect(!missing.isEmpty, "\(error.diagnostics)")
            #expect(missing.allSatisfy { $0.severity == .error && $0.summary.contains("ja") })
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path))
        }
    }

    @Test("draft-languages takes canonical tags only", arguments: [
        ("draft-languages: [ja-JP]\n", "'ja-JP' is written 'ja'"), ("draft-languages: [jp]\n", "did you mean 'ja'?"),
        ("draft-languages: ja\n", "is a list of language tags"),
    ])
    func draftKeyChecked(yaml: String, message: String) throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(Self.pages, into: root)
            let options = try Self.options(root: root, siteYAML: yaml)
            let diagnostics = Pipeline.verify(contentDirectory: options.contentDirectory, displayBase: root,
                                              theme: (options.siteDirectory, options.localizationsDirectory)).diagnostics
            let error = try #require(diagnostics.first { $0.rule == "docgen.site-config" }, "\(diagnostics)")
            #expect(error.summary.contains(message), "\(error.summary)")
            #expect(error.location.file == "Site/site.yml")
            #expect(error.location.line == 1 && error.location.column > 1)
        }
    }
}
