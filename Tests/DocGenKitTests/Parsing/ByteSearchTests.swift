@testable import DocGenKit
import Foundation
import Testing

/// `containsBytes` stands in for Foundation's `contains` where docgen looks for ASCII markers.
@Suite("Byte search")
struct ByteSearchTests {
    @Test("an ASCII needle is found where Foundation finds it, in text of any script")
    func agreesWithFoundation() {
        let pieces = ["docgen:", "|", "\\|", "OS", "iOS 17", "Catalyst", "é", "e\u{301}", "生命周期", "👩🏽‍💻", " ", "-", "<wbr>", "d", "ocgen"]
        let needles = ["docgen:", "|", "\\|", "OS", "Catalyst", "<wbr>", "-", " ", "gen:"]
        var random = SplitMix(seed: 3)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for needle in needles {
                #expect(text.containsBytes(needle) == text.contains(needle), "\(text) / \(needle)")
                #expect(text.dropFirst().containsBytes(needle) == text.dropFirst().contains(needle), "\(text) / \(needle)")
            }
        }
        #expect(!"abc".containsBytes(""))
    }

    @Test("a byte is found by memchr wherever the UTF-8 holds it, and only there")
    func findsOneByte() {
        let pieces = ["line\r\n", "\r", "\n", "生命周期", "é", "👩🏽‍💻", "a", "", "\t"]
        var random = SplitMix(seed: 5)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            for byte: UInt8 in [13, 10, 9, 0x61, 0xE7] {
                #expect(text.containsByte(byte) == text.utf8.contains(byte), "\(text.debugDescription) / \(byte)")
            }
        }
        #expect(!"".containsByte(13))
    }
}
