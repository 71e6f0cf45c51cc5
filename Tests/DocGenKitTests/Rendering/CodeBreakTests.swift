@testable import DocGenKit
import DocGenTestSupport
import Lifecycle
import Testing

/// API names in code spans and table cells wrap only at sensible places (issue 13, item 4).
@Suite("Line breaks in API names")
struct CodeBreakTests {
    /// The places a line may break: the text before each `<wbr>`.
    func pieces(_ html: String) -> [String] { html.components(separatedBy: "<wbr>") }

    @Test("after . : ( before a name, and where a camel-case word starts", arguments: [
        ("applicationWillEnterForeground(_:)", ["application", "Will", "Enter", "Foreground(_:)"]),
        ("UIApplication.State.inactive", ["UIApplication.", "State.", "inactive"]),
        ("application(_:didFinishLaunchingWithOptions:)", ["application(_:", "did", "Finish", "Launching", "With", "Options:)"]),
        ("scene(_:willConnectTo:options:)", ["scene(_:", "will", "ConnectTo:", "options:)"]),
        ("iOS", ["iOS"]),
        ("URLSession", ["URL", "Session"]),
        ("Info.plist", ["Info.", "plist"]),
    ])
    func breaks(code: String, expected: [String]) {
        #expect(pieces(HTML.breakableCode(code)) == expected)
    }

    @Test("never inside a word's first letters, never before a lone )", arguments: [
        "applicationWillEnterForeground(_:)", "UIApplication.State.inactive", "sceneDidDisconnect(_:)",
        "application(_:didFinishLaunchingWithOptions:)", "UIApplicationDelegate",
    ])
    func neverMidWord(code: String) {
        let parts = pieces(HTML.breakableCode(code))
        #expect(parts.joined() == code)
        for part in parts.dropFirst() {
            #expect(part != ")" && !part.hasPrefix(")") && !part.hasPrefix(":") && !part.hasPrefix("_"), "\(parts)")
            #expect(part.first?.isLetter == true, "a line would start with \(part)")
        }
        for part in parts.dropLast() {
            // a piece ends with punctuation, or is a whole word of three letters or more
            let last = part.last!
            #expect(".:(".contains(last) || part.filter(\.isLetter).count >= 3, "\(parts)")
        }
    }

    @Test("tags and entities are copied whole")
    func entities() {
        #expect(HTML.breakableCode("Array&lt;UIScene&gt;") == "Array&lt;UIScene&gt;")
        #expect(HTML.breakableCode("a&amp;bcdEfgh") == "a&amp;bcd<wbr>Efgh")
    }

    @Test("the rendered page: code spans and table cells get the hints, code blocks do not, deprecations still marked")
    func renderedPage() throws {
        let page = BlockIdentityTests.parse("""
            # Home

            Call `sceneWillEnterForeground(_:)` and read `UIApplication.State.inactive`.

            | API | Note |
            |---|---|
            | `sceneDidEnterBackground(_:)` | `applicationWillTerminate(_:)` |

            Deprecated: `applicationDidEnterBackground(_:)`.

            ```swift
            func sceneDidEnterBackground(_ scene: UIScene) {}
            ```
            """)
        let report = Verifier.verify(ParsedContent(pages: [page]))
        let html = try PageBodyRenderer(report: report, strings: [:], partials: try BlockIdentityTests.partials()).render(page).get()
        #expect(html.contains("<code>scene<wbr>Will<wbr>Enter<wbr>Foreground(_:)</code>"), "\(html)")
        #expect(html.contains("<code>UIApplication.<wbr>State.<wbr>inactive</code>"))
        #expect(html.contains("scene<wbr>Did<wbr>Enter<wbr>Background(_:)</code></td>"))
        #expect(html.contains("application<wbr>Will<wbr>Terminate(_:)</code></td>"))
        #expect(html.contains("func sceneDidEnterBackground(_ scene: UIScene) {}"))
        if APICatalogue.named("applicationDidEnterBackground(_:)")?.versions(on: .iOS)?.deprecated != nil {
            #expect(html.contains("<code class=\"api-deprecated\">application<wbr>Did<wbr>Enter<wbr>Background(_:)</code>"))
        }
    }

    @Test("a page title that is an API name wraps at the same places; a title in words stays whole", arguments: [
        ("applicationDidEnterBackground(_:)", ["application", "Did", "Enter", "Background(_:)"]),
        ("scene(_:willConnectTo:options:)", ["scene(_:", "will", "ConnectTo:", "options:)"]),
        ("Scene<States>&Co", ["Scene<States>&Co"]),
        ("The app's states at a glance", ["The app's states at a glance"]),
    ])
    func titlePieces(title: String, expected: [String]) {
        let pieces = CodePiece.title(title)
        #expect(pieces.map(\.text) == expected, "pieces are plain text: the template escapes them")
        #expect(pieces.dropLast().allSatisfy(\.breakAfter) && pieces.last?.breakAfter == false)
    }

