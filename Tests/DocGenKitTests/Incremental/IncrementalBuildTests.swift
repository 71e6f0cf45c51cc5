@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `BuildOptions.incremental`: pages whose inputs did not change are taken from the previous
/// build; the site is always the one a clean build would write.
@Suite("Incremental builds")
struct IncrementalBuildTests {
    /// A project of its own (content, theme and catalogs copied), so each test may edit any of it.
    struct Project {
        let root: URL

        init(root: URL) throws {
            self.root = root
            try ContentFixture.write(SiteFixture.pages, into: root)
            for (folder, name) in [(PackagePaths.site, "Site"), (PackagePaths.localizations, "Localizations")] {
                try FileManager.default.copyItem(at: folder, to: root.appendingPathComponent(name))
            }
        }

        var output: URL { root.appendingPathComponent("out/site") }

        func options(output: URL, incremental: Bool) -> BuildOptions {
            var options = BuildOptions(contentDirectory: root.appendingPathComponent("Content"),
                                       siteDirectory: root.appendingPathComponent("Site"),
                                       localizationsDirectory: root.appendingPathComponent("Localizations"),
                                       outputDirectory: output, displayBase: root)
            options.incremental = incremental
            return options
        }

        @discardableResult
        func build() throws -> BuildResult { try Pipeline.build(options(output: output, incremental: true)) }

        /// What a build with no cache and no previous site writes.
        func cleanBuild() throws -> [String: Data] {
            let clean = root.appendingPathComponent("clean-\(UUID().uuidString)/site")
            _ = try Pipeline.build(options(output: clean, incremental: false))
            return snapshotFiles(in: clean)
        }

        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = root.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            #expect(changed != text, "the edit of \(path) changes nothing")
            try Data(changed.utf8).write(to: url)
        }

        /// Each page's inode: a page taken from the previous build keeps it (a hard link).
        func pageInodes(_ included: (String) -> Bool = isPage) -> [String: UInt64] {
            var inodes: [String: UInt64] = [:]
            for (path, _) in snapshotFiles(in: output) where included(path) {
                inodes[path] = FileIdentity(path: output.appendingPathComponent(path).path)?.inode
            }
            return inodes
        }

