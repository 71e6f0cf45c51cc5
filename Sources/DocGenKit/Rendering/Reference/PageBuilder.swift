/// Collects the HTML of a generated page, with its headings (for the table of contents) and
/// its text by section (for search).
struct PageBuilder {
    private(set) var html = ""
    private(set) var headings: [ParsedPage.Heading] = []
    private var sections: [(heading: String, anchor: String, text: String)] = [("", "", "")]
    private var slugs = HeadingSlugs()
    let permalinkLabel: String

    init(permalinkLabel: String) { self.permalinkLabel = permalinkLabel }

    /// A heading with an id and an anchor link, like the ones cmark pages get.
    mutating func heading(_ level: Int, _ text: String) {
        let id = slugs.next(for: text)
        headings.append(.init(level: level, text: text, id: id, location: nil))
        sections.append((text, id, ""))
        html += "<h\(level) id=\"\(HTML.escape(id))\">\(HTML.escape(text)) <a class=\"heading-anchor\" href=\"#\(HTML.escape(id))\" "
            + "aria-label=\"\(HTML.escape(permalinkLabel))\">#</a></h\(level)>\n"
    }

    mutating func paragraph(_ text: String) {
        html += "<p>\(HTML.escape(text))</p>\n"
        searchable(text)
    }

    /// HTML that the caller has escaped already; `searchText` is what search should find in it.
    mutating func raw(_ fragment: String, searchText: String = "") {
        html += fragment
        searchable(searchText)
    }

    private mutating func searchable(_ text: String) {
        guard !text.isEmpty else { return }
        sections[sections.count - 1].text += (sections[sections.count - 1].text.isEmpty ? "" : " ") + text
    }

    func searchSections(title: String) -> [SearchIndex.Section] {
        var result = sections.map { SearchIndex.Section(heading: $0.heading, anchor: $0.anchor, text: $0.text) }
        result[0].heading = title
        return result
    }
}
