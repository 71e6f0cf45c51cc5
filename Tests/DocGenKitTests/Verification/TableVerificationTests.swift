import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Tables are checked like prose, whether fenced (```` ```table ````) or written as pipe rows the
/// way GitHub authors write them.
@Suite("Tables: parsed once, checked like prose")
struct TableVerificationTests {
    static let fenced = """
        Before.

        ```table
        | Callback | Note |
        |---|---|
        | `sceneDidBecomeActive(_:)` | fine |
        | `applicationDidBecomeActiv(_:)` | misspelt |
        ```
        """
    static let github = """
        Before.

        | Callback | Note |
        |:---|---:|
        | `sceneDidBecomeActive(_:)` | fine |
        | `applicationDidBecomeActiv(_:)` | misspelt, with a \\| pipe |
        """

    @Test("a misspelt callback in a table cell is an error at its line and column", arguments: [
        ("fenced", fenced, 11), ("GitHub-style", github, 10),
    ])
    func misspeltCallbackInCell(_ kind: String, _ body: String, _ line: Int) throws {
        let diagnostics = try verify(["en/index.md": ContentFixture.page(body: body)])
        let error = try #require(diagnostics.with(rule: "unknown-callback").first, "\(kind): \(diagnostics.listing)")
        #expect(error.location.line == line, "\(kind)")
        // "| `": the cell starts at byte column 3 and, as in prose, a code span's column is its code's.
        #expect(error.location.column == 4, "\(kind)")
        #expect(error.summary.contains("did you mean 'applicationDidBecomeActive(_:)'"))
    }

    @Test("a broken link or anchor in a table cell is an error", arguments: [
        "[gone](missing-page.md)", "[here](index.md#no-such-heading)",
    ])
    func brokenLinkInCell(_ link: String) throws {
        let body = "# Title\n\n| A | B |\n|---|---|\n| \(link) | x |\n"
        let diagnostics = try verify(["en/index.md": ContentFixture.page(body: body)])
        let broken = try #require(diagnostics.with(rule: "broken-link").first, "\(diagnostics.listing)")
        #expect(broken.location.line == ContentFixture.frontMatterLines + 5)
    }

    @Test("a GitHub-style table renders as an HTML table, cells through libcmark, not as a paragraph of pipes")
    func githubTableRenders() throws {
        try withTemporaryDirectory { root in
            let page = ContentFixture.page(body: "| Name | Value |\n|---|:-:|\n| `code` | **bold** |\n\nAfter.\n")
            _ = try SiteFixture.build(root: root, pages: ["en/index.md": page])
            let html = try String(contentsOf: root.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
            #expect(html.contains("<table>"))
            #expect(html.contains("<th scope=\"col\">Name</th>"))
            #expect(html.contains("<td data-label=\"Value\" style=\"text-align:center\"><strong>bold</strong></td>"))
            #expect(html.contains("<td data-label=\"Name\"><code>code</code></td>"), "each cell names its column, for the narrow-screen cards")
            #expect(!html.contains("| Name |"), "no paragraph of pipes")
            #expect(html.contains("<p>After.</p>"))
        }
    }

    @Test("pipes in an ordinary paragraph without a delimiter row stay text")
    func pipesWithoutDelimiter() throws {
        let diagnostics = try verify(["en/index.md": ContentFixture.page(body: "a | b\nc | d\n")])
        #expect(diagnostics.errors.isEmpty, "\(diagnostics.listing)")
    }
}
