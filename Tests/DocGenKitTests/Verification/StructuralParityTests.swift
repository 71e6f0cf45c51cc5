@testable import DocGenKit
import DocGenTestSupport
import Testing

/// A translation keeps its English page's structure: headings, tables, code blocks, code spans
/// and link targets. Each silent edit a translator could make gives one warning of its own rule,
/// on the translated line it concerns.
@Suite("Structural parity of translations")
struct StructuralParityTests {
    static let english = [
        "# Scenes",
        "",
        "A scene app first gets `scene(_:willConnectTo:options:)`. See [the delegate](delegate.md) and [Apple's page](https://developer.apple.com/documentation/uikit/uiscenedelegate).",
        "",
        "## Foreground",
        "",
        "Coming back, a scene gets `sceneWillEnterForeground(_:)`, then `sceneDidBecomeActive(_:)`.",
        "",
        "| Moment | State |",
        "|---|---|",
        "| Coming back | inactive, then active |",
        "| Leaving | background |",
        "",
        "## Background",
        "",
        "Leaving, a scene gets `sceneDidEnterBackground(_:)`:",
        "",
        "```swift",
        "func sceneDidEnterBackground(_ scene: UIScene) {",
        "    // Save what the user was doing.",
        "    store.save()",
        "    log.flush()",
        "}",
        "```",
        "",
        "## Notes",
        "",
        "Read [the migration guide](migration.md) too; `UIApplicationSceneManifest` decides the mode.",
    ]

    /// A faithful French translation, line for line.
    static let french = [
        "# Scènes",
        "",
        "Une app à scènes reçoit d’abord `scene(_:willConnectTo:options:)`. Voir [le délégué](delegate.md) et [la page d’Apple](https://developer.apple.com/documentation/uikit/uiscenedelegate).",
        "",
        "## Premier plan",
        "",
        "En revenant, une scène reçoit `sceneWillEnterForeground(_:)`, puis `sceneDidBecomeActive(_:)`.",
        "",
        "| Moment | État |",
        "|---|---|",
        "| Retour | inactive, puis active |",
        "| Départ | arrière-plan |",
        "",
        "## Arrière-plan",
        "",
        "En partant, une scène reçoit `sceneDidEnterBackground(_:)` :",
        "",
        "```swift",
        "func sceneDidEnterBackground(_ scene: UIScene) {",
        "    // Enregistrer ce que faisait l’utilisateur.",
        "    store.save()",
        "    log.flush()",
        "}",
        "```",
        "",
        "## Remarques",
        "",
        "Lisez aussi [le guide de migration](migration.md) ; `UIApplicationSceneManifest` décide du mode.",
    ]

    /// One silent edit, and what it must give.
    struct Edit: Sendable, CustomTestStringConvertible {
        var name: String
        var rule: String
        /// The French lines after the edit.
        var lines: [String]
        /// A line of the edited page that the warning must be on.
        var lineWith: String
        /// Words the warning must say (what the English has).
        var says: [String]
        var testDescription: String { name }
    }

    static func replacing(_ old: String, with new: String) -> [String] {
        french.map { $0.replacingOccurrences(of: old, with: new) }
    }

