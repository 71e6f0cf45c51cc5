@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// A page in English, French and Spanish, with a lead, two sections and a subsection, in a
/// temporary content folder: what a translator sees after the English changes, in `verify`, in
/// `status` and on the built page, and after `docgen translated`.
private struct Project {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }

    static let english = ContentFixture.page(title: "Home", body: """
        Lead paragraph.

        ## Launch

        The app launches.

        ## Background

        The app goes to the background.

        ### Details

        More details.

        """)
    static let translations = [
        "fr": ContentFixture.page(title: "Accueil", body: """
            Paragraphe d'introduction.

            ## Lancement

            L'app se lance.

            ## Arrière-plan

            L'app passe en arrière-plan.

            ### Détails

            Plus de détails.

            """),
        "es": ContentFixture.page(title: "Inicio", body: """
            Párrafo de introducción.

            ## Arranque

            La app arranca.

            ## Segundo plano

            La app pasa a segundo plano.

            ### Detalles

            Más detalles.

            """),
    ]
    /// The translated heading ids of the English `background` section, and their lines (4 lines of front matter).
    static let backgroundIDs = ["fr": "arrière-plan", "es": "segundo-plano"]
    static let backgroundLine = 11

    init(root: URL, english: String = Self.english, translations: [String: String] = Self.translations) throws {
        self.root = root
        var pages = ["en/index.md": english]
        for (language, text) in translations { pages["\(language)/index.md"] = text }
        try ContentFixture.write(pages, into: root)
    }

    func write(_ path: String, _ text: String) throws {
        try text.write(to: content.appendingPathComponent(path), atomically: true, encoding: .utf8)
    }

    func read(_ path: String) throws -> String { try String(contentsOf: content.appendingPathComponent(path), encoding: .utf8) }

    /// `docgen translated` on every translation of the page.
    @discardableResult
    func markTranslated(_ languages: [String] = ["es", "fr"], path: String = "index.md") throws -> TranslationRecorder.Outcome {
        try TranslationRecorder.record(languages.map { (Language($0), path) }, contentDirectory: content, displayBase: root)
    }

    func verify() -> [Diagnostic] { Pipeline.verify(contentDirectory: content, displayBase: root).diagnostics }

    /// The status of the project's translations (the real catalogs have more languages).
    func status() throws -> TranslationStatus {
        let (parsed, _) = Pipeline.parse(contentDirectory: content, displayBase: root)
        return TranslationStatus.gather(content: parsed, strings: try UIStrings.load(directory: PackagePaths.localizations, displayBase: nil),
                                        languages: parsed.languages.filter { !$0.isSource })
    }

    /// Builds the site and returns each language's `index.html`; `incremental`, into its own folder,
    /// with the caches (`BuildResult.reusedPageChecks` in `result`).
    func build(incremental: Bool = false, result: UnsafeMutablePointer<BuildResult>? = nil) throws -> [String: String] {
        let output = root.appendingPathComponent(incremental ? "_site-incremental" : "_site")
        var options = BuildOptions(contentDirectory: content, siteDirectory: PackagePaths.site,
                                   localizationsDirectory: PackagePaths.localizations, outputDirectory: output, displayBase: root)
        options.incremental = incremental
        let built = try Pipeline.build(options)
        result?.pointee = built
        var pages: [String: String] = [:]
        for language in ["en", "es", "fr"] where FileManager.default.fileExists(atPath: content.appendingPathComponent(language).path) {
            pages[language] = try String(contentsOf: output.appendingPathComponent("\(language)/index.html"), encoding: .utf8)
        }
        return pages
    }
}

private extension String {
    func count(of needle: String) -> Int { components(separatedBy: needle).count - 1 }

    /// The HTML between the heading with this id and the next heading.
    func afterHeading(_ id: String) -> Substring? {
        guard let start = range(of: "id=\"\(id)\"")?.upperBound else { return nil }
        let rest = self[start...]
        let end = rest.range(of: "<h", options: [], range: rest.index(rest.startIndex, offsetBy: 10)..<rest.endIndex)?.lowerBound ?? rest.endIndex
        return rest[..<end]
    }
}

