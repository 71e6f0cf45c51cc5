import Foundation
import Mustache
import Yams

/// What `Site/` and `Localizations/` provide: templates, assets, section order and UI strings.
public struct Theme: Sendable {
    public let templates: MustacheLibrary
    /// Asset files by path under `Site/assets/`, copied to `<site>/assets/`.
    public let assets: [(path: String, data: Data)]
    /// The order of the content folders (sections) in the navigation.
    public let sections: [String]
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
        let sections = readSections(siteDirectory.appendingPathComponent("site.yml"), displayBase: displayBase, into: &diagnostics)
        guard diagnostics.isEmpty else { throw .theme(diagnostics) }
        let strings = try UIStrings.load(directory: localizationsDirectory, displayBase: displayBase)
        return Theme(templates: library, assets: assets, sections: sections, strings: strings,
                     requiredKeys: RequiredStrings.keys(sections: sections, templates: templateTexts))
    }

    /// `site.yml`: `sections: [life-cycle, scenes, guides]`.
    private static func readSections(_ url: URL, displayBase: URL?, into diagnostics: inout [Diagnostic]) -> [String] {
        let display = ContentLoader.displayPath(of: url, base: displayBase)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            diagnostics.append(.error(at: SourceLocation(file: display, line: 1),
                                      "missing site.yml: it lists the sections ('sections: [life-cycle, scenes]')", rule: "site-config"))
            return []
        }
        struct Config: Decodable { var sections: [String] }
        do {
            return try YAMLDecoder().decode(Config.self, from: text).sections
        } catch {
            diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "site.yml needs 'sections:', a list of folder names",
                                      rule: "site-config"))
            return []
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
