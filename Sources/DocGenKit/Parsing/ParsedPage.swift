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
    public let document: MarkdownNode
    /// The body as cmark rendered it, with `BodyPlaceholder` tokens where checked blocks, tables,
    /// diagrams and permalink labels go.
    public let html: String
    public let lifecycleBlocks: [LifecycleBlock]
    /// The tables (fenced `table` blocks and pipe-table paragraphs), read once here, by the line
    /// where they start.
    public let tables: [Int: TableBlock]
    public let headings: [Heading]
    /// Lines above the Markdown body: the front matter and its `---` lines (0 without front matter).
    public let bodyLineOffset: Int
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

/// Parses loaded pages: front matter with Yams, Markdown with libcmark, once per page.
public enum PageParser {
    public static func parse(_ source: SourcePage) -> ParsedPage {
        let file = source.displayPath
        let front = FrontMatterReader.read(source.text, file: file)
        let sourceLines = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        var blocks: [LifecycleBlock] = []
        var tables: [Int: TableBlock] = [:]
        var headings: [ParsedPage.Heading] = []
        var diagnostics = front.diagnostics
        let options = CommonMark.Options(allowsRawHTML: front.frontMatter?.allowsRawHTML ?? false)
        if let line = sourceLines.firstIndex(where: { $0.contains(BodyPlaceholder.frame) }) {
            diagnostics.append(.error(at: SourceLocation(file: file, line: line + 1),
                                      "the character U+F8FF is reserved by docgen", rule: "encoding"))
        }

        let (document, html) = CommonMark.parseAndRender(front.body, options: options, file: file,
                                                         lineOffset: front.bodyLineOffset) { document in
            read(document, sourceLines: sourceLines, file: file, options: options,
                 blocks: &blocks, tables: &tables, headings: &headings, diagnostics: &diagnostics)
            return customization(tables: tables, headings: headings)
        }
        return ParsedPage(source: source, frontMatter: front.frontMatter, document: document, html: html,
                          lifecycleBlocks: blocks, tables: tables, headings: headings, bodyLineOffset: front.bodyLineOffset,
                          diagnostics: diagnostics)
    }

    /// Finds what docgen checks in the tree: lifecycle blocks, tables, diagrams, headings.
    private static func read(
        _ document: MarkdownNode, sourceLines: [Substring], file: String, options: CommonMark.Options,
        blocks: inout [LifecycleBlock], tables: inout [Int: TableBlock], headings: inout [ParsedPage.Heading],
        diagnostics: inout [Diagnostic]
    ) {
        var slugs = HeadingSlugs()
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
                switch TableBlock.parse(lines: lines, firstLine: fence.line + 1, file: file, options: options) {
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
            switch TableBlock.parse(lines: lines, firstLine: start.line, file: file, options: options) {
            case .success(let table): tables[start.line] = table
            case .failure(let problem): diagnostics.append(problem)
            }
        }
    }

    /// The rewrites cmark applies before it renders: links to `.html`, heading ids and anchors,
    /// and placeholders where the renderer puts checked blocks, tables and diagrams.
    private static func customization(tables: [Int: TableBlock], headings: [ParsedPage.Heading]) -> RenderCustomization {
        var customization = RenderCustomization()
        customization.rewriteLink = rewriteLink
        customization.replaceCodeBlock = { info, _, start in
            if LifecycleBlock.isLifecycleInfo(info) { return BodyPlaceholder.lifecycle(line: start.line).token }
            if info == TableBlock.info, tables[start.line] != nil { return BodyPlaceholder.table(line: start.line).token }
            if let kind = DiagramBlock.kind(info: info) { return BodyPlaceholder.diagram(kind.rawValue).token }
            return nil
        }
        customization.replaceParagraph = { start in
            tables[start.line] != nil ? BodyPlaceholder.table(line: start.line).token : nil
        }
        // cmark visits headings in document order, as the walk did when it gave them their ids.
        var ids = headings.map(\.id).makeIterator()
        customization.decorateHeading = { _, _ in
            guard let id = ids.next() else { return nil }
            let escaped = HTML.escape(id)
            return (escaped, " <a class=\"heading-anchor\" href=\"#\(escaped)\" aria-label=\"\(BodyPlaceholder.permalinkLabel.token)\">#</a>")
        }
        // Where the site says that the English of a section changed since it was translated.
        customization.surroundHeading = { id in
            (BodyPlaceholder.beforeHeading(id: id).token, BodyPlaceholder.afterHeading(id: id).token)
        }
        return customization
    }
}