    static let edits: [Edit] = [
        Edit(name: "a removed heading", rule: "parity-heading",
             lines: french.filter { $0 != "## Arrière-plan" }, lineWith: "## Remarques",
             says: ["## Background", "Content/en/index.md:18", "before this heading"]),
        Edit(name: "a changed code span", rule: "parity-code-span",
             lines: replacing("`UIApplicationSceneManifest`", with: "`UISceneManifest`"), lineWith: "`UISceneManifest`",
             says: ["`UISceneManifest`", "`UIApplicationSceneManifest`"]),
        Edit(name: "a link pointed at another page", rule: "parity-link",
             lines: replacing("(delegate.md)", with: "(app-delegate.md)"), lineWith: "(app-delegate.md)",
             says: ["'app-delegate.md'", "'delegate.md'"]),
        Edit(name: "a dropped table row", rule: "parity-table",
             lines: french.filter { $0 != "| Départ | arrière-plan |" }, lineWith: "| Moment | État |",
             says: ["1 row × 2 columns", "2 rows × 2 columns"]),
        Edit(name: "a deleted Swift line in a code block", rule: "parity-code-block",
             lines: french.filter { $0 != "    log.flush()" }, lineWith: "}",
             says: ["log.flush()"]),
        Edit(name: "a swapped callback span", rule: "parity-code-span",
             lines: replacing("`sceneWillEnterForeground(_:)`", with: "`sceneWillResignActive(_:)`"),
             lineWith: "`sceneWillResignActive(_:)`",
             says: ["`sceneWillResignActive(_:)`", "`sceneWillEnterForeground(_:)`"]),
        Edit(name: "a changed external URL", rule: "parity-link",
             lines: replacing("uikit/uiscenedelegate", with: "uikit/uiapplicationdelegate"), lineWith: "uiapplicationdelegate",
             says: ["https://developer.apple.com/documentation/uikit/uiscenedelegate"]),
    ]

    static func site(french lines: [String]) -> [String: String] {
        [
            "en/index.md": Fixture.page(title: "Scenes", body: english.joined(separator: "\n") + "\n"),
            "fr/index.md": Fixture.page(title: "Scènes", body: lines.joined(separator: "\n") + "\n"),
            "en/delegate.md": Fixture.page(title: "Delegate", body: "# Top\n\nText.\n"),
            "en/app-delegate.md": Fixture.page(title: "App delegate", body: "Text.\n"),
            "en/migration.md": Fixture.page(title: "Migration", body: "Text.\n"),
        ]
    }

    static func parityWarnings(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.filter { $0.rule.hasPrefix("docgen.parity-") }
    }

