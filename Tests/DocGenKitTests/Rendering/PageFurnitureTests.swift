import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// What the page template shows around the text: breadcrumbs, the last-updated day, the edit
/// link, and the heading ids the language switcher maps the reader's place with. Built with the
/// repository's real theme and catalogs (its `site.yml` replaced where a test needs a setting).
@Suite("Page furniture")
struct PageFurnitureTests {
    /// English and French with corresponding headings (levels 2, 3, 2), Spanish with other ones;
    /// dated pages in English and French; a French page without a translation of `later.md`.
    static let pages: [String: String] = [
        "en/index.md": "---\ntitle: Home\norder: 1\n---\n# Home\n\nRead [the states](life-cycle/states.md).\n",
        "en/life-cycle/_section.md": "---\ntitle: The life cycle\norder: 1\n---\n",
        "en/life-cycle/states.md": "---\ntitle: States\norder: 1\nupdated: 2026-11-20\n---\n## The states\n\nFive.\n\n### Details\n\nMore.\n\n## Sources\n\nApple.\n",
        "en/life-cycle/later.md": "---\ntitle: Later\norder: 2\nupdated: 2025-02-03\n---\n## Later\n\nText.\n",
        "fr/index.md": "---\ntitle: Accueil\norder: 1\n---\n# Accueil\n\nLire [les états](life-cycle/states.md).\n",
        "fr/life-cycle/_section.md": "---\ntitle: Le cycle de vie\norder: 1\n---\n",
        "fr/life-cycle/states.md": "---\ntitle: États\norder: 1\nupdated: 2026-11-21\n---\n## Les états\n\nCinq.\n\n### Détails\n\nPlus.\n\n## Sources\n\nApple.\n",
        "es/index.md": "---\ntitle: Inicio\norder: 1\n---\n# Inicio\n\nLeer [los estados](life-cycle/states.md).\n",
        "es/life-cycle/_section.md": "---\ntitle: El ciclo de vida\norder: 1\n---\n",
        "es/life-cycle/states.md": "---\ntitle: Estados\norder: 1\n---\n## Los estados\n\nCinco.\n",
    ]

    /// Builds `pages` with the repository's theme, its `site.yml` replaced by `siteYAML`.
    static func build(root: URL, siteYAML: String = "") throws -> (BuildResult, (String) throws -> String) {
        try ContentFixture.write(pages, into: root)
        let site = root.appendingPathComponent("Site")
        try FileManager.default.copyItem(at: PackagePaths.site, to: site)
        try Data(siteYAML.utf8).write(to: site.appendingPathComponent("site.yml"))
        var options = SiteFixture.options(root: root)
        options.siteDirectory = site
        let result = try Pipeline.build(options)
        let output = root.appendingPathComponent("_site")
        return (result, { try String(contentsOf: output.appendingPathComponent($0), encoding: .utf8) })
    }

    /// The `<nav class="breadcrumbs">` of a page, or nil.
    static func breadcrumbs(_ html: String) -> String? {
        guard let start = html.range(of: "<nav class=\"breadcrumbs\""), let end = html[start.upperBound...].range(of: "</nav>") else { return nil }
        return String(html[start.lowerBound..<end.upperBound])
    }

