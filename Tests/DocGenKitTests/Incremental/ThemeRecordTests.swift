@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `ThemeRecord`: a build whose binary, theme and catalogs are unchanged takes the strings from the
/// last build's record and leaves swift-mustache's parse for later; any change reads them again,
/// and a template broken since is still refused.
@Suite("Theme record")
struct ThemeRecordTests {
    typealias Project = IncrementalBuildTests.Project

    @Test("the second build takes the theme from the record, and writes a clean build's site")
    func secondBuildTakesRecord() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            #expect(try project.build().recordedTheme == false)
            let second = try project.build()
            #expect(second.recordedTheme)
            #expect(snapshotFiles(in: project.output) == (try project.cleanBuild()))
        }
    }

    @Test("a catalog changed since is read again, and its new string is on the pages")
    func changedCatalogReadAgain() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            #expect(try project.build().recordedTheme)
            let catalog = try #require(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Localizations").path)
                .first { $0.hasSuffix(".xcstrings") && (try? String(contentsOf: root.appendingPathComponent("Localizations/\($0)"), encoding: .utf8))?.contains("\"siteTitle\"") == true })
            let strings = try UIStrings.load(directory: root.appendingPathComponent("Localizations"), displayBase: nil)
            let title = try #require(strings.string("siteTitle", .source))
            try project.edit("Localizations/\(catalog)") { $0.replacingOccurrences(of: "\"\(title)\"", with: "\"\(title) (edited)\"") }
            let third = try project.build()
            #expect(third.recordedTheme == false)
            let site = snapshotFiles(in: project.output)
            #expect(site.values.contains { String(decoding: $0, as: UTF8.self).contains("\(title) (edited)") })
            #expect(site == (try project.cleanBuild()))
            #expect(try project.build().recordedTheme)
        }
    }

    @Test("a template broken after a build is refused with swift-mustache's error, as without a record")
    func brokenTemplateRefused() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.build()
            #expect(try project.build().recordedTheme)
            try project.edit("Site/templates/nav.mustache") { $0 + "\n{{/broken}}\n" }
            do {
                try project.build()
                Issue.record("a template with a stray closing tag was built")
            } catch let error as BuildError {
                #expect(error.diagnostics.contains { $0.rule == "docgen.template" && $0.location.file == "Site/templates/nav.mustache" },
                        "\(error.diagnostics)")
            }
        }
    }

    @Test("the record's strings are the catalogs'; another key, or damaged bytes, give none")
    func roundTrip() throws {
        try withTemporaryDirectory { root in
            let strings = try UIStrings.load(directory: PackagePaths.localizations, displayBase: root)
            var bytes: [UInt8] = []
            strings.record(into: &bytes)
            var reader = VarintReader(bytes: bytes)
            #expect(UIStrings(recordedIn: &reader) == strings)
            #expect(reader.atEnd)
            // Cut anywhere: refused, never a trap.
            for cut in stride(from: 0, to: bytes.count, by: max(bytes.count / 300, 1)) {
                var cutReader = VarintReader(bytes: Array(bytes[..<cut]))
                #expect(UIStrings(recordedIn: &cutReader) == nil, "cut at \(cut)")
            }
            // Through the file, in a folder docgen owns: read back with its key only.
            let folder = root.appendingPathComponent("cache")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            // Not written while the theme's files are no longer those the fingerprint was made of.
            let edited = ThemeRecord(folder: folder, fingerprint: "f", shownAs: ["Site", "Localizations"], fingerprintNow: { "f2" })
            edited.keep(strings)
            edited.save()
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("theme.bin").path))
            let record = ThemeRecord(folder: folder, fingerprint: "f", shownAs: ["Site", "Localizations"], fingerprintNow: { "f" })
            record.keep(strings)
            record.save()
            #expect(record.strings() == nil, "a folder without docgen's tag is not read")
            try Data(RenderCache.tag.utf8).write(to: folder.appendingPathComponent("CACHEDIR.TAG"))
            #expect(record.strings() == strings)
            #expect(ThemeRecord(folder: folder, fingerprint: "g", shownAs: ["Site", "Localizations"], fingerprintNow: { "g" }).strings() == nil)
            #expect(ThemeRecord(folder: folder, fingerprint: "f", shownAs: ["../Site", "Localizations"], fingerprintNow: { "f" }).strings() == nil)
        }
    }

    @Test("templates known to parse render as parsed ones, here and through swift-mustache")
    func knownToParseRenderAlike() throws {
        _ = HTMLEscaping.registered
        let folder = PackagePaths.site.appendingPathComponent("templates")
        var eager = TemplateLibrary(), lazy = TemplateLibrary()
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).filter({ $0.hasSuffix(".mustache") }).sorted() {
            let text = HTMLEscaping.pragma + (try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
            try eager.register(text, named: String(name.dropLast(".mustache".count)))
            lazy.register(knownToParse: text, named: String(name.dropLast(".mustache".count)))
        }
        let values: [String: Any] = ["nav": [["sectionTitle": "A<", "pages": [["title": "B", "href": "b.html", "current": true]]]],
                                     "title": "T", "toc": [["title": "x", "id": "x"]]]
        for name in ["nav", "toc", "heading", "languages"] {
            #expect(lazy.render(values, withTemplate: name) == eager.render(values, withTemplate: name), "\(name)")
            // swift-mustache's own rendering, which the lazy library parses on first use.
            #expect(lazy.reference.render(values, withTemplate: name) == eager.reference.render(values, withTemplate: name), "\(name)")
            #expect(lazy.reference.render(values, withTemplate: name) != nil, "\(name)")
        }
    }
}
