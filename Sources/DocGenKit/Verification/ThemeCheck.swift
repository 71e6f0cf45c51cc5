import Foundation

/// What `build` would refuse besides the pages: the theme's templates (docgen's partials
/// included, `PartialContract`) and `site.yml`, the UI strings every language needs, and a
/// section folder without its `_section.md`. `verify` runs it too, so a green `verify` in CI
/// means the build will not be refused.
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
        var diagnostics = PartialContract.diagnostics(for: theme)
        let sections = ContentSections(content)
        var reported = Set<String>()
        for page in content.pages where page.source.language.isSource && !page.source.section.isEmpty {
            let section = page.source.section
            guard !sections.isDescribed(section), reported.insert(section).inserted else { continue }
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "section '\(section)' has no \(SectionDescription.fileName): add one with 'title:' (and 'order:', 'description:') in its folder",
                                      rule: "section"))
        }
        let languages = Array(Set(content.pages.map(\.source.language))).sorted()
        // A language folder the catalogs have no strings for is most likely a misspelt tag.
        let known = theme.strings.languages.map(\.code)
        for language in languages where !known.contains(language.code) {
            guard let first = content.pages.first(where: { $0.source.language == language }) else { continue }
            let hint = TextDistance.suggestion(for: language.code, among: known).map { "; did you mean '\($0)'?" }
                ?? "; the catalogs have \(known.joined(separator: ", "))"
            diagnostics.append(.error(at: SourceLocation(file: first.file, line: 1),
                                      "unknown language folder '\(language.code)'\(hint)", rule: "language"))
        }
        // docgen writes its reference pages under reference/: a page there would be overwritten.
        for page in content.pages where page.source.path.hasPrefix(ReferencePages.section + "/") {
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "'\(page.source.path)' is where docgen writes its generated reference pages: move the page to another folder",
                                      rule: "generated-path"))
        }
        let catalogs = ContentLoader.displayPath(of: localizationsDirectory, base: displayBase)
        diagnostics += theme.strings.missing(for: languages, required: theme.requiredKeys, catalogFolder: catalogs)
        diagnostics += theme.strings.catalogDiagnostics(for: languages)
        return diagnostics
    }
}