    @Test("every page but the home page has breadcrumbs: its section, linked to the section's first page, then the page")
    func breadcrumbs() throws {
        try withTemporaryDirectory { root in
            let (_, read) = try Self.build(root: root)
            for home in ["en/index.html", "fr/index.html", "es/index.html"] {
                #expect(Self.breadcrumbs(try read(home)) == nil, "\(home) has breadcrumbs")
            }
            let french = try #require(Self.breadcrumbs(try read("fr/life-cycle/states.html")))
            #expect(french.contains("aria-label=\"Fil d&#39;Ariane\""), "\(french)")
            #expect(french.contains("<a href=\"../life-cycle/states.html\">Le cycle de vie</a>"), "\(french)")
            #expect(french.contains("<span aria-current=\"page\">États</span>"), "\(french)")
            #expect(!french.contains("itemscope") && !french.contains("application/ld+json"), "plain HTML, no BreadcrumbList")
            // French has no translation of later.md: the English title says it is English.
            let fallback = try #require(Self.breadcrumbs(try read("fr/life-cycle/later.html")))
            #expect(fallback.contains("<span aria-current=\"page\" lang=\"en\">Later</span>"), "\(fallback)")
            #expect(fallback.contains(">Le cycle de vie</a>"), "the section keeps the reader's language")
            // A callback page sits under its list: section › list › page.
            let callback = try #require(Self.breadcrumbs(try read("en/reference/callbacks/scenedidbecomeactive.html")))
            let links = callback.matches(of: /<a href="([^"]+)">/).map { String($0.output.1) }
            #expect(links == ["../../reference/callbacks.html", "../../reference/callbacks.html"], "\(callback)")
        }
    }

    /// A section's links are rendered once and shared by its pages (`NavigationLists`): each page
    /// must still mark itself, and every link must lead from that page's folder to a page.
    @Test("each page's navigation marks that page alone, and its links resolve from the page's folder, at every depth")
    func navigationMarksThePage() throws {
        try withTemporaryDirectory { root in
            let (_, read) = try Self.build(root: root)
            let output = root.appendingPathComponent("_site")
            let pages = [("en/index.html", "index.html"), ("en/life-cycle/states.html", "states.html"),
                         ("en/life-cycle/later.html", "later.html"), ("fr/life-cycle/later.html", "later.html"),
                         ("fr/reference/callbacks.html", "callbacks.html"),
                         // A callback's page is not listed: it marks the page it belongs to, from a folder deeper.
                         ("fr/reference/callbacks/scenedidbecomeactive.html", "../reference/callbacks.html")]
            for (path, marked) in pages {
                let html = try read(path)
                let start = try #require(html.range(of: "<nav class=\"site-nav\""), "\(path)")
                let nav = html[start.lowerBound..<(html[start.upperBound...].range(of: "</nav>")?.upperBound ?? html.endIndex)]
                let current = nav.matches(of: /<a href="([^"]+)" aria-current="page">/).map { String($0.output.1) }
                #expect(current.count == 1 && current.first?.hasSuffix(marked) == true, "\(path): \(current)")
                let folder = output.appendingPathComponent(path).deletingLastPathComponent()
                for link in nav.matches(of: /href="([^"#]+)"/).map({ String($0.output.1) }) {
                    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(link).standardized.path), "\(path): \(link)")
                }
            }
        }
    }

    @Test("the updated day of the front matter shows in the page's footer, in the page's language; no date, no line")
    func lastUpdated() throws {
        try withTemporaryDirectory { root in
            let (_, read) = try Self.build(root: root)
            let english = try read("en/life-cycle/states.html")
            #expect(english.contains("<time datetime=\"2026-11-20\">November 20, 2026</time>"), "\(english)")
            let french = try read("fr/life-cycle/states.html")
            #expect(french.contains("Dernière mise à jour le <time datetime=\"2026-11-21\">21 novembre 2026</time>"))
            // The fallback shows the English page, so the English page's day, written in English.
            #expect(try read("fr/life-cycle/later.html").contains("<time datetime=\"2025-02-03\">February 3, 2025</time>"))
            let spanish = try read("es/life-cycle/states.html")
            #expect(!spanish.contains("page-updated") && !spanish.contains("<time"), "a page without 'updated' shows no date")
            #expect(!english.contains("page-edit"), "no edit-url in site.yml: no edit link")
        }
    }

    @Test("edit-url in site.yml gives each Markdown page a link to its own source; generated pages have none")
    func editLink() throws {
        try withTemporaryDirectory { root in
            let (result, read) = try Self.build(root: root, siteYAML: "edit-url: https://example.org/docgen/edit/main/Content/{path}\n")
            #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics)")
            #expect(try read("fr/life-cycle/states.html").contains("<a href=\"https://example.org/docgen/edit/main/Content/fr/life-cycle/states.md\">"))
            #expect(try read("en/index.html").contains("href=\"https://example.org/docgen/edit/main/Content/en/index.md\""))
            // A fallback page shows the English text: its link edits the English file.
            #expect(try read("fr/life-cycle/later.html").contains("href=\"https://example.org/docgen/edit/main/Content/en/life-cycle/later.md\""))
            #expect(!(try read("en/reference/callbacks.html")).contains("page-edit"))
        }
    }

    @Test("a bad edit-url is an error at its line and column", arguments: [
        "draft-languages: []\nedit-url: example.org/edit/{path}\n",
        "draft-languages: []\nedit-url: https://example.org/edit/main/Content/\n",
        "draft-languages: []\nedit-url: [https://example.org/a, b]\n",
    ])
    func badEditURL(yaml: String) throws {
        try withTemporaryDirectory { root in
            #expect(throws: (any Error).self) { try Self.build(root: root, siteYAML: yaml) }
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("_site").path), "nothing is written")
            let diagnostics = Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root,
                                              theme: (root.appendingPathComponent("Site"), PackagePaths.localizations)).diagnostics
            let problem = try #require(diagnostics.first { $0.rule == "docgen.site-config" }, "\(diagnostics)")
            #expect(problem.severity == .error)
            #expect(problem.location.file == "Site/site.yml")
            #expect(problem.location.line == 2 && problem.location.column == 11, "\(problem.location)")
            #expect(problem.summary.contains("{path}"))
        }
    }

    @Test("switcher links carry the other page's heading ids when the headings correspond by level, and only then")
    func headingMap() throws {
        try withTemporaryDirectory { root in
            let (_, read) = try Self.build(root: root)
            let english = try read("en/life-cycle/states.html")
            #expect(english.contains("data-heading-ids=\"the-states details sources\""), "the page's own ids, on the switcher")
            let ids = { (html: String, lang: String) -> String? in
                let links = html.matches(of: /<a href="[^"]*" (?:hreflang="[^"]*" )?lang="([^"]+)"(?: aria-current="page")?(?: data-heading-ids="([^"]*)")?>/)
                return links.first { $0.output.1 == lang }?.output.2.map(String.init)
            }
            #expect(ids(english, "fr") == "les-états détails sources")
            #expect(ids(english, "es") == nil, "Spanish has one heading where English has three")
            #expect(ids(english, "en") == nil, "no map to the page itself")
            #expect(ids(try read("fr/life-cycle/states.html"), "en") == "the-states details sources")
        }
    }

    @Test("every glossary term has an id of its own and a link to itself", arguments: ["en", "fr"])
    func glossaryAnchors(language: String) throws {
        let built = try SharedSite.get()
        let html = try built.text("\(language)/reference/glossary.html")
        let terms = html.matches(of: /<dt id="([^"]+)">/).map { String($0.output.1) }
        #expect(terms.count >= 40, "\(terms.count) terms with an id")
        #expect(Set(terms).count == terms.count, "repeated ids: \(terms)")
        for id in terms {
            #expect(html.contains("<a class=\"term-anchor\" href=\"#\(id)\""), "no link to \(id)")
        }
        #expect(html.matches(of: /<dt>/).isEmpty, "a term without an id")
        // No term's id is a heading's: the table of contents and the terms do not collide.
        let headings = html.matches(of: /<h[2-4] id="([^"]+)"/).map { String($0.output.1) }
        #expect(Set(headings).isDisjoint(with: terms))
    }
}
