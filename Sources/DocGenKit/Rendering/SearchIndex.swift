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
        /// What `sections` hold, hashed: a rebuild keys the index's files by it, and reads the
        /// sections only for a file it writes again.
        let digest: SearchDigest
        private let held: Held

        /// A page's sections wait in the spill file until a file that holds them is written.
        private enum Held {
            case sections([Section])
            case page(ParsedPage)
        }

        var sections: [Section] {
            switch held {
            case .sections(let sections): sections
            case .page(let page): page.searchSections
            }
        }

        init(title: String, href: String, context: String = "", sections: [Section]) {
            self.title = title
            self.href = href
            self.context = context
            digest = SearchDigest(sections)
            held = .sections(sections)
        }

        init(page: ParsedPage, href: String, context: String) {
            title = page.title
            self.href = href
            self.context = context
            digest = page.searchDigest
            held = .page(page)
        }
    }

    struct Section: Equatable, Codable {
        var heading: String
        var anchor: String
        /// Prose: searched and shown in results.
        var text: String
        /// API names and other lists: searched, never shown as a snippet.
        var keys: String = ""

        /// Sections as bytes for a spill file, four fields each (`PackedFields`).
        static func packed(_ sections: [Section]) -> [UInt8] {
            // Field by field, with no list of them (four strings a section, for every page).
            var bytes: [UInt8] = []
            bytes.reserveCapacity(sections.reduce(0) { $0 + 16 + $1.heading.utf8.count + $1.anchor.utf8.count + $1.text.utf8.count + $1.keys.utf8.count })
            for section in sections {
                PackedFields.append(section.heading, to: &bytes)
                PackedFields.append(section.anchor, to: &bytes)
                PackedFields.append(section.text, to: &bytes)
                PackedFields.append(section.keys, to: &bytes)
            }
            return bytes
        }

        /// The sections `packed` wrote.
        static func unpacked(_ bytes: [UInt8]) -> [Section] {
            let fields = PackedFields.unpack(bytes)
            return stride(from: 0, to: fields.count - 3, by: 4).map {
                Section(heading: fields[$0], anchor: fields[$0 + 1], text: fields[$0 + 2], keys: fields[$0 + 3])
            }
        }
    }

    /// The page's text, cut at each h2/h3 so a hit can name and link its section.
    static func document(for page: ParsedPage, href: String, context: String = "") -> Document {
        Document(page: page, href: href, context: context)
    }

    /// The sections of `document(for:)`, read from the page's tree once, when the page is parsed.
    static func sections(of page: ParsedPage) -> [Section] {
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
                append(selectors(in: literal), to: &sections[sections.count - 1].keys)
                continue
            }
            let text = searchableText(block, in: page).collapsingWhitespace()
            append(text, to: &sections[sections.count - 1].text)
        }
        return sections
    }

    /// The callbacks of a lifecycle block, each once, without comments: `//` and what follows is
    /// a note to the reader of the source, and the callbacks already say what a search needs.
    /// A `window=N` marker is for the checker, and the reader never sees it.
    static func selectors(in literal: String) -> String {
        // A block written in ASCII (all of them here): its lines, comments and words cut by bytes.
        if let words = asciiSelectors(in: literal) { return words }
        var seen = Set<Substring>()
        var names: [Substring] = []
        for line in literal.split(whereSeparator: \.isNewline) {
            let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
            for word in code.split(whereSeparator: \.isWhitespace)
            where !word.hasPrefix(LifecycleBlock.windowPrefix) && seen.insert(word).inserted {
                names.append(word)
            }
        }
        return names.joined(separator: " ")
    }

    /// `selectors(in:)` of an ASCII block, where a Character is a byte (CR LF aside, a line end either
    /// way): splitting by Characters and searching with Foundation were 220,000 instructions a block.
    /// Nil for any other block.
    private static func asciiSelectors(in literal: String) -> String? {
        let bytes = Array(literal.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let windowPrefix = Array(LifecycleBlock.windowPrefix.utf8)
        var seen = Set<ArraySlice<UInt8>>(), names: [ArraySlice<UInt8>] = []
        var lineStart = 0
        for end in bytes.indices where (0x0A...0x0D).contains(bytes[end]) || end == bytes.count - 1 {
            let lineEnd = (0x0A...0x0D).contains(bytes[end]) ? end : end + 1
            var code = bytes[lineStart..<lineEnd]
            lineStart = end + 1
            if let comment = code.indices.first(where: { $0 + 1 < code.endIndex && code[$0] == UInt8(ascii: "/") && code[$0 + 1] == UInt8(ascii: "/") }) {
                code = code[..<comment]
            }
            for word in code.split(whereSeparator: { $0 == 0x20 || (0x09...0x0D).contains($0) })
            where !word.starts(with: windowPrefix) && seen.insert(word).inserted {
                names.append(word)
            }
        }
        return String(decoding: Array(names.joined(separator: [UInt8(ascii: " ")])), as: UTF8.self)
    }

    /// `more` after `text`, a space between them: in place, where a new string for each block
    /// copied the section's text so far again.
    private static func append(_ more: String, to text: inout String) {
        guard !more.isEmpty else { return }
        if !text.isEmpty { text += " " }
        text += more
    }

    /// What a reader sees of a block, without Markdown syntax: table cells as text, diagrams left
    /// out (their labels come from the model, not the page). With an explicit stack, so that a
    /// deeply nested page costs no call stack: the words of each block, in document order, and a
    /// mark where a block quote ends, to take a callout's `[!NOTE]` line out of its words.
    static func searchableText(_ root: MarkdownNode, in page: ParsedPage) -> String {
        enum Step { case visit(MarkdownNode), endQuote(firstPiece: Int) }
        var pieces: [String] = [], stack: [Step] = [.visit(root)]
        while let step = stack.popLast() {
            guard case .visit(let node) = step else {
                if case .endQuote(let first) = step {
                    let text = pieces[first...].joined(separator: " ")
                    pieces.removeSubrange(first...)
                    pieces.append(withoutCalloutMarker(text))
                }
                continue
            }
            switch node.kind {
            case .codeBlock(let info, let literal) where info == TableBlock.info:
                pieces.append(page.table(readFrom: node).map { $0.cells.map(\.document.plainText).joined(separator: " ") } ?? literal)
            case .paragraph where page.table(readFrom: node) != nil:
                pieces.append(page.table(readFrom: node)!.cells.map(\.document.plainText).joined(separator: " "))
            case .codeBlock(let info, let literal) where LifecycleBlock.isLifecycleInfo(info):
                pieces.append(selectors(in: literal))
            case .codeBlock(let info, _) where DiagramBlock.isDiagramInfo(info):
                pieces.append("")
            case .blockQuote:
                stack.append(.endQuote(firstPiece: pieces.count))
                stack += node.children.reversed().map(Step.visit)
            case .document, .list, .item:
                stack += node.children.reversed().map(Step.visit)
            default:
                pieces.append(node.plainText)
            }
        }
        return pieces.joined(separator: " ")
    }

    /// A callout's `[!NOTE]` line is markup, not words.
    private static func withoutCalloutMarker(_ text: String) -> String {
        guard text.hasPrefix("[!"), let end = text.firstIndex(of: "]"),
              Admonition.kind(ofMarker: String(text[...end])) != nil else { return text }
        return String(text[text.index(after: end)...]).trimmingCharacters(in: .whitespaces)
    }
}
