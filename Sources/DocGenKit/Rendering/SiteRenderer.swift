import Foundation
import Mustache

/// Turns verified content into the files of the site: one tree per language, a root page to
/// pick a language, a search index per language, and the theme's assets.
struct SiteRenderer {
    let content: ParsedContent
    let report: VerificationReport
    let theme: Theme

    /// The files of every format asked for, from one rendering of each page's body.
    func render(formats: Set<OutputFormat> = [.site]) throws(BuildError) -> [OutputFile] {
        let map = SiteMap(content: content, generatedSections: [ReferencePages.section]) { language, written in
            ReferencePages(language: language, strings: theme.strings.all(in: language), report: report, written: written).pages
        }
        let missing = theme.strings.missing(for: map.languages, required: theme.requiredKeys, catalogFolder: "Localizations")
        guard missing.isEmpty else { throw .theme(missing) }
        var files: [OutputFile] = []
        if formats.contains(.site) {
            files += theme.assets.map { OutputFile(path: "assets/" + $0.path, data: $0.data) }
            files.append(try renderLanguagePicker(map))
        }
        let names = languageNames(map.languages)
        for language in map.languages {
            let strings = theme.strings.all(in: language)
            let bodies = PageBodyRenderer(report: report, strings: strings, partials: theme.partials)
            let entries = map.entries[language] ?? []
            let navigation = LanguageNavigation(entries: entries) { section in
                map.sections.section(section, in: language)?.title ?? strings[PageContext.sectionKey(section)] ?? section
            }
            // Bodies render independently, on every core; the results keep the navigation's order.
            let rendered = try entries.parallelMap { (entry) throws(BuildError) -> (body: String, search: SearchIndex.Document) in
                switch entry.body {
                case .markdown(let page):
                    return (try bodies.render(page).get(), SearchIndex.document(for: page, href: entry.htmlPath))
                case .generated(let context, let sections):
                    return (theme.partials.render(context), SearchIndex.Document(title: entry.title, href: entry.htmlPath, sections: sections))
                }
            }
            let notices = OutdatedNotices(strings: strings)
            if formats.contains(.site) {
                let pages = try Array(zip(entries, rendered.map(\.body))).parallelMap { (page) throws(BuildError) -> OutputFile in
                    let entry = page.0
                    // A translated page notes the sections whose English changed since it was translated.
                    var staleness: PageStaleness?
                    if case .markdown(let parsed) = entry.body, !entry.isFallback { staleness = report.staleness(of: language, parsed.source.path) }
                    let body = notices.apply(to: page.1, page: staleness,
                                             englishHref: PageContext.languageRoot(of: entry.htmlPath) + "../" + Language.source.code + "/" + entry.htmlPath)
                    let context = PageContext(language: language, entry: entry, map: map, navigation: navigation,
                                              strings: strings, body: body, languageNames: names)
                    guard let html = theme.templates.render(context.values, withTemplate: "page") else {
                        throw .theme([.error(at: SourceLocation(file: "Site/templates/page.mustache", line: 1),
                                             "template 'page' did not render", rule: "template")])
                    }
                    return OutputFile(path: language.code + "/" + page.0.htmlPath, text: html)
                }
                files += pages
                files.append(OutputFile(path: language.code + "/" + SearchIndex.fileName,
                                        text: SearchIndex.script(language: language, documents: rendered.map(\.search))))
            }
            // Books carry no notes: their links could not reach the English site.
            let bookBodies = formats.isDisjoint(with: [.print, .epub]) ? [] : rendered.map { OutdatedNotices.strip($0.body) }
            if formats.contains(.print) {
                let book = PrintBook(language: language, title: strings["siteTitle"] ?? "docgen", tagline: strings["siteTagline"] ?? "",
                                     contentsTitle: strings["tocTitle"] ?? strings["onThisPage"] ?? "Contents",
                                     chapters: zip(entries, bookBodies).map { PrintBook.Chapter(entry: $0.0, body: $0.1) })
                files.append(OutputFile(path: PrintBook.fileName(of: language), text: book.html))
            }
            if formats.contains(.epub) {
                let book = EPUBBook(language: language, title: strings["siteTitle"] ?? "docgen",
                                    chapters: zip(entries, bookBodies).map { EPUBBook.Chapter(entry: $0.0, body: $0.1) },
                                    navigation: navigation, tocTitle: strings["tocTitle"] ?? strings["siteTitle"] ?? "")
                files.append(OutputFile(path: EPUBBook.fileName(of: language), data: book.data))
            }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func renderLanguagePicker(_ map: SiteMap) throws(BuildError) -> OutputFile {
        let languages: [[String: Any]] = map.languages.map { language in
            let strings = theme.strings.all(in: language)
            let first = map.entries[language]?.first?.htmlPath ?? "index.html"
            return ["code": language.code, "name": strings["languageName"] ?? language.code,
                    "href": language.code + "/" + first,
                    "siteTitle": strings["siteTitle"] ?? "", "tagline": strings["siteTagline"] ?? ""]
        }
        let values: [String: Any] = ["assetsPath": "assets/", "languages": languages,
                                     "ui": theme.strings.all(in: .source), "lang": Language.source.code]
        guard let html = theme.templates.render(values, withTemplate: "languages") else {
            throw .theme([.error(at: SourceLocation(file: "Site/templates/languages.mustache", line: 1),
                                 "template 'languages' did not render", rule: "template")])
        }
        return OutputFile(path: "index.html", text: html)
    }

    private func languageNames(_ languages: [Language]) -> [Language: String] {
        Dictionary(uniqueKeysWithValues: languages.map { ($0, theme.strings.string("languageName", $0) ?? $0.code) })
    }
}
