import DocGenKit
import DocGenTestSupport
import Foundation

/// A small multilingual site: English complete, French missing the scenes page, Chinese only
/// the home page, so both translated and fallback pages are built. Rendered with the
/// repository's real `Site/` and `Localizations/`.
enum SiteFixture {
    static let homeBlock = Fixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                             ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
    static let launchBlock = Fixture.lifecycle("id=launch mode=scenes events=\"launch\"", [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
    ])
    static let table = "```table\n| State | Observable |\n|---|:---:|\n| Active | `UIApplication.State.active` |\n```\n"

    static let pages: [String: String] = [
        "en/index.md": Fixture.page(title: "Home", order: 1, body: """
            # Home

            Read [the states](life-cycle/states.md#the-states) and [scenes](scenes/scenes.md).

            \(homeBlock)
            \(table)
            """),
        "en/life-cycle/states.md": Fixture.page(title: "States", order: 1, body: """
            ## The states

            Five states. Back to [home](../index.md).

            ### Details
            """),
        "en/scenes/scenes.md": Fixture.page(title: "Scenes", order: 1, body: "## Scenes\n\n\(launchBlock)"),
        "fr/index.md": Fixture.page(title: "Accueil", order: 1, body: """
            # Accueil

            Lire [les états](life-cycle/states.md) et [les scènes](scenes/scenes.md).

            \(homeBlock.replacingOccurrences(of: "applicationDidEnterBackground(_:)", with: "applicationDidEnterBackground(_:) // arrière-plan"))
            """),
        "fr/life-cycle/states.md": Fixture.page(title: "États", order: 1, body: "## Les états\n\nCinq états.\n"),
        "zh-Hans/index.md": Fixture.page(title: "首页", order: 1, body: "# 首页\n\n阅读[状态](life-cycle/states.md)。\n\n\(homeBlock)"),
        "en/life-cycle/_section.md": Fixture.page(title: "The life cycle", order: 1, body: ""),
        "en/scenes/_section.md": Fixture.page(title: "Scenes", order: 2, body: ""),
        "fr/life-cycle/_section.md": Fixture.page(title: "Le cycle de vie", order: 1, body: ""),
    ]

    /// A one-language site, quicker to build, for tests about the output folder rather than the pages.
    static let englishOnly: [String: String] = [
        "en/index.md": Fixture.page(title: "Home", order: 1, body: "# Home\n\nRead [the states](life-cycle/states.md).\n\n\(homeBlock)"),
        "en/life-cycle/states.md": Fixture.page(title: "States", order: 1, body: "## The states\n\nFive states.\n"),
        "en/life-cycle/_section.md": Fixture.page(title: "The life cycle", order: 1, body: ""),
    ]

    static let languages = ["en", "fr", "zh-Hans"]
    static let pagePaths = ["index.html", "life-cycle/states.html", "scenes/scenes.html"]

    /// Content in `<root>/Content`, output in `<root>/_site`.
    static func options(root: URL, output: String = "_site") -> BuildOptions {
        BuildOptions(contentDirectory: root.appendingPathComponent("Content"), siteDirectory: PackagePaths.site,
                     localizationsDirectory: PackagePaths.localizations,
                     outputDirectory: root.appendingPathComponent(output), displayBase: root)
    }

    /// Writes the fixture content into `root` and builds it.
    @discardableResult
    static func build(root: URL, pages: [String: String] = pages, output: String = "_site") throws -> BuildResult {
        try ContentFixture.write(pages, into: root)
        return try Pipeline.build(options(root: root, output: output))
    }

    /// Every relative `href`/`src` of an HTML file that does not lead to an existing file.
    static func brokenReferences(in file: URL) throws -> [String] {
        let html = try String(contentsOf: file, encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"(?:href|src)="([^"]*)""#)
        var broken: [String] = []
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            guard let range = Range(match.range(at: 1), in: html) else { continue }
            let reference = html[range].replacingOccurrences(of: "&amp;", with: "&")
            let lowered = reference.lowercased()
            if reference.isEmpty || reference.hasPrefix("#") || reference.hasPrefix("//")
                || ["http:", "https:", "mailto:", "data:"].contains(where: lowered.hasPrefix) { continue }
            let path = String(reference.prefix { $0 != "#" && $0 != "?" })
            let decoded = path.removingPercentEncoding ?? path
            let target = file.deletingLastPathComponent().appendingPathComponent(decoded).standardizedFileURL
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory) || isDirectory.boolValue {
                broken.append(reference)
            }
        }
        return broken
    }

    /// Whether `path` (relative to the site) is where a built file may be: the picker, the
    /// manifest, an asset, or a file inside one of the fixture's language folders.
    static func isExpectedLocation(_ path: String) -> Bool {
        ["index.html", ".docgen-manifest"].contains(path) || path.hasPrefix("assets/")
            || languages.contains { path.hasPrefix($0 + "/") }
    }

    /// The parent folder's leftovers of a build: staging or previous trees.
    static func leftovers(beside output: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: output.deletingLastPathComponent().path)) ?? []
        return names.filter { $0.contains("docgen-staging") || $0.contains("docgen-previous") }
    }
}

/// One build of the fixture, shared by the tests that only read it (a build renders every
/// page of three languages, so it is worth doing once). Removed when the test process exits.
final class SharedSite: Sendable {
    let root: URL
    let result: BuildResult
    var site: URL { root.appendingPathComponent("_site") }

    private init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        root = base.appendingPathComponent("docgen-shared-site-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        atexit { try? FileManager.default.removeItem(at: SharedSite.cleanupURL) }
        result = try SiteFixture.build(root: root)
    }

    private static var cleanupURL: URL {
        URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
            .appendingPathComponent("docgen-shared-site-\(ProcessInfo.processInfo.processIdentifier)")
    }

    private static let shared = Result { try SharedSite() }

    static func get() throws -> SharedSite { try shared.get() }

    func read(_ path: String) throws -> String {
        try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    /// The page's HTML without the line-break hints (`<wbr>`) the renderer puts inside long selectors.
    func text(_ path: String) throws -> String {
        try read(path).replacingOccurrences(of: "<wbr>", with: "")
    }
}
