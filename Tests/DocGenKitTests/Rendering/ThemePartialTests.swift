@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The markup of checked blocks, tables, figures and reference pages comes from the theme's
/// partials: a theme author changes it without touching Swift, and verify and build check it.
@Suite("Theme partials")
struct ThemePartialTests {
    /// A copy of the repository's `Site/` in `root`, with `edit` applied to the named template.
    static func theme(in root: URL, editing name: String? = nil, _ edit: (String) -> String = { $0 }) throws -> URL {
        let site = root.appendingPathComponent("Site")
        try FileManager.default.copyItem(at: PackagePaths.site, to: site)
        if let name {
            let file = site.appendingPathComponent("templates/\(name).mustache")
            try edit(String(contentsOf: file, encoding: .utf8)).write(to: file, atomically: true, encoding: .utf8)
        }
        return site
    }

    static func options(root: URL, site: URL) -> BuildOptions {
        BuildOptions(contentDirectory: root.appendingPathComponent("Content"), siteDirectory: site,
                     localizationsDirectory: PackagePaths.localizations,
                     outputDirectory: root.appendingPathComponent("_site"), displayBase: root)
    }

    static func themeDiagnostics(_ site: URL, root: URL) -> [Diagnostic] {
        Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root,
                        theme: (site, PackagePaths.localizations)).diagnostics
    }

    @Test("a theme with a changed partial changes the rendered sequence block, and a reference page")
    func changedPartial() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(SiteFixture.englishOnly, into: root)
            let site = try Self.theme(in: root, editing: "lifecycle-block") {
                $0.replacingOccurrences(of: "<figure class=\"lifecycle\"", with: "<figure class=\"lifecycle themed\"")
                    .replacingOccurrences(of: "<td class=\"receiver\">{{receiver}}</td>",
                                          with: "<td class=\"receiver\"><strong>{{receiver}}</strong></td>")
            }
            let glossary = site.appendingPathComponent("templates/reference-glossary.mustache")
            try String(contentsOf: glossary, encoding: .utf8).replacingOccurrences(of: "<dl class=\"glossary\">", with: "<dl class=\"glossary themed\">")
                .write(to: glossary, atomically: true, encoding: .utf8)
            _ = try Pipeline.build(Self.options(root: root, site: site))
            let terms = try String(contentsOf: root.appendingPathComponent("_site/en/reference/glossary.html"), encoding: .utf8)
            #expect(terms.components(separatedBy: "<dl class=\"glossary themed\">").count == 5)
            let html = try String(contentsOf: root.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
            #expect(html.contains("<figure class=\"lifecycle themed\" id=\"seq-home\""))
            #expect(html.components(separatedBy: "<td class=\"receiver\"><strong>App delegate</strong></td>").count == 3)
            // The repository's own theme writes neither.
            let plain = try Pipeline.build(Self.options(root: root, site: PackagePaths.site))
            #expect(plain.diagnostics.errors.isEmpty)
            let original = try String(contentsOf: root.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
            #expect(!original.contains("themed") && !original.contains("<strong>App delegate"))
        }
    }

    @Test("a missing partial is a verify error with its rule, and the build refuses the theme", arguments: Partial.allCases)
    func missingPartial(_ partial: Partial) throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(SiteFixture.englishOnly, into: root)
            let site = try Self.theme(in: root)
            try FileManager.default.removeItem(at: site.appendingPathComponent("templates/" + partial.fileName))
            let problems = Self.themeDiagnostics(site, root: root).errors
            // A partial another one includes is also reported where it is included.
            #expect(!problems.isEmpty && Set(problems.map(\.rule)) == ["docgen.template"], "\(problems.listing)")
            #expect(problems.contains { $0.summary.contains("missing partial '\(partial.fileName)'") })
            #expect(throws: BuildError.self) { try Pipeline.build(Self.options(root: root, site: site)) }
        }
    }

    @Test("a partial naming an unknown value, an unknown partial, or dropping a link target is an error at verify")
    func brokenPartials() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(SiteFixture.englishOnly, into: root)
            let site = try Self.theme(in: root, editing: "lifecycle-block") {
                $0.replacingOccurrences(of: "{{modeName}}", with: "{{modeNmae}}")
                    .replacingOccurrences(of: "id=\"{{anchor}}\"", with: "")
                    .replacingOccurrences(of: "{{> sequence-diagram}}", with: "{{> sequence-diagrams}}")
            }
            let problems = Self.themeDiagnostics(site, root: root).errors
            #expect(Set(problems.map(\.rule)) == ["docgen.template"], "\(problems.listing)")
            #expect(problems.first?.summary.contains("sequence-diagrams") == true)

            try FileManager.default.removeItem(at: site)
            let named = try Self.theme(in: root, editing: "lifecycle-block") {
                $0.replacingOccurrences(of: "{{modeName}}", with: "{{modeNmae}}").replacingOccurrences(of: "id=\"{{anchor}}\"", with: "")
            }
            let contract = Self.themeDiagnostics(named, root: root).errors
            #expect(contract.map(\.rule).sorted() == ["docgen.template-anchor", "docgen.template-value"], "\(contract.listing)")
            #expect(contract.contains { $0.summary.contains("did you mean 'modeName'?") && $0.location.line == 10 })  // the figcaption's line
            #expect(throws: BuildError.self) { try Pipeline.build(Self.options(root: root, site: named)) }
        }
    }

    @Test("the repository's theme keeps every partial's contract")
    func repositoryTheme() throws {
        let theme = try Theme.load(siteDirectory: PackagePaths.site, localizationsDirectory: PackagePaths.localizations, displayBase: nil)
        #expect(PartialContract.diagnostics(for: theme).isEmpty)
        for partial in Partial.allCases {
            #expect(!TemplateTags.names(in: try #require(theme.templateSources[partial.rawValue]).text).isEmpty)
        }
    }

    @Test("no context uses a name its enclosing contexts use: an absent optional never finds another value")
    func namesUnshadowed() {
        func check(_ value: Any, outer: Set<String>, path: String) {
            let mirror = Mirror(reflecting: value)
            switch mirror.displayStyle {
            case .optional, .collection:
                for child in mirror.children { check(child.value, outer: outer, path: path) }
            case .struct:
                let labels = Set(mirror.children.compactMap(\.label))
                #expect(labels.isDisjoint(with: outer), "\(path) reuses \(labels.intersection(outer).sorted())")
                for child in mirror.children {
                    check(child.value, outer: outer.union(labels), path: path + "." + (child.label ?? "?"))
                }
            default:
                break
            }
        }
        for partial in Partial.allCases { check(partial.contextType.sample, outer: [], path: partial.rawValue) }
    }

    @Test("a block id with markup is escaped by the template, whatever reaches the renderer")
    func hostileBlockID() throws {
        let hostile = "x\"><script>alert(1)</script>"
        let page = PageParser.parse(SourcePage(language: .source, path: "index.md", displayPath: "Content/en/index.md",
                                               text: Fixture.page(body: LifecycleBlockTests.twoWindows)))
        var sequence = SequenceChecker.check(try #require(page.lifecycleBlocks.first))
        #expect(sequence.isVerified)
        // The verifier refuses such an id (malformed-attribute); the renderer must not rely on it.
        let index = try #require(sequence.block.attributes.firstIndex { $0.name == "id" })
        sequence.block.attributes[index].value = hostile
        let theme = try Theme.load(siteDirectory: PackagePaths.site, localizationsDirectory: PackagePaths.localizations, displayBase: nil)
        let html = theme.partials.render(LifecycleBlockContext(sequence, names: StateNames(strings: theme.strings.all(in: .source))))
        #expect(html.contains("id=\"seq-x&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""), "\(html)")
        #expect(!html.contains("<script>") && !html.contains("x\"><"))
        #expect(html.contains("<svg"), "the diagram is drawn, its ids reduced to safe characters")
    }
}
