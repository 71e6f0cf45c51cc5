import Foundation

/// The per-language search index, shipped as a classic script (`window.DOCGEN_SEARCH_INDEX = …`)
/// because browsers refuse `fetch` and modules on `file://`. Tokenising happens in the browser
/// (`Site/assets/search.js`) so that the index and the query are always split the same way.
enum SearchIndex {
    static let fileName = "search-index.js"

    struct Document: Encodable {
        var title: String
        var href: String
        var sections: [Section]
    }

    struct Section: Encodable {
        var heading: String
        var anchor: String
        var text: String
    }

    /// The page's text, cut at each h2/h3 so a hit can name and link its section.
    static func document(for page: ParsedPage, href: String) -> Document {
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
            let text = searchableText(block, in: page).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            sections[sections.count - 1].text += (sections[sections.count - 1].text.isEmpty ? "" : " ") + text
        }
        return Document(title: page.title, href: href, sections: sections)
    }

    /// What a reader sees of a block, without Markdown syntax: table cells as text, callback
    /// lines without `//`, diagrams left out (their labels come from the model, not the page).
    static func searchableText(_ node: MarkdownNode, in page: ParsedPage) -> String {
        switch node.kind {
        case .codeBlock(let info, let literal) where info == TableBlock.info:
            guard let table = page.table(readFrom: node) else { return literal }
            return table.cells.map(\.document.plainText).joined(separator: " ")
        case .paragraph where page.table(readFrom: node) != nil:
            return page.table(readFrom: node)!.cells.map(\.document.plainText).joined(separator: " ")
        case .codeBlock(let info, let literal) where LifecycleBlock.isLifecycleInfo(info):
            return literal.replacingOccurrences(of: "//", with: " ")
        case .codeBlock(let info, _) where DiagramBlock.isDiagramInfo(info):
            return ""
        case .document, .blockQuote, .list, .item:
            return node.children.map { searchableText($0, in: page) }.joined(separator: " ")
        default:
            return node.plainText
        }
    }

    static func script(language: Language, documents: [Document]) -> String {
        struct Index: Encodable { var lang: String; var docs: [Document] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Index(lang: language.code, docs: documents))) ?? Data("{}".utf8)
        // "</" would end an inline script; escaping it keeps the file safe to inline too.
        let json = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
        return "window.DOCGEN_SEARCH_INDEX = \(json);\n"
    }
}
