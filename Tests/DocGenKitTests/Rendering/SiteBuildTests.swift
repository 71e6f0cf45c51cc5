import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The whole pipeline on a fixture, with the repository's real theme and UI strings.
@Suite("Building a site")
struct SiteBuildTests {
    @Test("the expected files are written: picker, every language's pages, assets, search indexes")
    func expectedFiles() throws {
        try withTemporaryDirectory { root in
            let result = try SiteFixture.build(root: root)
            let files = Set(snapshotFiles(in: root.appendingPathComponent("_site")).keys)
            var expected: Set<String> = ["index.html", ".docgen-manifest"]
            for language in SiteFixture.languages {
                expected.insert("\(language)/search-index.js")
                for page in SiteFixture.pagePaths { expected.insert("\(language)/\(page)") }
            }
            let assets = try FileManager.default.subpathsOfDirectory(atPath: PackagePaths.site.appendingPathComponent("assets").path)
                .filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
                .filter { !ContentLoaderProbe.isDirectory(PackagePaths.site.appendingPathComponent("assets/\($0)")) }
            #expect(!assets.isEmpty)
            for asset in assets { expected.insert("assets/\(asset)") }
            #expect(files == expected)
            #expect(Set(result.files) == expected.subtracting([".docgen-manifest"]))
            #expect(result.diagnostics.errors.isEmpty)
        }
    }

    @Test("every relative href and src of every HTML file leads to an existing file")
    func linksResolve() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let site = root.appendingPathComponent("_site")
            let htmlFiles = snapshotFiles(in: site).keys.filter { $0.hasSuffix(".html") }.sorted()
            #expect(htmlFiles.count == 1 + SiteFixture.languages.count * SiteFixture.pagePaths.count)
            for file in htmlFiles {
                let broken = try SiteFixture.brokenReferences(in: site.appendingPathComponent(file))
                #expect(broken.isEmpty, "\(file) links to missing files: \(broken)")
            }
        }
    }

    @Test("Markdown links to pages become links to the built HTML pages, with their fragment")
    func rewrittenLinks() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let html = try String(contentsOf: root.appendingPathComponent("_site/en/index.html"), encoding: .utf8)
            #expect(html.contains("href=\"life-cycle/states.html#the-states\""))
            #expect(html.contains("href=\"scenes/scenes.html\""))
            #expect(!html.contains(".md\""))
            let states = try String(contentsOf: root.appendingPathComponent("_site/en/life-cycle/states.html"), encoding: .utf8)
            #expect(states.contains("id=\"the-states\""))
            #expect(states.contains("href=\"../index.html\""))
        }
    }

    @Test("each page declares its language on the html element")
    func htmlLang() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let site = root.appendingPathComponent("_site")
            for language in SiteFixture.languages {
                for page in SiteFixture.pagePaths {
                    let html = try String(contentsOf: site.appendingPathComponent("\(language)/\(page)"), encoding: .utf8)
                    #expect(html.contains("<html lang=\"\(language)\""), "\(language)/\(page)")
                }
            }
            let picker = try String(contentsOf: site.appendingPathComponent("index.html"), encoding: .utf8)
            #expect(picker.contains("<html lang=\"en\""))
            for language in SiteFixture.languages { #expect(picker.contains("href=\"\(language)/index.html\"")) }
        }
    }

    @Test("an untranslated page falls back to English with a notice in the reader's language")
    func fallbackNotice() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let site = root.appendingPathComponent("_site")
            let read = { (path: String) in try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8) }
            let fallback = try read("fr/scenes/scenes.html")
            #expect(fallback.contains("class=\"fallback-notice\""))
            #expect(fallback.contains("Cette page n’est pas encore traduite"))
            #expect(!fallback.contains("%@"))
            #expect(fallback.contains("sceneDidBecomeActive(_:)"), "the English content is shown")
            #expect(try read("zh-Hans/life-cycle/states.html").contains("本页尚未翻译成"))
            for translated in ["en/index.html", "en/scenes/scenes.html", "fr/index.html", "fr/life-cycle/states.html", "zh-Hans/index.html"] {
                #expect(try !read(translated).contains("class=\"fallback-notice\""), "\(translated)")
            }
        }
    }

    @Test("lifecycle blocks are rendered as checked tables; table blocks as HTML tables")
    func renderedBlocks() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let site = root.appendingPathComponent("_site")
            let english = try String(contentsOf: site.appendingPathComponent("en/index.html"), encoding: .utf8)
            #expect(english.contains("id=\"seq-home\""))
            #expect(english.contains("<code>applicationWillResignActive(_:)</code>"))
            #expect(english.contains("<th scope=\"col\" style=\"text-align:center\">Observable</th>"))
            #expect(!english.contains("```"))
            let french = try String(contentsOf: site.appendingPathComponent("fr/index.html"), encoding: .utf8)
            #expect(french.contains("<span class=\"step-comment\">arrière-plan</span>"))
        }
    }

    @Test("each language gets a search index script of its own pages")
    func searchIndex() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let script = try String(contentsOf: root.appendingPathComponent("_site/fr/search-index.js"), encoding: .utf8)
            let prefix = "window.DOCGEN_SEARCH_INDEX = "
            #expect(script.hasPrefix(prefix))
            let json = String(script.dropFirst(prefix.count)).trimmingCharacters(in: .whitespacesAndNewlines).dropLast()
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(object["lang"] as? String == "fr")
            let docs = try #require(object["docs"] as? [[String: Any]])
            #expect(docs.compactMap { $0["title"] as? String } == ["Accueil", "États", "Scenes"])
            #expect(docs.compactMap { $0["href"] as? String } == SiteFixture.pagePaths)
        }
    }

    @Test("rebuilding the same content gives byte-identical files, in any output folder")
    func reproducible() throws {
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root)
            let first = snapshotFiles(in: root.appendingPathComponent("_site"))
            try SiteFixture.build(root: root)
            let second = snapshotFiles(in: root.appendingPathComponent("_site"))
            try SiteFixture.build(root: root, output: "elsewhere/site")
            let third = snapshotFiles(in: root.appendingPathComponent("elsewhere/site"))
            #expect(first.count > 10)
            #expect(first.keys.sorted() == second.keys.sorted())
            for (path, data) in first {
                #expect(second[path] == data, "\(path) changed between two builds")
                #expect(third[path] == data, "\(path) depends on the output folder")
            }
        }
    }
}

/// Folder test without reaching into DocGenKit's internals.
enum ContentLoaderProbe {
    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
