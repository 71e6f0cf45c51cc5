import Foundation
@testable import DocGenKit
import DocGenTestSupport
import Testing

/// Version claims are checked against the API catalogue in every language, from the code span
/// and the version alone; right claims pass, wrong ones fail at their line.
@Suite("Version claims")
struct VersionClaimTests {
    /// (language, a right sentence, a wrong sentence): `sceneDidBecomeActive(_:)` came with iOS 13.
    static let sentences: [(String, String, String)] = [
        ("en", "Since iOS 13, `sceneDidBecomeActive(_:)` tells a scene it is active.",
               "Since iOS 12, `sceneDidBecomeActive(_:)` tells a scene it is active."),
        ("fr", "Depuis iOS 13, `sceneDidBecomeActive(_:)` signale qu'une scène est active.",
               "Depuis iOS 14, `sceneDidBecomeActive(_:)` signale qu'une scène est active."),
        ("es", "Desde iOS 13.0, `sceneDidBecomeActive(_:)` avisa de que una escena está activa.",
               "Desde iOS 13.4, `sceneDidBecomeActive(_:)` avisa de que una escena está activa."),
        ("zh-Hans", "从 iOS 13 开始，`sceneDidBecomeActive(_:)` 告诉场景它已激活。",
                    "从iOS 15开始，`sceneDidBecomeActive(_:)` 告诉场景它已激活。"),
        ("ko", "`sceneDidBecomeActive(_:)`는 iPadOS 13부터 씬이 활성 상태임을 알립니다.",
               "`sceneDidBecomeActive(_:)`는 iPadOS 16부터 씬이 활성 상태임을 알립니다."),
    ]

    static func diagnostics(_ body: String, language: String = "en") throws -> [Diagnostic] {
        var pages = ["en/index.md": ContentFixture.page(body: "# T\n")]
        pages["\(language)/index.md"] = ContentFixture.page(body: body)
        return try verify(pages).with(rule: "version-claim")
    }

