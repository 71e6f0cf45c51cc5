import DocGenKit
import Testing

/// The checks across pages: translations, prose code spans and links.
@Suite("Fact checks across pages")
struct FactCheckTests {
    static let interruption = "id=i mode=app-delegate from=active events=\"interruption interruption-end\""
    static let interruptionLines = ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)"]
    static let kill = "id=k mode=app-delegate from=inactive events=\"kill\""
    static let killLines = ["applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)"]

    static var english: String {
        Fixture.page(title: "Home", body: "# Home\n\n" + Fixture.lifecycle(interruption, interruptionLines) + "\n"
            + Fixture.lifecycle(kill, killLines))
    }

    @Test("a faithful translation passes, even with translated comments and other spellings")
    func faithfulTranslation() throws {
        let french = Fixture.page(title: "Accueil", body: "# Accueil\n\n"
            + Fixture.lifecycle(Self.interruption, ["applicationWillResignActive: // perd le focus", "applicationDidBecomeActive"]) + "\n"
            + Fixture.lifecycle(Self.kill, Self.killLines))
        let diagnostics = try verify(["en/index.md": Self.english, "fr/index.md": french]).exceptUnrecorded
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("a French block with other events is a translation-mismatch at the translation's attribute")
    func frenchEventsDiffer() throws {
        // Valid on its own (the switcher gives the same callbacks), but not what the English page documents.
        let french = Fixture.page(title: "Accueil", body: "# Accueil\n\n"
            + Fixture.lifecycle("id=i mode=app-delegate from=active events=\"open-switcher leave-switcher\"", Self.interruptionLines) + "\n"
            + Fixture.lifecycle(Self.kill, Self.killLines))
        let diagnostics = try verify(["en/index.md": Self.english, "fr/index.md": french])
        let mismatch = try #require(diagnostics.with(rule: "translation-mismatch").first, "\(diagnostics.listing)")
        #expect(diagnostics.errors.count == 1, "\(diagnostics.listing)")
        #expect(mismatch.location.file == "Content/fr/index.md")
        #expect(mismatch.location.line == 7)
        #expect(mismatch.location.column == 49)
        #expect(mismatch.summary.contains("events is 'open-switcher leave-switcher', English has 'interruption interruption-end'"))
        #expect(mismatch.summary.contains("Content/en/index.md:7"))
    }

    @Test("a Chinese block missing a line is a translation-mismatch at the translation's line")
    func chineseLineDiffers() throws {
        let chinese = Fixture.page(title: "首页", body: "# 首页\n\n"
            + Fixture.lifecycle(Self.interruption, Self.interruptionLines) + "\n"
            + Fixture.lifecycle(Self.kill, ["applicationDidEnterBackground(_:) // 进入后台"]))
        let diagnostics = try verify(["en/index.md": Self.english, "zh-Hans/index.md": chinese])
        let mismatch = try #require(diagnostics.with(rule: "translation-mismatch").first, "\(diagnostics.listing)")
        #expect(mismatch.location == SourceLocation(file: "Content/zh-Hans/index.md", line: 13, column: 1))
        #expect(mismatch.summary.contains("missing 'applicationWillTerminate(_:)' at the end"))
        // The shorter block is still a valid sequence: willTerminate is optional on a kill.
        #expect(diagnostics.with(rule: "optional-step-omitted").count == 1)
        #expect(diagnostics.errors.count == 1, "\(diagnostics.listing)")
    }

    @Test("a Chinese block with a different callback on a line is reported on that line")
    func chineseCallbackDiffers() throws {
        let chinese = Fixture.page(title: "首页", body: "# 首页\n\n"
            + Fixture.lifecycle(Self.interruption, ["applicationWillResignActive(_:) // 失去活跃", "applicationDidEnterBackground(_:)"]) + "\n"
            + Fixture.lifecycle(Self.kill, Self.killLines))
        let diagnostics = try verify(["en/index.md": Self.english, "zh-Hans/index.md": chinese])
        let mismatch = try #require(diagnostics.with(rule: "translation-mismatch").first, "\(diagnostics.listing)")
        #expect(mismatch.location == SourceLocation(file: "Content/zh-Hans/index.md", line: 9, column: 1))
        #expect(mismatch.summary.contains("line 2 is 'applicationDidEnterBackground(_:)', English has 'applicationDidBecomeActive(_:)'"))
    }

    @Test("a translation that drops a block, or adds one, is a translation-mismatch")
    func missingOrExtraBlock() throws {
        let dropped = Fixture.page(title: "Accueil", body: Fixture.lifecycle(Self.interruption, Self.interruptionLines))
        let missing = try verify(["en/index.md": Self.english, "fr/index.md": dropped])
        #expect(missing.with(rule: "translation-mismatch").map(\.summary).contains { $0.hasPrefix("missing lifecycle block 'k'") },
                "\(missing.listing)")

        let extra = Fixture.page(title: "Accueil", body: Fixture.lifecycle(Self.interruption, Self.interruptionLines) + "\n"
            + Fixture.lifecycle(Self.kill, Self.killLines) + "\n"
            + Fixture.lifecycle("id=new mode=app-delegate from=active events=\"memory-warning\"", ["applicationDidReceiveMemoryWarning(_:)"]))
        let added = try verify(["en/index.md": Self.english, "fr/index.md": extra])
        #expect(added.with(rule: "translation-mismatch").map(\.summary).contains { $0.contains("'new' is not in the English page") },
                "\(added.listing)")
    }

    @Test("a translation without an English page is an orphan")
    func orphan() throws {
        let diagnostics = try verify(["en/index.md": Fixture.page(body: "Hi\n"), "fr/seul.md": Fixture.page(body: "Seul\n")])
        #expect(diagnostics.with(rule: "translation-orphan").map(\.location) == [SourceLocation(file: "Content/fr/seul.md", line: 1)])
    }

    @Test("a misspelt callback in an inline code span is an error at the span, with a did-you-mean")
    func inlineCodeSpan() throws {
        let page = Fixture.page(body: "The app calls `applicationDidBecomeActiv` first.\n")
        let diagnostics = try verify(["en/index.md": page])
        let error = try #require(diagnostics.with(rule: "unknown-callback").first, "\(diagnostics.listing)")
        #expect(error.summary == "'applicationDidBecomeActiv' is not a callback; did you mean 'applicationDidBecomeActive(_:)'?")
        // "The app calls `" is 15 bytes: the name starts at column 16.
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 5, column: 16))
    }

    @Test("an inline code span in Chinese prose is located by byte column")
    func inlineCodeSpanInChinese() throws {
        let page = Fixture.page(body: "应用调用 `sceneDidBecomeAcitve(_:)` 方法。\n")
        let diagnostics = try verify(["en/index.md": Fixture.page(body: "x\n"), "zh-Hans/index.md": page])
        let error = try #require(diagnostics.with(rule: "unknown-callback").first, "\(diagnostics.listing)")
        // "应用调用 `" is 4 × 3 + 1 + 1 = 14 bytes: the name starts at byte column 15 (character column 7).
        #expect(error.location == SourceLocation(file: "Content/zh-Hans/index.md", line: 5, column: 15))
        #expect(error.summary.hasSuffix("did you mean 'sceneDidBecomeActive(_:)'?"))
    }

    @Test("correct callbacks and other code in prose pass", arguments: [
        "`applicationDidBecomeActive(_:)`", "`sceneDidBecomeActive`", "`application:didFinishLaunchingWithOptions:`",
        "`UIApplication.State`", "`applicationState`", "`let scene = x`", "`scene.session`",
    ])
    func inlineCodeThatPasses(_ span: String) throws {
        let diagnostics = try verify(["en/index.md": Fixture.page(body: "See \(span).\n")])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("an inline selector whose labels fit no callback is an error")
    func inlineWrongLabels() throws {
        let diagnostics = try verify(["en/index.md": Fixture.page(body: "See `application(_:continue:)`.\n")])
        #expect(diagnostics.errors.count == 1, "\(diagnostics.listing)")
    }

    @Test("relative links must reach a page and a heading", arguments: [
        ("[x](missing.md)", "link 'missing.md' points to no page ('missing.md')"),
        ("[x](guides/other.md#nowhere)", "link 'guides/other.md#nowhere' names no heading '#nowhere' in Content/en/guides/other.md"),
        ("[x](../../outside.md)", "link '../../outside.md' leaves the content folder"),
    ])
    func brokenLinks(_ link: String, _ summary: String) throws {
        let diagnostics = try verify([
            "en/index.md": Fixture.page(body: "Read \(link) now.\n"),
            "en/guides/other.md": Fixture.page(body: "## Somewhere\n"),
        ])
        let error = try #require(diagnostics.with(rule: "broken-link").first, "\(diagnostics.listing)")
        #expect(error.summary == summary)
        #expect(error.location.file == "Content/en/index.md")
        #expect(error.location.line == 5)
    }

    @Test("good links pass: pages, headings, lifecycle anchors, English fallbacks and external URLs")
    func goodLinks() throws {
        let diagnostics = try verify([
            "en/index.md": Fixture.page(body: "[a](guides/other.md) [b](guides/other.md#somewhere) [c](https://example.com/x.md) [d](#top)\n"),
            "en/guides/other.md": Fixture.page(body: "## Somewhere\n\n" + Fixture.lifecycle("id=m mode=scenes from=active events=\"memory-warning\"",
                                                                                       ["applicationDidReceiveMemoryWarning(_:)"])
                + "\n[back](../index.md) [seq](other.md#seq-m)\n"),
            "fr/index.md": Fixture.page(body: "[autre](guides/other.md#somewhere) [c](https://example.com/x.md)\n"),  // falls back to English
        ]).exceptUnrecorded
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("content without English pages is an error")
    func noEnglish() throws {
        let diagnostics = try verify(["fr/index.md": Fixture.page(body: "x\n")])
        #expect(!diagnostics.with(rule: "no-source-language").isEmpty)
    }
}
