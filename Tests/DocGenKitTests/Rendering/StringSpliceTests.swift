@testable import DocGenKit
import Testing

/// `StringSplice` joins pieces of a page's HTML (cut next to ASCII delimiters) and new strings
/// without reading the bytes again as UTF-8; it must give the bytes that joining them as bytes gives.
@Suite("String splice")
struct StringSpliceTests {
    @Test("2,000 random texts of ASCII, accented, CJK, Hangul and emoji pieces, cut at random '<' and '>' and joined with new strings, give the bytes joined")
    func sameBytes() {
        let pieces = ["<p>", "</p>", "<code>", "</code>", "a", "é", "e\u{301}", "中文", "한국어", "👩‍👩‍👧", " ", "&amp;", ">", "<"]
        var random = SplitMix(seed: 2028)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...30, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let bytes = Array(text.utf8)
            // Cut points next to ASCII delimiters, as the HTML passes cut: at a '<', or after a '>'.
            var cuts = bytes.indices.filter { bytes[$0] == UInt8(ascii: "<") } + bytes.indices.filter { bytes[$0] == UInt8(ascii: ">") }.map { $0 + 1 }
            cuts = Array(Set(cuts + [0, bytes.count])).sorted()
            var splice = StringSplice(of: text, capacity: bytes.count)
            var expected: [UInt8] = []
            var start = 0
            for cut in cuts where Bool.random(using: &random) {
                splice.copy(start..<cut)
                expected += bytes[start..<cut]
                let inserted = pieces.randomElement(using: &random)!
                splice.append(inserted)
                expected += inserted.utf8
                start = cut
            }
            splice.copy(start..<bytes.count)
            expected += bytes[start...]
            #expect(Array(splice.text.utf8) == expected, "\(text.debugDescription)")
        }
    }
}
