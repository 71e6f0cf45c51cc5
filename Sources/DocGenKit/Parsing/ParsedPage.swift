/// A page after parsing: front matter, the Markdown tree, and the blocks docgen checks.
public struct ParsedPage: Sendable {
    public struct Heading: Sendable, Equatable {
        public var level: Int
        public var text: String
        public var id: String
        public var location: SourceLocation?
    }

    public let source: SourcePage
    /// `nil` when the front matter is missing or malformed; such a page is reported, not published.
    public let frontMatter: FrontMatter?
    public let body: String
    public let bodyLineOffset: Int
    public let document: MarkdownNode
    public let lifecycleBlocks: [LifecycleBlock]
    /// The tables (fenced `table` blocks and pipe-table paragraphs), read once here, by the line
    /// where they start.
    public let tables: [Int: TableBlock]
    public let headings: [Heading]
    public let diagnostics: [Diagnostic]

    public var file: String { source.displayPath }

    /// Every node a reader sees: the page's, then each table cell's (cells are parsed on their own).
    public func walkAll(_ visit: (MarkdownNode, SourceLocation?) -> Void) {
        document.walk(visit)
        for line in tables.keys.sorted() {
            for cell in tables[line]!.cells { cell.document.walk { node, location in visit(node, location ?? cell.location) } }
        }
    }
    public var title: String { frontMatter?.title ?? source.path }
}

/// Parses loaded pages: front matter with Yams, Markdown with libcmark.
public enum PageParser {
    public static func parse(_ source: SourcePage) -> ParsedPage {
        let file = source.displayPath
        let front = FrontMatterReader.read(source.text, file: file)
        let document = CommonMark.parse(front.body, file: file, lineOffset: front.bodyLineOffset)
        let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [LifecycleBlock] = []
        var tables: [Int: TableBlock] = [:]
        var headings: [ParsedPage.Heading] = []
        var slugs = HeadingSlugs()
        var diagnostics = front.diagnostics
        document.walk { node, location in
            switch node.kind {
            case .codeBlock(let info, let literal) where LifecycleBlock.isLifecycleInfo(info):
                guard let fence = node.start else { return }
                let block = LifecycleBlock.parse(info: info, literal: literal, fence: fence, sourceLines: sourceLines)
                diagnostics += block.syntaxErrors
                blocks.append(block)
            case .codeBlock(let info, let literal) where info == TableBlock.info:
                guard let fence = node.start else { return }
                let lines = literal.split(separator: "\n").filter { !$0.allSatisfy(\.isWhitespace) }
                switch TableBlock.parse(lines: lines, firstLine: fence.line + 1, file: file) {
                case .success(let table): tables[fence.line] = table
                case .failure(let problem): diagnostics.append(problem)
                }
            case .codeBlock(let info, _) where DiagramBlock.isDiagramInfo(info):
                if let problem = DiagramBlock.check(info: info, at: node.start ?? SourceLocation(file: file, line: 1)) {
                    diagnostics.append(problem)
                }
            case .tooDeep:
                diagnostics.append(.error(at: node.start ?? location ?? SourceLocation(file: file, line: 1),
                                          "nesting deeper than \(MarkdownNode.maximumDepth) levels (block quotes, lists) at this line; docgen does not publish it",
                                          rule: "nesting-too-deep"))
            case .heading(let level):
                let text = node.plainText
                headings.append(.init(level: level, text: text, id: slugs.next(for: text), location: location))
            default:
                break
            }
        }
        // Pipe tables as authors write them on GitHub: a top-level paragraph whose first two lines
        // are a header row and a delimiter row; its lines up to the paragraph's end are the rows.
        for node in document.children {
            guard case .paragraph = node.kind, let start = node.start, start.column == 1,
                  start.line - 1 < sourceLines.count else { continue }
            let lines = Array(sourceLines[(start.line - 1)...].prefix { !$0.allSatisfy(\.isWhitespace) && $0.contains("|") })
            guard TableBlock.startsTable(lines) else { continue }
            switch TableBlock.parse(lines: lines, firstLine: start.line, file: file) {
            case .success(let table): tables[start.line] = table
            case .failure(let problem): diagnostics.append(problem)
            }
        }
        return ParsedPage(source: source, frontMatter: front.frontMatter, body: front.body,
                          bodyLineOffset: front.bodyLineOffset, document: document, lifecycleBlocks: blocks,
                          tables: tables, headings: headings, diagnostics: diagnostics)
    }
}
