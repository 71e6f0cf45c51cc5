@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The forms people write a language in, and docgen's one spelling for each.
@Suite("Language tags")
struct LanguageTagTests {
    @Test("variants read as docgen's canonical tag", arguments: [
        ("zh-Hans", "zh-Hans"), ("zh_CN", "zh-Hans"), ("zh-CN", "zh-Hans"), ("zh-Hans-CN", "zh-Hans"), ("ZH-hans", "zh-Hans"),
        ("zh-SG", "zh-Hans"), ("zh-TW", "zh-Hant"), ("zh_Hant_HK", "zh-Hant"),
        ("ko", "ko"), ("ko-KR", "ko"), ("ko_KR", "ko"), ("KO-kr", "ko"), ("ko-Kore-KR", "ko"),
        ("ja", "ja"), ("ja-JP", "ja"), ("ja_jp", "ja"), ("JA", "ja"),
        ("fr", "fr"), ("fr-FR", "fr"), ("fr-CA", "fr-CA"), ("en-US", "en"), ("en-GB", "en-GB"), ("es-419", "es-419"),
        ("pt-BR", "pt-BR"), ("pt_br", "pt-BR"), ("sr-Latn", "sr-Latn"),
    ])
    func canonical(written: String, expected: String) {
        #expect(LanguageTag.canonicalTag(written) == expected)
        let reading = LanguageTag.read(written)
        if written == expected {
            #expect(reading == .canonical(Language(expected)))
        } else {
            #expect(reading == .variant(of: Language(expected)))
        }
    }

    @Test("likely slips are refused with what was meant", arguments: [
        ("jp", "ja"), ("JP", "ja"), ("kr", "ko"), ("cn", "zh-Hans"), ("zh", "zh-Hans"), ("tw", "zh-Hant"), ("cz", "cs"), ("iw", "he"),
    ])
    func slips(written: String, meant: String) {
        #expect(LanguageTag.canonicalTag(written) == nil)
        #expect(LanguageTag.read(written) == .invalid(suggestion: meant))
    }

    @Test("what is not a tag is refused without a guess", arguments: [
        "english", "xx", "", "fr-", "zh-Latn", "zh-US", "ja-JP-x-private", "en-USA", "f1", "français",
    ])
    func invalid(written: String) {
        #expect(LanguageTag.canonicalTag(written) == nil)
        #expect(LanguageTag.read(written) == .invalid(suggestion: nil))
    }

    /// The folder names the error's location, and no page of it is read.
    static func folderDiagnostics(_ folder: String) throws -> (diagnostics: [Diagnostic], pages: [SourcePage]) {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write([
                "en/index.md": ContentFixture.page(title: "Home", body: "# Home\n"),
                "\(folder)/index.md": ContentFixture.page(title: "ホーム", body: "# ホーム\n"),
            ], into: root)
            let loaded = ContentLoader.load(contentDirectory: content, displayBase: root)
            return (loaded.diagnostics, loaded.pages)
        }
    }

    @Test("a folder named 'jp' is an error at the folder, with did you mean 'ja'")
    func misspeltFolder() throws {
        let (diagnostics, pages) = try Self.folderDiagnostics("jp")
        let error = try #require(diagnostics.first { $0.rule == "docgen.language" }, "\(diagnostics)")
        #expect(error.severity == .error)
        #expect(error.location.file == "Content/jp")
        #expect(error.summary.contains("did you mean 'ja'?"), "\(error.summary)")
        #expect(pages.allSatisfy { $0.language == .source })
    }

    @Test("a non-canonical folder is an error that says the canonical name", arguments: [("zh_CN", "zh-Hans"), ("ko-KR", "ko"), ("ja-JP", "ja")])
    func variantFolder(folder: String, canonical: String) throws {
        let (diagnostics, pages) = try Self.folderDiagnostics(folder)
        let error = try #require(diagnostics.first { $0.rule == "docgen.language" }, "\(diagnostics)")
        #expect(error.severity == .error)
        #expect(error.location.file == "Content/\(folder)")
        #expect(error.summary.contains("rename the folder to '\(canonical)'"), "\(error.summary)")
        #expect(pages.allSatisfy { $0.language == .source }, "a second spelling must not be read as a language")
    }

    @Test("canonical folders load without a language diagnostic")
    func canonicalFolder() throws {
        let (diagnostics, pages) = try Self.folderDiagnostics("ja")
        #expect(!diagnostics.contains { $0.rule == "docgen.language" }, "\(diagnostics)")
        #expect(pages.contains { $0.language == Language("ja") })
    }

    @Test("a catalog's zh-CN and ko-KR are read as zh-Hans and ko; the canonical spelling wins over a variant")
    func catalogTags() throws {
        try withTemporaryDirectory { root in
            try writeFile("""
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "hello": {"localizations": {
                    "en": {"stringUnit": {"state": "translated", "value": "Hello"}},
                    "zh-CN": {"stringUnit": {"state": "translated", "value": "你好"}},
                    "ko-KR": {"stringUnit": {"state": "translated", "value": "안녕하세요"}},
                    "ko": {"stringUnit": {"state": "translated", "value": "안녕"}}
                  }}
                }}
                """, to: root.appendingPathComponent("ui.xcstrings"))
            let strings = try UIStrings.load(directory: root, displayBase: root)
            #expect(strings.string("hello", Language("zh-Hans")) == "你好")
            #expect(strings.string("hello", Language("ko")) == "안녕")
            #expect(!strings.languages.contains(Language("zh-CN")))
        }
    }
}