    @Test("a faithful translation, comments in code translated, gives no parity warning")
    func faithfulTranslation() throws {
        let diagnostics = try verify(Self.site(french: Self.french))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.listing)")
        #expect(Self.parityWarnings(diagnostics).isEmpty, "\(diagnostics.listing)")
    }

    @Test("each silent edit gives exactly one warning of its rule, at the edited line", arguments: edits)
    func silentEdit(_ edit: Edit) throws {
        #expect(edit.lines != Self.french, "the edit changes the page")
        let diagnostics = try verify(Self.site(french: edit.lines))
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.listing)")
        let warnings = Self.parityWarnings(diagnostics)
        #expect(warnings.count == 1, "\(diagnostics.listing)")
        let warning = try #require(warnings.first)
        let line = try #require(edit.lines.firstIndex { $0.contains(edit.lineWith) }) + 1 + Fixture.frontMatterLines
        #expect(warning.rule == "docgen." + edit.rule)
        #expect(warning.severity == .warning)
        #expect(warning.location.file == "Content/fr/index.md")
        #expect(warning.location.line == line, "\(warnings.listing)")
        for words in edit.says { #expect(warning.summary.contains(words), "\(warning.summary)") }
    }

    @Test("a translation reworded around its links and spans, in another order, gives no warning")
    func rewordedTranslation() throws {
        var lines = Self.french
        lines[2] = "Voir [la page d’Apple](https://developer.apple.com/documentation/uikit/uiscenedelegate), puis [ce guide](delegate.md#top) : `scene(_:willConnectTo:options:)` vient d’abord."
        lines[6] = "`sceneDidBecomeActive(_:)` suit `sceneWillEnterForeground(_:)` au retour."
        let diagnostics = try verify(Self.site(french: lines))
        #expect(Self.parityWarnings(diagnostics).isEmpty, "\(diagnostics.listing)")
    }

    @Test("a heading moved to another level is reported at that heading")
    func headingLevel() throws {
        let lines = Self.french.map { $0 == "## Arrière-plan" ? "### Arrière-plan" : $0 }
        let warnings = Self.parityWarnings(try verify(Self.site(french: lines)))
        let warning = try #require(warnings.first, "no warning")
        #expect(warnings.count == 1, "\(warnings.listing)")
        #expect(warning.rule == "docgen.parity-heading")
        #expect(warning.location.line == lines.firstIndex(of: "### Arrière-plan")! + 1 + Fixture.frontMatterLines)
        #expect(warning.summary.contains("level 3 where English has level 2"))
    }

    @Test("a link's line is found by bytes where the destination is ASCII and the line plain, as Foundation finds it, on 5,000 random paragraphs")
    func linkLineByBytes() {
        // The search as it was: Foundation's `contains`, and Characters' whitespace.
        func reference(_ destination: String, from line: Int, in lines: [Substring]) -> Int {
            guard line >= 1 else { return 1 }
            var index = line - 1
            while index < lines.count {
                if lines[index].contains(destination) { return index + 1 }
                if index > line - 1, lines[index].allSatisfy(\.isWhitespace) { break }
                index += 1
            }
            return line
        }
        let pieces = ["see ", "[a](b.md)", "b.md", "x/b.md#top", " ", "\t", "\r", "é", "e\u{301}", "中", "https://a.b/c", "\u{A0}", "",
                      "\u{301}", "\u{212A}", "K", "\u{37E}", ";", "a;K", "\u{3000}", "한"]
        let destinations = ["b.md", "x/b.md#top", "https://a.b/c", "é", "e\u{301}", "", "c", "b", "K", ";", "aK", "a;K"]
        var random = SplitMix(seed: 77)
        var differing: [String] = [], found = 0
        for _ in 0..<5_000 {
            let lines = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                Substring((0..<Int.random(in: 0...4, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined())
            }
            let destination = destinations.randomElement(using: &random)!
            let start = Int.random(in: 0...lines.count, using: &random)
            let expected = reference(destination, from: start, in: lines)
            if PageStructure.line(of: destination, from: start, in: lines) != expected { differing.append("\(destination) \(start) \(lines)") }
            if expected != start { found += 1 }
        }
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(found > 500, "\(found) found on a later line")
    }

    @Test("items compared with the shortcut for identical lists give what the comparison by sections and counts gives")
    func identicalItemsShortcut() {
        var random = SplitMix(seed: 61)
        let texts = ["a", "b", "`c`", "d.md", "é", ""]
        func items(_ count: Int) -> [PageStructure.Item] {
            (0..<count).map { index in
                PageStructure.Item(text: texts.randomElement(using: &random)!, location: SourceLocation(file: "x.md", line: index + 1),
                                   section: Int.random(in: 0...2, using: &random))
            }
        }
        for _ in 0..<2_000 {
            let english = items(Int.random(in: 0...6, using: &random))
            var translation = english
            switch random.next() % 4 {
            case 0: break  // identical: the shortcut
            case 1 where !translation.isEmpty: translation.remove(at: Int.random(in: 0..<translation.count, using: &random))
            case 2 where !translation.isEmpty: translation[Int.random(in: 0..<translation.count, using: &random)].section += 1
            default: translation = items(english.count)
            }
            for asSets in [false, true] {
                for bySection in [false, true] {
                    let reference = bySection
                        ? Set(english.map(\.section)).union(translation.map(\.section)).sorted().flatMap { section in
                            ItemDifference.between(english: english.filter { $0.section == section },
                                                   translation: translation.filter { $0.section == section }, asSets: asSets)
                        }
                        : ItemDifference.between(english: english, translation: translation, asSets: asSets)
                    let found = ItemDifference.between(english: english, translation: translation, asSets: asSets, bySection: bySection)
                    #expect(String(describing: found) == String(describing: reference), "\(english) \(translation)")
                }
            }
        }
    }
}