    @Test("a right claim passes and a wrong one fails at its line, in every language", arguments: sentences)
    func claims(_ language: String, _ right: String, _ wrong: String) throws {
        #expect(try Self.diagnostics("Intro.\n\n" + right + "\n", language: language).isEmpty, "\(language)")
        let errors = try Self.diagnostics("Intro.\n\n" + wrong + "\n", language: language)
        #expect(errors.count == 1, "\(language): \(errors.listing)")
        #expect(errors.first?.location.line == ContentFixture.frontMatterLines + 3)
        #expect(errors.first?.summary.contains("introduced iOS 13.0") == true || errors.first?.summary.contains("iPadOS 13") == true,
                "\(errors.first?.summary ?? "")")
    }

    @Test("a deprecation is right only where the catalogue has one, in each language's own word", arguments: [
        ("en", "`applicationDidBecomeActive(_:)` is deprecated.", "`sceneDidBecomeActive(_:)` is deprecated."),
        ("fr", "`applicationDidBecomeActive(_:)` est obsolète.", "`sceneDidBecomeActive(_:)` est obsolète."),
        ("es", "`applicationDidBecomeActive(_:)` está obsoleto.", "`sceneDidBecomeActive(_:)` está obsoleto."),
        ("zh-Hans", "`applicationDidBecomeActive(_:)` 已被弃用。", "`sceneDidBecomeActive(_:)` 已被弃用。"),
        ("ko", "`applicationDidBecomeActive(_:)`는 지원 중단되었습니다.", "`sceneDidBecomeActive(_:)`는 지원 중단되었습니다."),
        // Decomposed (an accent, or Hangul letters, apart from their letter): the word is still found.
        ("fr", "`applicationDidBecomeActive(_:)` est obsole\u{300}te.", "`sceneDidBecomeActive(_:)` est obsole\u{300}te."),
        ("ko", "`applicationDidBecomeActive(_:)`는 지원 중단되었습니다.".decomposedStringWithCanonicalMapping,
         "`sceneDidBecomeActive(_:)`는 지원 중단되었습니다.".decomposedStringWithCanonicalMapping),
    ])
    func deprecation(_ language: String, _ right: String, _ wrong: String) throws {
        #expect(try Self.diagnostics(right + "\n", language: language).isEmpty, "\(language)")
        #expect(try Self.diagnostics(wrong + "\n", language: language).count == 1, "\(language)")
    }

    @Test("sentences and table rows are separate; two APIs in one sentence make no claim about either")
    func scope() throws {
        let body = """
            `sceneDidBecomeActive(_:)` is a scene method. iOS 9 had Split View.

            `sceneDidBecomeActive(_:)` and `applicationDidBecomeActive(_:)` differ since iOS 13.

            | API | Since |
            |---|---|
            | `sceneDidBecomeActive(_:)` | iOS 10 |
            """
        let errors = try Self.diagnostics(body)
        #expect(errors.count == 1, "\(errors.listing)")
        #expect(errors.first?.location.line == ContentFixture.frontMatterLines + 7, "the table row")
    }

    @Test("a reviewed sentence is left alone")
    func reviewed() throws {
        #expect(try Self.diagnostics("Logs from iOS 11 show `sceneDidBecomeActive(_:)`. <!-- docgen: reviewed -->\n").isEmpty)
        #expect(try Self.diagnostics("<!-- docgen: reviewed -->\nLogs from iOS 11 show `sceneDidBecomeActive(_:)`.\n").isEmpty)
        #expect(try Self.diagnostics("Logs from iOS 11 show `sceneDidBecomeActive(_:)`.\n").count == 1)
    }

    @Test("paragraphs without a platform name or a word for deprecated are not cut into sentences: 3,000 random pages and every Content page give the same errors as without that shortcut")
    func skippedParagraphs() throws {
        let apis = ["`sceneDidBecomeActive(_:)`", "`applicationDidBecomeActive(_:)`", "`UIScene`", "`x`"]
        // Claims and words whole, and cut by emphasis, an entity, a line break or a code span.
        let pieces = ["iOS 12", "iOS 13", "iPadOS 13.0", "Mac Catalyst 13.1", "Mac\nCatalyst 14", "tvOS 9", "visionOS 1",
                      "i*OS* 13", "iO**S** 14", "i&#79;S 15", "iOS\n12", "i`OS` 12", "O", "S", "Catalyst",
                      "deprecated", "Deprecated", "DEPRECATION", "depre*cated*", "obsolète", "OBSOLÈTE", "obsole\u{300}te",
                      "en desuso", "en\ndesuso", "弃用", "废弃", "지원 중단", "지원 중단".decomposedStringWithCanonicalMapping,
                      "text", "words", "。", ". ", "! ", "? ", "\n", " ", "<!-- docgen: reviewed -->"]
        var random = SplitMix(seed: 27)
        var pages: [ParsedPage] = []
        for round in 0..<3_000 {
            var body = ""
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                for _ in 0..<Int.random(in: 1...10, using: &random) {
                    body += (Int.random(in: 0..<4, using: &random) == 0 ? apis : pieces).randomElement(using: &random)! + " "
                }
                body += Bool.random(using: &random) ? "\n\n" : "\n\n| a | b |\n|---|---|\n| \(apis.randomElement(using: &random)!) | \(pieces.randomElement(using: &random)!) |\n\n"
            }
            let language = ["en", "fr", "es", "zh-Hans", "ko"][round % 5]
            pages.append(PageParser.parse(SourcePage(language: Language(language), path: "t.md", displayPath: "Content/\(language)/t.md",
                                                     text: ContentFixture.page(body: body))))
        }
        let (differing, reported, contentPages) = ShortcutComparison.compare(pages,
            full: { VersionClaimCheck.diagnostics(of: $0, skipsParagraphs: false) }, shortcut: { VersionClaimCheck.diagnostics(of: $0) })
        #expect(contentPages > 200)
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(reported > 300, "\(reported) pages with an error: the claims came up often enough to mean something")
    }

    @Test("sentence ends found by bytes are those found by Characters, in 3,000 random texts")
    func sentenceEndsByBytes() {
        func byCharacters(_ literal: String) -> [String.Index] {
            var ends: [String.Index] = []
            var index = literal.startIndex
            while index < literal.endIndex {
                let next = literal.index(after: index)
                switch literal[index] {
                case "。", "！", "？": ends.append(next)
                case ".", "!", "?": if next == literal.endIndex || literal[next] == " " { ends.append(next) }
                default: break
                }
                index = next
            }
            return ends
        }
        let pieces = [".", "!", "?", " ", "。", "！", "？", "iOS 17", "é", "e\u{301}", ".\u{301}", "\u{0600}.", "生命", "한", "\r", "\n", "…", "?!"]
        var random = SplitMix(seed: 17)
        var byBytes = 0
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            guard let ends = Sentences.sentenceEnds(in: text) else { continue }
            byBytes += 1
            #expect(ends == byCharacters(text), "\(text.debugDescription)")
        }
        #expect(byBytes > 500)
    }

    @Test("the word for deprecated is found as in the lower-cased text, in 5,000 random texts of every language's words in every case")
    func deprecatedWordsFoldingASCII() {
        let words = VersionClaimCheck.deprecatedWordForms.values.flatMap(\.words)
        var pieces = ["iOS 17", " ", "`scene(_:)`", "is", "É", "état", "ÉTAT", "\u{212A}", "\u{130}", "ẞ", "ß", "Σ", "ΣΑ", "Ａ",
                      "e\u{301}", "\u{301}", "弃", "用", "중", "단", "🙂", "ǅ", "\u{1E9E}", "\r\n"]
        for word in words {
            pieces += [word, word.uppercased(), word.capitalized, String(word.dropFirst()), String(word.prefix(3)).uppercased(),
                       word.decomposedStringWithCanonicalMapping.uppercased()]
        }
        var random = SplitMix(seed: 41)
        var found = 0
        for _ in 0..<5_000 {
            let text = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let language = VersionClaimCheck.deprecatedWordForms.keys.sorted().randomElement(using: &random)!
            let forms = VersionClaimCheck.deprecatedWordForms[language]!
            let expected = forms.words.contains { text.lowercased().containsBytes($0) }
            #expect(VersionClaimCheck.containsWord(of: forms, in: text) == expected, "\(language) \(text.debugDescription)")
            if expected { found += 1 }
        }
        #expect(found > 500, "only \(found) texts held a word: the test saw too few")
    }

    @Test("each scalar counted as a Character of its own is one between any neighbours")
    func charactersOfTheirOwn() {
        // Neighbours from every range of the set: a text of such scalars only has such neighbours.
        let neighbours: [Unicode.Scalar] = ["a", ".", "\n", " ", "é", "ɐ", "…", "→", "、", "か", "ア", "中", "㐀", "가", "각", "Ａ", "\u{FFFC}"]
        #expect(neighbours.allSatisfy { $0.isCharacterOfItsOwn })
        var joined: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.isCharacterOfItsOwn else { continue }
            for neighbour in neighbours {
                var text = String.UnicodeScalarView()
                text.append(neighbour); text.append(scalar); text.append(neighbour)
                if String(text).count != 3 { joined.append(String(value, radix: 16)); break }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(20))")
    }
}
