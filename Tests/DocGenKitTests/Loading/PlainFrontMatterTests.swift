@testable import DocGenKit
import DocGenTestSupport
import Testing

/// The plain-line reading of front matter is a shortcut: whatever it takes must read as Yams reads it,
/// to the same front matter and the same errors at the same places.
@Suite("Front matter read without Yams")
struct PlainFrontMatterTests {
    static let keys = ["title", "title", "description", "order", "updated", "unsafe-html", "titel", "tags", "Title"]

    /// Values that YAML reads plainly, and values where a quote, an indicator, a comment, a tab or a
    /// character YAML treats specially changes the reading, or makes it an error.
    static let values = [
        "App states", "Le cycle de vie", "应用的状态", "앱 상태", "Scene: a window", "C# and Swift", "a:b", "ends:",
        "wait # a comment", "50 % done", "x, y [z] {w}", "- item", "[a, b]", "{a: b}", "&anchor x", "*alias", "!tag x",
        "| block", "> folded", "%x", "@x", "`x`", "?x", ",x", "#x", " leading", "trailing ", "two  spaces",
        "\"quoted\"", "\"with \\\"escape\\\"\"", "\"\\u00e9t\\u00e9\"", "\"a # b: c\"", "\"unclosed", "\"\"", "\"a\" b",
        "'single'", "'it''s'", "'a # b'", "''", "'unclosed", "'a' b",
        "true", "false", "yes", "No", "ON", "True", "FALSE", "y", "n", "~", "null", "Null",
        "12", "-3", "+4", "1_000", "0x1F", "0o17", "0b101", "1:30", "3.5", "1e3", "0x", "99999999999999999999",
        "2026-11-20", "2026-13-01", "2026-11-20T10:00:00Z", "20261120",
        "tab\there", "tab at the end\t", "\ttab first", "nel\u{85}here", "line\u{2028}sep", "bom\u{FEFF}here", "ctrl\u{1}x", "del\u{7F}x", "c1\u{9B}x",
        "nbsp\u{A0}x", "emoji 🙂", "é\u{301}", "", "…",
    ]

    /// The lines between a page's `---` lines.
    static func yaml(of text: String) -> Substring {
        let afterOpening = text.dropFirst(4)
        if afterOpening.hasPrefix("---\n") { return "" }
        return afterOpening[..<afterOpening.range(of: "\n---\n")!.lowerBound]
    }

    static func randomBlock(using random: inout SplitMix) -> String {
        var lines: [String] = []
        if Bool.random(using: &random) {
            // Each known key once, as pages write them; the values decide which reading is taken.
            let known = FrontMatter.knownKeys.sorted().shuffled(using: &random)
            for key in known.prefix(Int.random(in: 1...known.count, using: &random)) {
                lines.append("\(key): \(values.randomElement(using: &random)!)")
            }
        } else {
            for _ in 0..<Int.random(in: 0...5, using: &random) {
                switch Int.random(in: 0..<20, using: &random) {
                case 0: lines.append("")
                case 1: lines.append("# a comment")
                case 2: lines.append("  continued")
                case 3: lines.append("\(keys.randomElement(using: &random)!):\(values.randomElement(using: &random)!)")
                case 4: lines.append("\(keys.randomElement(using: &random)!) : x")
                case 5: lines.append("...")
                default: lines.append("\(keys.randomElement(using: &random)!): \(values.randomElement(using: &random)!)")
                }
            }
        }
        return "---\n" + lines.map { $0 + "\n" }.joined() + "---\n# Body\n"
    }

    @Test("20,000 random blocks read as Yams reads them (front matter, body, errors and their places), and most plain ones skip Yams")
    func sameAsYams() {
        var random = SplitMix(seed: 11)
        var plain = 0
        let cases = 20_000
        for _ in 0..<cases {
            let text = Self.randomBlock(using: &random)
            let shortcut = FrontMatterReader.read(text, file: "Content/fr/page.md")
            let yams = FrontMatterReader.read(text, file: "Content/fr/page.md", readsPlainLines: false)
            #expect(shortcut.frontMatter == yams.frontMatter, "\(text.debugDescription)")
            #expect(shortcut.diagnostics == yams.diagnostics, "\(text.debugDescription)")
            #expect(shortcut.body == yams.body && shortcut.bodyLineOffset == yams.bodyLineOffset)
            if PlainFrontMatter.fields(of: Self.yaml(of: text)) != nil { plain += 1 }
        }
        // The test sees the shortcut at work, not only Yams.
        #expect(plain > cases / 10, "only \(plain) of \(cases) blocks were read without Yams")
    }

    @Test("every Content page reads the same with and without the shortcut, and nearly all skip Yams")
    func contentPages() {
        let pages = ContentLoader.load(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root).pages
        #expect(pages.count > 50)
        var plain = 0
        for page in pages {
            let shortcut = FrontMatterReader.read(page.text, file: page.displayPath)
            let yams = FrontMatterReader.read(page.text, file: page.displayPath, readsPlainLines: false)
            #expect(shortcut.frontMatter == yams.frontMatter && shortcut.diagnostics == yams.diagnostics, "\(page.displayPath)")
            if PlainFrontMatter.fields(of: Self.yaml(of: page.text)) != nil { plain += 1 }
        }
        // Quoted titles, dates and orders: all of today's pages. A page that needs Yams is not
        // wrong, only slower, so the bar is lower.
        #expect(plain * 10 > pages.count * 9, "\(pages.count - plain) of \(pages.count) Content pages need Yams")
    }
}