        /// A page of a language tree (not the language picker, not an asset, not a search script).
        static func isPage(_ path: String) -> Bool {
            path.hasSuffix(".html") && path.contains("/") && !path.hasPrefix("assets/")
        }
    }

    @Test("a build with nothing changed takes every page from the previous one, and writes the same bytes")
    func nothingChanged() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let first = try project.build()
            #expect(first.reusedPages == 0)
            let before = snapshotFiles(in: project.output)
            let pages = before.keys.filter(Project.isPage).count
            #expect(pages > 10)
            let second = try project.build()
            #expect(second.reusedPages == pages)
            #expect(snapshotFiles(in: project.output) == before)
        }
    }

    @Test("editing one page's text renders it and the pages showing it again, nothing else, and the site equals a clean build")
    func onePageEdited() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            let before = project.pageInodes()
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            let result = try project.build()
            let after = project.pageInodes()
            let rendered = Set(after.keys.filter { after[$0] != before[$0] })
            // The English page, and the Chinese one, which shows it as a fallback. The French page was
            // never marked translated, so no note of it depends on the English text.
            #expect(rendered == ["en/life-cycle/states.html", "zh-Hans/life-cycle/states.html"])
            #expect(result.reusedPages == after.count - rendered.count)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("the render cache adds the lines of the files a build rendered at its end; a build that dropped a file writes it anew")
    func renderCacheLinesAdded() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let file = RenderCache.folder(beside: project.output).appendingPathComponent("pages.tsv")
            let extra = root.appendingPathComponent("Content/en/scenes/extra.md")
            try writeFile(Fixture.page(title: "Extra", order: 2, body: "## Extra\n\nOne page more.\n"), to: extra)
            try project.build()
            let written = try Data(contentsOf: file)
            let unchanged = try project.build()
            #expect(try Data(contentsOf: file) == written, "a build that rendered nothing rewrote the file")
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            try project.build()
            let added = try Data(contentsOf: file)
            #expect(added.count > written.count && added.starts(with: written), "the rendered pages' lines were not added at the end")
            // The added lines are the ones that count: every page is taken from the site again.
            #expect(try project.build().reusedPages == unchanged.reusedPages)
            // A last line cut short: the file is refused, and every page rendered again.
            try added.dropLast().write(to: file)
            #expect(try project.build().reusedPages == 0)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nAnd another.\n" }
            try project.build()
            let beforeRemoval = try Data(contentsOf: file)
            try FileManager.default.removeItem(at: extra)
            try project.build()
            let rewritten = try Data(contentsOf: file)
            #expect(!rewritten.starts(with: beforeRemoval), "the removed page's lines were kept")
            #expect(!String(decoding: rewritten, as: UTF8.self).contains("extra.html"))
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("editing one page's text rewrites the part of the search text that holds it, nothing else")
    func searchScriptsOfOnePageEdited() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let isSearchScript = { (path: String) in path.contains("/search-") && path.hasSuffix(".js") }
            try project.build()
            let before = project.pageInodes(isSearchScript)
            #expect(before.keys.contains("fr/search-index.js"))
            try project.build()
            #expect(project.pageInodes(isSearchScript) == before, "nothing changed, every script kept")
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            try project.build()
            let after = project.pageInodes(isSearchScript)
            let rewritten = Set(after.keys.filter { after[$0] != before[$0] })
            // The part with the English page's text, and the Chinese one, whose fallback page shows it. No
            // title or heading changed, so every index of titles is kept.
            #expect(rewritten == ["en/search-text-1.js", "zh-Hans/search-text-1.js"])
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    /// The index of titles is keyed by the sections' headings alone (`SearchDigest.outline`): these
    /// edits change a section's heading, or cut no section where one was cut, so the index must change.
    @Test("an edit that changes a page's search sections' headings rewrites the index of titles", arguments: [
        ("### Details", "### More details"),
        // Nested in a quote, the heading stays one but no longer cuts a section.
        ("### Details", "> ### Details"),
        ("### Details", "#### Details"),
    ])
    func searchOutlineChanged(old: String, new: String) throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            let before = project.pageInodes { $0 == "en/search-index.js" || $0 == "fr/search-index.js" }
            try project.edit("Content/en/life-cycle/states.md") { $0.replacingOccurrences(of: old, with: new) }
            try project.build()
            let after = project.pageInodes { $0 == "en/search-index.js" || $0 == "fr/search-index.js" }
            #expect(after["en/search-index.js"] != before["en/search-index.js"])
            #expect(after["fr/search-index.js"] == before["fr/search-index.js"], "the French page has its own headings")
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a new title reaches every page whose navigation shows it", arguments: [
        ("Content/en/life-cycle/states.md", "title: States", "title: The five states"),
        ("Content/en/life-cycle/_section.md", "title: The life cycle", "title: Life cycle, step by step"),
    ])
    func titleChanged(path: String, old: String, new: String) throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try project.edit(path) { $0.replacingOccurrences(of: old, with: new) }
            let result = try project.build()
            #expect(result.reusedPages > 0, "pages of other languages keep theirs")
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    /// Edits whose effect reaches pages other than the one edited through the template's values (the
    /// language switcher, previous and next, breadcrumbs, the footer): the site must still be a clean build's.
    @Test("an edit that reaches other pages' template values gives a clean build's site", arguments: [
        // The French page's headings stop matching the English page's levels: the switcher's heading map changes.
        ("Content/fr/life-cycle/states.md", "## Les états", "### Les états"),
        // A heading's id changes: the English home page's switcher maps its sections to the French ones.
        ("Content/fr/index.md", "# Accueil\n", "# Bienvenue\n"),
        // The section order changes previous and next across the site.
        ("Content/en/scenes/_section.md", "order: 2", "order: 0"),
        // A description and a last-updated date, read from the front matter.
        ("Content/en/life-cycle/states.md", "order: 1\n", "order: 1\ndescription: The five states.\nupdated: 2026-11-20\n"),
    ])
    func templateValuesChanged(path: String, old: String, new: String) throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try project.edit(path) { $0.replacingOccurrences(of: old, with: new) }
            try project.build()
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a translation removed leaves a fallback, and every switcher that linked it says so, as a clean build does")
    func translationRemoved() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try FileManager.default.removeItem(at: root.appendingPathComponent("Content/fr/life-cycle/states.md"))
            let result = try project.build()
            #expect(result.reusedPages > 0)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a change to the theme or a string catalog renders every page again", arguments: [
        "Site/templates/page.mustache", "Localizations/ui.xcstrings",
    ])
    func themeChanged(path: String) throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try project.edit(path) { text in
                path.hasSuffix(".mustache") ? text + "\n{{! edited }}\n" : text.replacingOccurrences(of: "\"Link to this section\"", with: "\"Link here\"")
            }
            let result = try project.build()
            #expect(result.reusedPages == 0)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a partial broken after a build is refused by the next one: the check cache does not answer for a changed theme")
    func partialBrokenAfterBuild() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            try project.build()  // the contract now comes from the check cache
            try project.edit("Site/templates/lifecycle-block.mustache") { $0.replacingOccurrences(of: "{{modeName}}", with: "{{modeNmae}}") }
            let error = #expect(throws: BuildError.self) { try project.build() }
            guard case .verificationFailed(let diagnostics)? = error else {
                Issue.record("not refused by verification: \(String(describing: error))")
                return
            }
            #expect(diagnostics.contains { $0.rule == "docgen.template-value" && $0.summary.contains("modeNmae") }, "\(diagnostics.listing)")
        }
    }

    @Test("a page changed in the output since the last build is rendered again, not kept")
    func outputEditedByHand() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            let page = project.output.appendingPathComponent("en/index.html")
            try Data("edited by hand".utf8).write(to: page)
            try project.build()
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("successive edits staged into the old site kept beside the output (the spare) each give a clean build's site")
    func editsStagedIntoTheSpare() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            let spares = { (try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("out").path))
                .filter { $0.hasPrefix(".site.docgen-spare-") } }
            #expect(try spares().isEmpty, "a full build keeps no spare")
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            try project.build()
            #expect(try spares().count == 1)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            // Staged into the spare: the first site, with the page edited just before among its files.
            try project.edit("Content/fr/index.md") { $0 + "\nUne phrase de plus.\n" }
            try project.build()
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            // A page edited by hand in the output shares its inode with the spare's: rendered again all the same.
            try Data("edited by hand".utf8).write(to: project.output.appendingPathComponent("en/index.html"))
            try project.edit("Content/en/life-cycle/states.md") { $0.replacingOccurrences(of: "\nOne more sentence.\n", with: "") }
            let result = try project.build()
            #expect(result.reusedPages > 0)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
            #expect(try spares().count == 1)
        }
    }

    @Test("a cache folder docgen did not make is neither read nor written, and the build is a full one")
    func foreignCacheFolder() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let cache = root.appendingPathComponent("out/.site.docgen-cache")
            try writeFile("mine", to: cache.appendingPathComponent("pages.tsv"))
            try project.build()
            let second = try project.build()
            #expect(second.reusedPages == 0)
            #expect(snapshotFiles(in: cache) == ["pages.tsv": Data("mine".utf8)])
        }
    }

    @Test("without `incremental`, no cache folder is made beside the output")
    func noCacheWhenNotAsked() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            _ = try Pipeline.build(project.options(output: project.output, incremental: false))
            #expect(EntryKind.at(root.appendingPathComponent("out/.site.docgen-cache").path) == .missing)
        }
    }
}
