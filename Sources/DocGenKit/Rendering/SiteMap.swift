/// Which page each language shows at each path, in navigation order. The English pages define
/// the site's structure; a translation replaces its English page, an untranslated page falls
/// back to English with a notice, and pages generated from the model join them.
struct SiteMap {
    /// A class, not a struct: an entry is copied for every neighbour, crumb and language a page
    /// key reads, and a struct's copy retained each of its fields (a page held inline, all of its).
    final class Entry: Sendable {
        enum Body: Sendable {
            case markdown(ParsedPage)
            /// A page generated from the model: its partial's context, its text by section for search,
            /// and the hand-written prose it takes in where the context has `ReferenceProse.token`.
            case generated(GeneratedBody, search: [SearchIndex.Section], prose: ParsedPage? = nil)
        }

        /// The output path inside the language folder; the same in every language.
        let htmlPath: String
        let section: String
        /// `nil`: after the ordered pages of the section, by title.
        let order: Int?
        let title: String
        let description: String?
        /// A generated page's; a written page's are its page's, read when asked for (`headings`).
        private let generatedHeadings: [ParsedPage.Heading]
        let body: Body
        /// Shown in the navigation. Pages that are not (one page per callback) mark their parent instead.
        let isListed: Bool
        let parentHTMLPath: String?
        let isFallback: Bool
        /// What search shows beside the title when the page's section would not tell it from
        /// another page of the same title (an app state and a scene state both called Background).
        let searchKind: String?
        /// The path and title, and the headings, hashed once here: every page's key takes in those of
        /// its neighbours and of its other languages (`PageContext.addValuesKey`), about ten entries.
        /// A written page's headings' digest is its page's, which the parse cache keeps: the headings
        /// of a page taken from it are then not read (a rebuild renders few pages).
        let linkDigest: StableHash
        let headingsDigest: StableHash

        /// `headings`: a generated page's; nil for a written page (`body` is `.markdown`), whose are its page's.
        init(htmlPath: String, section: String, order: Int?, title: String, description: String?, headings: [ParsedPage.Heading]?,
             body: Body, isListed: Bool = true, parentHTMLPath: String? = nil, isFallback: Bool = false, searchKind: String? = nil) {
            self.htmlPath = htmlPath
            self.section = section
            self.order = order
            self.title = title
            self.description = description
            generatedHeadings = headings ?? []
            self.body = body
            self.isListed = isListed
            self.parentHTMLPath = parentHTMLPath
            self.isFallback = isFallback
            self.searchKind = searchKind
            var link = StableHash()
            link.add(htmlPath); link.add(title)
            linkDigest = link
            if let headings {
                headingsDigest = ParsedPage.headingsDigest(of: headings)
            } else if case .markdown(let page) = body {
                headingsDigest = page.headingsDigest
            } else {
                headingsDigest = ParsedPage.headingsDigest(of: [])
            }
        }

        var headings: [ParsedPage.Heading] {
            if case .markdown(let page) = body { return page.headings }
            return generatedHeadings
        }
    }

    let languages: [Language]
    let entries: [Language: [Entry]]
    let sections: ContentSections
    /// Each language's entries by output path.
    private let positions: [Language: [String: Int]]
    /// Each output path's entry in every language, in `languages` order (`nil` where one has none):
    /// the language switcher of every page reads them all.
    private let alternates: [String: [Entry?]]

    /// `generatedSections` (the reference pages) come after the content's own sections.
    init(content: ParsedContent, generatedSections: [String], generated: @escaping @Sendable (Language, [Entry]) -> [Entry]) {
        let english = content.pages.filter { page in
            let source = page.source
            return source.language.isSource && page.frontMatter != nil && !source.isSectionDescription
                && !ReferenceProse.isProsePath(source.path)  // merged into generated pages
        }
        sections = ContentSections(content)
        let order = sections.order + generatedSections
        languages = content.languages
        // Languages in two lanes, each making its reference pages from every page's sequences; a lane
        // is a thread of its own, so their `parallelMap`s have every core the other lane leaves idle.
        let lists = content.languages.laneMap(lanes: 2) { language in
            // On every core the other lane leaves idle: five languages in two lanes left one core
            // making the last language's entries alone.
            let written = english.parallelMap { original in
                let translated = content.page(language, original.source.path).flatMap { $0.frontMatter == nil ? nil : $0 }
                return Entry(markdown: translated ?? original, isFallback: translated == nil)
            }
            let list = Self.ordered(written + generated(language, written), sections: order)
            // Indexed in the lane too: on one core, the five indexes were some 20 ms of a one-page rebuild.
            return (list, Dictionary(list.enumerated().map { ($0.element.htmlPath, $0.offset) }, uniquingKeysWith: { first, _ in first }))
        }
        let entries = Dictionary(zip(content.languages, lists.map(\.0)), uniquingKeysWith: { first, _ in first })
        self.entries = entries
        let positions = Dictionary(zip(content.languages, lists.map(\.1)), uniquingKeysWith: { first, _ in first })
        self.positions = positions
        var alternates: [String: [Entry?]] = [:]
        alternates.reserveCapacity(positions.values.map(\.count).max() ?? 0)
        for (index, language) in languages.enumerated() {
            let list = entries[language] ?? []
            for (path, position) in positions[language] ?? [:] {
                alternates[path, default: Array(repeating: nil, count: languages.count)][index] = list[position]
            }
        }
        self.alternates = alternates
    }

    /// What `language` shows at `htmlPath`.
    func entry(_ language: Language, _ htmlPath: String) -> Entry? {
        guard let position = positions[language]?[htmlPath] else { return nil }
        return entries[language]?[position]
    }

    /// What each of `languages` shows at `htmlPath`, in their order.
    func alternates(_ htmlPath: String) -> [Entry?] {
        alternates[htmlPath] ?? Array(repeating: nil, count: languages.count)
    }

    /// Whether `language` shows the English page at `htmlPath`: no hreflang may point there.
    func isFallback(_ language: Language, _ htmlPath: String) -> Bool {
        entry(language, htmlPath)?.isFallback ?? false
    }

    /// Top-level pages first, then each section in `sections` order; inside, pages with an
    /// `order` by it, then the others by title, then path.
    private static func ordered(_ entries: [Entry], sections: [String]) -> [Entry] {
        // Each entry's rank found once: found in every comparison, the section's place in the list
        // was most of the sort.
        let ranks = Dictionary(sections.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let keyed = entries.map { entry in
            (key: (entry.section.isEmpty ? -1 : (ranks[entry.section] ?? sections.count), entry.order == nil ? 1 : 0, entry.order ?? 0),
             entry: entry)
        }
        return keyed.sorted { first, second in
            first.key != second.key ? first.key < second.key
                : (first.entry.title, first.entry.htmlPath) < (second.entry.title, second.entry.htmlPath)
        }.map(\.entry)
    }
}

extension SiteMap.Entry {
    convenience init(markdown page: ParsedPage, isFallback: Bool) {
        // Each read once: a page hands out copies of its source and front matter.
        let source = page.source, frontMatter = page.frontMatter
        self.init(htmlPath: source.htmlPath, section: source.section, order: frontMatter?.order,
                  title: frontMatter?.title ?? source.path, description: frontMatter?.description, headings: nil,
                  body: .markdown(page), isFallback: isFallback)
    }
}
