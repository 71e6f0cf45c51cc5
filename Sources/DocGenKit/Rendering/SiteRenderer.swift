import Foundation
import Mustache

/// Turns verified content into the files of the site: one tree per language, a root page to
/// pick a language, a search index per language, and the theme's assets.
struct SiteRenderer {
    let content: ParsedContent
    let report: VerificationReport
    let theme: Theme

    func render() throws(BuildError) -> [OutputFile] {
        let map = SiteMap(content: content, generatedSections: [ReferencePages.section]) { language, written in
            ReferencePages(language: language, strings: theme.strings.all(in: language), report: report, written: written).pages
        }
        let missing = theme.strings.missing(for: map.languages, required: theme.requiredKeys, catalogFolder: "Localizations")
        guard missing.isEmpty else { throw .theme(missing) }
        var files = theme.assets.map { OutputFile(path: "assets/" + $0.path, data: $0.data) }
        files.append(try renderLanguagePicker(map))
        let names = languageNames(map.languages)
        for language in map.languages {
            let strings = theme.strings.all(in: language)
            let bodies = PageBodyRenderer(report: report, strings: strings)
            let entries = map.entries[language] ?? []
            let navigation = LanguageNavigation(entries: entries) { section in
                map.sections.section(section, in: language)?.title ?? strings[PageContext.sectionKey(section)] ?? section
            }
            // Pages render independently, on every core; the results keep the navigation's order.
            let rendered = try entries.parallelMap { (entry) throws(BuildError) -> (OutputFile, SearchIndex.Document) in
                let body: String
                let document: SearchIndex.Document
                switch entry.body {
                case .markdown(let page):
                    body = try bodies.render(page).get()
                    document = SearchIndex.document(for: page, href: entry.htmlPath)
                case .html(let html, let sections):
                    body = html
                    document = SearchIndex.Document(title: entry.title, href: entry.htmlPath, sections: sections)
                }
                let context = PageContext(language: language, entry: entry, map: map, navigation: navigation,
                                          strings: strings, body: body, languageNames: names)
                guard let html = theme.templates.render(context.values, withTemplate: "page") else {
                    throw .theme([.error(at: SourceLocation(file: "Site/templates/page.mustache", line: 1),
                                         "template 'page' did not render", rule: "template")])
                }
                return (OutputFile(path: language.code + "/" + entry.htmlPath, text: html), document)
            }
            files += rendered.map(\.0)
            let searchDocuments = rendered.map(\.1)
            files.append(OutputFile(path: language.code + "/" + SearchIndex.fileName,
                                    text: SearchIndex.script(language: language, documents: searchDocuments)))
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
