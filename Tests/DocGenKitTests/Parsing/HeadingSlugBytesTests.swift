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
