@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Mustache
import Testing

/// The theme's `{{value}}`s are escaped by `HTMLEscaping`, which must write what swift-mustache's
/// own HTML escaping writes, byte for byte: the same `{{value}}` rendered by a template without the
/// pragma (the library's escaping) and with it.
@Suite("HTML escaping")
struct HTMLEscapingTests {
    static func rendered(_ value: String) throws -> (library: String, ours: String) {
        _ = HTMLEscaping.registered
        var library = MustacheLibrary()
        try library.register("[{{value}}]", named: "plain")
        try library.register(HTMLEscaping.pragma + "[{{value}}]", named: "ours")
        return (library.render(["value": value], withTemplate: "plain") ?? "", library.render(["value": value], withTemplate: "ours") ?? "")
    }

    @Test("20,000 random values of markup characters, combining marks, emoji, CJK and line ends are escaped as swift-mustache escapes them")
    func sameAsTheLibrary() throws {
        let pieces = ["<", ">", "&", "\"", "'", "a", "é", "e\u{301}", "\u{301}", "\u{338}", "\u{200D}", "👍", "\u{1F3FD}", "\u{FE0F}",
                      "\u{0600}", "\u{0903}", "中", "한", "\u{1100}", "\u{1161}", "\r", "\n", "\r\n", " ", "\u{00A0}", "&amp;", "≮", "\u{1F1EB}"]
        var random = SplitMix(seed: 11)
        var differing: [String] = [], escaped = 0, byCharacters = 0
        for _ in 0..<20_000 {
            let value = (0..<Int.random(in: 0...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let (library, ours) = try Self.rendered(value)
            if library != ours { differing.append(value.debugDescription) }
            if library != "[" + value + "]" { escaped += 1 }
            if value.unicodeScalars.contains(where: { $0.value >= 0x80 }) && library != "[" + value + "]" { byCharacters += 1 }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
        #expect(escaped > 8_000 && byCharacters > 5_000, "\(escaped) values escaped, \(byCharacters) of them with non-ASCII text")
    }

    @Test("a markup character with a combining mark after it, or a Prepend character before it, is part of a longer Character and left alone, as the library leaves it")
    func longerCharacters() throws {
        for value in ["<\u{338}", "a'\u{301}b", "\u{0600}<", "x&\u{200D}"] {
            let (library, ours) = try Self.rendered(value)
            #expect(ours == library, "\(value.debugDescription)")
        }
        #expect(try Self.rendered("<b a='1'>&</b>").ours == "[&lt;b a=&#39;1&#39;&gt;&amp;&lt;/b&gt;]")
    }

    @Test("the pragma line prints nothing, and a template error is reported at its line in the theme's file")
    func pragmaIsInvisible() throws {
        try withTemporaryDirectory { root in
            let site = root.appendingPathComponent("Site")
            try FileManager.default.copyItem(at: PackagePaths.site, to: site)
            let nav = site.appendingPathComponent("templates/nav.mustache")
            let broken = "{{#nav}}\n{{sectionTitle}}\n{{/nav}}\n\n{{/broken}}\n"
            // Where the library places the error in the file as written.
            var expected = (line: 0, column: 0)
            do { _ = try MustacheTemplate(string: broken) } catch let error as MustacheTemplate.ParserError {
                expected = (error.context.lineNumber, error.context.columnNumber)
            }
            #expect(expected.line == 5)
            try Data(broken.utf8).write(to: nav)
            do {
                _ = try Theme.load(siteDirectory: site, localizationsDirectory: PackagePaths.localizations, displayBase: root)
                Issue.record("a template with a stray closing tag loaded")
            } catch let error as BuildError {
                let problem = try #require(error.diagnostics.first { $0.rule == "docgen.template" }, "\(error.diagnostics)")
                #expect(problem.location.file == "Site/templates/nav.mustache")
                #expect(problem.location.line == expected.line && problem.location.column == expected.column, "\(problem.location)")
            }
            try Data("{{#nav}}\n{{sectionTitle}}\n{{/nav}}\n".utf8).write(to: nav)
            let theme = try Theme.load(siteDirectory: site, localizationsDirectory: PackagePaths.localizations, displayBase: root)
            #expect(theme.templates.render(["nav": [["sectionTitle": "A<"], ["sectionTitle": "B"]]], withTemplate: "nav") == "A&lt;\nB\n")
        }
    }
}
