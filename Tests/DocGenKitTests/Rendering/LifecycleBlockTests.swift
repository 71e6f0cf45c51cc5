import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A sequence block in one form: events in the reader's language, the legend and the "checked"
/// mark once per page, an optional step said optional once, the drawing only across windows.
@Suite("Lifecycle blocks")
struct LifecycleBlockTests {
    static let twoWindows = Fixture.lifecycle("id=second mode=scenes from=active events=\"open-window\"", [
        "application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)",
        "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
    ])
    static let kill = Fixture.lifecycle("id=kill mode=app-delegate from=switcher events=\"kill\"", [
        "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)   // may be skipped",
    ])
    static let frenchKill = kill.replacingOccurrences(of: "// may be skipped", with: "// peut manquer")

    static func site(_ root: URL) throws -> URL {
        let body = "## Home\n\n\(SiteFixture.homeBlock)\n## Kill\n\n\(kill)\n## Windows\n\n\(twoWindows)"
        let frenchBody = "## Accueil\n\n\(SiteFixture.homeBlock)\n## Fermeture\n\n\(frenchKill)\n## Fenêtres\n\n\(twoWindows)"
        _ = try SiteFixture.build(root: root, pages: [
            "en/index.md": Fixture.page(title: "Home", order: 1, body: body),
            "fr/index.md": Fixture.page(title: "Accueil", order: 1, body: frenchBody),
        ])
        return root.appendingPathComponent("_site")
    }

    static func occurrences(of needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    @Test("the legend and the checked mark come once per page, above the first block")
    func legendOncePerPage() throws {
        try withTemporaryDirectory { root in
            let html = try String(contentsOf: Self.site(root).appendingPathComponent("en/index.html"), encoding: .utf8)
            #expect(Self.occurrences(of: "<figure class=\"lifecycle\"", in: html) == 3)
            #expect(Self.occurrences(of: "Checked against the model", in: html) == 1)
            #expect(Self.occurrences(of: "class=\"lifecycle-legend\"", in: html) == 1)
            let legend = try #require(html.range(of: "class=\"lifecycle-legend\""))
            let firstBlock = try #require(html.range(of: "<figure class=\"lifecycle\""))
            #expect(legend.lowerBound < firstBlock.lowerBound)
            #expect(html.contains("“Background · Unattached”"), "the state notation is explained with the model's names")
        }
    }

    @Test("events are named in the reader's language, never by their ids", arguments: [("en", "Go to the Home screen"), ("fr", "Retour à l&#39;écran d&#39;accueil")])
    func eventsAreTranslated(_ language: String, _ name: String) throws {
        try withTemporaryDirectory { root in
            let html = try String(contentsOf: Self.site(root).appendingPathComponent("\(language)/index.html"), encoding: .utf8)
            #expect(html.contains(name), "\(language)")
            #expect(!html.contains("<code>home</code>") && !html.contains("<code>open-window</code>"))
        }
    }

    @Test("an optional step is marked once: a comment that only repeats the tag is dropped", arguments: ["en", "fr"])
    func optionalSaidOnce(_ language: String) throws {
        try withTemporaryDirectory { root in
            let html = try String(contentsOf: Self.site(root).appendingPathComponent("\(language)/index.html"), encoding: .utf8)
            let tag = language == "en" ? "may be skipped" : "peut manquer"
            #expect(Self.occurrences(of: "<span class=\"optional-tag\">\(tag)</span>", in: html) >= 1)
            #expect(!html.contains("<span class=\"step-comment\">\(tag)</span>"), "the author's comment said it a second time")
        }
    }

    @Test("the drawing comes only for a sequence across several windows")
    func figureOnlyAcrossWindows() throws {
        try withTemporaryDirectory { root in
            let html = try String(contentsOf: Self.site(root).appendingPathComponent("en/index.html"), encoding: .utf8)
            let blocks = html.components(separatedBy: "<figure class=\"lifecycle\"").dropFirst()
            #expect(blocks.map { $0.contains("<svg") } == [false, false, true], "home, kill: one receiver; two windows: drawn")
        }
    }
}