@Suite("Outdated translations, section by section")
struct StalenessTests {
    @Test("one English section edited: exactly that section is outdated in every language, in verify, status and the page; translated clears it")
    func oneSectionChanged() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            #expect(project.verify().isEmpty, "\(DiagnosticFormatter.text(project.verify()))")
            #expect(try project.build().values.allSatisfy { !$0.contains("outdated-notice") })

            try project.write("en/index.md", Project.english.replacingOccurrences(of: "goes to the background", with: "moves to the background"))

            let warnings = project.verify()
            #expect(warnings.count == 2, "\(DiagnosticFormatter.text(warnings))")
            for language in ["es", "fr"] {
                let warning = try #require(warnings.first { $0.location.file == "Content/\(language)/index.md" })
                #expect(warning.rule == "docgen.outdated-translation")
                #expect(warning.severity == .warning)
                #expect(warning.location.line == Project.backgroundLine)
                #expect(warning.summary.contains("section 'Background' of 'Content/en/index.md' (line 11)"), "\(warning.summary)")
            }

            let status = try project.status()
            for language in ["es", "fr"] {
                let pages = try #require(status.languages.first { $0.language == language }).pages
                #expect(pages.current.isEmpty && pages.missing.isEmpty && pages.unrecorded.isEmpty)
                let page = try #require(pages.outdated.first)
                #expect(pages.outdated.count == 1 && page.path == "index.md" && page.headingsMatch)
                #expect(page.sections.map(\.section) == ["background"])
                #expect(page.sections.map(\.change) == [.changed])
                #expect(page.sections.first?.line == Project.backgroundLine)
                #expect(page.sections.first?.diff == [" ## Background", " ", "-The app goes to the background.", "+The app moves to the background."])
            }
            #expect(status.total.pagesOutdated == 2 && status.total.pagesCurrent == 0)

            let built = try project.build()
            #expect(!built["en"]!.contains("outdated-notice"))
            for language in ["es", "fr"] {
                let html = built[language]!
                #expect(html.count(of: "class=\"outdated-notice\"") == 1, "\(language)")
                let section = try #require(html.afterHeading(Project.backgroundIDs[language]!))
                #expect(section.contains("class=\"outdated-notice\" role=\"note\""))
                #expect(section.contains("href=\"../en/index.html#background\" hreflang=\"en\""))
            }
            #expect(built["fr"]!.contains("La version anglaise de cette section a changé depuis sa traduction."))
            #expect(built["es"]!.contains("Leer la versión en inglés"))

