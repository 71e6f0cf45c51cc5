@testable import DocGenKit
import Testing

/// A heading's slug by its bytes (`HeadingSlugs.asciiSlug(of:)`) against the slug by Characters,
/// which it must equal on every ASCII text, and which every other text still gets.
@Suite("Heading slugs by bytes")
struct HeadingSlugBytesTests {
    @Test("random ASCII text, control characters and CR LF included: the same slug as by Characters")
    func asciiMatchesCharacters() {
        var random = SystemRandomNumberGenerator()
        let pieces = ["App", "states", "didFinishLaunching", "_", "__x", "-", " ", "\r\n", "\r", "\n", "\t", "(_:)", "iOS 13", "9", "Z", "a.b", "&amp;", "\u{7f}", "\u{0}"]
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                text += Bool.random(using: &random)
                    ? pieces.randomElement(using: &random)!
                    : String(UnicodeScalar(UInt8.random(in: 0...127, using: &random)))
            }
            #expect(HeadingSlugs.asciiSlug(of: text) == HeadingSlugs.slug(of: text), "\(text.debugDescription)")
        }
    }

    @Test("random text beyond ASCII: by scalars where it is taken so, the same slug as by Characters")
    func scalarsMatchCharacters() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(seed: seed)
        let pieces = ["Scène", "ÉTAT", "état", "Ñandú", "año", "生命周期", "场景", "앱", "상태", "Σίσυφος", "ß", "İ", "ǅ", "Ⅻ", "①", "٣",
                      "e\u{301}", "\u{301}", "😀", "x\u{200d}y", "\u{A0}", "\u{3000}", "（", "）", "・", "ー", "_", "-", " ", "(_:)",
                      "iOS 13", "\r\n", "\u{FFFC}", "Ａ", "ａ", "→", "’", "«", "»", "¿", "¡"]
        var byScalars = 0
        for _ in 0..<3_000 {
            let text = (0..<Int(random.next() % 7)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
            let fast = HeadingSlugs.scalarSlug(of: text)
            if fast != nil { byScalars += 1 }
            #expect((fast ?? HeadingSlugs.slug(of: text)) == HeadingSlugs.slug(of: text), "seed \(seed): \(text.debugDescription)")
        }
        #expect(byScalars > 500, "seed \(seed)")
        for text in ["Scène active", "生命周期", "앱 상태", "ÉTAT (actif)", "Ａｐｐ"] { #expect(HeadingSlugs.scalarSlug(of: text) != nil, "\(text)") }
        for text in ["e\u{301}tat", "x\u{200d}y", "İstanbul", "a\r\nb"] { #expect(HeadingSlugs.scalarSlug(of: text) == nil, "\(text)") }
    }

    @Test("text beyond ASCII is left to Characters, and slugs as before")
    func beyondASCII() {
        for text in ["Scène active", "e\u{301}tat", "生命周期", "앱 상태", "A\u{300}B", "x\u{200d}y"] {
            #expect(HeadingSlugs.asciiSlug(of: text) == nil)
        }
        var slugs = HeadingSlugs()
        #expect(slugs.next(for: "App states") == "app-states")
        #expect(slugs.next(for: "App  states!") == "app-states-2")
        #expect(slugs.next(for: "生命周期") == "生命周期")
        #expect(slugs.next(for: "Scène (active)") == "scène-active")
        #expect(slugs.next(for: "?!") == "section")
    }
}
