/// The outline of a generated page: its headings, with unique ids, for the table of contents,
/// and its text by section, for search. The page's HTML comes from its partial, which places
/// the headings this outline gives out.
struct PageOutline {
    private(set) var headings: [ParsedPage.Heading] = []
    private var sections: [SearchIndex.Section] = [SearchIndex.Section(heading: "", anchor: "", text: "")]
    private var slugs = HeadingSlugs()

    init() {}

    /// An outline that will take in `prose`: its heading ids are kept free, so no generated heading takes one.
    init(reserving prose: ParsedPage?) {
        for heading in prose?.headings ?? [] { _ = slugs.next(for: heading.id) }
    }

    /// The hand-written part of the page, at this point of it: its headings (ids as the parser gave
    /// them) and its text by section, the text before its first heading joining the current section.
    mutating func include(_ prose: ParsedPage) {
        let document = SearchIndex.document(for: prose, href: "")
        searchable(document.sections[0].text)
        searchableNames(document.sections[0].keys.isEmpty ? [] : [document.sections[0].keys])
        headings += prose.headings
        sections += document.sections.dropFirst()
    }

    /// A new heading (and search section) with an id no other heading of the page has, made from
    /// `anchor` when given (an id that must not change with the language), else from the text.
    mutating func heading(_ level: Int, _ text: String, anchor: String? = nil) -> HeadingContext {
        let id = slugs.next(for: anchor ?? text)
        headings.append(.init(level: level, text: text, id: id, location: nil))
        sections.append(SearchIndex.Section(heading: text, anchor: id, text: ""))
        return HeadingContext(level: level, id: id, text: text)
    }

    /// Text search should find in the current section.
    mutating func searchable(_ text: String) {
        guard !text.isEmpty else { return }
        sections[sections.count - 1].text += (sections[sections.count - 1].text.isEmpty ? "" : " ") + text
    }

    /// API names search should find in the current section but never show as a snippet.
    mutating func searchableNames(_ names: [String]) {
        guard !names.isEmpty else { return }
        let keys = names.joined(separator: " ")
        sections[sections.count - 1].keys += (sections[sections.count - 1].keys.isEmpty ? "" : " ") + keys
    }

    func searchSections(title: String) -> [SearchIndex.Section] {
        var result = sections
        result[0].heading = title
        return result
    }
}