            try project.markTranslated()
            #expect(project.verify().isEmpty, "\(DiagnosticFormatter.text(project.verify()))")
            #expect(try project.status().total.pagesCurrent == 2)
            #expect(try project.build().values.allSatisfy { !$0.contains("outdated-notice") })
        }
    }

    @Test("with the caches, a current translation stays current unread, and one outdated since is found, as without them")
    func currentKeptInCache() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            func reused() throws -> (checks: Int, pages: [String: String]) {
                var result = BuildResult(files: [], diagnostics: [])
                let pages = try project.build(incremental: true, result: &result)
                return (result.reusedPageChecks, pages)
            }
            // Unrecorded, then recorded: the same checks but for the two verdicts, kept by the first recorded build.
            _ = try reused()
            let unrecorded = try reused().checks
            try project.markTranslated()
            _ = try reused()
            let recorded = try reused()
            #expect(recorded.checks == unrecorded + 2, "\(unrecorded) \(recorded.checks)")
            #expect(recorded.pages == (try project.build()))
            #expect(recorded.pages.values.allSatisfy { !$0.contains("outdated-notice") })

            try project.write("en/index.md", Project.english.replacingOccurrences(of: "goes to the background", with: "moves to the background"))
            let outdated = try reused()
            #expect(outdated.pages == (try project.build()))
            #expect(outdated.pages["fr"]!.count(of: "class=\"outdated-notice\"") == 1 && outdated.pages["es"]!.contains("outdated-notice"))

            try project.markTranslated()
            #expect((try reused()).pages.values.allSatisfy { !$0.contains("outdated-notice") })

            // The French record changed, its pages not: the kept verdict is not taken.
            let lock = try project.read("fr/translations.lock")
            let fingerprint = try #require(lock.firstMatch(of: /sha256: ([0-9a-f]{12})/)?.1)
            try project.write("fr/translations.lock", lock.replacingOccurrences(of: String(fingerprint), with: "0123456789ab"))
            let edited = try reused()
            #expect(edited.pages == (try project.build()))
            #expect(edited.pages["fr"]!.contains("outdated-notice") && !edited.pages["es"]!.contains("outdated-notice"))
        }
    }

    @Test("with the caches, a lock unchanged since the last build is taken from its record, its texts read when a change asks")
    func lockTakenFromRecord() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            try project.write("en/index.md", Project.english.replacingOccurrences(of: "goes to the background", with: "moves to the background"))
            // Files written less than `SourceIndex.settling` before a build began are read by the next one too.
            Thread.sleep(forTimeInterval: Double(SourceIndex.settling) / 1e9 + 0.2)
            var result = BuildResult(files: [], diagnostics: [])
            _ = try project.build(incremental: true, result: &result)
            #expect(result.unreadLocks == 0, "no record yet")
            let second = try project.build(incremental: true, result: &result)
            #expect(result.unreadLocks == 2)
            #expect(second == (try project.build()) && second["fr"]!.contains("outdated-notice"))

            // What the record gives a build: the locks, and the changes with their recorded texts, as read whole.
            let cache = ParseCache(renderCacheFolder: RenderCache.folder(beside: root.appendingPathComponent("_site-incremental")),
                                   fingerprint: "")
            let (recorded, _) = Pipeline.parse(contentDirectory: project.content, displayBase: root, releasingTrees: true, parseCache: cache)
            let (whole, _) = Pipeline.parse(contentDirectory: project.content, displayBase: root)
            #expect(recorded.translationLocks.values.allSatisfy(\.textsInFile) && recorded.translationLocks.count == 2)
            #expect(recorded.translationLocks == whole.translationLocks)
            func changes(_ content: ParsedContent) -> [String] {
                TranslationStaleness.assess(content).flatMap { page in
                    page.changes.map { "\(page.language.code) \($0.kind) \($0.recordedKey ?? "-") \($0.recordedText ?? "no text")" }
                }
            }
            #expect(changes(recorded) == changes(whole))
            #expect(changes(whole).contains { $0.contains("changed") && $0.contains("goes to the background") }, "\(changes(whole))")

            // Marked again: the lock written since is read whole.
            try project.markTranslated()
            let third = try project.build(incremental: true, result: &result)
            #expect(result.unreadLocks == 0)
            #expect(third == (try project.build()) && !third["fr"]!.contains("outdated-notice"))
        }
    }

    @Test("a new English section is missing from each translation, placed before the heading it precedes")
    func sectionAdded() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            try project.write("en/index.md", Project.english.replacingOccurrences(
                of: "## Background", with: "## Termination\n\nThe app ends.\n\n## Background"))

            let warnings = project.verify()
            #expect(warnings.count == 2, "\(DiagnosticFormatter.text(warnings))")
            #expect(warnings.allSatisfy { $0.rule == "docgen.untranslated-section" && $0.location.line == Project.backgroundLine })
            #expect(warnings.allSatisfy { $0.summary.contains("section 'Termination'") })

            let status = try project.status()
            for language in status.languages {
                let change = try #require(language.pages.outdated.first?.sections.first)
                #expect(language.pages.outdated.first?.sections.count == 1)
                #expect(change.change == .added && change.section == "termination" && change.heading == "Termination")
                #expect(change.diff == ["+## Termination", "+", "+The app ends."])
            }

            let french = try project.build()["fr"]!
            #expect(french.count(of: "class=\"outdated-notice\"") == 1)
            let notice = try #require(french.range(of: "class=\"outdated-notice\""))
            let heading = try #require(french.range(of: "<h2 id=\"arrière-plan\""))
            let previous = try #require(french.range(of: "<h2 id=\"lancement\""))
            #expect(previous.lowerBound < notice.lowerBound && notice.lowerBound < heading.lowerBound)
            #expect(french.contains("<span lang=\"en\">Termination</span>"))
            #expect(french.contains("href=\"../en/index.html#termination\""))
        }
    }

    @Test("line endings, trailing spaces and extra blank lines in English change nothing")
    func whitespaceOnly() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            let reformatted = Project.english.replacingOccurrences(of: "launches.", with: "launches.   ")
                .replacingOccurrences(of: "## Background\n", with: "## Background\n\n\n")
                .replacingOccurrences(of: "\n", with: "\r\n")
            try project.write("en/index.md", reformatted)
            #expect(project.verify().isEmpty, "\(DiagnosticFormatter.text(project.verify()))")
        }
    }

    @Test("a last-updated day added to or changed on the English page asks nothing of its translations; a new title does")
    func updatedDayOnly() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            let dated = Project.english.replacingOccurrences(of: "order: 1\n", with: "order: 1\nupdated: 2026-11-20\n")
            #expect(dated != Project.english)
            try project.write("en/index.md", dated)
            #expect(project.verify().isEmpty, "\(DiagnosticFormatter.text(project.verify()))")
            try project.write("en/index.md", dated.replacingOccurrences(of: "2026-11-20", with: "2026-11-26"))
            #expect(project.verify().isEmpty, "\(DiagnosticFormatter.text(project.verify()))")
            try project.write("en/index.md", dated.replacingOccurrences(of: "title: Home", with: "title: Start"))
            #expect(project.verify().contains { $0.summary.contains("front matter") }, "a new title still outdates")
        }
    }

    @Test("a reworded English heading is that section changed, not one removed and one added")
    func headingRenamed() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            try project.write("en/index.md", Project.english.replacingOccurrences(of: "## Background", with: "## In the background"))
            let page = try #require(try project.status().languages.first?.pages.outdated.first)
            #expect(page.sections.map(\.change) == [.changed])
            #expect(page.sections.first?.section == "in-the-background")
            #expect(page.sections.first?.diff?.prefix(2) == ["-## Background", "+## In the background"])
        }
    }

    @Test("an English section removed: the translated one is outdated, with a note that English no longer has it")
    func sectionRemoved() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            try project.write("en/index.md", Project.english.replacingOccurrences(of: "## Launch\n\nThe app launches.\n\n", with: ""))
            let warnings = project.verify()
            #expect(warnings.count == 2 && warnings.allSatisfy { $0.rule == "docgen.outdated-translation" && $0.location.line == 7 },
                    "\(DiagnosticFormatter.text(warnings))")
            let french = try project.build()["fr"]!
            let section = try #require(french.afterHeading("lancement"))
            #expect(section.contains("La version anglaise ne contient plus cette section."))
            #expect(section.contains("href=\"../en/index.html\""))
        }
    }

    @Test("a translator who already followed the new English is placed by it until marked translated")
    func translationAhead() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root, translations: ["fr": Project.translations["fr"]!])
            try project.markTranslated(["fr"])
            try project.write("en/index.md", Project.english.replacingOccurrences(
                of: "## Background", with: "## Termination\n\nThe app ends.\n\n## Background"))
            try project.write("fr/index.md", Project.translations["fr"]!.replacingOccurrences(
                of: "## Arrière-plan", with: "## Terminaison\n\nL'app se termine.\n\n## Arrière-plan"))
            let warnings = project.verify()
            // The new section is still new (the record is older), but placed at its translated heading.
            #expect(warnings.count == 1 && warnings.first?.rule == "docgen.untranslated-section", "\(DiagnosticFormatter.text(warnings))")
            #expect(warnings.first?.location.line == Project.backgroundLine + 4)
            try project.markTranslated(["fr"])
            #expect(project.verify().isEmpty)
        }
    }

    @Test("headings that follow neither English version: one warning for the page, one note at its top")
    func headingsMatchNothing() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root, translations: ["fr": Project.translations["fr"]!])
            try project.markTranslated(["fr"])
            try project.write("en/index.md", Project.english.replacingOccurrences(of: "More details.", with: "Fewer details."))
            try project.write("fr/index.md", Project.translations["fr"]!.replacingOccurrences(of: "### Détails", with: "#### Détails"))
            let warnings = project.verify()
            #expect(warnings.contains { $0.location.line == 1 && $0.summary.contains("follow neither") }, "\(DiagnosticFormatter.text(warnings))")
            #expect(warnings.allSatisfy { $0.location.line == 1 && $0.rule == "docgen.outdated-translation" })
            let french = try project.build()["fr"]!
            #expect(french.count(of: "class=\"outdated-notice\"") == 1)
            #expect(french.contains("La version anglaise de cette page a changé depuis sa traduction."))
        }
    }

    @Test("a translation never marked is reported once; an English page without translation is missing")
    func unrecordedAndMissing() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.write("en/other.md", ContentFixture.page(title: "Other", body: "Text.\n"))
            let warnings = project.verify()
            #expect(warnings.count == 2 && warnings.allSatisfy { $0.rule == "docgen.translation-unrecorded" && $0.location.line == 1 },
                    "\(DiagnosticFormatter.text(warnings))")
            #expect(warnings.first?.summary.contains("docgen translated Content/es/index.md") == true)
            let status = try project.status()
            for language in status.languages {
                #expect(language.pages.unrecorded == ["index.md"])
                #expect(language.pages.missing == ["other.md"])
            }
            #expect(status.total.pagesUnrecorded == 2 && status.total.pagesMissing == 2)
            #expect(!(try project.build()["fr"]!.contains("outdated-notice")))
        }
    }

    @Test("translated refuses a page whose headings do not correspond to English, naming it, and writes nothing")
    func refusesOtherHeadings() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.write("fr/index.md", Project.translations["fr"]!.replacingOccurrences(of: "### Détails", with: "## Détails"))
            let pageBefore = try project.read("fr/index.md")
            let error = #expect(throws: BuildError.self) { try project.markTranslated() }
            let diagnostics = error?.diagnostics ?? []
            #expect(diagnostics.count == 1, "\(diagnostics)")
            #expect(diagnostics.first?.rule == "docgen.translation-headings")
            #expect(diagnostics.first?.location.file == "Content/fr/index.md" && diagnostics.first?.location.line == 15)
            #expect(diagnostics.first?.summary.contains("'Details'") == true, "\(diagnostics)")
            #expect(!FileManager.default.fileExists(atPath: project.content.appendingPathComponent("es/translations.lock").path))
            #expect(!FileManager.default.fileExists(atPath: project.content.appendingPathComponent("fr/translations.lock").path))
            #expect(try project.read("fr/index.md") == pageBefore)
        }
    }

    @Test("translated writes only the lock file, and nothing when nothing changed")
    func writesOnlyTheLock() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let first = try project.markTranslated()
            #expect(first.written == ["Content/es/translations.lock", "Content/fr/translations.lock"])
            #expect(try project.read("fr/index.md") == Project.translations["fr"])
            #expect(try project.read("es/index.md") == Project.translations["es"])
            let lock = try project.read("fr/translations.lock")
            let again = try project.markTranslated()
            #expect(again.written.isEmpty && again.unchanged.count == 2)
            #expect(try project.read("fr/translations.lock") == lock)
        }
    }

    @Test("a record whose page is gone is a warning at the lock file, dropped by the next translated")
    func staleRecord() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.write("en/other.md", ContentFixture.page(title: "Other", body: "Text.\n"))
            try project.write("fr/other.md", ContentFixture.page(title: "Autre", body: "Texte.\n"))
            try project.markTranslated(["fr"])
            try project.markTranslated(["fr"], path: "other.md")
            try FileManager.default.removeItem(at: project.content.appendingPathComponent("fr/other.md"))
            let warnings = project.verify().filter { $0.rule == "docgen.translations-lock" }
            #expect(warnings.count == 1 && warnings.first?.location.file == "Content/fr/translations.lock", "\(warnings)")
            #expect(warnings.first?.summary.contains("'other.md'") == true)
            try project.markTranslated(["fr"])
            #expect(project.verify().filter { $0.rule == "docgen.translations-lock" }.isEmpty)
            #expect(try !project.read("fr/translations.lock").contains("other.md"))
        }
    }

    @Test("UI strings: translated, needing review (any state but translated) and missing, per language")
    func uiStrings() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            let catalogs = root.appendingPathComponent("Localizations")
            try FileManager.default.createDirectory(at: catalogs, withIntermediateDirectories: true)
            let catalog = """
                {"sourceLanguage": "en", "version": "1.0", "strings": {
                  "a": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "A"}},
                        "fr": {"stringUnit": {"state": "translated", "value": "A"}},
                        "es": {"stringUnit": {"state": "needs_review", "value": "A"}}}},
                  "b": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "B"}},
                        "fr": {"stringUnit": {"state": "new", "value": "B"}}}}
                }}
                """
            try catalog.write(to: catalogs.appendingPathComponent("ui.xcstrings"), atomically: true, encoding: .utf8)
            let (parsed, _) = Pipeline.parse(contentDirectory: project.content, displayBase: root)
            let status = TranslationStatus.gather(content: parsed, strings: try UIStrings.load(directory: catalogs, displayBase: root))
            let french = try #require(status.languages.first { $0.language == "fr" }).strings
            let spanish = try #require(status.languages.first { $0.language == "es" }).strings
            #expect(french.translated == 1 && french.needsReview.map(\.key) == ["b"] && french.needsReview.first?.state == "new")
            #expect(french.missing.isEmpty)
            #expect(spanish.translated == 0 && spanish.needsReview.map(\.key) == ["a"] && spanish.missing.map(\.key) == ["b"])
            #expect(spanish.missing.first?.location.hasPrefix("Localizations/ui.xcstrings:") == true)
            #expect(status.total.stringsTranslated == 1 && status.total.stringsNeedingReview == 2 && status.total.stringsMissing == 1)
        }
    }

    @Test("status is the same, byte for byte, from the same files; its JSON decodes back")
    func deterministicStatus() throws {
        try withTemporaryDirectory { root in
            let project = try Project(root: root)
            try project.markTranslated()
            try project.write("en/index.md", Project.english.replacingOccurrences(of: "Lead paragraph.", with: "A new lead."))
            let first = try project.status(), second = try project.status()
            #expect(first.json() == second.json() && first.text() == second.text())
            let decoded = try JSONDecoder().decode(TranslationStatus.self, from: Data(first.json().utf8))
            #expect(decoded == first)
            #expect(first.text().contains("changed: the lead"))
        }
    }

    @Test("a callback's translated prose that fell behind its English gets its notes on the generated page")
    func callbackProseOutdated() throws {
        try withTemporaryDirectory { root in
            let path = "reference/callbacks/scenedidbecomeactive.md"
            let english = ContentFixture.page(title: "sceneDidBecomeActive(_:)", body: "## What belongs here\n\nRestart timers.\n")
            let french = ContentFixture.page(title: "sceneDidBecomeActive(_:)", body: "## Ce qui a sa place ici\n\nRelancer les minuteurs.\n")
            let project = try Project(root: root, translations: ["fr": Project.translations["fr"]!])
            try ContentFixture.write(["en/" + path: english, "fr/" + path: french], into: root)
            try project.markTranslated(["fr"])
            try project.markTranslated(["fr"], path: path)
            let output = root.appendingPathComponent("_site")
            func build() throws -> String {
                _ = try Pipeline.build(BuildOptions(contentDirectory: project.content, siteDirectory: PackagePaths.site,
                                                    localizationsDirectory: PackagePaths.localizations, outputDirectory: output,
                                                    displayBase: root))
                return try String(contentsOf: output.appendingPathComponent("fr/reference/callbacks/scenedidbecomeactive.html"),
                                  encoding: .utf8)
            }
            #expect(!(try build()).contains("outdated-notice"))

            try project.write("en/" + path, english.replacingOccurrences(of: "Restart timers.", with: "Restart timers and animations."))
            let warnings = project.verify()
            #expect(warnings.contains { $0.rule == "docgen.outdated-translation" && $0.location.file == "Content/fr/" + path })
            let html = try build()
            #expect(html.count(of: "class=\"outdated-notice\"") == 1)
            let section = try #require(html.afterHeading("ce-qui-a-sa-place-ici"))
            #expect(section.contains("href=\"../../../en/reference/callbacks/scenedidbecomeactive.html#what-belongs-here\" hreflang=\"en\""))
        }
    }
}