    @Test("the built callback page's title carries the hints")
    func builtTitle() throws {
        let html = try SharedSite.get().read("en/reference/callbacks/scenedidbecomeactive.html")
        #expect(html.contains("<h1 class=\"page-title\">scene<wbr>Did<wbr>Become<wbr>Active(_:)</h1>"))
        #expect(html.contains("<title>sceneDidBecomeActive(_:) · "))
    }
    @Test("a link whose text is one long name breaks at the same places; links in words, short ones and ones with markup stay whole", arguments: [
        ("<a href=\"x\">UISceneSession.stateRestorationActivity</a>", "<a href=\"x\">UIScene<wbr>Session.<wbr>state<wbr>Restoration<wbr>Activity</a>"),
        ("<a href=\"x\">application(_:didDiscardSceneSessions:)</a>", "<a href=\"x\">application(_:<wbr>did<wbr>Discard<wbr>Scene<wbr>Sessions:)</a>"),
        ("<a href=\"x\">Responding to the launch of your app</a>", "<a href=\"x\">Responding to the launch of your app</a>"),
        ("<a href=\"x\">UIWindowScene</a> <a href=\"y\"><code>sceneDidBecomeActive</code></a>",
         "<a href=\"x\">UIWindow<wbr>Scene</a> <a href=\"y\"><code>sceneDidBecomeActive</code></a>"),
        ("<a href=\"x\">iOS</a><abbr>NoLink</abbr>", "<a href=\"x\">iOS</a><abbr>NoLink</abbr>"),
    ])
    func linkedNames(html: String, expected: String) {
        #expect(HTML.breakingLinkedNames(in: html) == expected)
    }
    @Test("a heading's long camel-case names get the hints; words, short names, code spans and attributes do not", arguments: [
        ("<h2 id=\"applicationwillresignactive-means\">\"applicationWillResignActive means the app is leaving\"</h2>",
         "<h2 id=\"applicationwillresignactive-means\">\"application<wbr>Will<wbr>Resign<wbr>Active means the app is leaving\"</h2>"),
        ("<h3>Internationalization matters</h3>", "<h3>Internationalization matters</h3>"),
        ("<h3>The <code>sceneDidBecomeActive</code> call, or iOSVersion</h3>", "<h3>The <code>sceneDidBecomeActive</code> call, or iOSVersion</h3>"),
        ("<p>applicationWillResignActive</p>", "<p>applicationWillResignActive</p>"),
    ])
    func headingNames(html: String, expected: String) {
        #expect(HTML.breakingHeadingNames(in: html) == expected)
    }

    /// The loop that finds a heading's long names replaced a regular expression (for speed): on
    /// random headings of ASCII, accented, decomposed, digit and CJK pieces, both agree.
    @Test("a heading's long names are the words the regular expression it replaced found")
    func headingNamesMatchTheRegex() {
        let pieces = ["application", "Will", "Resign", "Active", "iOS", "17", "2", " ", "e\u{301}", "é", "_", "-", "生命周期", "X", "ab", "Z9"]
        var random = SplitMix(seed: 11)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 1...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = text.replacing(/[A-Za-z][A-Za-z0-9]{15,}/) { word in
                word.output.contains(/[a-z][A-Z]/) ? HTML.breakableCode(String(word.output)) : String(word.output)
            }
            #expect(HTML.breakingHeadingNames(in: "<h2>\(text)</h2>") == "<h2>\(expected)</h2>", "\(text)")
        }
    }

    @Test("10,000 random ASCII code spans (humps, acronyms, digits, punctuation, tags, entities, CRLF) get the same hints by bytes as by Characters")
    func asciiSameAsCharacters() {
        let pieces = ["a", "b", "B", "C", "x", "Z", "1", "9", "_", ".", ":", "(", ")", " ", "ab", "ABC", "Url", "<wbr>", "<b>", "</b>",
                      "&amp;", "&lt;", "&", "<", ">", ";", "\r\n", "\n", "\r"]
        var random = SplitMix(seed: 31)
        var differing: [String] = [], hinted = 0
        for _ in 0..<10_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = HTML.breakableCharacters(text)
            if HTML.breakableASCII(text) != expected { differing.append(text.debugDescription) }
            if expected.contains("<wbr>") && !text.contains("<wbr>") { hinted += 1 }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(hinted > 1_000, "\(hinted) texts got a hint")
        #expect(HTML.breakableASCII("caf\u{E9}Latte") == nil, "text beyond ASCII is read by Characters")
    }

}
