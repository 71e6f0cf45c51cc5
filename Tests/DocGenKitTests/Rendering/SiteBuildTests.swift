@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The whole pipeline on a fixture, with the repository's real theme and UI strings.
@Suite("Building a site")
struct SiteBuildTests {
    @Test("the expected files are written: picker, every language's pages, assets, search indexes")
    func expectedFiles() throws {
        let built = try SharedSite.get()
        let files = Set(snapshotFiles(in: built.site).keys)
        var expected: Set<String> = ["index.html", ".docgen-manifest"]
        for language in SiteFixture.languages {
            expected.insert("\(language)/search-index.js")
            expected.insert("\(language)/search-text-1.js")
            for page in SiteFixture.pagePaths { expected.insert("\(language)/\(page)") }
        }
        let assets = Theme.files(under: PackagePaths.site.appendingPathComponent("assets"))
        #expect(!assets.isEmpty)
        for asset in assets { expected.insert("assets/\(asset)") }
        #expect(expected.subtracting(files).isEmpty, "missing: \(expected.subtracting(files).sorted())")
        // Pages docgen generates itself (a reference section, …) may come on top, but only in place.
        #expect(files.filter { !SiteFixture.isExpectedLocation($0) }.isEmpty)
        #expect(Set(built.result.files) == files.subtracting([".docgen-manifest"]))
        #expect(built.result.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test("every relative href and src of every HTML file leads to an existing file")
    func linksResolve() throws {
        let built = try SharedSite.get()
        let htmlFiles = snapshotFiles(in: built.site).keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(htmlFiles.count >= 1 + SiteFixture.languages.count * SiteFixture.pagePaths.count)
        for file in htmlFiles {
            let broken = try SiteFixture.brokenReferences(in: built.site.appendingPathComponent(file))
            #expect(broken.isEmpty, "\(file) links to missing files: \(broken)")
        }
    }

    @Test("Markdown links to pages become links to the built HTML pages, with their fragment")
    func rewrittenLinks() throws {
        let built = try SharedSite.get()
        let html = try built.read("en/index.html")
        #expect(html.contains("href=\"life-cycle/states.html#the-states\""))
        #expect(html.contains("href=\"scenes/scenes.html\""))
        #expect(!html.contains(".md\""))
        let states = try built.read("en/life-cycle/states.html")
        #expect(states.contains("id=\"the-states\""))
        #expect(states.contains("href=\"../index.html\""))
    }

    @Test("each page declares its language on the html element")
    func htmlLang() throws {
        let built = try SharedSite.get()
        for file in snapshotFiles(in: built.site).keys where file.hasSuffix(".html") && file.contains("/") {
            let language = String(file.prefix { $0 != "/" })
            #expect(try built.read(file).contains("<html lang=\"\(language)\""), "\(file)")
        }
        let picker = try built.read("index.html")
        #expect(picker.contains("<html lang=\"en\""))
        for language in SiteFixture.languages { #expect(picker.contains("href=\"\(language)/index.html\"")) }
    }

    @Test("an untranslated page falls back to English with a notice in the reader's language")
    func fallbackNotice() throws {
        let built = try SharedSite.get()
        let fallback = try built.text("fr/scenes/scenes.html")
        #expect(fallback.contains("class=\"fallback-notice\""))
        #expect(fallback.contains("Cette page n&#39;est pas encore traduite"))
        #expect(!fallback.contains("%@"))
        #expect(fallback.contains("sceneDidBecomeActive(_:)"), "the English content is shown")
        #expect(try built.read("zh-Hans/life-cycle/states.html").contains("本页尚未翻译成"))
        for translated in ["en/index.html", "en/scenes/scenes.html", "fr/index.html", "fr/life-cycle/states.html", "zh-Hans/index.html"] {
            #expect(try !built.read(translated).contains("class=\"fallback-notice\""), "\(translated)")
        }
    }

    @Test("lifecycle blocks are rendered as checked tables; table blocks as HTML tables")
    func renderedBlocks() throws {
        let built = try SharedSite.get()
        let english = try built.text("en/index.html")
        #expect(english.contains("id=\"seq-home\""))
        #expect(english.contains("applicationWillResignActive(_:)</code>"))
        #expect(english.contains("style=\"text-align:center\">Observable</th>"))
        #expect(!english.contains("```"))
        #expect(try built.read("fr/index.html").contains("arrière-plan"))
    }

    @Test("each language gets a search index script of its own pages, and its text in a part beside it")
    func searchIndex() throws {
        let built = try SharedSite.get()
        let object = try scriptJSON(try built.read("fr/search-index.js"), prefix: "window.DOCGEN_SEARCH_INDEX = ", suffix: ";\n")
        #expect(object["lang"] as? String == "fr")
        #expect(object["v"] as? Int == 2)
        #expect(object["parts"] as? [String] == ["search-text-1.js"])
        let docs = try #require(object["docs"] as? [[Any]])
        #expect(Array(docs.compactMap { $0.first as? String }.prefix(3)) == ["Accueil", "États", "Scenes"])
        let hrefs = docs.compactMap { $0.dropFirst().first as? String }
        #expect(Array(hrefs.prefix(3)) == SiteFixture.pagePaths)
        for href in hrefs {
            #expect(FileManager.default.fileExists(atPath: built.site.appendingPathComponent("fr/" + href).path), "\(href)")
        }
        let part = try scriptJSON(try built.read("fr/search-text-1.js"),
                                  prefix: "(window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push(", suffix: ");\n")
        #expect(part["lang"] as? String == "fr")
        #expect(part["first"] as? Int == 0)
        // one list of section texts per page, as many as the title index has sections
        let texts = try #require(part["texts"] as? [[Any]])
        #expect(texts.count == docs.count)
        for (doc, text) in zip(docs, texts) {
            #expect(text.count == ((doc.last as? [Any])?.count ?? -1) + 1, "\(doc.first ?? "")")
        }
    }

    private func scriptJSON(_ script: String, prefix: String, suffix: String) throws -> [String: Any] {
        #expect(script.hasPrefix(prefix))
        #expect(script.hasSuffix(suffix))
        let json = String(script.dropFirst(prefix.count).dropLast(suffix.count))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test("rebuilding the same content gives byte-identical files, in any output folder")
    func reproducible() throws {
        let shared = snapshotFiles(in: try SharedSite.get().site)
        try withTemporaryDirectory { root in
            try SiteFixture.build(root: root, output: "elsewhere/site")
            let first = snapshotFiles(in: root.appendingPathComponent("elsewhere/site"))
            try SiteFixture.build(root: root, output: "elsewhere/site")  // over the previous build
            let second = snapshotFiles(in: root.appendingPathComponent("elsewhere/site"))
            #expect(first.count > 10)
            #expect(first.keys.sorted() == second.keys.sorted())
            #expect(first.keys.sorted() == shared.keys.sorted())
            for (path, data) in first {
                #expect(second[path] == data, "\(path) changed between two builds")
                #expect(shared[path] == data, "\(path) depends on the folders it was built in")
            }
        }
    }
}
