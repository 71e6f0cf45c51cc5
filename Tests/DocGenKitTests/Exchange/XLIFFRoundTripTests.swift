import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Pages through XLIFF and back: export, then import of the same file, gives the same bytes.
@Suite("XLIFF export and import")
struct XLIFFRoundTripTests {
    static let realContent = FileManager.default.fileExists(atPath: PackagePaths.content.path)

    @Test("every translated page of Content/ comes back byte for byte", .enabled(if: realContent, "no Content/ folder"),
          arguments: ["fr", "es", "zh-Hans", "ko"])
    func realContentRoundTrip(language: String) throws {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root)
        let translated = content.pages.filter { $0.source.language.code == language }
        let paths = translated.map(\.source.path).sorted()
        #expect(paths.count > 10)
        let xliff = XLIFFExport.document(paths: paths, language: Language(language), content: content)
        let pages = try XLIFFImport.pages(from: Data(xliff.utf8))
        #expect(pages.map(\.path) == paths)
        for page in pages {
            let original = try #require(content.page(Language(language), page.path))
            #expect(page.language == Language(language))
            #expect(Data(page.text.utf8) == Data(original.source.text.utf8), "\(page.path) differs after the round trip")
        }
    }

    static let english = Fixture.page(title: "Scenes", body: """
        # Scenes

        A scene gets `sceneDidBecomeActive(_:)` once [it is active](app.md#active) <!-- docgen: reviewed -->.

        - First item, with `code`
        - Second item

        | Callback | When |
        |---|---|
        | `sceneWillResignActive(_:)` | leaving |

        ```lifecycle id=a mode=scenes from=active events="home"
        sceneWillResignActive(_:)
        sceneDidEnterBackground(_:)
        ```

        """)
    static let french = Fixture.page(title: "Scènes", body: """
        # Scènes

        Une fois [active](app.md#active), une scène reçoit `sceneDidBecomeActive(_:)` <!-- docgen: reviewed -->.

        - Premier élément, avec `code`
        - Second élément

        | Callback | Quand |
        |---|---|
        | `sceneWillResignActive(_:)` | en partant |

        ```lifecycle id=a mode=scenes from=active events="home"
        sceneWillResignActive(_:)   // perd le focus
        sceneDidEnterBackground(_:)
        ```

        """)

    static func export(_ pages: [String: String], language: String = "fr") throws -> String {
        try withTemporaryDirectory { root in
            let folder = try ContentFixture.write(pages, into: root)
            let (content, _) = Pipeline.parse(contentDirectory: folder, displayBase: root)
            return XLIFFExport.document(paths: ["index.md"], language: Language(language), content: content)
        }
    }

    @Test("units: front matter, headings, paragraphs, list items and table cells; codes protected; blocks left out")
    func units() throws {
        let xliff = try Self.export(["en/index.md": Self.english, "fr/index.md": Self.french, "en/app.md": Fixture.page(body: "## Active\n")])
        let sources = xliff.matches(of: /<source>(.*?)<\/source>/).map { String($0.output.1) }
        let targets = xliff.matches(of: /<target state="translated">(.*?)<\/target>/).map { String($0.output.1) }
        #expect(sources == [
            "Scenes", "Scenes",
            "A scene gets <ph id=\"1\">`sceneDidBecomeActive(_:)`</ph> once <bpt id=\"2\">[</bpt>it is active<ept id=\"2\">](app.md#active)</ept> <ph id=\"3\">&lt;!-- docgen: reviewed --&gt;</ph>.",
            "First item, with <ph id=\"1\">`code`</ph>", "Second item",
            "Callback", "When", "<ph id=\"1\">`sceneWillResignActive(_:)`</ph>", "leaving",
        ], "\(xliff)")
        // The French moves the link before the code span: the ids follow what the codes hold.
        #expect(targets[2] == "Une fois <bpt id=\"2\">[</bpt>active<ept id=\"2\">](app.md#active)</ept>, une scène reçoit <ph id=\"1\">`sceneDidBecomeActive(_:)`</ph> <ph id=\"3\">&lt;!-- docgen: reviewed --&gt;</ph>.")
        #expect(targets.count == sources.count)
        #expect(!xliff.contains("<source>sceneWillResignActive"), "lifecycle blocks are not units")
        #expect(xliff.contains("<internal-file form=\"text\">"))
    }

    @Test("a page not translated yet has units without targets; importing it gives the English page")
    func untranslatedPage() throws {
        let xliff = try Self.export(["en/index.md": Self.english, "en/app.md": Fixture.page(body: "## Active\n")], language: "ko")
        #expect(!xliff.contains("<target"))
        let pages = try XLIFFImport.pages(from: Data(xliff.utf8))
        #expect(pages.map(\.path) == ["index.md"] && pages.first?.language == Language("ko"))
        #expect(pages.first?.text == Self.english)
    }

    @Test("a section with another number of units keeps its text, with targets marked for review; other headings: no targets")
    func misalignedSections() throws {
        let merged = Self.french.replacingOccurrences(of: "- Premier élément, avec `code`\n- Second élément\n", with: "- Premier et second éléments, avec `code`\n")
        #expect(merged != Self.french)
        let xliff = try Self.export(["en/index.md": Self.english, "fr/index.md": merged, "en/app.md": Fixture.page(body: "## Active\n")])
        #expect(xliff.contains("<target state=\"needs-review-translation\">Premier et second éléments"), "\(xliff)")
        #expect(xliff.contains("<note from=\"docgen\">"))
        let page = try #require(try XLIFFImport.pages(from: Data(xliff.utf8)).first)
        #expect(page.text == merged && page.hasTargets)

        let extraHeading = Self.french + "\n## En plus\n\nTexte.\n"
        let english = try Self.export(["en/index.md": Self.english, "fr/index.md": extraHeading, "en/app.md": Fixture.page(body: "## Active\n")])
        #expect(!english.contains("<target"))
        let fallback = try #require(try XLIFFImport.pages(from: Data(english.utf8)).first)
        #expect(!fallback.hasTargets && fallback.text == Self.english)
    }

    @Test("an edited target is written into its place, and only there")
    func editedTarget() throws {
        let xliff = try Self.export(["en/index.md": Self.english, "fr/index.md": Self.french, "en/app.md": Fixture.page(body: "## Active\n")])
        let edited = xliff.replacingOccurrences(of: "<target state=\"translated\">Second élément</target>",
                                                with: "<target state=\"translated\">Deuxième élément</target>")
        #expect(edited != xliff)
        let page = try #require(try XLIFFImport.pages(from: Data(edited.utf8)).first)
        #expect(page.text == Self.french.replacingOccurrences(of: "- Second élément", with: "- Deuxième élément"))
    }

    @Test("a file that is not XLIFF from docgen is refused with a reason")
    func brokenFile() {
        #expect(throws: XLIFFImport.Failure.self) { try XLIFFImport.pages(from: Data("<xliff><file".utf8)) }
        #expect(throws: XLIFFImport.Failure.self) {
            try XLIFFImport.pages(from: Data("<xliff><file original=\"a.md\" target-language=\"fr\"><header><skl><internal-file>x\u{F8FF}9\u{F8FF}</internal-file></skl></header></file></xliff>".utf8))
        }
    }
}
