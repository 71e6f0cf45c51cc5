import DocGenTestSupport
import Foundation
import Testing

/// `docgen translated`, `docgen status` and `verify --strict`, as a translator runs them.
@Suite("Translators' commands")
struct TranslationCommandsTests {
    static let english = ContentFixture.page(title: "Home", body: "Lead.\n\n## Launch\n\nThe app launches.\n")
    static let french = ContentFixture.page(title: "Accueil", body: "Introduction.\n\n## Lancement\n\nL'app se lance.\n")

    static func project(in root: URL) throws {
        try ContentFixture.write(["en/index.md": english, "fr/index.md": french], into: root)
    }

    @Test("translated records the page in its language's lock file, never touches the page, and says so")
    func translated() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            let result = try runDocGen(["translated", "Content/fr/index.md"], cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdout == "Content/fr/index.md: marked translated from Content/en/index.md (3 sections)\nwrote Content/fr/translations.lock\n")
            #expect(try String(contentsOf: root.appendingPathComponent("Content/fr/index.md"), encoding: .utf8) == Self.french)
            let lock = try String(contentsOf: root.appendingPathComponent("Content/fr/translations.lock"), encoding: .utf8)
            #expect(lock.contains("  index.md:\n  - {section: (front-matter), sha256: "))
            #expect(lock.contains("  - {section: launch, level: 2, sha256: "))
            // The English page with --lang names the same translation.
            let again = try runDocGen(["translated", "Content/en/index.md", "--lang", "fr"], cwd: root)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(again.stdout.hasSuffix("Content/fr/translations.lock unchanged\n"))
        }
    }

    @Test("translated names the file it cannot mark", arguments: [
        (["translated", "Content/fr/nothing.md"], 64, "no such file or folder: Content/fr/nothing.md"),
        (["translated", "Content/en/index.md"], 64, "Content/en/index.md is English, the source"),
        (["translated", "Content/fr/index.md", "--lang", "es"], 64, "Content/fr/index.md is in 'fr', not 'es'"),
    ])
    func translatedRefuses(arguments: [String], status: Int32, message: String) throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            let result = try runDocGen(arguments, cwd: root)
            #expect(result.status == status)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/fr/translations.lock").path))
        }
    }

    @Test("translated refuses headings that do not correspond, with a compiler-style error at the heading")
    func translatedRefusesHeadings() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(["en/index.md": Self.english,
                                      "fr/index.md": Self.french.replacingOccurrences(of: "## Lancement", with: "### Lancement")], into: root)
            let result = try runDocGen(["translated", "Content/fr"], cwd: root)
            #expect(result.status == 1)
            let line = try #require(result.stderr.split(separator: "\n").first, "\(result.stderr)")
            #expect(line.hasPrefix("Content/fr/index.md:7:1: error: heading 1 is level 3, but its English counterpart 'Launch'"), "\(line)")
            #expect(line.hasSuffix("[docgen.translation-headings]"))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/fr/translations.lock").path))
        }
    }

    @Test("status --format json parses, and names the outdated section with its English diff")
    func statusJSON() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            #expect(try runDocGen(["translated", "Content/fr"], cwd: root).status == 0)
            try Self.english.replacingOccurrences(of: "The app launches.", with: "The app starts.")
                .write(to: root.appendingPathComponent("Content/en/index.md"), atomically: true, encoding: .utf8)
            let result = try runDocGen(["status", "fr", "--format", "json", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(result.status == 0, "\(result.stderr)")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let languages = try #require(json["languages"] as? [[String: Any]])
            #expect(languages.map { $0["language"] as? String } == ["fr"])
            let pages = try #require(languages.first?["pages"] as? [String: Any])
            let outdated = try #require(pages["outdated"] as? [[String: Any]])
            let section = try #require((outdated.first?["sections"] as? [[String: Any]])?.first)
            #expect(section["section"] as? String == "launch" && section["change"] as? String == "changed")
            #expect(section["diff"] as? [String] == [" ## Launch", " ", "-The app launches.", "+The app starts."])
            #expect(section["line"] as? Int == 7)
            let total = try #require(json["total"] as? [String: Any])
            #expect(total["pagesOutdated"] as? Int == 1 && total["pagesCurrent"] as? Int == 0)
            #expect((total["stringsTranslated"] as? Int ?? 0) > 100)
            // Deterministic: the same files, the same bytes.
            let twice = try runDocGen(["status", "fr", "--format", "json", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(twice.stdout == result.stdout)
            let text = try runDocGen(["status", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(text.stdout.hasPrefix("es: pages: 0 current, 0 outdated, 1 missing"), "\(text.stdout)")
            #expect(text.stdout.contains("fr: pages: 0 current, 1 outdated, 0 missing, 0 never marked translated; UI strings: "))
            #expect(text.stdout.contains("    changed: section 'Launch' (Content/en/index.md:7; here line 7)\n"))
            #expect(text.stdout.contains("\n      -The app launches.\n      +The app starts.\n"))
            #expect(text.stdout.contains("\ntotal: pages: 0 current, 1 outdated, "))
        }
    }

    @Test("status refuses a language that is neither in the content nor in the catalogs, and what is no tag")
    func statusUnknownLanguage() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            let result = try runDocGen(["status", "de", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(result.status == 64)
            #expect(result.stderr.contains("no translation 'de'"), "\(result.stderr)")
            let slip = try runDocGen(["status", "jp", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(slip.status == 64)
            #expect(slip.stderr.contains("'jp' is not a language tag; did you mean 'ja'?"), "\(slip.stderr)")
        }
    }

    @Test("add-language scaffolds once, then has nothing to do; a non-canonical tag is refused with the canonical one")
    func addLanguage() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            try writeFile(ContentFixture.page(title: "Guides", body: ""), to: root.appendingPathComponent("Content/en/guides/_section.md"))
            for folder in [PackagePaths.site, PackagePaths.localizations] {
                try FileManager.default.copyItem(at: folder, to: root.appendingPathComponent(folder.lastPathComponent))
            }
            let first = try runDocGen(["add-language", "de"], cwd: root)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.contains("wrote Content/de/guides/_section.md\n"), "\(first.stdout)")
            #expect(first.stdout.contains("wrote Site/site.yml\n"), "\(first.stdout)")
            let second = try runDocGen(["add-language", "de"], cwd: root)
            #expect(second.status == 0)
            #expect(!second.stdout.contains("wrote "), "\(second.stdout)")
            #expect(second.stdout.contains("'de' was added already: nothing to do"), "\(second.stdout)")
            let variant = try runDocGen(["add-language", "ja-JP"], cwd: root)
            #expect(variant.status == 1)
            #expect(variant.stderr.contains("'ja-JP' is written 'ja' in docgen"), "\(variant.stderr)")
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/ja-JP").path))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("Content/ja").path))
        }
    }

    @Test("status reads a language argument in any spelling of its tag")
    func statusTagSpelling() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            let canonical = try runDocGen(["status", "fr", "--localizations", PackagePaths.localizations.path], cwd: root)
            let variant = try runDocGen(["status", "FR-fr", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(canonical.status == 0, "\(canonical.stderr)")
            #expect(variant.status == canonical.status)
            #expect(variant.stdout == canonical.stdout)
            #expect(variant.stdout.hasPrefix("fr:"), "\(variant.stdout)")
        }
    }

    @Test("status refuses to guess from a lock file that does not read, and names it")
    func statusBrokenLock() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            try "version: 1\npages: [\n".write(to: root.appendingPathComponent("Content/fr/translations.lock"), atomically: true, encoding: .utf8)
            let result = try runDocGen(["status", "--localizations", PackagePaths.localizations.path], cwd: root)
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.hasPrefix("Content/fr/translations.lock:"), "\(result.stderr)")
            #expect(result.stderr.contains(": error: malformed YAML"))
            #expect(result.stderr.contains("[docgen.translations-lock]"))
        }
    }

    @Test("verify warns about an unmarked translation; --strict makes the warning an error and fails")
    func strict() throws {
        try withTemporaryDirectory { root in
            try Self.project(in: root)
            let lenient = try runDocGen(["verify"] + CLIFixture.themeArguments, cwd: root)
            #expect(lenient.status == 0)
            #expect(lenient.stderr.contains("Content/fr/index.md:1:1: warning: never marked translated"), "\(lenient.stderr)")
            let strict = try runDocGen(["verify", "--strict"] + CLIFixture.themeArguments, cwd: root)
            #expect(strict.status == 1)
            #expect(strict.stderr.contains("Content/fr/index.md:1:1: error: never marked translated"), "\(strict.stderr)")
            #expect(strict.stderr.contains("[docgen.translation-unrecorded]"))
            #expect(try runDocGen(["translated", "Content/fr"], cwd: root).status == 0)
            let marked = try runDocGen(["verify", "--strict"] + CLIFixture.themeArguments, cwd: root)
            #expect(marked.status == 0, "\(marked.stderr)")
            #expect(marked.stderr.hasSuffix("verify: 0 error(s), 0 warning(s)\n"))
        }
    }
}
