@testable import DocGenKit
import Foundation
import Testing

/// `LinkTarget` reads a destination as bytes; the Character-by-Character reading it replaced is
/// the oracle, on destinations made of the pieces links are made of.
@Suite("Link targets")
struct LinkTargetTests {
    @Test("read as bytes, a destination gives the page and fragment the Character reading gives")
    func agreesWithCharacterReading() {
        let pieces = ["../", "./", "scenes/", "états/", "生命周期/", "page", "-2", ".md", ".html", "#", "#états", "%C3%A9", "%ZZ",
                      ":", "https:", "/", "..", ".", "é", "e\u{301}", "👩🏽‍💻", " ", "?q=1"]
        let from = ["", "index.md", "scenes/scene-delegate.md", "a/b/c.md", "生命周期/页面.md"]
        var random = SplitMix(seed: 11)
        var pages = 0
        for _ in 0..<5_000 {
            let destination = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let page = from.randomElement(using: &random)!
            let read = LinkTarget(destination, from: page), expected = Oracle(destination, from: page)
            #expect(read?.pagePath == expected?.pagePath, "\(destination) from \(page)")
            #expect(read?.fragment == expected?.fragment, "\(destination) from \(page)")
            #expect((read == nil) == (expected == nil), "\(destination) from \(page)")
            if read?.pagePath != nil { pages += 1 }
        }
        #expect(pages > 100)  // the pieces do make page links, not only refusals
        #expect(LinkTarget("../b/c.md#x%20y", from: "a/p.md")?.pagePath == "b/c.md")
        #expect(LinkTarget("../b/c.md#x%20y", from: "a/p.md")?.fragment == "x y")
        #expect(LinkTarget("../../c.md", from: "a/p.md")?.pagePath == nil)
    }

    @Test("a path's .md suffix, told from its bytes, is the suffix Characters see, beside Prepend characters and marks too")
    func markdownSuffixAsCharacters() {
        let pieces = [".md", ".", "m", "d", "\u{600}", "\u{600}.md", "\u{301}", "\u{200D}", "a", "é", "生", "/", ""]
        var random = SplitMix(seed: 19)
        var suffixes = 0, joined = 0
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(LinkTarget.endsInMarkdownSuffix(Substring(path)) == path.hasSuffix(".md"), "\(path.debugDescription)")
            if path.hasSuffix(".md") { suffixes += 1 }
            if path.utf8.reversed().starts(with: "dm.".utf8), !path.hasSuffix(".md") { joined += 1 }
        }
        #expect(suffixes > 250 && joined > 20, "\(suffixes) suffixes, \(joined) joined to the character before")
        #expect(!LinkTarget.endsInMarkdownSuffix("\u{600}.md"))
    }

    /// The reading before it went to bytes (Character by Character, Foundation's `contains`).
    private struct Oracle {
        let pagePath: String?
        let fragment: String?

        init?(_ destination: String, from pagePath: String) {
            guard !destination.contains(":"), !destination.hasPrefix("/"), !destination.hasPrefix("#") else { return nil }
            let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let path = String(parts[0])
            guard path.hasSuffix(".md") else { return nil }
            fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding : nil
            var components = pagePath.split(separator: "/").dropLast().map(String.init)
            for piece in path.split(separator: "/") {
                switch piece {
                case ".": continue
                case "..":
                    if components.isEmpty { self.pagePath = nil; return }
                    components.removeLast()
                default: components.append(String(piece))
                }
            }
            self.pagePath = components.joined(separator: "/")
        }
    }
}
