import Foundation
import Mustache

/// Turns verified content into the files of the site: one tree per language, a root page to
/// pick a language, a search index per language, and the theme's assets.
struct SiteRenderer {
    let report: VerificationReport
    let theme: Theme
    /// Which page each language shows where, with the pages generated from the model.
    let map: SiteMap

    init(content: ParsedContent, report: VerificationReport, theme: Theme) {
        self.report = report
        self.theme = theme
        map = SiteMap(content: content, generatedSections: [ReferencePages.section]) { language, written in
            ReferencePages(language: language, strings: theme.strings.all(in: language), report: report, written: written,
                           prose: ReferenceProse.pages(in: content, language: language)).pages
        }
    }

    /// Every file `render(formats:into:)` writes, known before any page is rendered: the
    /// staging folder's manifest lists them first.
    func plannedPaths(formats: Set<OutputFormat> = [.site]) -> [String] {
        var paths: [String] = []
        if formats.contains(.site) {
            paths += theme.assets.map { "assets/" + $0.path } + ["index.html"]
        }
        for language in map.languages {
            if formats.contains(.site) {
                paths += (map.entries[language] ?? []).map { .path(language.code, $0.htmlPath) }
                paths += SearchIndexScripts.fileNames(documentCount: map.entries[language]?.count ?? 0).map { language.code + "/" + $0 }
            }
            let books = self.books(formats, for: language)
            if books.contains(.print) { paths.append(PrintBook.fileName(of: language)) }
            if books.contains(.epub) { paths.append(EPUBBook.fileName(of: language)) }
        }
        return paths.sorted()
    }

    /// The files of every format asked for, from one rendering of each page's body, handed to
    /// `write` as soon as each is ready (pages from every core), so that a language's finished
    /// pages are never all held in memory.
    /// With `reuse`, a page whose key (`PageKey`) matches the previous build's is taken from the
    /// previous site instead of being rendered.
    func render(formats: Set<OutputFormat> = [.site], reuse: PageReuse? = nil,
                into write: @escaping @Sendable (OutputFile) throws(BuildError) -> Void) throws(BuildError) {
        let drafts = theme.config.draftLanguages
        let missing = theme.strings.missing(for: map.languages.filter { !drafts.contains($0) }, required: theme.requiredKeys,
                                            catalogFolder: "Localizations")
        guard missing.isEmpty else { throw .theme(missing) }
        if formats.contains(.site) {
            for asset in theme.assets { try write(OutputFile(path: "assets/" + asset.path, data: asset.data)) }
            try write(try renderLanguagePicker(map))
        }
        let names = languageNames(map.languages)
        // Languages in two lanes, each rendering its pages on every core the other leaves idle: one
        // after the other, a language's search index and books were made on one core, with the other idle.
        try map.languages.laneForEach(lanes: 2) { (language) throws(BuildError) in
            let books = self.books(formats, for: language)
            let wantsBooks = !books.isEmpty
            let strings = theme.strings.all(in: language)
            let bodies = PageBodyRenderer(report: report, strings: strings, partials: theme.partials)
            let entries = map.entries[language] ?? []
            let sectionTitle = { (section: String) in
                map.sections.section(section, in: language)?.title ?? strings[PageContext.sectionKey(section)] ?? section
            }
            let navigation = LanguageNavigation(entries: entries, title: sectionTitle)
            let navigationLists = NavigationLists(partials: theme.partials, strings: strings)
            let sectionTitles = Dictionary(Set(entries.map(\.section)).map { ($0, $0.isEmpty ? "" : sectionTitle($0)) },
                                           uniquingKeysWith: { first, _ in first })
            let notices = OutdatedNotices(strings: strings)
            // Each page on every core: its body, its search document and, for the site, the page
            // itself, written at once. Only what the search index and the books need is kept.
            let rendered = try entries.parallelMap { (entry) throws(BuildError) -> (book: String?, search: SearchIndex.Document) in
                // Told apart in search results from a page of the same title: by its kind, or its section.
                let searchContext = entry.searchKind ?? sectionTitles[entry.section] ?? ""
                let search: SearchIndex.Document
                switch entry.body {
                case .markdown(let page):
                    search = SearchIndex.document(for: page, href: entry.htmlPath, context: searchContext)
                case .generated(_, let sections, _):
                    search = SearchIndex.Document(title: entry.title, href: entry.htmlPath, context: searchContext, sections: sections)
                }
                var page: PageTemplateInputs?
                var taken = false
                if formats.contains(.site) {
                    let inputs = pageTemplateInputs(entry, language: language, navigation: navigation, strings: strings, names: names)
                    if let reuse {
                        taken = try reuse.take(.path(language.code, entry.htmlPath), key(of: entry, inputs, reuse))
                    }
                    // The books still need the body.
                    if taken && !wantsBooks { return (nil, search) }
                    page = inputs
                }
                let body: String
                switch entry.body {
                case .markdown(let parsed): body = try bodies.render(parsed).get()
                case .generated(let generated, _, let prose):
                    var html = HTML.breakingNames(in: theme.partials.render(generated.context))
                    if let prose {  // a callback's prose, rendered as a page's body is (its code spans already broken)
                        html = html.replacingOccurrences(of: ReferenceProse.token, with: try bodies.render(prose).get())
                    }
                    body = html
                }
                if let page, !taken {
                    var values = page.context.valuesButNavigation
                    values["nav"] = .list(page.context.navigationGroups(navigationLists))
                    values["content"] = .text(notices.apply(to: body, page: page.staleness, englishHref: page.englishHref))
                    try write(try renderPage(entry, language: language, values: values))
                }
                // Books carry no notes (their links could not reach the English site), and fold nothing.
                return (wantsBooks ? openingDetails(in: OutdatedNotices.strip(body)) : nil, search)
            }
            if formats.contains(.site) {
                try writeSearchIndex(SearchIndexScripts(language: language, documents: rendered.map(\.search)), reuse: reuse, into: write)
            }
            let bookBodies = rendered.map { $0.book ?? "" }
            if books.contains(.print) {
                let book = PrintBook(language: language, title: strings["siteTitle"] ?? "docgen", tagline: strings["siteTagline"] ?? "",
                                     contentsTitle: strings["tocTitle"] ?? "Contents",
                                     chapters: zip(entries, bookBodies).map { PrintBook.Chapter(entry: $0.0, body: $0.1) })
                try write(OutputFile(path: PrintBook.fileName(of: language), text: book.html))
            }
            if books.contains(.epub) {
                let book = EPUBBook(language: language, title: strings["siteTitle"] ?? "docgen",
                                    chapters: zip(entries, bookBodies).map { EPUBBook.Chapter(entry: $0.0, body: $0.1) },
                                    navigation: navigation, tocTitle: strings["tocTitle"] ?? strings["siteTitle"] ?? "")
                try write(OutputFile(path: EPUBBook.fileName(of: language), data: book.data))
            }
        }
    }

