@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Mustache
import Testing

/// `TemplateLibrary` renders the theme's templates itself; it must write what swift-mustache
/// writes, byte for byte, and leave to swift-mustache what it does not take on.
@Suite("Template library")
struct TemplateLibraryTests {
    /// A value of a type the library knows nothing about: printed with its description.
    enum Mood: CustomStringConvertible {
        case calm, loud
        var description: String { self == .calm ? "calm" : "LOUD <!>" }
    }

    struct Pair { let a: String; let b: Int? }

    @Test("4,000 random templates (sections, inverted sections, partials standalone and indented, comments, dotted names, first() and index(), CRLF, blanks) render as swift-mustache renders them")
    func sameAsSwiftMustache() throws {
        _ = HTMLEscaping.registered
        var random = SplitMix(seed: 42)
        var compared = 0, withPartial = 0, differing: [String] = []
        for _ in 0..<4_000 {
            var library = TemplateLibrary()
            let leaf = Self.template(depth: 2, partials: [], using: &random)
            let page = Self.template(depth: 3, partials: ["leaf", "missing"], using: &random)
            do {
                try library.register(leaf, named: "leaf")
                try library.register(page, named: "page")
            } catch {
                continue  // swift-mustache refuses it: Theme.load reports it, nothing renders it
            }
            let values = Self.values(using: &random)
            let expected = library.reference.render(values, withTemplate: "page")
            guard library.rendersItself, let ours = library.renderedHere(values, withTemplate: "page") else { continue }
            compared += 1
            if page.contains("{{>") { withPartial += 1 }
            if ours != expected { differing.append("page: \(page.debugDescription)\nleaf: \(leaf.debugDescription)\nours: \(ours.debugDescription)\nlibrary: \(String(describing: expected).debugDescription)") }
        }
        #expect(differing.isEmpty, "\(differing.count) differ; first: \(differing.first ?? "")")
        #expect(compared > 2_000, "\(compared) templates compared")
        #expect(withPartial > 500, "\(withPartial) with a partial")
    }

    @Test("docgen's theme is rendered by the library itself, and each partial's sample renders as swift-mustache renders it")
    func repositoryTheme() throws {
        let theme = try Theme.load(siteDirectory: PackagePaths.site, localizationsDirectory: PackagePaths.localizations, displayBase: nil)
        #expect(theme.templates.rendersItself)
        for partial in Partial.allCases {
            let values = MustacheValues.of(partial.contextType.sample)
            let ours = theme.templates.renderedHere(values, withTemplate: partial.rawValue)
            #expect(ours != nil, "\(partial.rawValue) left to swift-mustache")
            #expect(ours == theme.templates.reference.render(values.plain, withTemplate: partial.rawValue), "\(partial.rawValue)")
        }
    }

