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

    /// The navigation group of the section titled `title` on one built page: each link's `href`,
    /// its text, whether it stands for a run of pages, and whether it marks the page being read.
    static func group(_ title: String, in file: URL) throws -> [(href: String, text: String, isRange: Bool, isCurrent: Bool)] {
        let html = try String(contentsOf: file, encoding: .utf8)
        guard let heading = html.firstRange(of: "<p class=\"nav-section-title\">\(title)</p>"),
              let end = html[heading.upperBound...].firstRange(of: "</ul>") else { return [] }
        return html[heading.upperBound..<end.lowerBound].matches(of: /<li( class="nav-range")?><a href="([^"]+)"( aria-current="page")?>(.+?)<\/a><\/li>/)
            .map { (String($0.output.2), String($0.output.4), $0.output.1 != nil, $0.output.3 != nil) }
    }

    @Test("a section of more than 50 pages shows the run of 50 that holds the page, and each other run as one link to its first page")
    func longSectionInRuns() throws {
        var pages = Self.pages
        pages["en/long/_section.md"] = Fixture.page(title: "Long", order: 3, body: "")
        pages["fr/long/_section.md"] = Fixture.page(title: "Longue", order: 3, body: "")
        for number in 1...120 { pages["en/long/p\(number).md"] = Fixture.page(title: "Page \(number)", order: number, body: "Text \(number).\n") }
        pages["fr/long/p60.md"] = Fixture.page(title: "Page soixante", order: 60, body: "Texte.\n")
        pages["en/fifty/_section.md"] = Fixture.page(title: "Fifty", order: 4, body: "")
        for number in 1...50 { pages["en/fifty/f\(number).md"] = Fixture.page(title: "Fifty \(number)", order: number, body: "Text.\n") }
        try withTemporaryDirectory { root in
            _ = try SiteFixture.build(root: root, pages: pages)
            let site = root.appendingPathComponent("_site")
            let expected: [(page: Int, before: [String], shown: ClosedRange<Int>, after: [String])] = [
                (1, [], 1...50, ["51–100", "101–120"]),
                (60, ["1–50"], 51...100, ["101–120"]),
                (100, ["1–50"], 51...100, ["101–120"]),
                (101, ["1–50", "51–100"], 101...120, []),
                (120, ["1–50", "51–100"], 101...120, []),
            ]
            let firstOfRun = ["1–50": 1, "51–100": 51, "101–120": 101]
            for (page, before, shown, after) in expected {
                let links = try Self.group("Long", in: site.appendingPathComponent("en/long/p\(page).html"))
                let ranges = links.filter(\.isRange)
                #expect(ranges.map(\.text) == (before + after).map { "Pages " + $0 }, "p\(page): \(links)")
                #expect(ranges.map(\.href) == (before + after).map { "../long/p\(firstOfRun[$0] ?? 0).html" }, "p\(page)")
                let listed = links.filter { !$0.isRange }
                #expect(listed.map(\.href) == shown.map { "../long/p\($0).html" }, "p\(page): \(listed.map(\.href))")
                #expect(links.filter(\.isCurrent).map(\.href) == ["../long/p\(page).html"], "p\(page) alone is marked")
                // The runs keep the section's order: the shown run sits between the runs before and after it.
                #expect(Array(links.prefix(before.count)).allSatisfy(\.isRange) && Array(links.suffix(after.count)).allSatisfy(\.isRange), "p\(page)")
            }
            // In French, the run's title is the French string; the untranslated pages are listed as English fallbacks.
            let french = try Self.group("Longue", in: site.appendingPathComponent("fr/long/p60.html"))
            #expect(french.filter(\.isRange).map(\.text) == ["Pages 1 à 50", "Pages 101 à 120"], "\(french)")
            #expect(french.filter { !$0.isRange }.count == 50)
            #expect(french.filter { $0.text.contains("lang=\"en\"") }.count == 49, "one page of the run is translated")
            // Fifty pages are shown in full, with no runs.
            let fifty = try Self.group("Fifty", in: site.appendingPathComponent("en/fifty/f50.html"))
            #expect(fifty.count == 50 && !fifty.contains(where: \.isRange), "\(fifty.count) links")
        }
    }
}
