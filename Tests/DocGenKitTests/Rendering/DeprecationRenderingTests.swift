@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A deprecated API is marked wherever a page names it, and its reference page shows its
/// availability and replacement (from `APICatalogue`).
@Suite("Deprecated APIs on the site")
struct DeprecationRenderingTests {
    @Test("prose marks a deprecated API in the reader's language; the reference page gives versions and the replacement")
    func deprecatedAPI() throws {
        try withTemporaryDirectory { root in
            let pages = [
                "en/index.md": Fixture.page(title: "Home", order: 1, body: "Old: `applicationDidBecomeActive(_:)`. New: `sceneDidBecomeActive(_:)`.\n"),
                "fr/index.md": Fixture.page(title: "Accueil", order: 1, body: "Ancien : `applicationDidBecomeActive(_:)`.\n"),
            ]
            _ = try SiteFixture.build(root: root, pages: pages)
            let site = root.appendingPathComponent("_site")
            // Without the line-break hints inside API names (CodeBreakTests checks those).
            let english = try String(contentsOf: site.appendingPathComponent("en/index.html"), encoding: .utf8)
                .replacingOccurrences(of: "<wbr>", with: "")
            #expect(english.contains("<code class=\"api-deprecated\">applicationDidBecomeActive(_:)</code> <span class=\"deprecated-tag\" title=\"Deprecated in iOS 26.0; use sceneDidBecomeActive(_:)\">deprecated"))
            #expect(english.contains("<code>sceneDidBecomeActive(_:)</code>"), "a current API is not marked")
            let french = try String(contentsOf: site.appendingPathComponent("fr/index.html"), encoding: .utf8)
            #expect(french.contains(">obsolète<"), "the tag is in the page's language")

            let reference = try String(contentsOf: site.appendingPathComponent("en/reference/callbacks/applicationdidbecomeactive.html"),
                                       encoding: .utf8).replacingOccurrences(of: "<wbr>", with: "")
            #expect(reference.contains("Deprecated in iOS 26.0; use <code>sceneDidBecomeActive(_:)</code>"))
            #expect(reference.contains("<th scope=\"row\">tvOS</th>"), "availability per platform")
            #expect(reference.contains("href=\"../../reference/callbacks/scenedidbecomeactive.html\"><code>sceneDidBecomeActive(_:)</code></a>"),
                    "the replacement links to its own page")
            #expect(reference.contains("https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive"))
        }
    }

    /// The scan that finds code spans replaced a regular expression (for speed): on random HTML
    /// of spans, markup, entities, long and empty spans, both mark the same spans.
    @Test("the code spans marked are the ones the regular expression it replaced found")
    func marksMatchTheRegex() {
        let marks = DeprecationMarks(strings: ["deprecatedIn": "Déprécié dans %@", "deprecatedTag": "obsolète"])
        let pieces = ["<code>", "</code>", "applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)", "<pre>", "<code class=\"x\">",
                      "a &amp; b", "<", "text ", String(repeating: "x", count: 120), "application(_:didFinishLaunchingWithOptions:)", "é"]
        var random = SplitMix(seed: 5)
        for _ in 0..<3_000 {
            let html = (0..<Int.random(in: 1...10, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = html.replacing(/<code>([^<]{1,200})<\/code>/) { match in
                marks.tag(String(match.output.1)) ?? String(match.output.0)
            }
            #expect(marks.mark(html) == expected, "\(html)")
        }
    }
}
