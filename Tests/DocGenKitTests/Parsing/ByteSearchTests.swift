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
}
