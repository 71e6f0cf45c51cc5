/// Which page each language shows at each path, in navigation order. The English pages define
/// the site's structure; a translation replaces its English page, an untranslated page falls
/// back to English with a notice, and pages generated from the model join them.
struct SiteMap {
    struct Entry {
        enum Body {
            case markdown(ParsedPage)
            case html(String, search: [SearchIndex.Section])
        }

        /// The output path inside the language folder; the same in every language.
        let htmlPath: String
        let section: String
        let order: Int
        let title: String
        let description: String?
        let headings: [ParsedPage.Heading]
        let body: Body
        /// Shown in the navigation. Pages that are not (one page per callback) mark their parent instead.
        var isListed = true
        var parentHTMLPath: String?
        var isFallback = false
    }

    let languages: [Language]
    let entries: [Language: [Entry]]

    init(content: ParsedContent, sections: [String], generated: (Language, [Entry]) -> [Entry]) {
        let english = content.pages.filter { $0.source.language.isSource && $0.frontMatter != nil }
        languages = content.languages
        var entries: [Language: [Entry]] = [:]
        for language in content.languages {
            let written = english.map { original in
                let translated = content.page(language, original.source.path).flatMap { $0.frontMatter == nil ? nil : $0 }
                return Entry(markdown: translated ?? original, isFallback: translated == nil)
            }
            entries[language] = Self.ordered(written + generated(language, written), sections: sections)
        }
        self.entries = entries
    }

    /// Top-level pages first, then each section in `sections` order; by `order`, then path, inside.
    private static func ordered(_ entries: [Entry], sections: [String]) -> [Entry] {
        let rank = { (section: String) in section.isEmpty ? -1 : (sections.firstIndex(of: section) ?? sections.count) }
        return entries.sorted { (rank($0.section), $0.order, $0.htmlPath) < (rank($1.section), $1.order, $1.htmlPath) }
    }
}

extension SiteMap.Entry {
    init(markdown page: ParsedPage, isFallback: Bool) {
        self.init(htmlPath: page.source.htmlPath, section: page.source.section, order: page.frontMatter?.order ?? 0,
                  title: page.title, description: page.frontMatter?.description, headings: page.headings,
                  body: .markdown(page), isFallback: isFallback)
    }
}
