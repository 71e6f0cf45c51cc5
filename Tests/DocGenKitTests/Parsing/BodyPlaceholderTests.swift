@testable import DocGenKit
import Testing

/// Substituting tokens in a page body, byte by byte, against a reference that splits the text on the
/// frame scalar.
@Suite("Body placeholders")
struct BodyPlaceholderTests {
    static let frame = "\u{F8FF}"
    static let pieces = ["a", "é", "e\u{301}", "名", "씬", "👩🏽‍💻", "<p>", "\n", " ", "permalink", "table:1", "lifecycle:0",
                         "diagram:app-states", "nonsense", frame, frame, frame]

    /// What substitution must give: text between frames kept, each framed body replaced by its fill or,
    /// when it names no placeholder, dropped and listed; an unclosed frame and what follows kept.
    static func reference(_ html: String, page: PageID, fill: (BodyPlaceholder) -> String?) -> (String, [String]) {
        var parts = html.unicodeScalars.split(separator: "\u{F8FF}", omittingEmptySubsequences: false).map { String(String.UnicodeScalarView($0)) }
        var tail = ""
        if parts.count % 2 == 0 { tail = frame + parts.removeLast() }  // an odd number of frames: the last is unclosed
        var result = "", unfilled: [String] = []
        for (index, part) in parts.enumerated() {
            if index % 2 == 0 { result += part; continue }
            if let placeholder = BodyPlaceholder(token: part[...], page: page), let filled = fill(placeholder) {
                result += filled
            } else {
                unfilled.append(BodyPlaceholder(token: part[...], page: page).map { "\($0)" } ?? part)
            }
        }
        return (result + tail, unfilled)
    }

    @Test("random bodies: the same text and the same unfilled tokens as the reference", arguments: 0..<4)
    func matchesReference(seed: Int) {
        var generator = SplitMix(seed: UInt64(seed))
        let page = PageID(language: .source, path: "x.md")
        let fill: (BodyPlaceholder) -> String? = { placeholder in
            if case .diagram = placeholder { return nil }
            return "[\(placeholder)]"
        }
        for _ in 0..<500 {
            let html = (0..<Int.random(in: 0...30, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            let got = BodyPlaceholder.substitute(in: html, page: page, fill)
            let expected = Self.reference(html, page: page, fill: fill)
            #expect(got.html == expected.0, "\(html.debugDescription)")
            #expect(got.unfilled == expected.1, "\(html.debugDescription)")
        }
    }

    @Test("a token beside combining marks and emoji is still found")
    func tokenBesideGraphemes() {
        let html = "e\u{301}" + Self.frame + "permalink" + Self.frame + "\u{301}👩🏽‍💻"
        let got = BodyPlaceholder.substitute(in: html, page: nil) { _ in "P" }
        #expect(got.html == "e\u{301}P\u{301}👩🏽‍💻")
        #expect(got.unfilled.isEmpty)
    }

    @Test("a token's kind and argument split as Characters split them at the first colon")
    func kindAndArgumentAsCharacters() {
        let pieces = ["table", "before-heading", ":", ":", "3", "é", "\u{301}", "\u{0600}", "中", "-", ""]
        var generator = SplitMix(seed: 29)
        for _ in 0..<5_000 {
            let token = (0..<Int(generator.next() % 6)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(BodyPlaceholder.kindAndArgument(token[...]) == token.split(separator: ":", maxSplits: 1), "\(token.debugDescription)")
        }
    }
}

/// A small seeded generator, so a failing case can be run again.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
