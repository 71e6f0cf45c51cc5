@testable import DocGenKit
import DocGenTestSupport
import Mustache
import Foundation
import Testing

/// `PageTemplate`: a partial a page includes twice (a navigation) is rendered once per page,
/// and the pages are byte for byte what the template renders as written.
@Suite("Page template")
struct PageTemplateTests {
    @Test("A partial included twice at the top level, without indentation, is shared")
    func sharedWhereSafe() {
        #expect(PageTemplate.sharedPartials(in: "<a>\n{{> nav}}\n</a>\n<b>{{> nav}}</b>\n{{> toc}}\n") == ["nav"])
        #expect(PageTemplate.sharedPartials(in: "{{> nav}}\n{{> toc}}\n") == [])
    }

    @Test("Inside a section, indented, or with other delimiters, a partial renders as written",
          arguments: [
              "{{> nav}}\n{{#items}}\n{{> nav}}\n{{/items}}\n",
              "{{> nav}}\n  {{> nav}}\n",
              "{{> nav}}\n{{=<% %>=}}\n<%> nav%>\n",
              "{{^hidden}}{{> nav}}{{/hidden}}{{> nav}}",
          ])
    func notShared(template: String) {
        #expect(PageTemplate.sharedPartials(in: template) == [])
    }

    @Test("The shared rendering writes the same bytes as the template as written")
    func sameBytes() throws {
        var library = TemplateLibrary()
        try library.register("<ul>{{#pages}}<li{{#isCurrent}} class=\"on\"{{/isCurrent}}>{{title}}</li>{{/pages}}</ul>\n", named: "nav")
        let text = "<header>\n{{> nav}}\n</header>\n<aside>{{> nav}}</aside>\n<main>{{title}}</main>\n"
        try library.register(text, named: "page")
        let template = PageTemplate(library: library, pageText: text)
        #expect(template.shared == ["nav"])
        let values: [String: Any] = ["title": "A & B", "pages": [["title": "One", "isCurrent": true], ["title": "Two <2>"]]]
        let typed = try #require(TemplateValue.dictionary(from: values))
        let shared = try #require(template.render(typed))
        #expect(shared == library.reference.render(values, withTemplate: "page"))
        #expect(shared.components(separatedBy: "class=\"on\"").count == 3)
    }

    /// The repository's theme with the navigation included a second time (as a theme with a
    /// menu and a sidebar does), and the same whose page includes it inside an always-true
    /// section (so nothing is shared, and Mustache's output is unchanged): the two sites must be
    /// identical.
    @Test("The repository's site is identical with and without the shared navigation")
    func repositorySiteIdentical() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(SiteFixture.pages, into: root)
            let text = try String(contentsOf: PackagePaths.site.appendingPathComponent("templates/page.mustache"), encoding: .utf8)
            #expect(PageTemplate.sharedPartials(in: text) == [], "docgen's theme includes the navigation once")
            let twice = text.replacingOccurrences(of: "<aside class=\"sidebar\">", with: "<div hidden>\n{{> nav}}\n</div>\n<aside class=\"sidebar\">")
            #expect(PageTemplate.sharedPartials(in: twice) == ["nav"])
            let unshared = twice.replacingOccurrences(of: "\n{{> nav}}\n", with: "\n{{#lang}}\n{{> nav}}\n{{/lang}}\n")
            #expect(PageTemplate.sharedPartials(in: unshared) == [])
            var sites: [URL] = []
            for (name, page) in [("SharedSite", twice), ("PlainSite", unshared)] {
                let site = root.appendingPathComponent(name)
                try FileManager.default.copyItem(at: PackagePaths.site, to: site)
                try Data(page.utf8).write(to: site.appendingPathComponent("templates/page.mustache"))
                sites.append(site)
            }

            var shared = SiteFixture.options(root: root, output: "shared")
            shared.siteDirectory = sites[0]
            var plain = SiteFixture.options(root: root, output: "plain")
            plain.siteDirectory = sites[1]
            _ = try Pipeline.build(shared)
            _ = try Pipeline.build(plain)
            let sharedFiles = snapshotFiles(in: shared.outputDirectory)
            let plainFiles = snapshotFiles(in: plain.outputDirectory)
            #expect(sharedFiles.keys.sorted() == plainFiles.keys.sorted())
            let different = sharedFiles.keys.filter { sharedFiles[$0] != plainFiles[$0] }.sorted()
            #expect(different.isEmpty, "differ: \(different.prefix(5))")
            #expect(sharedFiles.count > 20)
        }
    }
}
