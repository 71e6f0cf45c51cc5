@testable import DocGenKit
import DocGenTestSupport
import Testing

/// GitHub's callouts (`> [!NOTE]` …) through the libcmark tree, titled in the page's language (issue 13, item 8).
@Suite("Admonitions")
struct AdmonitionTests {
    func render(_ body: String, strings: [String: String] = [:]) throws -> String {
        let page = BlockIdentityTests.parse("# Home\n\n" + body)
        let report = Verifier.verify(ParsedContent(pages: [page]))
        return try PageBodyRenderer(report: report, strings: strings, partials: try BlockIdentityTests.partials()).render(page).get()
    }

    @Test("each of the five kinds becomes a titled callout, its marker gone, its Markdown kept",
          arguments: ["NOTE", "TIP", "IMPORTANT", "WARNING", "CAUTION"])
    func kinds(marker: String) throws {
        let kind = marker.lowercased()
        let html = try render("> [!\(marker)]\n> Save *state* in `sceneDidEnterBackground(_:)`.\n>\n> Second paragraph.\n",
                              strings: [Admonition.labelKey(kind): "Label \(kind)"])
        #expect(html.contains("<div class=\"admonition admonition-\(kind)\" role=\"note\"><p class=\"admonition-title\">Label \(kind)</p>"), "\(html)")
        #expect(html.contains("<p>Save <em>state</em> in <code>"))
        #expect(html.contains("<p>Second paragraph.</p>\n</div>"))
        #expect(!html.contains("[!") && !html.contains("<blockquote>"))
    }

    @Test("the label comes from the page's language strings")
    func localisedLabel() throws {
        let html = try render("> [!WARNING]\n> Texte.\n", strings: ["admonitionWarning": "Avertissement"])
        #expect(html.contains("<p class=\"admonition-title\">Avertissement</p>\n<p>Texte.</p>"), "\(html)")
    }

    @Test("an unknown kind, a marker not alone on its line, or a plain quote stays a quote",
          arguments: ["> [!FOO]\n> text\n", "> [!NOTE] text on the same line\n", "> Just a quote.\n", "> [NOTE]\n> text\n"])
    func staysQuote(body: String) throws {
        let html = try render(body)
        #expect(html.contains("<blockquote>"), "\(html)")
        #expect(!html.contains("admonition"))
    }

    @Test("a callout nested in a list, and one holding a quote, both render")
    func nesting() throws {
        let html = try render("- item\n\n  > [!TIP]\n  > inner\n\n> [!NOTE]\n> outer\n>\n> > quoted\n")
        #expect(html.contains("admonition-tip") && html.contains("<p>inner</p>"))
        #expect(html.contains("admonition-note") && html.contains("<blockquote>\n<p>quoted</p>\n</blockquote>"), "\(html)")
    }

    @Test("search sees a callout's words, not its marker")
    func searchText() {
        let page = BlockIdentityTests.parse("# Home\n\n> [!NOTE]\n> Remember this.\n")
        let document = SearchIndex.document(for: page, href: "index.html")
        #expect(document.sections.map(\.text).joined().contains("Remember this."))
        #expect(!document.sections.map(\.text).joined().contains("[!NOTE]"))
    }
}