    /// A language's search index: with `reuse`, only the files whose text changed are rendered
    /// (editing one page's text rewrites the part that holds it; the index of titles, only when a
    /// title or heading changed).
    private func writeSearchIndex(_ scripts: SearchIndexScripts, reuse: PageReuse?,
                                  into write: (OutputFile) throws(BuildError) -> Void) throws(BuildError) {
        var wanted: Set<String>?
        if let reuse {
            var start = StableHash()
            start.add(reuse.fingerprint); start.add("search")
            var changed: Set<String> = []
            for (name, key) in scripts.keys(startingWith: start) where try !reuse.take(scripts.language.code + "/" + name, key) {
                changed.insert(name)
            }
            wanted = changed
        }
        for file in scripts.files(only: wanted) {
            try write(OutputFile(path: scripts.language.code + "/" + file.name, text: file.text))
        }
    }

    /// What a page's template is filled from (`PageContext`); and what notes the body gets.
    struct PageTemplateInputs {
        let context: PageContext
        /// A translated page notes the sections whose English changed since it was translated.
        let staleness: PageStaleness?
        let englishHref: String
    }

    private func pageTemplateInputs(_ entry: SiteMap.Entry, language: Language, navigation: LanguageNavigation,
                                    strings: [String: String], names: [Language: String]) -> PageTemplateInputs {
        var staleness: PageStaleness?
        switch entry.body {
        case .markdown(let parsed) where !entry.isFallback:
            staleness = report.staleness(of: language, parsed.source.path)
        case .generated(_, _, let prose?) where prose.source.language == language:
            // A callback page's translated prose falls behind its English as a page does.
            staleness = report.staleness(of: language, prose.source.path)
        default:
            break
        }
        let context = PageContext(language: language, entry: entry, map: map, navigation: navigation,
                                  strings: strings, body: "", languageNames: names, config: theme.config)
        return PageTemplateInputs(context: context, staleness: staleness,
                                  englishHref: PageContext.languageRoot(of: entry.htmlPath) + "../" + Language.source.code + "/" + entry.htmlPath)
    }

    /// The page's key: what its template's values are made from (`PageContext`), and what its body
    /// is made from (the Markdown, or what the generated page's context is made from) with the notes it gets.
    private func key(of entry: SiteMap.Entry, _ page: PageTemplateInputs, _ reuse: PageReuse) -> String {
        PageKey.of(fingerprint: reuse.fingerprint) { hash in
            page.context.addValuesKey(to: &hash)
            page.context.addNavigationKey(to: &hash)
            switch entry.body {
            case .markdown(let parsed): hash.add("markdown"); hash.add(parsed.source.textHash)
            case .generated(let generated, _, let prose):
                hash.add("generated"); hash.add(generated.inputs)
                hash.add(prose?.source.textHash ?? "")  // a callback's prose is part of its page
            }
            if let staleness = page.staleness { hash.add("staleness"); staleness.addKey(to: &hash) } else { hash.add("") }
        }
    }

    /// One page of the site: its body, with the notes on outdated sections, in the page template.
    private func renderPage(_ entry: SiteMap.Entry, language: Language, values: [String: TemplateValue]) throws(BuildError) -> OutputFile {
        guard let html = theme.page.render(values) else {
            throw .theme([.error(at: SourceLocation(file: "Site/templates/page.mustache", line: 1),
                                 "template 'page' did not render", rule: "template")])
        }
        return OutputFile(path: .path(language.code, entry.htmlPath), text: html)
    }

    private func renderLanguagePicker(_ map: SiteMap) throws(BuildError) -> OutputFile {
        // Drafts are reached by their address only, until they are ready.
        let languages: [[String: Any]] = map.languages.filter { !theme.config.draftLanguages.contains($0) }.map { language in
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

    /// The books asked for that `language` gets: none for a draft, since a book is a published edition.
    private func books(_ formats: Set<OutputFormat>, for language: Language) -> Set<OutputFormat> {
        theme.config.draftLanguages.contains(language) ? [] : formats.intersection([.print, .epub])
    }

    private func languageNames(_ languages: [Language]) -> [Language: String] {
        Dictionary(uniqueKeysWithValues: languages.map { ($0, theme.strings.string("languageName", $0) ?? $0.code) })
    }
}
