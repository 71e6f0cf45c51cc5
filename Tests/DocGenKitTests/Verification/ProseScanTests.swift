@testable import DocGenKit
import Testing

/// The term check leaves URLs and bare selectors alone. It finds them with a hand scanner, linear
/// in the text; these tests hold it to the two patterns it replaced, written as regular expressions.
@Suite("Term check: URLs and selectors in prose")
struct ProseScanTests {
    /// The reference: the union of both patterns' matches, as positions.
    static func reference(_ characters: [Character]) -> Set<Int> {
        let text = String(characters)
        var positions = Set<Int>()
        let ranges = text.matches(of: /[A-Za-z][A-Za-z0-9+.\-]*:\/\/[^\s\u{FFFC}]+/).map(\.range)
            + text.matches(of: /[A-Za-z_][A-Za-z0-9_]*\([A-Za-z0-9_]*:[A-Za-z0-9_:]*\)/).map(\.range)
        for range in ranges {
            let start = text.distance(from: text.startIndex, to: range.lowerBound)
            let end = text.distance(from: text.startIndex, to: range.upperBound)
            positions.formUnion(start..<end)
        }
        return positions
    }

    static func scanned(_ characters: [Character]) -> Set<Int> {
        Set(ProseUnit.urlAndSelectorRanges(in: characters).flatMap { $0 })
    }

    @Test("examples: a URL to the next space, a selector, neither", arguments: [
        ("See https://developer.apple.com/documentation/uikit for more.", 47),
        ("Call application(_:didDiscardSceneSessions:) once.", 39),
        ("x-app+1.v://a/b?c=d\u{FFFC}rest and 9a(b:) or _x(:)", 19 + 5 + 5),
        ("no url: here, f(x) has no colon, ://alone, a:// with nothing after", 0),
        ("版本 https://例子.cn/页 和 scene(_:willConnectTo:options:)。", 15 + 31),
    ])
    func examples(_ text: String, protectedCount: Int) {
        #expect(Self.scanned(Array(text)) == Self.reference(Array(text)))
        #expect(Self.scanned(Array(text)).count == protectedCount)
    }

    @Test("random texts from the characters that matter: the scanner marks what the patterns marked")
    func randomTexts() {
        var random = SystemRandomNumberGenerator()
        let alphabet = Array("ab9_+.-:/() \u{FFFC}é")
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...24, using: &random)).map { _ in alphabet.randomElement(using: &random)! }
            #expect(Self.scanned(text) == Self.reference(text), "\(String(text).debugDescription)")
        }
    }
}
