@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The byte test before the term scan (`VariantBytes`) and the typography rules' triggers: they may
/// only skip texts and characters in which the checks would find nothing.
@Suite("Term variants as bytes")
struct VariantBytesTests {
    @Test("every scalar counted as always NFC is its own NFC, of combining class 0, and composes with no letter before it")
    func alwaysNFCScalars() {
        let before = ["a", "E", "가", "か", "\u{1100}"]
        var wrong: [String] = []
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value), scalar.isAlwaysNFC else { continue }
            let alone = String(Character(scalar))
            let composed = before.allSatisfy { letter in
                Array((letter + alone).precomposedStringWithCanonicalMapping.utf8) == Array((letter + alone).utf8)
            }
            let uncasedRight = !scalar.isUncasedAndAlwaysNFC
                || (!Character(scalar).isCased && TermMatcher.fold(Character(scalar), caseSensitive: false) == alone)
            if Array(alone.precomposedStringWithCanonicalMapping.utf8) != Array(alone.utf8)
                || scalar.properties.canonicalCombiningClass != .notReordered || !composed || !uncasedRight {
                wrong.append(String(value, radix: 16))
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(20))")
    }

    @Test("on 4,000 random texts of the real term base's words and punctuation, spelt every way, the checks find the same with and without their shortcuts")
    func sameFindings() throws {
        let terms = PackagePaths.root.appendingPathComponent("Terms")
        var base = try #require(TermBase.load(directory: terms, displayBase: "Terms").0)
        // One case-sensitive variant, so that the test of the text with its case runs too.
        base.concepts.append(TermBase.Concept(id: "case-test", definition: "", translate: true, entries: [
            "fr": TermBase.Entry(preferred: "iOS", note: nil, forbidden: [TermBase.Forbidden(
                variants: ["IOS", "Ios"], reason: "case", exceptions: [], caseSensitive: true, line: 1)]),
        ]))
        var scanning = TermMatcher(base)
        scanning.takesShortcuts = false
        let skipping = TermMatcher(base)

        func words(_ entries: [TermBase.Entry]) -> [String] { entries.flatMap { [$0.preferred] + $0.forbidden.flatMap(\.variants) } }
        let everyWord = words(base.concepts.flatMap(\.entries.values))
        let tricky = ["e\u{301}", "E\u{301}", "\u{00A0}", "\u{202F}", "\u{2019}", "'", "\u{037E}", "\u{212A}", "İ",
                      "\u{1112}\u{1161}\u{11AB}", "\u{F900}", "Ａ", "\u{304B}\u{3099}", "\u{0307}", "\r\n", " ", " ", "(", "x", "\u{FFFC}", "→", "\u{2190}\u{0338}",
                      ";", " :", "\u{202F}!", "?", "\"", "(", ")", "（", "«", "\u{2019}s", "한 (", "中(", ")文", "!\u{301}", "\u{FF1F}",
                      "\u{202F}x!", "\u{202F}:", "\u{202F}\u{00A0}?", "\u{202F}é;", "\u{202F}中?"]
        let variantBytes = Dictionary(uniqueKeysWithValues: base.languages.map { ($0, VariantBytes(Self.patterns(base, language: $0))) })
        var random = SplitMix(seed: 2026)
        var found = 0, skipped = 0, typography = 0, unbuilt = 0, partlyChecked = 0, onePass = 0, differing: [String] = []
        for round in 0..<4_000 {
            let language = base.languages[round % base.languages.count]
            let ownWords = words(base.concepts.compactMap { $0.entries[language] })
            var text = ""
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                if Bool.random(using: &random) {
                    var word = (Bool.random(using: &random) ? ownWords : everyWord).randomElement(using: &random)!
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: word = word.uppercased()
                    case 1: word = word.decomposedStringWithCanonicalMapping
                    case 2: word = word.capitalized
                    default: break
                    }
                    text += word
                } else {
                    text += tricky.randomElement(using: &random)!
                }
                text += [" ", "", "\u{00A0}", "s "].randomElement(using: &random)!
            }
            let unit = ProseUnit(text: text, at: SourceLocation(file: "t.md", line: 1))
            let expected = scanning.check(unit, language: language, context: "")
            let actual = skipping.check(unit, language: language, context: "")
            if expected != actual { differing.append("\(language): \(text.debugDescription)") }
            if expected.contains(where: { $0.summary.contains("forbidden variant") }) { found += 1 }
            if expected.contains(where: { !$0.summary.contains("forbidden variant") }) { typography += 1 }
            if VariantBytesTests.skips(base, language: language, unit) { skipped += 1 }
            // A text told "nothing to report" before its unit is built has nothing the full scan reports;
            // a unit built for the checks that may report in it gets what every check finds.
            let checks = skipping.checksThatMayReport(in: text, language: language)
            if checks.isEmpty {
                unbuilt += 1
                if !expected.isEmpty { differing.append("unbuilt \(language): \(text.debugDescription)") }
            } else {
                var partial = unit
                partial.checks = checks
                if checks != .all { partlyChecked += 1 }
                if skipping.check(partial, language: language, context: "") != expected {
                    differing.append("checks \(checks.rawValue) \(language): \(text.debugDescription)")
                }
            }
            // The one pass over the text's bytes answers as the three passes do: nothing, or something.
            if checks.isEmpty != skipping.checksThatMayReportStepByStep(in: text, language: language).isEmpty {
                differing.append("one pass \(language): \(text.debugDescription)")
            }
            if let bytes = variantBytes[language], let answer = bytes.checksThatMayReport(inPlainText: text, triggers: .init(always: [])) {
                onePass += 1
                if text.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn), answer.contains(.terms) != bytes.mayOccur(inScalarsOf: text) {
                    differing.append("one pass, variants only \(language): \(text.debugDescription)")
                }
            }
            if text.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn), let bytes = variantBytes[language],
               bytes.mayOccur(inScalarsOf: text) != bytes.mayOccur(in: unit.characters) {
                differing.append("scalars \(language): \(text.debugDescription)")
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        // Both kinds of text came up often enough to mean something.
        #expect(found > 400, "\(found) texts with a variant")
        #expect(skipped > 400, "\(skipped) texts skipped")
        #expect(typography > 250, "\(typography) texts with a typography problem")
        #expect(unbuilt > 200, "\(unbuilt) texts whose unit is not built")
        #expect(partlyChecked > 200, "\(partlyChecked) texts given one of the two checks")
        #expect(onePass > 1_000, "\(onePass) texts answered in one pass")
    }

    @Test("2,000 random pages of the term base's words, typography triggers and markup, and every Content page, get the same term errors whether units that can hold none are built or not")
    func unbuiltUnits() throws {
        let terms = PackagePaths.root.appendingPathComponent("Terms")
        let base = try #require(TermBase.load(directory: terms, displayBase: "Terms").0)
        var building = TermMatcher(base)
        building.takesShortcuts = false
        let skipping = TermMatcher(base)
        let everyWord = base.concepts.flatMap(\.entries.values).flatMap { [$0.preferred] + $0.forbidden.flatMap(\.variants) }
        // Words cut by markup, entities and line breaks; typography triggers; characters that join others.
        let markup = ["*", "**", "_", "`code`", "[", "](x.md)", "&amp;", "&#101;", "\\*", "\n", " ", " :", "\u{202F}!", "?", "'", "\u{2019}",
                      "\"", "«", "»", "(", ")", "（", "e\u{301}", "\u{301}", "中", "한", "https://a.b/c", "<!-- c -->", "<b>"]
        var random = SplitMix(seed: 2027)
        var pages: [ParsedPage] = []
        for round in 0..<2_000 {
            let language = base.languages[round % base.languages.count]
            var body = ""
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                for _ in 0..<Int.random(in: 1...8, using: &random) {
                    var piece = Bool.random(using: &random) ? everyWord.randomElement(using: &random)! : markup.randomElement(using: &random)!
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0: piece = piece.uppercased()
                    case 1: piece = piece.replacingOccurrences(of: " ", with: "\n")  // a soft break inside a term
                    default: break
                    }
                    body += piece + ["", " ", "\n"].randomElement(using: &random)!
                }
                body += ["\n\n", "\n\n# ", "\n\n| a | b |\n|---|---|\n| x ", "\n\n- "].randomElement(using: &random)!
            }
            let title = everyWord.randomElement(using: &random)!.replacingOccurrences(of: "\"", with: "")
            let text = "---\ntitle: \"\(title)\"\n---\n" + body + "\n"
            pages.append(PageParser.parse(SourcePage(language: Language(language), path: "t.md", displayPath: "Content/\(language)/t.md", text: text)))
        }
        let (differing, reported, contentPages) = ShortcutComparison.compare(pages,
            full: { TermBaseCheck.diagnostics(of: $0, matcher: building) }, shortcut: { TermBaseCheck.diagnostics(of: $0, matcher: skipping) })
        #expect(contentPages > 200)
        #expect(differing.isEmpty, "\(differing.prefix(3))")
        #expect(reported > 500, "\(reported) pages with a term or typography error")
    }

    @Test("the folding table gives each scalar below U+2100 the bytes that folding its Character gives, and so do texts of them, with case and without")
    func foldingTable() {
        func reference(_ characters: [Character], caseSensitive: Bool) -> [UInt8]? {
            var bytes: [UInt8] = []
            for character in characters {
                guard VariantBytes.appendFolded(character, caseSensitive: caseSensitive, to: &bytes) else { return nil }
            }
            return bytes
        }
        let scalars = (0x80..<0x2100).compactMap(Unicode.Scalar.init)
        for caseSensitive in [false, true] {
            for scalar in scalars {
                let expected = reference([Character(scalar)], caseSensitive: caseSensitive)
                #expect(VariantBytes.bytes(ofScalars: String(scalar), caseSensitive: caseSensitive) == expected, "U+\(String(scalar.value, radix: 16))")
                #expect(VariantBytes.bytes(of: [Character(scalar)], caseSensitive: caseSensitive) == expected, "U+\(String(scalar.value, radix: 16))")
            }
        }
        // Texts mixing ASCII, the table's scalars, Han and Hangul, read either way.
        var random = SplitMix(seed: 23)
        let pieces: [Character] = ["a", "Z", " ", "É", "é", "ß", "İ", "Σ", "ς", "Ж", "\u{A0}", "\u{202F}", "\u{2019}", "生", "한", "ǅ", "Ω", "K"]
        var unread = 0
        for _ in 0..<2_000 {
            let characters = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            for caseSensitive in [false, true] {
                let expected = reference(characters, caseSensitive: caseSensitive)
                if expected == nil { unread += 1 }
                #expect(VariantBytes.bytes(ofScalars: String(characters), caseSensitive: caseSensitive) == expected)
                #expect(VariantBytes.bytes(of: characters, caseSensitive: caseSensitive) == expected)
            }
        }
        #expect(unread > 0, "no text had a scalar the bytes cannot stand for: İ folds to two scalars, one not NFC-safe")
    }

    @Test("a variant of one character, or at the very end of the text, is found; a text without it is told no")
    func edges() {
        let bytes = VariantBytes([(["x"], false), (["f", "i", "n"], false), (["I", "O", "S"], true)])
        #expect(bytes.mayOccur(in: Array("a X b")))
        #expect(bytes.mayOccur(in: Array("la FIN")))
        #expect(bytes.mayOccur(in: Array("IOS")))
        #expect(!bytes.mayOccur(in: Array("ios fi")))
        #expect(!bytes.mayOccur(in: Array("")))
    }

    @Test("a variant the scan matches as a whole word does not count beside an ASCII letter, digit or underscore, and counts beside anything else")
    func wordBoundaries() {
        let bytes = VariantBytes([(["f", "i", "n"], false), (["한", "국"], false)])
        for text in ["la fin", "fin.", "(fin)", "FIN", "la fin\u{00A0}", "éfin", "finé", "d'fin", "한국어", "x한국"] {
            #expect(bytes.mayOccur(in: Array(text)), "\(text)")
            #expect(bytes.mayOccur(inScalarsOf: text), "\(text)")
        }
        for text in ["finir", "enfin", "fin_", "_fin", "2fin", "fin9", "Finance", "la finale"] {
            #expect(!bytes.mayOccur(in: Array(text)), "\(text)")
            #expect(!bytes.mayOccur(inScalarsOf: text), "\(text)")
        }
    }

    @Test("a variant inside a preferred term does not count where the term surely stands as the scan finds it, and counts elsewhere")
    func preferredTermsCover() {
        let bytes = VariantBytes([("llamada".map(String.init), false), ("fin".map(String.init), true)],
                                 preferred: ["llamada telefónica".map(String.init), "la fin".map(String.init)])
        for text in ["una llamada telefónica cubre", "Llamada Telefónica.", "(llamada telefónica)", "llamada telefónica"] {
            #expect(!bytes.mayOccur(in: Array(text)), "\(text)")
            #expect(!bytes.mayOccur(inScalarsOf: text), "\(text)")
        }
        // Beside a word byte or a byte beyond ASCII the term may not stand as a whole word; a
        // case-sensitive variant is never taken as covered (the scan looks for terms without case).
        for text in ["una llamada.", "llamada telefónicas", "llamada telefónica\u{301}", "éllamada telefónica", "中llamada telefónica",
                     "llamada telefónica y llamada", "la fin"] {
            #expect(bytes.mayOccur(in: Array(text)), "\(text)")
            #expect(bytes.mayOccur(inScalarsOf: text), "\(text)")
        }
    }

    static func patterns(_ base: TermBase, language: String) -> [(characters: [String], caseSensitive: Bool)] {
        base.concepts.compactMap { $0.entries[language] }.flatMap(\.forbidden).flatMap { forbidden in
            forbidden.variants.map { variant in
                (variant.map { TermMatcher.fold($0, caseSensitive: forbidden.caseSensitive) }, forbidden.caseSensitive)
            }
        }
    }

    static func skips(_ base: TermBase, language: String, _ unit: ProseUnit) -> Bool {
        let patterns = patterns(base, language: language)
        return !patterns.isEmpty && !VariantBytes(patterns).mayOccur(in: unit.characters)
    }
}
