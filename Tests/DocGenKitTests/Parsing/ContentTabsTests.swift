@testable import DocGenKit
import DocGenTestSupport
import Testing

/// Content tabs (`<!-- docgen: tab … -->`): grouped at the top level, rendered as panels under
/// their labels, checked against the mode of the blocks they hold, refused at the marker's line
/// when malformed (issue 13, item 8).
@Suite("Content tabs")
struct ContentTabsTests {
    static let homeAppDelegate = Fixture.lifecycle("id=home-app mode=app-delegate from=active events=\"home\"",
                                                   ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
    static let homeScenes = Fixture.lifecycle("id=home-scenes mode=scenes from=active events=\"home\"",
                                              ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
    /// Lines 5–23 of the file (under four lines of front matter): markers on 7, 14 and 21, fences on 9 and 16.
    static let twoModes = """
        Intro.

        <!-- docgen: tab app-delegate -->

        \(homeAppDelegate)
        <!-- docgen: tab scenes -->

        \(homeScenes)
        <!-- docgen: end tabs -->

        After.
        """

    func errors(_ body: String) -> [String] {
        let page = BlockIdentityTests.parse(body)
        let report = Verifier.verify(ParsedContent(pages: [page]))
        return report.diagnostics.filter { $0.severity == .error }.map { "\($0.location.line):\($0.location.column) \($0.rule) \($0.summary)" }
    }

    @Test("a group of two mode tabs: panels under labels in the reader's language, each block checked, the legend in both")
    func twoModeTabs() throws {
        let page = BlockIdentityTests.parse(Self.twoModes)
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        let group = try #require(page.tabGroups.first)
        #expect(group.tabs.map(\.key) == ["app-delegate", "scenes"])
        #expect(group.tabs.map(\.marker.line) == [7, 14] && group.end.line == 21)
        #expect(group.tabs[0].lines == 8...13 && group.tabs[1].lines == 15...20)
        let report = Verifier.verify(ParsedContent(pages: [page]))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let strings = ["modeAppDelegate": "Mode délégué d'application", "modeScenes": "Mode scènes"]
        let html = try PageBodyRenderer(report: report, strings: strings, partials: try BlockIdentityTests.partials()).render(page).get()
        #expect(html.contains("<div class=\"tabs\">\n<div class=\"tab-panel\" data-tab=\"app-delegate\"><p class=\"tab-label\">Mode délégué d'application</p>"))
        #expect(html.contains("</div>\n<div class=\"tab-panel\" data-tab=\"scenes\"><p class=\"tab-label\">Mode scènes</p>"))
        #expect(html.components(separatedBy: "lifecycle-legend").count - 1 == 2, "whichever tab is shown has the legend")
        #expect(!html.contains("docgen: tab"), "no marker reaches the page")
        // The blocks sit inside their panels, the text after the group outside it.
        let scenes = try #require(html.range(of: "data-tab=\"scenes\""))
        let after = try #require(html.range(of: "<p>After.</p>"))
        #expect(html[scenes.upperBound..<after.lowerBound].contains("id=\"seq-home-scenes\""))
        #expect(html[scenes.upperBound..<after.lowerBound].hasSuffix("</div>\n</div>\n"))
    }

    @Test("quoted labels are shown as written, escaped")
    func quotedLabels() throws {
        let page = BlockIdentityTests.parse("""
            <!-- docgen: tab "Swift" -->

            Swift text.

            <!-- docgen: tab "Objective-C <&>" -->

            Objective-C text.

            <!-- docgen: end tabs -->
            """)
        #expect(page.diagnostics.isEmpty, "\(page.diagnostics)")
        let html = try PageBodyRenderer(report: Verifier.verify(ParsedContent(pages: [page])), strings: [:],
                                        partials: try BlockIdentityTests.partials()).render(page).get()
        #expect(html.contains("data-tab=\"Objective-C &lt;&amp;&gt;\"><p class=\"tab-label\">Objective-C &lt;&amp;&gt;</p>"))
    }

    @Test("a block of one mode in the other mode's tab is an error at its mode=")
    func modeMismatch() {
        let swapped = Self.twoModes.replacingOccurrences(of: "tab app-delegate", with: "tab X").replacingOccurrences(of: "tab scenes", with: "tab app-delegate")
            .replacingOccurrences(of: "tab X", with: "tab scenes")
        let found = errors(swapped)
        #expect(found.count == 2, "\(found)")
        #expect(found.allSatisfy { $0.contains("docgen.tab-mode") })
        #expect(found.first?.hasPrefix("9:26 ") == true, "\(found)")  // the first block's mode= (its fence is line 9)
    }

    @Test("malformed or misplaced markers are errors at their line", arguments: [
        ("<!-- docgen: tab scenes -->\n\nText.\n", "5:1 docgen.content-tabs tab group not ended"),
        ("Text.\n\n<!-- docgen: end tabs -->\n", "7:1 docgen.content-tabs 'end tabs' without a tab group"),
        ("<!-- docgen: tab scenes -->\n\nText.\n\n<!-- docgen: end tabs -->\n", "5:1 docgen.content-tabs a tab group needs at least two tabs"),
        ("<!-- docgen: tab scenes -->\n\nA.\n\n<!-- docgen: tab scenes -->\n\nB.\n\n<!-- docgen: end tabs -->\n",
         "9:1 docgen.content-tabs tab 'scenes' appears twice"),
        ("<!-- docgen: tab Swift -->\n", "5:1 docgen.content-tabs tab label 'Swift' is neither a mode"),
        ("<!-- docgen: tabs -->\n", "5:1 docgen.content-tabs 'docgen: tabs' is no tab marker"),
        ("- item\n\n  <!-- docgen: tab scenes -->\n", "7:3 docgen.content-tabs a tab marker must stand at the top level"),
    ])
    func badMarkers(body: String, expected: String) {
        let found = errors(body)
        #expect(found.contains { $0.hasPrefix(expected) }, "\(found)")
    }

    @Test("other HTML comments, and the reviewed marker, are left alone")
    func otherComments() {
        let page = BlockIdentityTests.parse("<!-- a note for writers -->\n\nText. <!-- docgen: reviewed -->\n\n<!-- docgen: reviewed -->\n")
        #expect(page.diagnostics.isEmpty && page.tabGroups.isEmpty)
    }

    @Test("a translation without the English page's tabs, or with other ones, is warned at its place")
    func translationParity() {
        func page(_ language: String, _ body: String) -> ParsedPage {
            PageParser.parse(SourcePage(language: Language(language), path: "index.md", displayPath: "Content/\(language)/index.md",
                                        text: Fixture.page(body: body)))
        }
        let english = page("en", Self.twoModes)
        let same = page("fr", Self.twoModes.replacingOccurrences(of: "Intro.", with: "Introduction."))
        let none = page("es", "Intro.\n\n\(Self.homeAppDelegate)\n\(Self.homeScenes)")
        let swapped = page("ko", Self.twoModes.replacingOccurrences(of: "tab app-delegate", with: "tab X")
            .replacingOccurrences(of: "tab scenes", with: "tab app-delegate").replacingOccurrences(of: "tab X", with: "tab scenes"))
        #expect(TabParityCheck.compare(same, english).isEmpty)
        let missing = TabParityCheck.compare(none, english)
        #expect(missing.count == 1 && missing[0].rule == "docgen.parity-tabs" && missing[0].severity == .warning)
        #expect(missing.first?.summary.hasPrefix("0 tab group(s), the English page has 1") == true, "\(missing)")
        let moved = TabParityCheck.compare(swapped, english)
        #expect(moved.count == 1 && moved[0].location.line == 7, "\(moved)")
    }
}

