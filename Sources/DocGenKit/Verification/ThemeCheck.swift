import Foundation

/// What `build` would refuse besides the content: the theme's templates and `site.yml`, the UI
/// strings every language needs, and a section folder that `site.yml` does not list. `verify`
/// runs it too, so a green `verify` in CI means the build will not be refused.
public enum ThemeCheck {
    public static func diagnostics(
        for content: ParsedContent, siteDirectory: URL, localizationsDirectory: URL, displayBase: URL?
    ) -> [Diagnostic] {
        let theme: Theme
        do {
            theme = try Theme.load(siteDirectory: siteDirectory, localizationsDirectory: localizationsDirectory,
                                   displayBase: displayBase)
        } catch {
            return error.diagnostics
        }
        var diagnostics: [Diagnostic] = []
        var reported = Set<String>()
        for page in content.pages where !page.source.section.isEmpty {
            let section = String(page.source.section.split(separator: "/")[0])
            guard !theme.sections.contains(section), reported.insert(section).inserted else { continue }
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "section '\(section)' is not listed in site.yml; add it to 'sections:' and give it a title in the catalogs",
                                      rule: "site-config"))
        }
        let languages = Array(Set(content.pages.map(\.source.language))).sorted()
        let catalogs = ContentLoader.displayPath(of: localizationsDirectory, base: displayBase)
        diagnostics += theme.strings.missing(for: languages, required: theme.requiredKeys, catalogFolder: catalogs)
        return diagnostics
    }
}