    @Test("a theme left to swift-mustache (one template sets its delimiters) renders each partial's sample, through the values' plain form, as the library renders it itself")
    func plainFormRendersTheSame() throws {
        _ = HTMLEscaping.registered
        var ours = TemplateLibrary(), left = TemplateLibrary()
        let folder = PackagePaths.site.appendingPathComponent("templates")
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".mustache") {
            let text = HTMLEscaping.pragma + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            try ours.register(text, named: String(name.dropLast(".mustache".count)))
            try left.register(text, named: String(name.dropLast(".mustache".count)))
        }
        try left.register("{{=<% %>=}}<%a%>", named: "set-delimiters")
        #expect(ours.rendersItself && !left.rendersItself)
        for partial in Partial.allCases {
            let values = MustacheValues.of(partial.contextType.sample)
            let html = try #require(ours.renderedHere(values, withTemplate: partial.rawValue))
            #expect(left.render(values, withTemplate: partial.rawValue) == html, "\(partial.rawValue)")
            #expect(html.count > 40, "\(partial.rawValue) rendered next to nothing")
        }
    }

    @Test("what the library does not take on is left to swift-mustache: set delimiters, inheritance, dynamic partials, transforms, other content types, values it does not model")
    func leftToSwiftMustache() throws {
        for text in ["{{=<% %>=}}<%a%>", "{{<leaf}}{{$b}}x{{/b}}{{/leaf}}", "{{>*name}}", "{{uppercased(a)}}", "{{% CONTENT_TYPE: TEXT }}{{a}}"] {
            var library = TemplateLibrary()
            try library.register(text, named: "page")
            #expect(!library.rendersItself, "\(text)")
            #expect(library.render(["a": "<x>", "name": "none"], withTemplate: "page") == library.reference.render(["a": "<x>", "name": "none"], withTemplate: "page"))
        }
        var library = TemplateLibrary()
        try library.register("{{#a}}[{{.}}]{{/a}} {{b}}", named: "page")
        #expect(library.rendersItself)
        // A set, an optional, a lambda: values swift-mustache gives a meaning of its own.
        let unmodelled: [Any] = [Set(["x"]), Optional("x") as Any, MustacheLambda { _ in "y" }]
        for value in unmodelled {
            #expect(library.renderedHere(["a": value], withTemplate: "page") == nil)
            #expect(library.render(["a": value], withTemplate: "page") == library.reference.render(["a": value], withTemplate: "page"))
        }
        // A collection printed as a value: Swift's description, from swift-mustache.
        #expect(library.renderedHere(["b": ["x"]], withTemplate: "page") == nil)
        #expect(library.render(["b": ["x"]], withTemplate: "page") == " [&quot;x&quot;]")
    }

    // MARK: Random templates and values

    static let names = ["a", "b", "c", "n", "flag", "items", "mood", "pair", "ui", "missing", "a.b", "items.a", "ui.x", "pair.a", "pair.b",
                        ".a", ".", "", " a ", "mood.calm"]

    static func template(depth: Int, partials: [String], using random: inout SplitMix) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...7, using: &random) {
            switch Int.random(in: 0..<14, using: &random) {
            case 0: text += ["a", "<b>", "x y", "é", "中", "&", "{", "}", "{ {", "}}", "\t"].randomElement(using: &random)!
            case 1: text += ["\n", "\r\n", "\n  ", "\n\t", "  \n"].randomElement(using: &random)!
            case 2: text += "{{" + names.randomElement(using: &random)! + "}}"
            case 3:
                let opening = ["{{{", "{{&"].randomElement(using: &random)!
                text += opening + names.randomElement(using: &random)! + (opening == "{{{" ? "}}}" : "}}")
            case 4: text += ["{{first()}}", "{{index()}}", "{{last()}}", "{{even()}}", "{{odd()}}"].randomElement(using: &random)!
            case 5: text += "{{! a comment }}"
            case 6...8 where depth > 0:
                let name = (names + ["first()", "last()"]).randomElement(using: &random)!
                let sigil = Bool.random(using: &random) ? "#" : "^"
                let alone = Bool.random(using: &random)
                let open = (alone ? "\n" + ["", "  ", "\t"].randomElement(using: &random)! : "") + "{{" + sigil + name + "}}" + (alone ? "\n" : "")
                let close = (Bool.random(using: &random) ? "\n " : "") + "{{/" + name + "}}" + (Bool.random(using: &random) ? " \n" : "")
                text += open + template(depth: depth - 1, partials: partials, using: &random) + close
            case 9...10 where !partials.isEmpty:
                let tag = "{{> " + partials.randomElement(using: &random)! + "}}"
                text += [tag, "\n" + tag + "\n", "\n  " + tag + "\n", "\n\t" + tag + "  \r\n", "x " + tag].randomElement(using: &random)!
            case 11: text += "{{% CONTENT_TYPE: " + [HTMLEscaping.name, "HTML"].randomElement(using: &random)! + " }}" + (Bool.random(using: &random) ? "\n" : "")
            case 12: text += "\n  {{! standalone }}  \n"
            default: text += "text"
            }
        }
        return text
    }

    static func values(using random: inout SplitMix) -> [String: Any] {
        func text() -> String { ["x", "<y>", "a & b", "\"q\"", "'", "", "é\u{301}", "中文"].randomElement(using: &random)! }
        func item() -> [String: Any] {
            var item: [String: Any] = ["b": text()]
            if Bool.random(using: &random) { item["a"] = text() }
            if Bool.random(using: &random) { item["flag"] = Bool.random(using: &random) }
            return item
        }
        var values: [String: Any] = [:]
        if Bool.random(using: &random) { values["a"] = Bool.random(using: &random) ? ["b": text(), "a": text()] as [String: Any] : text() }
        if Bool.random(using: &random) { values["b"] = text() }
        if Bool.random(using: &random) { values["c"] = Int.random(in: -3...3, using: &random) }
        if Bool.random(using: &random) { values["n"] = Double(Int.random(in: 0...4, using: &random)) / 2 }
        if Bool.random(using: &random) { values["flag"] = Bool.random(using: &random) }
        if Bool.random(using: &random) { values["items"] = (0..<Int.random(in: 0...3, using: &random)).map { _ in item() } }
        if Bool.random(using: &random) { values["mood"] = Bool.random(using: &random) ? Mood.calm : Mood.loud }
        if Bool.random(using: &random) { values["pair"] = Pair(a: text(), b: Bool.random(using: &random) ? 1 : nil) }
        if Bool.random(using: &random) { values["ui"] = ["x": text(), "a": text()] }
        return values
    }
}
