/// Which page each language shows at each path, in navigation order. The English pages define
/// the site's structure; a translation replaces its English page, and an untranslated page
/// falls back to English with a notice.
struct SiteMap {
    struct Entry {
        let path: String
        let section: String
        /// The page shown: the translation, or the English original.
        let page: ParsedPage
        var isFallback: Bool
    }

    let languages: [Language]
    let sections: [String]
    /// Entries by language, in navigation order: top-level pages, then each section in `sections` order.
    let entries: [Language: [Entry]]

    init(content: ParsedContent, sections: [String]) {
        let english = content.pages.filter { $0.source.language.isSource && $0.frontMatter != nil }
        let sectionRank = { (section: String) in section.isEmpty ? -1 : (sections.firstIndex(of: section) ?? sections.count) }
        let ordered = english.sorted {
            (sectionRank($0.source.section), $0.frontMatter?.order ?? 0, $0.source.path)
                < (sectionRank($1.source.section), $1.frontMatter?.order ?? 0, $1.source.path)
        }
        languages = content.languages
        self.sections = sections
        var entries: [Language: [Entry]] = [:]
        for language in content.languages {
            entries[language] = ordered.map { original in
                let translated = content.page(language, original.source.path).flatMap { $0.frontMatter == nil ? nil : $0 }
                return Entry(path: original.source.path, section: original.source.section,
                             page: translated ?? original, isFallback: translated == nil)
            }
        }
        self.entries = entries
    }
}
