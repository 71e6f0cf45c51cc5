@testable import DocGenKit
import Foundation
import Testing

/// A plain path is let through from its bytes; the scalar-by-scalar reading is the oracle.
@Suite("Page path rules")
struct PagePathRulesTests {
    @Test("a path is refused, with the same reason, exactly when the full reading refuses it")
    func agreesWithFullReading() {
        let pieces = ["a", "scenes", "/", "//", "-", "_", ".md", "états", "生命周期", "e\u{301}", "#\u{301}", ":", "#", "?", "%",
                      "\\", "\n", "\u{7f}", "\u{85}", "\u{9f}", "\u{a0}", "\u{200b}", "👩🏽‍💻", String(repeating: "x", count: 130)]
        var random = SplitMix(seed: 23)
        var plain = 0
        for _ in 0..<20_000 {
            let path = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = Self.fullReading(path)
            #expect(PagePathRules.problem(with: path) == expected, "\(path.debugDescription)")
            if expected == nil { plain += 1 }
            let printable = String(path.unicodeScalars.flatMap { scalar -> [Character] in
                scalar.properties.generalCategory == .control ? Array(scalar.escaped(asASCII: true)) : [Character(scalar)]
            })
            #expect(PagePathRules.printable(path) == printable, "\(path.debugDescription)")
        }
        #expect(plain > 1_000)  // the fast answer is tried on many paths, not only refusals
    }

    /// The rules as they read a path before the byte check came first.
    private static func fullReading(_ path: String) -> String? {
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "an empty folder name" }
            if component.utf8.count > PagePathRules.maximumComponentBytes {
                return "a name longer than \(PagePathRules.maximumComponentBytes) bytes"
            }
            if let bad = component.first(where: { PagePathRules.forbidden.contains($0) }) { return "the character '\(bad)'" }
            if component.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "a control character (such as a newline)"
            }
        }
        return nil
    }
}
