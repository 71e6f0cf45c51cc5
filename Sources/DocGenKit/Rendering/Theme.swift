import Foundation
import Mustache
import Yams

/// What `Site/` and `Localizations/` provide: templates, assets, section order and UI strings.
public struct Theme: Sendable {
    public let templates: MustacheLibrary
    /// Asset files by path under `Site/assets/`, copied to `<site>/assets/`.
    public let assets: [(path: String, data: Data)]
    public let strings: UIStrings
    /// The keys the templates and docgen use; each must be in a catalog.
    public let requiredKeys: [String]

    static let requiredTemplates = ["page", "languages"]

    public static func load(siteDirectory: URL, localizationsDirectory: URL, displayBase: URL?) throws(BuildError) -> Theme {
        var diagnostics: [Diagnostic] = []
        var library = MustacheLibrary()
        var templateTexts: [String] = []
        let templateFolder = siteDirectory.appendingPathComponent("templates")
        for path in files(under: templateFolder) where path.hasSuffix(".mustache") {
            let url = templateFolder.appendingPathComponent(path)
            let display = ContentLoader.displayPath(of: url, base: displayBase)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            templateTexts.append(text)
            do {
                try library.register(text, named: String(path.dropLast(".mustache".count)))
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(.error(at: SourceLocation(file: display, line: error.context.lineNumber,
                                                             column: error.context.columnNumber),
                                          "template error: \(error.error)", rule: "template"))
            } catch {
                diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "template error: \(error)", rule: "template"))
            }
        }
        for name in requiredTemplates where library.getTemplate(named: name) == nil && diagnostics.isEmpty {
            diagnostics.append(.error(at: SourceLocation(file: ContentLoader.displayPath(of: templateFolder, base: displayBase), line: 1),
                                      "missing template '\(name).mustache'", rule: "template"))
        }
        let assetFolder = siteDirectory.appendingPathComponent("assets")
        let assets = files(under: assetFolder).compactMap { path in
            FileManager.default.contents(atPath: assetFolder.appendingPathComponent(path).path).map { (path, $0) }
        }
        readSiteConfig(siteDirectory.appendingPathComponent("site.yml"), displayBase: displayBase, into: &diagnostics)
        guard diagnostics.isEmpty else { throw .theme(diagnostics) }
        let strings = try UIStrings.load(directory: localizationsDirectory, displayBase: displayBase)
        return Theme(templates: library, assets: assets, strings: strings,
                     requiredKeys: RequiredStrings.keys(sections: [ReferencePages.section], templates: templateTexts))
    }

    /// `site.yml`: the site's settings. Sections are described by their `_section.md` files; a
    /// `sections:` list from older sites is still accepted and ignored.
    private static func readSiteConfig(_ url: URL, displayBase: URL?, into diagnostics: inout [Diagnostic]) {
        let display = ContentLoader.displayPath(of: url, base: displayBase)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            diagnostics.append(.error(at: SourceLocation(file: display, line: 1),
                                      "missing site.yml: the theme's settings file (it may be empty)", rule: "site-config"))
            return
        }
        struct Config: Decodable { var sections: [String]? }
        if text.contains(where: { !$0.isWhitespace && $0 != "#" }), (try? YAMLDecoder().decode(Config.self, from: text)) == nil,
           (try? Yams.load(yaml: text)) == nil {
            diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "site.yml is not valid YAML", rule: "site-config"))
        }
    }

    /// Regular files below `folder`, as sorted relative paths (hidden files left out).
    static func files(under folder: URL) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        var paths: [String] = []
        while let path = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(path)
            if !path.split(separator: "/").contains(where: { $0.hasPrefix(".") }), !ContentLoader.isDirectory(url) {
                paths.append(path)
            }
        }
        return paths.sorted()
    }
}
