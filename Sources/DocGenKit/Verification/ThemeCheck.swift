import Foundation

/// What `build` would refuse besides the pages: the theme's templates (docgen's partials
/// included, `PartialContract`) and `site.yml`, the UI strings every language needs, and a
/// section folder without its `_section.md`. `verify` runs it too, so a green `verify` in CI
/// means the build will not be refused.
public enum ThemeCheck {
    public static func diagnostics(
        for content: ParsedContent, siteDirectory: URL, localizationsDirectory: URL, displayBase: URL?
    ) -> [Diagnostic] {
        diagnostics(for: content, theme: Result { () throws(BuildError) in
            try Theme.load(siteDirectory: siteDirectory, localizationsDirectory: localizationsDirectory, displayBase: displayBase)
        }, catalogFolder: ContentLoader.displayPath(of: localizationsDirectory, base: displayBase))
    }

    /// The same, for a theme already loaded (a build loads it once, to check it and to render);
    /// `catalogFolder` is the localizations folder as diagnostics print it.
    static func diagnostics(for content: ParsedContent, theme loaded: Result<Theme, BuildError>,
                            catalogFolder: String) -> [Diagnostic] {
        let theme: Theme
        switch loaded {
        case .success(let loaded): theme = loaded
        case .failure(let error): return error.diagnostics
        }
        var diagnostics = PartialContract.diagnostics(for: theme, cache: content.pageCheckCache)
        let sections = ContentSections(content)
        var reported = Set<String>()
        for page in content.pages where page.source.language.isSource && !page.source.section.isEmpty
            && !ReferenceProse.isProsePath(page.source.path) {
            let section = page.source.section
            guard !sections.isDescribed(section), reported.insert(section).inserted else { continue }
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "section '\(section)' has no \(SectionDescription.fileName): add one with 'title:' (and 'order:', 'description:') in its folder",
                                      rule: "section"))
        }
        let languages = Array(Set(content.pages.map(\.source.language))).sorted()
        // A language folder the catalogs have no strings for is most likely a misspelt tag.
        let known = theme.strings.languages.map(\.code)
        let drafts = theme.config.draftLanguages
        for language in languages where !known.contains(language.code) && !drafts.contains(language) {
            guard let first = content.pages.first(where: { $0.source.language == language }) else { continue }
            let hint = TextDistance.suggestion(for: language.code, among: known).map { "; did you mean '\($0)'?" }
                ?? "; the catalogs have \(known.joined(separator: ", "))"
            diagnostics.append(.error(at: SourceLocation(file: first.file, line: 1),
                                      "unknown language folder '\(language.code)'\(hint)", rule: "language"))
        }
        // Titles and descriptions `docgen add-language` left for the translator: fine while a draft.
        let marker = LanguageScaffold.placeholderMarker
        for page in content.pages where !page.source.language.isSource {
            guard let front = page.frontMatter else { continue }
            for (key, value) in [("title", front.title), ("description", front.description ?? "")] where value.hasPrefix(marker) {
                let lines = page.source.text.lines()
                let line = (lines.firstIndex { $0.hasPrefix(key + ":") } ?? 0) + 1
                let draft = drafts.contains(page.source.language)
                diagnostics.append(Diagnostic(draft ? .warning : .error, at: SourceLocation(file: page.file, line: line),
                                              "'\(key)' is still marked \(marker): translate it and remove the marker"
                                                + (draft ? "" : " ('\(page.source.language.code)' is not a draft language)"),
                                              rule: "untranslated-placeholder"))
            }
        }
        // docgen writes its reference pages under reference/: a page there would be overwritten.
        // A callback's prose is the exception: it joins its generated page (`ReferenceProseCheck`).
        for page in content.pages where page.source.path.hasPrefix(ReferencePages.section + "/")
            && !ReferenceProse.isProsePath(page.source.path) {
            diagnostics.append(.error(at: SourceLocation(file: page.file, line: 1),
                                      "'\(page.source.path)' is where docgen writes its generated reference pages: move the page to another folder",
                                      rule: "generated-path"))
        }
        diagnostics += theme.strings.missing(for: languages.filter { !drafts.contains($0) }, required: theme.requiredKeys,
                                             catalogFolder: catalogFolder)
        // A draft's strings still `new` or under review are in its one warning below, not one each.
        diagnostics += theme.strings.catalogDiagnostics(for: languages, drafts: drafts)
        // A draft shows English where its strings are missing: one warning per language, not one per string.
        for language in languages where drafts.contains(language) {
            let untranslated = theme.strings.keys.filter {
                !theme.strings.untranslatable.contains($0) && theme.strings.translation(of: $0, in: language) != .translated
            }
            guard !untranslated.isEmpty, let first = content.pages.first(where: { $0.source.language == language }) else { continue }
            let folder = String(first.file.dropLast(first.source.path.count + 1))
            diagnostics.append(.warning(at: SourceLocation(file: folder, line: 1),
                                        "'\(language.code)' is a draft language (site.yml): \(untranslated.count) of \(theme.strings.keys.count) UI strings are not translated yet and show in English",
                                        rule: "draft-language"))
        }
        return diagnostics
    }
}
