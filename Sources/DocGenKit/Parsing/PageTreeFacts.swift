/// What the cross-page checks and the search index read of a page's Markdown tree, taken once,
/// on the parse worker. The tree itself weighs tens of kilobytes a page: with these facts it can
/// be released as soon as its page is checked, so a site of thousands of pages is never held as trees.
public struct PageTreeFacts: Sendable, Equatable, Codable {
    /// A code span or a link destination, where it starts (or, without a position, its block).
    public struct Inline: Sendable, Equatable, Codable {
        public var text: String
        public var location: SourceLocation
        /// For a link, the line that writes its destination (libcmark gives inline links no position).
        public var writtenOnLine: Int?
    }

    /// Every code span, the page's then its table cells', in document order.
    public private(set) var codeSpans: [Inline] = []
    /// Every link destination, in the same order.
    public private(set) var links: [Inline] = []
    /// Fenced and indented code blocks other than lifecycle blocks and `table` fences.
    private(set) var codeBlocks: [PageStructure.CodeBlock] = []
    /// The start line of each top-level block other than a heading.
    public private(set) var topLevelBlockLines: [Int] = []
    /// The page's text cut at its h2 and h3 headings, for search; the first section is the title's.
    private(set) var searchSections: [SearchIndex.Section] = []

    init() {}

    /// The same facts with other search sections (none, while they wait in a spill file).
    func with(searchSections: [SearchIndex.Section]) -> PageTreeFacts {
        var facts = self
        facts.searchSections = searchSections
        return facts
    }

    /// `lines` are the page's source lines (`lines[n - 1]` is line n).
    init(reading page: ParsedPage, lines: [Substring]) {
        page.walkAll { node, location in
            let at = node.start ?? location ?? SourceLocation(file: page.file, line: 1)
            switch node.kind {
            case .code(let literal):
                codeSpans.append(Inline(text: literal, location: at))
            case .link(let destination, _):
                links.append(Inline(text: destination, location: at,
                                    writtenOnLine: PageStructure.line(of: destination, from: at.line, in: lines)))
            case .codeBlock(let info, let literal) where !LifecycleBlock.isLifecycleInfo(info) && info != TableBlock.info:
                let fenced = at.line - 1 < lines.count && Self.isFence(lines[at.line - 1])
                let codeLines = literal.split(separator: "\n", omittingEmptySubsequences: false).dropLast(literal.hasSuffix("\n") ? 1 : 0)
                codeBlocks.append(PageStructure.CodeBlock(info: info, lines: codeLines.map(String.init),
                                                          firstLine: at.line + (fenced ? 1 : 0), location: at))
            default:
                break
            }
        }
        for node in page.document.children {
            if case .heading = node.kind { continue }
            if let line = node.start?.line { topLevelBlockLines.append(line) }
        }
        searchSections = SearchIndex.sections(of: page)
    }

    private static func isFence(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }
}
