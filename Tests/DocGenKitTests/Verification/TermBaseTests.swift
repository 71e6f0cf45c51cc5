@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The term base (`Terms/*.yml`) and the `term` rule: forbidden variants in prose, headings, tables
/// and UI strings, French typography, and the repository's own content and catalogs.
@Suite("Term base")
struct TermBaseTests {
    /// A small term base in the real file's format.
    static let termBase = """
        languages: [en, fr, es, zh-Hans, ko]
        typography:
          fr:
            narrowSpaceBefore: ";:!?"
            apostrophe: "'"
        concepts:
          - id: callback
            definition: A delegate method UIKit calls.
            en: callback
            fr:
              preferred: callback
              forbidden:
                - variants: [rappel, rappels]
                  reason: French iOS developers write "callback"
            es:
              preferred: callback
              forbidden:
                - variants: [llamada, llamadas]
                  reason: a "llamada" is also a phone call
                  except: ['llamadas? telefónicas?']
            zh-Hans: 回调
            ko: 콜백
          - id: deprecated
            en: deprecated
            fr: obsolète
            es: obsoleto
            zh-Hans:
              preferred: 弃用
              forbidden:
                - variants: [废弃]
                  reason: one word for deprecated
            ko: 지원 중단
          - id: launch
            en: launch
            fr: lancement
            es:
              preferred: arranque
              forbidden:
                - variants: [inicio]
                  reason: '"inicio" is Home'
            zh-Hans: 启动
            ko: 실행
          - id: home-button
            en: Home button
            fr: bouton principal
            es: botón de inicio
            zh-Hans: 主屏幕按钮
            ko: 홈 버튼
          - id: window
            en: window
            fr: fenêtre
            es: ventana
            zh-Hans: 窗口
            ko:
              preferred: 창
              forbidden:
                - variants: [윈도우, 윈도]
                  reason: one word for a window
        """

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "version" : "1.0",
          "strings" : {
            "siteTitle" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Life cycle" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Cycle de vie" } }
              }
            },
            "lifecycleColumnCallback" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Callback" } },
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@" } }
              }
            }
          }
        }

        """

    static let english = Fixture.page(title: "Home", body: "The callback arrives.\n")

    /// Verifies `pages` in a project with the term base and `catalog`, and returns the `term`
    /// diagnostics; paths are absolute (the check finds `Terms/` beside the content folder).
    func termDiagnostics(_ pages: [String: String], catalog: String = Self.catalog,
                         termBase: String = Self.termBase) throws -> (diagnostics: [Diagnostic], root: String) {
        try withTemporaryDirectory { root in
            let content = try ContentFixture.write(pages.merging(["en/index.md": Self.english]) { page, _ in page }, into: root)
            try writeFile(termBase, to: root.appendingPathComponent("Terms/termbase.yml"))
            try writeFile(catalog, to: root.appendingPathComponent("Localizations/ui.xcstrings"))
            let diagnostics = Pipeline.verify(contentDirectory: content).diagnostics
            return (diagnostics.with(rule: "term"), root.standardizedFileURL.path)
        }
    }

    /// A catalog whose French `lifecycleColumnCallback` is `value`.
    static func catalog(french value: String) -> String {
        catalog.replacingOccurrences(of: "\"value\" : \"%@\"", with: "\"value\" : \"\(value)\"")
    }

    // MARK: Forbidden variants in pages

    @Test("a forbidden term in prose is an error at its line and column, naming the preferred term, in each language",
          arguments: [
              ("fr", "Le premier rappel arrive.", "rappel", "callback", 12),
              ("es", "Ninguna llamada lo anuncia.", "llamada", "callback", 9),
              ("zh-Hans", "这个方法已被废弃。", "废弃", "弃用", 19),
              ("ko", "각 윈도우에는 씬이 있습니다.", "윈도우", "창", 5),
          ])
    func forbiddenTermInProse(language: String, sentence: String, variant: String, preferred: String, column: Int) throws {
        let page = Fixture.page(title: "Page", body: "Intro.\n\n" + sentence + "\n")
        let (diagnostics, _) = try termDiagnostics(["\(language)/index.md": page])
        let problem = try #require(diagnostics.first, "no term diagnostic for \(language)")
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(problem.severity == .error)
        #expect(problem.location.file.hasSuffix("/Content/\(language)/index.md"))
        #expect(problem.location.line == Fixture.frontMatterLines + 3)
        #expect(problem.location.column == column)
        #expect(problem.summary.contains("'\(variant)'"))
        #expect(problem.summary.contains("write '\(preferred)'"), "\(problem.summary)")
    }

    @Test("a case-sensitive variant is an error only in the spelling it names: a proper name written in lower case fails, as Apple writes it passes")
    func caseSensitiveVariants() throws {
        let termBase = Self.termBase + """

              - id: notification-center
                en: Notification Center
                fr:
                  preferred: Centre de notifications
                  forbidden:
                    - variants: [centre de notifications]
                      caseSensitive: true
                      reason: a proper name
                es: Centro de notificaciones
                zh-Hans: 通知中心
                ko: 알림 센터
            """
        let body = "Le Centre de notifications s'ouvre.\n\nLe centre de notifications s'ouvre.\n\nLE CENTRE DE NOTIFICATIONS.\n"
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": Fixture.page(title: "Page", body: body)], termBase: termBase)
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        let problem = try #require(diagnostics.first)
        #expect(problem.location.line == Fixture.frontMatterLines + 3)
        #expect(problem.location.column == 4)
        #expect(problem.summary.contains("'centre de notifications'") && problem.summary.contains("write 'Centre de notifications'"),
                "\(problem.summary)")
    }

    @Test("headings, table cells, list items, link text and the page title are checked; the line is the one with the word")
    func headingsTablesAndTitles() throws {
        let body = """
            # Les rappels

            - un rappel dans une liste
            - [le dernier rappel](index.md)

            | Colonne | Rappel |
            |---|---|
            | a | b |

            """
        let page = Fixture.page(title: "Un rappel", body: body)
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": page])
        let places = diagnostics.map { [$0.location.line, $0.location.column] }
        #expect(places == [[2, 11], [5, 7], [7, 6], [8, 15], [10, 13]], "\(diagnostics.listing)")
    }

    @Test("the same word in a code span, a code block or a URL passes")
    func codeIsNotProse() throws {
        let body = """
            Le symbole `rappel` et le lien <https://example.com/rappel> restent tels quels.

            ```swift
            let rappel = 1 // un rappel
            ```

            """
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": Fixture.page(title: "Page", body: body)])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("a lifecycle line's comment is prose: a forbidden term in it is an error at its column; the callback is not")
    func lifecycleComments() throws {
        let line = "applicationWillResignActive(_:)   // le rappel arrive"
        let body = """
            Intro.

            ```lifecycle id=t mode=app-delegate from=active events="home"
            \(line)
            applicationDidEnterBackground(_:)
            ```

            """
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": Fixture.page(title: "Page", body: body)])
        let problem = try #require(diagnostics.first, "no term diagnostic for the comment")
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(problem.location.line == Fixture.frontMatterLines + 4)
        #expect(problem.location.column == line.utf8.count - "rappel arrive".utf8.count + 1)
        #expect(problem.summary.contains("'rappel'"))
    }

    @Test("a variant inside an exception or inside another concept's preferred term passes")
    func exceptions() throws {
        let body = "Una llamada telefónica interrumpe la app. Pulsa el botón de inicio.\n"
        let (diagnostics, _) = try termDiagnostics(["es/index.md": Fixture.page(title: "Página", body: body)])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
        let (launch, _) = try termDiagnostics(["es/index.md": Fixture.page(title: "Página", body: "Un inicio en frío.\n")])
        #expect(launch.map(\.summary).contains { $0.contains("'inicio'") && $0.contains("write 'arranque'") }, "\(launch.listing)")
    }

    @Test("a Korean variant inside a longer one is reported once")
    func nestedVariantsOnce() throws {
        let page = Fixture.page(title: "페이지", body: "윈도우 하나.\n")
        let (diagnostics, _) = try termDiagnostics(["ko/index.md": page])
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(diagnostics.first?.summary.contains("'윈도우'") == true)
    }

    // MARK: French typography

    @Test("French 'callback :' with an ordinary space fails at the colon, with U+202F it passes")
    func frenchColon() throws {
        let ordinary = Fixture.page(title: "Page", body: "Le callback : il arrive.\n")
        let (failing, _) = try termDiagnostics(["fr/index.md": ordinary])
        let problem = try #require(failing.first, "no diagnostic for an ordinary space")
        #expect(failing.count == 1, "\(failing.listing)")
        #expect(problem.location.line == Fixture.frontMatterLines + 1)
        #expect(problem.location.column == 13)
        #expect(problem.summary.contains("U+202F"))

        let narrow = Fixture.page(title: "Page", body: "Le callback\u{202F}: il arrive\u{202F}; vraiment\u{202F}?\n")
        let (passing, _) = try termDiagnostics(["fr/index.md": narrow])
        #expect(passing.isEmpty, "\(passing.listing)")
    }

    @Test("French punctuation without a space, or after U+00A0, fails; selectors, URLs and times pass")
    func frenchPunctuationCases() throws {
        let body = "Vraiment?\n\nAttention\u{00A0}!\n\nVoir `scene(_:willConnectTo:options:)`, [sceneDidBecomeActive(_:)](https://example.com/a:b), à 10:30.\n"
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": Fixture.page(title: "Page", body: body)])
        #expect(diagnostics.map(\.location.line) == [5, 7], "\(diagnostics.listing)")
        #expect(diagnostics.first?.summary.contains("no space") == true)
        #expect(diagnostics.last?.summary.contains("U+00A0") == true)
    }

    @Test("French pages write one apostrophe")
    func frenchApostrophe() throws {
        let (diagnostics, _) = try termDiagnostics(["fr/index.md": Fixture.page(title: "Page", body: "L’app et l'app.\n")])
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(diagnostics.first?.location.column == 2)
    }

    @Test("the typography of one language does not apply to another")
    func typographyPerLanguage() throws {
        let (diagnostics, _) = try termDiagnostics(["es/index.md": Fixture.page(title: "Página", body: "El callback: llega.\n")])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    // MARK: UI strings

    @Test("a UI string with a forbidden term fails at its key's line in the catalog")
    func uiStringWithForbiddenTerm() throws {
        let (diagnostics, root) = try termDiagnostics([:], catalog: Self.catalog(french: "Rappel"))
        let problem = try #require(diagnostics.first, "no diagnostic for the UI string")
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(problem.location.file == root + "/Localizations/ui.xcstrings")
        #expect(problem.location.line == 11)
        #expect(problem.summary.contains("UI string 'lifecycleColumnCallback' (fr)"))
        #expect(problem.summary.contains("write 'callback'"))

        let (typography, _) = try termDiagnostics([:], catalog: Self.catalog(french: "Aucun callback : rien"))
        #expect(typography.count == 1 && typography.first?.location.line == 11, "\(typography.listing)")

        let (passing, _) = try termDiagnostics([:], catalog: Self.catalog(french: "Callback"))
        #expect(passing.isEmpty, "\(passing.listing)")
    }

    @Test("a plural form of a UI string is checked like any value, at its key's line")
    func pluralFormWithForbiddenTerm() throws {
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "count" : {
                  "localizations" : {
                    "fr" : { "variations" : { "plural" : {
                      "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld rappel" } },
                      "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld callbacks" } }
                    } } }
                  }
                }
              }
            }
            """
        let (diagnostics, _) = try termDiagnostics([:], catalog: catalog)
        #expect(diagnostics.count == 1, "\(diagnostics.listing)")
        #expect(diagnostics.first?.location.line == 4)
        #expect(diagnostics.first?.summary.contains("UI string 'count' (fr)") == true, "\(diagnostics.listing)")
    }

    // MARK: The term base itself

    @Test("a term base that is not valid YAML is an error at its line")
    func brokenTermBase() throws {
        let (diagnostics, root) = try termDiagnostics([:], termBase: "languages: [en, fr\nconcepts: [\n")
        let problem = try #require(diagnostics.first)
        #expect(problem.location.file == root + "/Terms/termbase.yml")
        #expect(problem.summary.contains("not valid YAML"))
    }

    @Test("a concept without a term for a language of the term base is reported")
    func conceptMissingALanguage() throws {
        let termBase = "languages: [en, fr]\nconcepts:\n  - id: window\n    en: window\n"
        let (diagnostics, _) = try termDiagnostics([:], termBase: termBase)
        #expect(diagnostics.map(\.summary).contains { $0.contains("concept 'window' has no term for fr") }, "\(diagnostics.listing)")
        #expect(diagnostics.first?.location.line == 3)
    }

    @Test("without a Terms folder the check does nothing")
    func noTermBase() throws {
        let diagnostics = try withTemporaryDirectory { root in
            let content = try ContentFixture.write(["en/index.md": Self.english,
                                                    "fr/index.md": Fixture.page(title: "Page", body: "Un rappel : oui.\n")], into: root)
            return Pipeline.verify(contentDirectory: content).diagnostics
        }
        #expect(diagnostics.with(rule: "term").isEmpty)
    }

    // MARK: The repository

    @Test("the real term base reads without problems and covers the five languages",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent("Terms").path)))
    func realTermBase() throws {
        let (base, problems) = TermBase.load(directory: PackagePaths.root.appendingPathComponent("Terms"), displayBase: "Terms")
        let termBase = try #require(base)
        #expect(problems.isEmpty, "\(problems.listing)")
        #expect(termBase.languages == ["en", "fr", "es", "zh-Hans", "ko"])
        #expect(termBase.concepts.count >= 40)
        #expect(termBase.concepts.contains { !$0.translate && $0.entries["zh-Hans"]?.preferred == "Split View" })
        #expect(termBase.typography["fr"]?.narrowSpaceBefore == ";:!?")
    }

    @Test("the real Content/ and Localizations/ pass the term base",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path)))
    func realContentPasses() {
        // No display base: paths stay absolute, so the check finds Terms/ and Localizations/ beside Content/.
        let diagnostics = Pipeline.verify(contentDirectory: PackagePaths.content).diagnostics
        #expect(diagnostics.with(rule: "term").isEmpty, "\(diagnostics.with(rule: "term").listing)")
    }

    @Test("the real term base catches a forbidden variant in every language",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.root.appendingPathComponent("Terms/termbase.yml").path)))
    func realTermBaseCatches() throws {
        let real = try String(contentsOf: PackagePaths.root.appendingPathComponent("Terms/termbase.yml"), encoding: .utf8)
        let pages = [
            "fr/index.md": Fixture.page(title: "Page", body: "Le dernier rappel.\n"),
            "es/index.md": Fixture.page(title: "Página", body: "Un inicio en frío.\n"),
            "zh-Hans/index.md": Fixture.page(title: "页面", body: "按 Home 键回到主屏幕。\n"),
            "ko/index.md": Fixture.page(title: "페이지", body: "윈도 하나.\n"),
        ]
        let (diagnostics, _) = try termDiagnostics(pages, termBase: real)
        let languages = Set(diagnostics.compactMap { $0.location.file.split(separator: "/").dropLast().last.map(String.init) })
        #expect(languages == ["fr", "es", "zh-Hans", "ko"], "\(diagnostics.listing)")
    }

    @Test("scripts/terms-to-tbx writes TBX-Basic that Python's XML parser reads back",
          .enabled(if: TermBaseTests.pythonWithYAML, "python3 with PyYAML is not installed"))
    func tbxConversion() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", PackagePaths.root.appendingPathComponent("scripts/terms-to-tbx").path, "--check"]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(message)")
        #expect(message.contains("valid TBX-Basic structure"), "\(message)")
    }

    @Test("a character folds as the full case mapping folds it, for every scalar of the first three planes and CRLF")
    func foldingMatchesCaseMapping() {
        func reference(_ character: Character, caseSensitive: Bool) -> String {
            switch character {
            case "\u{00A0}", "\u{202F}", "\u{2009}": return " "
            case "\u{2019}": return "'"
            default: return caseSensitive ? String(character) : character.lowercased()
            }
        }
        var characters: [Character] = ["\r\n", "e\u{301}", "🇰🇷"]
        characters += (0...0x2FFFF).compactMap { Unicode.Scalar($0).map(Character.init) }
        var differences: [String] = []
        for character in characters {
            for caseSensitive in [false, true]
            where TermMatcher.fold(character, caseSensitive: caseSensitive) != reference(character, caseSensitive: caseSensitive) {
                differences.append(String(character.unicodeScalars.first!.value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    static var pythonWithYAML: Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import yaml"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
