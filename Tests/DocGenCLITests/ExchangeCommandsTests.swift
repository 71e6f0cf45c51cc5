import DocGenTestSupport
import Foundation
import Testing

/// `docgen export` and `docgen import` with a real CAT toolkit in between: translate-toolkit
/// (`pip install translate-toolkit`) reads the XLIFF, counts it, edits a target and saves it.
@Suite("Export and import through translate-toolkit")
struct ExchangeCommandsTests {
    static let python = URL(fileURLWithPath: "/usr/bin/env")
    static var hasTranslateToolkit: Bool {
        (try? run(python, ["python3", "-c", "import translate.storage.xliff"], cwd: URL(fileURLWithPath: "/"))).map { $0.status == 0 } ?? false
    }

    /// Loads an XLIFF file with translate-toolkit, sets the target of the unit whose source is
    /// `source` (if any) and saves it under another name, as a CAT tool would.
    static let edit = """
        import sys
        from translate.storage import factory
        store = factory.getobject(sys.argv[1])
        for unit in store.units:
            if len(sys.argv) > 3 and unit.source == sys.argv[3]:
                unit.target = sys.argv[4]
        store.savefile(sys.argv[2])
        print(len(store.units))
        """

    static let english = ContentFixture.page(title: "Home", body: "# Launch\n\nThe app `launches` ([more](other.md)).\n\n## Background\n\nIt leaves.\n")
    static let french = ContentFixture.page(title: "Accueil", body: "# Lancement\n\nL'app `launches` ([plus](other.md)).\n\n## Arrière-plan\n\nElle s'en va.\n")

    @Test("export, translate-toolkit saves it unchanged, import: the page is byte for byte the same; pocount counts every unit",
          .enabled(if: hasTranslateToolkit, "translate-toolkit is not installed (pip install translate-toolkit)"))
    func unchangedRoundTrip() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(["en/index.md": Self.english, "fr/index.md": Self.french,
                                      "en/other.md": ContentFixture.page(body: "Other.\n")], into: root)
            let export = try runDocGen(["export", "--lang", "fr", "--format", "xliff", "--output", "fr.xlf", "Content/en/index.md"], cwd: root)
            #expect(export.status == 0, "\(export.stderr)")
            try Self.edit.write(to: root.appendingPathComponent("edit.py"), atomically: true, encoding: .utf8)
            let saved = try run(Self.python, ["python3", "edit.py", "fr.xlf", "tool.xlf"], cwd: root)
            #expect(saved.status == 0, "\(saved.stderr)")
            // Title, description-less front matter: title, two headings, two paragraphs.
            #expect(saved.stdout == "5\n", "\(saved.stdout)")
            let count = try run(Self.python, ["pocount", "--csv", "tool.xlf"], cwd: root)
            #expect(count.status == 0, "\(count.stderr)")
            // Filename, translated messages, …, fuzzy messages (4), …, untranslated (6), …, total (8).
            let fields = try #require(count.stdout.split(separator: "\n").last).split(separator: ",").map(String.init)
            #expect(fields.count > 8 && fields[0] == "tool.xlf" && fields[1] == "5" && fields[4] == "0" && fields[6] == "0" && fields[8] == "5",
                    "\(count.stdout)")

            let imported = try runDocGen(["import", "tool.xlf"], cwd: root)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout == "Content/fr/index.md unchanged\n", "\(imported.stdout)")
            #expect(try Data(contentsOf: root.appendingPathComponent("Content/fr/index.md")) == Data(Self.french.utf8))
        }
    }

    @Test("a target edited in translate-toolkit lands in the page, which is verified",
          .enabled(if: hasTranslateToolkit, "translate-toolkit is not installed (pip install translate-toolkit)"))
    func editedRoundTrip() throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(["en/index.md": Self.english, "en/other.md": ContentFixture.page(body: "Other.\n")], into: root)
            // No French page yet: every unit is untranslated.
            #expect(try runDocGen(["export", "--lang", "fr", "-o", "fr.xlf", "Content/en"], cwd: root).status == 0)
            try Self.edit.write(to: root.appendingPathComponent("edit.py"), atomically: true, encoding: .utf8)
            let saved = try run(Self.python, ["python3", "edit.py", "fr.xlf", "tool.xlf", "It leaves.", "Elle s’en va."], cwd: root)
            #expect(saved.status == 0, "\(saved.stderr)")
            let imported = try runDocGen(["import", "tool.xlf"], cwd: root)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout.contains("wrote Content/fr/index.md"), "\(imported.stdout)")
            let page = try String(contentsOf: root.appendingPathComponent("Content/fr/index.md"), encoding: .utf8)
            #expect(page == Self.english.replacingOccurrences(of: "It leaves.", with: "Elle s’en va."))
            // The page is verified: here it is fine, save that it was never marked translated.
            #expect(imported.stderr.contains("translation-unrecorded"), "\(imported.stderr)")
        }
    }

    @Test("an export with no target never replaces an existing translation with English")
    func untranslatedExportLeavesTranslation() throws {
        try withTemporaryDirectory { root in
            let french = Self.french + "\n## En plus\n\nTexte.\n"  // a heading the English lacks: no targets
            try ContentFixture.write(["en/index.md": Self.english, "fr/index.md": french,
                                      "en/other.md": ContentFixture.page(body: "Other.\n")], into: root)
            #expect(try runDocGen(["export", "--lang", "fr", "-o", "fr.xlf", "Content/en/index.md"], cwd: root).status == 0)
            let imported = try runDocGen(["import", "fr.xlf"], cwd: root)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(imported.stdout == "Content/fr/index.md left as it is: no unit of it is translated\n", "\(imported.stdout)")
            #expect(try String(contentsOf: root.appendingPathComponent("Content/fr/index.md"), encoding: .utf8) == french)
        }
    }

    @Test("export and import refuse bad arguments with a usage error", arguments: [
        (["export", "--lang", "en", "Content/en"], "--lang names the translation, not English"),
        (["export", "--lang", "fr", "Content/en/nothing.md"], "no such file or folder: Content/en/nothing.md"),
        (["import", "missing.xlf"], "no such file: missing.xlf"),
    ])
    func badArguments(arguments: [String], message: String) throws {
        try withTemporaryDirectory { root in
            try ContentFixture.write(["en/index.md": Self.english], into: root)
            let result = try runDocGen(arguments, cwd: root)
            #expect(result.status == 64, "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }
}
