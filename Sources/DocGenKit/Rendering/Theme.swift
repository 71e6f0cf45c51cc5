import Foundation
import Mustache

/// What `Site/` and `Localizations/` provide: templates, assets, section order and UI strings.
public struct Theme: Sendable {
    /// The templates, rendered by `TemplateLibrary` (swift-mustache's output, made faster).
    let templates: TemplateLibrary
    /// `page.mustache`, rendering the navigation once per page (`PageTemplate`).
    let page: PageTemplate
    /// docgen's own partials, every one of them present.
    let partials: Partials
    /// Each template's text and the path diagnostics name it by, by template name.
    let templateSources: [String: (display: String, text: String)]
    /// Asset files by path under `Site/assets/`, copied to `<site>/assets/`.
    public let assets: [(path: String, data: Data)]
    public let strings: UIStrings
    /// `site.yml`'s settings.
    public let config: SiteConfig
    /// The keys the templates and docgen use; each must be in a catalog.
    public let requiredKeys: [String]
    /// Whether the strings were taken from a `ThemeRecord`, and the templates left unparsed by swift-mustache.
    var fromRecord = false

    /// The page templates; docgen's partials (`Partial`) are required as well.
    static let requiredTemplates = ["page", "languages"]

    public static func load(siteDirectory: URL, localizationsDirectory: URL, displayBase: URL?) throws(BuildError) -> Theme {
        try load(siteDirectory: siteDirectory, localizationsDirectory: localizationsDirectory, displayBase: displayBase, record: nil)
    }

    /// With a `record` that holds this theme's strings, they are taken from it and swift-mustache's
    /// parse of the templates waits until it is needed (`ThemeRecord`); without, the strings read are kept in it.
    static func load(siteDirectory: URL, localizationsDirectory: URL, displayBase: URL?, record: ThemeRecord?) throws(BuildError) -> Theme {
        let recorded = record?.strings()
        var diagnostics: [Diagnostic] = []
        _ = HTMLEscaping.registered
        var library = TemplateLibrary()
        var templateTexts: [(name: String, display: String, text: String)] = []
        let templateFolder = siteDirectory.appendingPathComponent("templates")
        for path in files(under: templateFolder) where path.hasSuffix(".mustache") {
            let url = templateFolder.appendingPathComponent(path)
            let display = ContentLoader.displayPath(of: url, base: displayBase)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            let name = String(path.dropLast(".mustache".count))
            templateTexts.append((name, display, text))
            do {
                if recorded != nil {
                    library.register(knownToParse: HTMLEscaping.pragma + text, named: name)
                } else {
                    try library.register(HTMLEscaping.pragma + text, named: name)
                }
            } catch let error as MustacheTemplate.ParserError {
                // Less the line of the pragma, to name the line in the theme's own file.
                diagnostics.append(.error(at: SourceLocation(file: display, line: max(error.context.lineNumber - 1, 1),
                                                             column: error.context.columnNumber),
                                          "template error: \(error.error)", rule: "template"))
            } catch {
                diagnostics.append(.error(at: SourceLocation(file: display, line: 1), "template error: \(error)", rule: "template"))
            }
        }
        let names = Set(templateTexts.map(\.name))
        let folder = SourceLocation(file: ContentLoader.displayPath(of: templateFolder, base: displayBase), line: 1)
        for name in requiredTemplates where !names.contains(name) {
            diagnostics.append(.error(at: folder, "missing template '\(name).mustache'", rule: "template"))
        }
        for partial in Partial.allCases where !names.contains(partial.rawValue) {
            diagnostics.append(.error(at: folder, "missing partial '\(partial.fileName)': docgen renders \(partial.purpose) with it",
                                      rule: "template"))
        }
        for template in templateTexts {
            for reference in PartialReferences.references(in: template.text) where !names.contains(reference.name) {
                diagnostics.append(.error(at: SourceLocation(file: template.display, line: reference.line, column: reference.column),
                                          "'\(reference.name)' names no template: there is no '\(reference.name).mustache'", rule: "template"))
            }
        }
        let assetFolder = siteDirectory.appendingPathComponent("assets")
        let assets = files(under: assetFolder).compactMap { path in
            FileManager.default.contents(atPath: assetFolder.appendingPathComponent(path).path).map { (path, $0) }
        }
        let (config, configProblems) = SiteConfig.read(siteDirectory.appendingPathComponent("site.yml"), displayBase: displayBase)
        diagnostics += configProblems
        guard diagnostics.isEmpty else { throw .theme(diagnostics) }
        let strings: UIStrings
        if let recorded {
            strings = recorded
        } else {
            strings = try UIStrings.load(directory: localizationsDirectory, displayBase: displayBase)
            record?.keep(strings)
        }
        let sources = Dictionary(templateTexts.map { ($0.name, (display: $0.display, text: $0.text)) }, uniquingKeysWith: { a, _ in a })
        var theme = Theme(templates: library, page: PageTemplate(library: library, pageText: sources[PageTemplate.name]?.text ?? ""),
                          partials: Partials(library: library), templateSources: sources, assets: assets, strings: strings,
                          config: config,
                          requiredKeys: RequiredStrings.keys(sections: [ReferencePages.section], templates: templateTexts.map(\.text)))
        theme.fromRecord = recorded != nil
        return theme
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
