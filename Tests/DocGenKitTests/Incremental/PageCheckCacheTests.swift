@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `PageCheckCache`: the checks that read one page alone are not run again on an unchanged page,
/// nor the parity checks on an unchanged pair;
/// what a build reports is what a build without the cache reports.
@Suite("Page check cache")
struct PageCheckCacheTests {
    typealias Project = IncrementalBuildTests.Project

    @Test("unchanged pages' checks come from the previous build; an edited page is checked again")
    func unchangedPagesReused() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let first = try project.build()
            #expect(first.reusedPageChecks == 0)
            let second = try project.build()
            // Inline callbacks, tab modes, duplicate block ids and internal links: four checks a page. The checks that read a page's tree
            // (version claims; no term base here) come with the page from the parse cache.
            // And the structural parity and the blocks' parity of each translation with its English
            // page: two checks a pair. And the theme's partials against docgen's contexts: one, for the project.
            let files = try FileManager.default.subpathsOfDirectory(atPath: root.appendingPathComponent("Content").path)
                .filter { $0.hasSuffix(".md") }
            let pages = files.count
            let english = Set(files.filter { $0.hasPrefix("en/") }.map { $0.dropFirst(3) })
            let translations = files.filter { !$0.hasPrefix("en/") && english.contains($0.drop { $0 != "/" }.dropFirst()) }
            #expect(!translations.isEmpty)
            #expect(second.reusedPageChecks == 4 * pages + 2 * translations.count + 1)
            #expect(second.reusedParses == pages)
            #expect(second.diagnostics == first.diagnostics)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            let third = try project.build()
            let translationsOfEdited = translations.filter { $0.hasSuffix("/life-cycle/states.md") }.count
            #expect(translationsOfEdited > 0)
            // The edit changed no anchor: every other page's links keep their result.
            #expect(third.reusedPageChecks == 4 * (pages - 1) + 2 * (translations.count - translationsOfEdited) + 1)
        }
    }

    @Test("the string catalogs are checked against the term base again only when a catalog or the term base changed")
    func catalogsCheckedAgainWhenChanged() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            // One forbidden French word, and no typography: the fixture's pages and the catalogs pass it.
            try writeFile("""
                languages: [en, fr]
                concepts:
                  - id: callback
                    definition: A delegate method UIKit calls.
                    en: callback
                    fr:
                      preferred: callback
                      forbidden:
                        - variants: [rappel, rappels]
                          reason: French iOS developers write "callback"

                """, to: root.appendingPathComponent("Terms/termbase.yml"))
            // Absolute paths in diagnostics: the term check finds `Terms/` from the pages' paths as printed.
            var options = project.options(output: project.output, incremental: true)
            options.displayBase = nil
            // The site's strings from a folder of their own, so that the build's fingerprint does not
            // stand for the catalogs beside the content, which the term check reads.
            options.localizationsDirectory = root.appendingPathComponent("UI")
            try FileManager.default.copyItem(at: PackagePaths.localizations, to: options.localizationsDirectory)
            let build = { try Pipeline.build(options) }
            let first = try build()
            let second = try build()
            let third = try build()
            #expect(third.reusedPageChecks == second.reusedPageChecks)
            #expect(third.diagnostics == first.diagnostics)
            // A forbidden word in a French value: the build refuses, at the catalog, as `verify` does.
            let catalog = "Localizations/ui.xcstrings"
            let text = try String(contentsOf: root.appendingPathComponent(catalog), encoding: .utf8)
            guard let value = text.range(of: "\"value\": \"Le cycle de vie") else { Issue.record("no French site title"); return }
            try project.edit(catalog) { $0.replacingCharacters(in: value, with: "\"value\": \"Le rappel du cycle de vie") }
            let refused = try #require(throws: BuildError.self) { try build() }
            let clean = Pipeline.verify(contentDirectory: root.appendingPathComponent("Content")).diagnostics
            let inCatalog = { (diagnostics: [Diagnostic]) in diagnostics.filter { $0.rule == "docgen.term" && $0.location.file.hasSuffix(catalog) } }
            #expect(inCatalog(refused.diagnostics).count == 1)
            #expect(inCatalog(refused.diagnostics) == inCatalog(clean))
            // Taken back: the next build passes, with nothing left from the cache.
            try project.edit(catalog) { _ in text }
            #expect(inCatalog(try build().diagnostics).isEmpty)
            // An edit of the term base alone reaches the catalogs: "cycle" forbidden in French.
            try project.edit("Terms/termbase.yml") { $0.replacingOccurrences(of: "variants: [rappel, rappels]", with: "variants: [rappel, rappels, cycle]") }
            let refusedAgain = try #require(throws: BuildError.self) { try build() }
            #expect(!inCatalog(refusedAgain.diagnostics).isEmpty)
        }
    }

    /// Builds twice (every cache warm), edits `file`, builds again: what that build reported,
    /// whether it refused to write, and what `verify` reports without any cache.
    private static func afterEdit(_ file: String, in root: URL, _ edit: (String) -> String) throws
        -> (cached: [Diagnostic], refused: Bool, clean: [Diagnostic]) {
        let project = try Project(root: root)
        try project.build()
        try project.build()
        try project.edit(file, edit)
        let cached: [Diagnostic], refused: Bool
        do {
            (cached, refused) = (try project.build().diagnostics, false)
        } catch let error as BuildError {
            (cached, refused) = (error.diagnostics, true)
        }
        let clean = Pipeline.verify(contentDirectory: root.appendingPathComponent("Content"), displayBase: root)
        return (cached, refused, clean.diagnostics)
    }

    @Test("a fact broken in an edited page is reported, at its line, as without the cache")
    func brokenFactReported() throws {
        try withTemporaryDirectory { root in
            let (cached, refused, clean) = try Self.afterEdit("Content/en/life-cycle/states.md", in: root) {
                $0 + "\nThen `applicationDidBecomeActiv(_:)` runs.\n"
            }
            #expect(refused)
            let reported = cached.filter { $0.rule == "docgen.unknown-callback" }
            #expect(reported.count == 1)
            #expect(reported.first?.location.file.hasSuffix("en/life-cycle/states.md") == true)
            #expect(cached == clean)
        }
    }

    @Test("a heading renamed in an edited page breaks the links of unchanged pages that name it, as without the cache")
    func renamedHeadingBreaksUnchangedLinks() throws {
        try withTemporaryDirectory { root in
            let (cached, refused, clean) = try Self.afterEdit("Content/en/life-cycle/states.md", in: root) {
                $0.replacingOccurrences(of: "## The states", with: "## Every state")
            }
            #expect(refused)
            #expect(cached.contains { $0.rule == "docgen.broken-link" && $0.location.file.hasSuffix("en/index.md") })
            #expect(cached == clean)
        }
    }

    @Test("an edit to an English page reaches the parity of its unchanged translations, as without the cache")
    func parityOfUnchangedTranslation() throws {
        try withTemporaryDirectory { root in
            let (cached, refused, clean) = try Self.afterEdit("Content/en/life-cycle/states.md", in: root) {
                $0 + "\nThe value is `UIApplication.State.background`.\n"
            }
            #expect(!refused)
            #expect(cached == clean)
            #expect(cached.contains { $0.rule == "docgen.parity-code-span" && $0.location.file.hasSuffix("fr/life-cycle/states.md") })
        }
    }

    @Test("an edit to an English page's block reaches its unchanged translation's block parity, as without the cache")
    func blockParityOfUnchangedTranslation() throws {
        try withTemporaryDirectory { root in
            let (cached, refused, clean) = try Self.afterEdit("Content/en/index.md", in: root) {
                $0.replacingOccurrences(of: "id=home ", with: "id=home-screen ")
            }
            #expect(refused)
            #expect(cached.contains { $0.rule == "docgen.translation-mismatch" && $0.location.file.hasSuffix("zh-Hans/index.md") })
            #expect(cached == clean)
        }
    }

    @Test("cached diagnostics come back whole; a damaged checks file means checking again, with the same report")
    func damagedFileChecksAgain() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nThe value is `UIApplication.State.background`.\n" }
            let first = try project.build()
            #expect(first.diagnostics.contains { $0.rule == "docgen.parity-code-span" })
            let second = try project.build()
            #expect(second.reusedPageChecks > 0)
            #expect(second.diagnostics == first.diagnostics)
            let file = RenderCache.folder(beside: project.output).appendingPathComponent("checks.bin")
            let bytes = try Data(contentsOf: file)
            for damaged in [bytes.prefix(bytes.count / 2), bytes.prefix(3), bytes + Data([0xff])] {
                try damaged.write(to: file)
                let again = try project.build()
                #expect(again.reusedPageChecks == 0)
                #expect(again.diagnostics == first.diagnostics)
            }
        }
    }

    @Test("a checks file cut where an entry ends, holding fewer entries than it says, is refused whole")
    func cutAtAnEntryRefused() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            #expect(try project.build().reusedPageChecks > 0)
            let file = RenderCache.folder(beside: project.output).appendingPathComponent("checks.bin")
            let bytes = [UInt8](try Data(contentsOf: file))
            // Walked as the cache reads it: the line naming the format, the fingerprint, the count,
            // then each entry (its key's and its hash's lanes, then its diagnostics).
            let headerEnd = try #require(bytes.firstIndex(of: UInt8(ascii: "\n"))) + 1
            var reader = VarintReader(bytes: bytes, from: headerEnd)
            var readable = reader.text() != nil
            let count = reader.next() ?? 0
            var lastEntry = reader.offset, entries: UInt64 = 0
            while readable, !reader.atEnd {
                lastEntry = reader.offset
                for _ in 0..<4 where reader.next() == nil { readable = false }
                if reader.diagnostics() == nil { readable = false }
                entries += 1
            }
            try #require(readable && entries == count && count >= 2)
            try Data(bytes[..<lastEntry]).write(to: file)
            #expect(try project.build().reusedPageChecks == 0, "a file one entry short was read as whole")
        }
    }

    @Test("a build that changed a few entries adds them at the file's end; one that dropped a page writes it anew")
    func fewChangesAppended() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let file = RenderCache.folder(beside: project.output).appendingPathComponent("checks.bin")
            let first = try project.build()
            // The second build takes every page from the parse cache, whose tree checks then do not
            // run: their entries drop out, and the file is written anew.
            try project.build()
            let written = try Data(contentsOf: file)
            let unchanged = try project.build()
            #expect(try Data(contentsOf: file) == written, "a build that changed nothing rewrote the file")
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nOne more sentence.\n" }
            try project.build()
            let appended = try Data(contentsOf: file)
            #expect(appended.count > written.count && appended.starts(with: written), "the edited page's entries were not added at the end")
            // The added entries are the ones that count: every check is answered again, with the same report.
            let after = try project.build()
            #expect(after.reusedPageChecks == unchanged.reusedPageChecks)
            #expect(after.diagnostics == first.diagnostics)
            // Cut inside the added entries: refused whole, and checked again.
            try appended.prefix(appended.count - 3).write(to: file)
            let cut = try project.build()
            #expect(cut.reusedPageChecks == 0)
            #expect(cut.diagnostics == first.diagnostics)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nAnd another.\n" }
            try project.build()
            let beforeRemoval = try Data(contentsOf: file)
            try FileManager.default.removeItem(at: root.appendingPathComponent("Content/fr/life-cycle/states.md"))
            try project.build()
            let rewritten = try Data(contentsOf: file)
            #expect(!rewritten.starts(with: beforeRemoval), "a removed page's entries were kept")
            #expect(rewritten.count < beforeRemoval.count)
        }
    }

    @Test("a build that fails verification makes no cache folder beside the output")
    func failedBuildWritesNothing() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.edit("Content/en/life-cycle/states.md") { $0 + "\nThen `applicationDidBecomeActiv(_:)` runs.\n" }
            #expect(throws: BuildError.self) { try project.build() }
            let beside = project.output.deletingLastPathComponent()
            #expect(!FileManager.default.fileExists(atPath: beside.path), "nothing at \(beside.path)")
        }
    }

    @Test("the fingerprint changes with the term base beside the content")
    func termBaseInFingerprint() throws {
        try withTemporaryDirectory { root in
            let content = root.appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Terms"), withIntermediateDirectories: true)
            let terms = root.appendingPathComponent("Terms/fr.yml")
            try Data("a: 1\n".utf8).write(to: terms)
            let before = PageCheckCache.fingerprint(build: "b", contentDirectory: content)
            #expect(PageCheckCache.fingerprint(build: "b", contentDirectory: content) == before)
            try Data("a: 2\n".utf8).write(to: terms)
            #expect(PageCheckCache.fingerprint(build: "b", contentDirectory: content) != before)
            #expect(PageCheckCache.fingerprint(build: "c", contentDirectory: content) != PageCheckCache.fingerprint(build: "b", contentDirectory: content))
        }
    }
}
