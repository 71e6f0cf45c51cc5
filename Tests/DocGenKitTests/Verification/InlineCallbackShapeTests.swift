@testable import DocGenKit
import Testing

/// Which code spans the inline-callback check looks up: ASCII spans are read as bytes, the others
/// by Characters. Both must answer as the Character reading (kept here as the reference) does.
@Suite("Inline callbacks: which code spans look like one")
struct InlineCallbackShapeTests {
    /// The reading before: `hasPrefix` on Characters.
    static func reference(_ literal: String) -> Bool {
        guard !literal.contains(" "), !literal.contains(".") else { return false }
        for prefix in ["userNotificationCenter", "windowScene", "application", "scene"] where literal.hasPrefix(prefix) {
            let rest = literal.dropFirst(prefix.count)
            return rest.hasPrefix("(") || rest.hasPrefix(":") || ["Did", "Will", "Should"].contains { rest.hasPrefix($0) }
        }
        return false
    }

    @Test("examples")
    func examples() {
        #expect(InlineCallbackCheck.looksLikeCallback("applicationDidBecomeActive"))
        #expect(InlineCallbackCheck.looksLikeCallback("scene(_:willConnectTo:options:)"))
        #expect(InlineCallbackCheck.looksLikeCallback("windowScene:"))
        #expect(!InlineCallbackCheck.looksLikeCallback("sceneDelegate"))
        #expect(!InlineCallbackCheck.looksLikeCallback("UIApplication.shared"))
        #expect(!InlineCallbackCheck.looksLikeCallback("application Did"))
        #expect(!InlineCallbackCheck.looksLikeCallback("sceneWill\u{0301}"))  // not ASCII: read by Characters
    }

    @Test("spans of prefixes, verbs, accents and marks answer as the Character reading", arguments: 0..<4)
    func sameAsReference(seed: Int) {
        let pieces = ["application", "scene", "windowScene", "userNotificationCenter", "Did", "Will", "Should", "(", ":", ")",
                      "_", " ", ".", "x", "é", "\u{0301}", "\u{0600}", "中"]
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<3_000 {
            let length = Int(generator.next() % 5)
            let literal = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(InlineCallbackCheck.looksLikeCallback(literal) == Self.reference(literal), "span \(literal.debugDescription)")
        }
    }
}
