import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Sections are described by content: `_section.md` gives a folder its title, order and
/// description, in each language; pages without `order` follow the ordered ones, by title.
@Suite("Sections described by content")
struct SectionTests {
    static let pages: [String: String] = [
        "en/index.md": Fixture.page(title: "Home", order: 1, body: "# Home\n"),
        "en/zeta/_section.md": Fixture.page(title: "Zeta first", order: 1, body: ""),
        "en/alpha/_section.md": Fixture.page(title: "Alpha second", order: 2, body: ""),
        "fr/zeta/_section.md": Fixture.page(title: "Zêta d'abord", order: 1, body: ""),
        "en/zeta/b.md": "---\ntitle: Banana\n---\nNo order.\n",
        "en/zeta/a.md": "---\ntitle: Apple\n---\nNo order.\n",
        "en/zeta/c.md": Fixture.page(title: "Cherry", order: 5, body: "Ordered.\n"),
        "en/alpha/x.md": Fixture.page(title: "X", order: 1, body: "x\n"),
        "fr/index.md": Fixture.page(title: "Accueil", order: 1, body: "# Accueil\n"),
    ]

    /// The navigation's section titles and page titles of one built page, in order.
    static func navigation(_ file: URL) throws -> [String] {
        let html = try String(contentsOf: file, encoding: .utf8)
        guard let nav = html.firstRange(of: "<nav class=\"site-nav\""), let end = html[nav.lowerBound...].firstRange(of: "</nav>") else { return [] }
        return html[nav.lowerBound..<end.lowerBound].matches(of: />([^<>]+)</).map { String($0.output.1).trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    @Test("section titles and order come from _section.md, per language; unordered pages follow by title")
    func sectionsFromContent() throws {
        try withTemporaryDirectory { root in
            _ = try SiteFixture.build(root: root, pages: Self.pages)
            // On a page of "zeta", its section is expanded and "alpha" is one link (pruned navigation).
            let english = try Self.navigation(root.appendingPathComponent("_site/en/zeta/c.html"))
            let order = ["Zeta first", "Cherry", "Apple", "Banana", "Alpha second"].map { english.firstIndex(of: $0) }
            #expect(order.allSatisfy { $0 != nil }, "\(english)")
            #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted(), "\(english)")
            #expect(!english.contains("X"), "another section's pages are not listed: \(english)")
            let alpha = try String(contentsOf: root.appendingPathComponent("_site/en/zeta/c.html"), encoding: .utf8)
            #expect(alpha.contains("<a href=\"../alpha/x.html\">Alpha second</a>"), "a collapsed section links its first page")
            let french = try Self.navigation(root.appendingPathComponent("_site/fr/index.html"))
            #expect(french.contains("Zêta d&#39;abord") || french.contains("Zêta d'abord"), "\(french)")
            #expect(french.contains("Alpha second"), "an untranslated section keeps its English title")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site/en/zeta/_section.html").path))
        }
    }

    @Test("a section without _section.md is refused at its first page")
    func undescribedSection() throws {
        try withTemporaryDirectory { root in
            var pages = Self.pages
            pages["en/alpha/_section.md"] = nil
            #expect(throws: BuildError.self) { try SiteFixture.build(root: root, pages: pages) }
            let content = root.appendingPathComponent("Content")
            let diagnostics = Pipeline.verify(contentDirectory: content, displayBase: root,
                                              theme: (PackagePaths.site, PackagePaths.localizations)).diagnostics
            let missing = try #require(diagnostics.first { $0.rule == "docgen.section" }, "\(diagnostics)")
            #expect(missing.location.file == "Content/en/alpha/x.md")
            #expect(missing.summary.contains("has no _section.md"))
        }
    }
}
