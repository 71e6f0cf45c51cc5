@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A callback's hand-written prose (`Content/<lang>/reference/callbacks/<slug>.md`) joins the page
/// generated from the model; a prose file for no callback is an error at its first line.
@Suite("Reference prose")
struct ReferenceProseTests {
    static let prose = Fixture.page(title: "sceneDidBecomeActive(_:)", order: 1, body: """
        ## What UIKit guarantees

        It follows `sceneWillEnterForeground(_:)`: see [the states](../../life-cycle/states.md).

        \(SiteFixture.launchBlock)
        """)

    @Test("the prose sits between the declaration and the availability, with its headings in the table of contents")
    func proseIsMerged() throws {
        try withTemporaryDirectory { root in
            var pages = SiteFixture.pages
            pages["en/reference/callbacks/scenedidbecomeactive.md"] = Self.prose
            _ = try SiteFixture.build(root: root, pages: pages)
            let site = root.appendingPathComponent("_site")
            let html = try String(contentsOf: site.appendingPathComponent("en/reference/callbacks/scenedidbecomeactive.html"),
                                  encoding: .utf8).replacingOccurrences(of: "<wbr>", with: "")
            let declaration = try #require(html.range(of: "func sceneDidBecomeActive(_ scene: UIScene)"))
            let prose = try #require(html.range(of: "<h2 id=\"what-uikit-guarantees\">"))
            let availability = try #require(html.range(of: "<h2 id=\"availability\">"))
            #expect(declaration.upperBound < prose.lowerBound && prose.upperBound < availability.lowerBound)
            #expect(html.contains("- (void)sceneDidBecomeActive:(UIScene *)scene;"))
            #expect(html.contains("href=\"../../life-cycle/states.html\""), "links are relative to the generated page")
            #expect(html.contains("id=\"seq-launch\""), "a lifecycle block in the prose is rendered, checked")
            #expect(html.contains("<a href=\"#what-uikit-guarantees\">"), "the prose's heading is in the table of contents")
            #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("en/reference/callbacks/scenedidbecomeactive.md").path))
            // No translation: French shows the English prose, marked as English.
            let french = try String(contentsOf: site.appendingPathComponent("fr/reference/callbacks/scenedidbecomeactive.html"),
                                    encoding: .utf8)
            #expect(french.contains("<div class=\"reference-prose\" lang=\"en\">"))
            // A callback without prose has the generated part alone.
            let other = try String(contentsOf: site.appendingPathComponent("en/reference/callbacks/scenewillresignactive.html"),
                                   encoding: .utf8)
            #expect(!other.contains("reference-prose"))
            #expect(other.contains("id=\"declaration\""))
        }
    }

    @Test("sequence lists name each block by its section and mode, never by its id")
    func sequenceUsesAreReadable() throws {
        try withTemporaryDirectory { root in
            _ = try SiteFixture.build(root: root)
            let html = try String(contentsOf: root.appendingPathComponent("_site/en/reference/callbacks/scenedidbecomeactive.html"),
                                  encoding: .utf8)
            #expect(html.contains("<a href=\"../../scenes/scenes.html#seq-launch\">Scenes</a> <span class=\"sequence-use-detail\">Scene mode"))
            #expect(html.contains("step 5"))
            #expect(!html.contains("<code>launch</code>"), "the block's id is not shown")
        }
    }

    @Test("the events reference heads each event with the reader's name for it, anchored at the name blocks use")
    func eventHeadingsAreReadable() throws {
        let site = try SharedSite.get()
        for (language, launch) in [("en", "Launch"), ("fr", "Lancement"), ("zh-Hans", "启动")] {
            let html = try site.text("\(language)/reference/events.html")
            #expect(html.contains("<h2 id=\"launch\">\(launch) <a"), "\(language)")
            #expect(html.contains("<code>events=\"launch\"</code>"), "\(language): the name a block uses is shown")
            #expect(!html.contains("<h2 id=\"launch\">launch "), "\(language): no raw id as a heading")
        }
    }

    @Test("a detail page leads to the previous and next pages of its kind")
    func detailPagesHavePreviousAndNext() throws {
        try withTemporaryDirectory { root in
            _ = try SiteFixture.build(root: root, pages: SiteFixture.englishOnly)
            let html = try String(contentsOf: root.appendingPathComponent("_site/en/reference/callbacks/scenedidbecomeactive.html"),
                                  encoding: .utf8)
            let start = try #require(html.range(of: "<nav class=\"pager\""))
            let nav = String(html[start.lowerBound...].prefix { $0 != "\n" })
            #expect(nav.contains("rel=\"prev\"") && nav.contains("rel=\"next\""), "\(nav)")
            // The title cut where an API name may wrap, as the page title is.
            #expect(nav.contains("<span class=\"pager-title\">scene<wbr>Did<wbr>Disconnect(_:)</span>"), "a sibling, in site order: \(nav)")
        }
    }

    @Test("a prose file named after no callback is an error at its first line, with a suggestion")
    func unknownCallbackIsAnError() throws {
        let diagnostics = try verify([
            "en/index.md": Fixture.page(title: "Home", body: "Home.\n"),
            "en/reference/callbacks/scenedidbecomeactiv.md": Fixture.page(title: "x", body: "Text.\n"),
        ])
        let problem = try #require(diagnostics.first { $0.rule == "docgen.reference-prose" })
        #expect(problem.severity == .error)
        #expect(problem.location.file.hasSuffix("en/reference/callbacks/scenedidbecomeactiv.md"))
        #expect(problem.location.line == 1 && problem.location.column == 1)
        #expect(problem.summary.contains("did you mean 'scenedidbecomeactive.md'?"), "\(problem.summary)")
        #expect(!diagnostics.contains { $0.rule == "docgen.section" || $0.rule == "docgen.generated-path" }, "\(diagnostics)")
    }

    @Test("a known callback's prose verifies like a page: a wrong callback name in it is reported")
    func proseIsVerified() throws {
        let diagnostics = try verify([
            "en/index.md": Fixture.page(title: "Home", body: "Home.\n"),
            "en/reference/callbacks/scenedidbecomeactive.md": Fixture.page(title: "x", body: "After `sceneWillEnterForegrond(_:)`.\n"),
        ])
        #expect(diagnostics.contains { $0.rule == "docgen.unknown-callback" }, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.rule == "docgen.reference-prose" || $0.rule == "docgen.section" })
    }
}

/// A callback's prose is part of its generated page's key in the render cache.
@Suite("Reference prose, built incrementally")
struct ReferenceProseIncrementalTests {
    @Test("editing a callback's prose renders its page again, and the site equals a clean build")
    func proseEdited() throws {
        try withTemporaryDirectory { root in
            let project = try IncrementalBuildTests.Project(root: root)
            let prose = "Content/en/reference/callbacks/scenedidbecomeactive.md"
            try ContentFixture.write(["en/reference/callbacks/scenedidbecomeactive.md": ReferenceProseTests.prose], into: root)
            try project.build()
            try project.edit(prose) { $0.replacingOccurrences(of: "It follows", with: "It always follows") }
            try project.build()
            let page = try String(contentsOf: project.output.appendingPathComponent("en/reference/callbacks/scenedidbecomeactive.html"),
                                  encoding: .utf8)
            #expect(page.contains("It always follows"))
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }
}
