import DocGenTestSupport
import Foundation

enum CLIFixture {
    static let block = ContentFixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                                ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
    static let swapped = ContentFixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                                  ["applicationDidEnterBackground(_:)", "applicationWillResignActive(_:)"])

    static let clean: [String: String] = [
        "en/index.md": ContentFixture.page(title: "Home", body: "# Home\n\n" + block),
        "fr/index.md": ContentFixture.page(title: "Accueil", body: "# Accueil\n\n" + block),
    ]

    /// Writes `pages` (`clean` unless said) into `root` and marks the French page translated
    /// (`docgen translated`), so that verify has nothing at all to say about them.
    static func writeMarked(_ pages: [String: String] = clean, into root: URL) throws {
        try ContentFixture.write(pages, into: root)
        let marked = try runDocGen(["translated", "Content/fr/index.md"], cwd: root)
        guard marked.status == 0 else { throw CLIFixtureError.notMarked(marked.stderr) }
    }

    enum CLIFixtureError: Error { case notMarked(String) }

    /// The swapped pair puts a callback-order error on line 8 (front matter 1–4, heading 5, fence 7).
    static let broken: [String: String] = [
        "en/index.md": ContentFixture.page(title: "Home", body: "# Home\n\n" + swapped),
    ]

    /// `--site` and `--localizations` pointing at the repository's real theme.
    static var themeArguments: [String] {
        ["--site", PackagePaths.site.path, "--localizations", PackagePaths.localizations.path]
    }
}
