import Foundation

/// The per-language search index, shipped as classic scripts because browsers refuse `fetch`
/// and modules on `file://`. Tokenising happens in the browser (`Site/assets/search.js`) so that
/// the index and the query are always split the same way.
///
/// Two kinds of file, so that a large site stays loadable: `search-index.js` holds what a
/// result shows and links (titles, the page's kind, headings, anchors) and is small;
/// `search-text-<n>.js` hold the sections' text, cut into parts of about `partBytes`, and are
/// loaded only when the reader starts to search (see `SearchIndexScripts`).
enum SearchIndex {
    static let fileName = "search-index.js"

    struct Document {
        var title: String
        var href: String
        /// What tells the page apart from another of the same title: its section, or its kind.
        var context: String = ""
        var sections: [Section]
    }

    struct Section {
        var heading: String
        var anchor: String
        /// Prose: searched and shown in results.
        var text: String
        /// API names and other lists: searched, never shown as a snippet.
        var keys: String = ""
    }

    /// The page's text, cut at each h2/h3 so a hit can name and link its section.
    static func document(for page: ParsedPage, href: String, context: String = "") -> Document {
        var sections = [Section(heading: page.title, anchor: "", text: "")]
        // By line, so a page with thousands of headings is indexed in linear time.
        let headings = Dictionary(page.headings.compactMap { heading in heading.location.map { ($0, heading) } },
                                  uniquingKeysWith: { first, _ in first })
        for block in page.document.children {
            // Top-level headings only cut sections; one nested in a quote or a list stays text.
            if case .heading = block.kind, let start = block.start, let heading = headings[start] {
                if heading.level <= 3 {
                    sections.append(Section(heading: heading.text, anchor: heading.id, text: ""))
                    continue
                }
            }
            if case .codeBlock(let info, let literal) = block.kind, LifecycleBlock.isLifecycleInfo(info) {
                sections[sections.count - 1].keys = joined(sections[sections.count - 1].keys, selectors(in: literal))
                continue
            }
            let text = searchableText(block, in: page).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            sections[sections.count - 1].text = joined(sections[sections.count - 1].text, text)
        }
        return Document(title: page.title, href: href, context: context, sections: sections)
    }

    /// The callbacks of a lifecycle block, each once, without comments: `//` and what follows is
    /// a note to the reader of the source, and the callbacks already say what a search needs.
    static func selectors(in literal: String) -> String {
        var seen = Set<Substring>()
        var names: [Substring] = []
        for line in literal.split(whereSeparator: \.isNewline) {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for word in code.split(whereSeparator: \.isWhitespace) where seen.insert(word).inserted {
                names.append(word)
            }
        }
        return names.joined(separator: " ")
    }

    private static func joined(_ text: String, _ more: String) -> String {
        text.isEmpty ? more : more.isEmpty ? text : text + " " + more
    }

    /// What a reader sees of a block, without Markdown syntax: table cells as text, diagrams left
    /// out (their labels come from the model, not the page).
    static func searchableText(_ node: MarkdownNode, in page: ParsedPage) -> String {
        switch node.kind {
        case .codeBlock(let info, let literal) where info == TableBlock.info:
            guard let table = page.table(readFrom: node) else { return literal }
            return table.cells.map(\.document.plainText).joined(separator: " ")
        case .paragraph where page.table(readFrom: node) != nil:
            return page.table(readFrom: node)!.cells.map(\.document.plainText).joined(separator: " ")
        case .codeBlock(let info, let literal) where LifecycleBlock.isLifecycleInfo(info):
            return selectors(in: literal)
        case .codeBlock(let info, _) where DiagramBlock.isDiagramInfo(info):
            return ""
        case .blockQuote:
            // A callout's `[!NOTE]` line is markup, not words.
            let text = node.children.map { searchableText($0, in: page) }.joined(separator: " ")
            guard text.hasPrefix("[!"), let end = text.firstIndex(of: "]"),
                  Admonition.kind(ofMarker: String(text[...end])) != nil else { return text }
            return String(text[text.index(after: end)...]).trimmingCharacters(in: .whitespaces)
        case .document, .list, .item:
            return node.children.map { searchableText($0, in: page) }.joined(separator: " ")
        default:
            return node.plainText
        }
    }
}
