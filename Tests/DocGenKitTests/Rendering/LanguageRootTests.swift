@testable import DocGenKit
import Testing

/// A page's way back to its language root is counted over the path's bytes; the Character split it
/// replaced is the oracle wherever the two can agree.
@Suite("Language root")
struct LanguageRootTests {
    @Test("one '../' per folder, as the Character split counted, for 2,000 random paths")
    func agreesWithCharacterSplit() {
        let pieces = ["a", "b", "/", "//", "états", "생명주기", "生命周期", "e\u{301}", "x.html", ".", "..", "😀"]
        var random = SplitMix(seed: 41)
        for _ in 0..<2_000 {
            let path = (0..<Int.random(in: 1...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = String(repeating: "../", count: max(path.split(separator: "/").count - 1, 0))
            #expect(PageContext.languageRoot(of: path) == expected, "\(path.debugDescription)")
        }
    }

    @Test("a slash is a folder's end even before a combining mark, as the file system reads it")
    func slashBeforeCombiningMark() {
        #expect(PageContext.languageRoot(of: "a/\u{301}b.html") == "../")
        #expect(PageContext.languageRoot(of: "index.html") == "")
        #expect(PageContext.languageRoot(of: "/a//b/c.html") == "../../")
        #expect(ReferencePages.link(from: "reference/callbacks/x.html", to: "states.html") == "../../states.html")
    }
}
