import CCmark
import Foundation

/// The only door to libcmark. Every cmark pointer is created, used and freed inside one
/// function of this file; what leaves it is Swift values (`MarkdownNode`) or a `String`.
public enum CommonMark {
    /// cmark options docgen uses. Raw HTML is omitted and unsafe URLs (`javascript:` …) are
    /// neutralised unless a page opts in (cmark's safe default).
    public struct Options: Sendable, Equatable {
        public var allowsRawHTML: Bool
        public init(allowsRawHTML: Bool = false) { self.allowsRawHTML = allowsRawHTML }

        var cmarkValue: Int32 {
            CMARK_OPT_VALIDATE_UTF8 | (allowsRawHTML ? CMARK_OPT_UNSAFE : CMARK_OPT_DEFAULT)
        }
    }

    /// Parses `markdown` into a Swift tree. `lineOffset` is added to every line, for text that
    /// starts below a front-matter block; `file` names the file in every location.
    /// `columnOffset` is added to columns on the first line, for text cut from the middle of a
    /// line (a table cell).
    public static func parse(_ markdown: String, file: String = "", lineOffset: Int = 0, columnOffset: Int = 0) -> MarkdownNode {
        withDocument(markdown, options: Options()) { document in
            TreeCopier(file: file, lineOffset: lineOffset, columnOffset: columnOffset).copy(document)
        }
    }

    /// Parses `markdown` once and returns both its Swift tree and its HTML: the tree is copied
    /// first, `customize` looks at it to decide the rewrites (link targets, heading ids, blocks
    /// that later stages fill in), and cmark renders the rewritten tree. Every later stage works
    /// from these two results; nothing parses the page again.
    public static func parseAndRender(
        _ markdown: String, options: Options, file: String = "", lineOffset: Int = 0, columnOffset: Int = 0,
        rendering: Bool = true, customize: (MarkdownNode) -> RenderCustomization
    ) -> (document: MarkdownNode, html: String) {
        withDocument(markdown, options: options) { document in
            let tree = TreeCopier(file: file, lineOffset: lineOffset, columnOffset: columnOffset).copy(document)
            let customization = customize(tree)
            // `verify` reads the tree alone: no HTML is made for it.
            guard rendering else { return (tree, "") }
            Customizer(options: options, lineOffset: lineOffset, customization: customization).apply(to: document)
            return (tree, renderedHTML(document, options: options))
        }
    }

    /// Counts the documents cmark parses in a scope (`CommonMark.$parseCounter.withValue(…)`),
    /// so a test can check that each page is parsed once.
    public final class ParseCounter: Sendable {
        private let count = Locked(0)
        public init() {}
        public var value: Int { count.withLock { $0 } }
        func increment() { count.withLock { $0 += 1 } }
    }

    @TaskLocal public static var parseCounter: ParseCounter?

    /// cmark's own HTML for `markdown`, untouched: the reference for `docgen render` and the spec tests.
    public static func html(_ markdown: String, options: Options = Options()) -> String {
        withDocument(markdown, options: options) { document in
            renderedHTML(document, options: options)
        }
    }

    /// Renders `markdown` through cmark after `customization` has rewritten the tree:
    /// link targets, heading ids and special fenced blocks. Positions handed to the
    /// customization use `lineOffset` like `parse`.
    public static func html(
        _ markdown: String, options: Options, lineOffset: Int = 0, customization: RenderCustomization
    ) -> String {
        withDocument(markdown, options: options) { document in
            Customizer(options: options, lineOffset: lineOffset, customization: customization).apply(to: document)
            return renderedHTML(document, options: options)
        }
    }

    // MARK: - Pointer work, kept private

    private static func withDocument<T>(
        _ markdown: String, options: Options, _ body: (OpaquePointer) -> T
    ) -> T {
        parseCounter?.increment()
        let parser = cmark_parser_new(options.cmarkValue)!
        defer { cmark_parser_free(parser) }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress.map { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                    cmark_parser_feed(parser, $0, buffer.count)
                }
            }
        }
        let document = cmark_parser_finish(parser)!
        defer { cmark_node_free(document) }
        return body(document)
    }

    private static func renderedHTML(_ node: OpaquePointer, options: Options) -> String {
        guard let html = cmark_render_html(node, options.cmarkValue) else { return "" }
        defer { free(html) }
        return String(cString: html)
    }

    fileprivate static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }
}

/// What the renderer may change before cmark writes HTML.
public struct RenderCustomization {
    /// Rewrites a link destination (`other.md` → `other.html`). Safe mode still applies afterwards.
    public var rewriteLink: (String) -> String = { $0 }
    /// Raw HTML to put in place of a fenced code block, or `nil` to leave it to cmark.
    public var replaceCodeBlock: (_ info: String, _ literal: String, _ start: SourceLocation) -> String? = { _, _, _ in nil }
    /// Raw HTML to put in place of a top-level HTML block (a content tab marker), or `nil` to leave it to cmark.
    public var replaceHTMLBlock: (_ start: SourceLocation) -> String? = { _ in nil }
    /// Raw HTML to put in place of a top-level paragraph (a pipe table), or `nil` to leave it to cmark.
    public var replaceParagraph: (_ start: SourceLocation) -> String? = { _ in nil }
    /// The `id` and trailing HTML (an anchor link) for a heading; `text` is its plain text.
    public var decorateHeading: (_ level: Int, _ text: String) -> (id: String, trailingHTML: String)? = { _, _ in nil }
    /// HTML to put just before and just after a decorated heading, given its `id` (places where
    /// the renderer may add a note about the section).
    public var surroundHeading: (_ id: String) -> (before: String, after: String) = { _ in ("", "") }
    /// HTML to open and close a block quote that starts with a `[!KIND]` line (its `kind` in lower
    /// case), instead of `<blockquote>`; `nil` keeps the quote as it is.
    public var decorateAdmonition: (_ kind: String) -> (open: String, close: String)? = { _ in nil }

    public init() {}
}

/// Walks a cmark tree and copies every node into `MarkdownNode`s.
private struct TreeCopier {
    let file: String
    let lineOffset: Int
    var columnOffset = 0

    /// Copies `node` and its descendants down to `MarkdownNode.maximumDepth`. Deeper content
    /// (thousands of nested quotes or list items) becomes one `.tooDeep` node: the copy, every walk
    /// over the copy and its release are recursive, so the depth is what bounds their stack.
    func copy(_ node: OpaquePointer, depth: Int = 0) -> MarkdownNode {
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        // cmark reports 0 for "no position".
        let start = line > 0
            ? SourceLocation(file: file, line: line + lineOffset, column: max(column, 1) + (line == 1 ? columnOffset : 0)) : nil
        guard depth < MarkdownNode.maximumDepth else { return MarkdownNode(kind: .tooDeep, start: start) }
        var children: [MarkdownNode] = []
        var child = cmark_node_first_child(node)
        while let current = child {
            children.append(copy(current, depth: depth + 1))
            child = cmark_node_next(current)
        }
        return MarkdownNode(kind: kind(of: node), children: children, start: start)
    }

    private func kind(of node: OpaquePointer) -> MarkdownNode.Kind {
        let literal = { CommonMark.string(cmark_node_get_literal(node)) }
        switch cmark_node_get_type(node) {
        case CMARK_NODE_DOCUMENT: return .document
        case CMARK_NODE_BLOCK_QUOTE: return .blockQuote
        case CMARK_NODE_LIST: return .list(ordered: cmark_node_get_list_type(node) == CMARK_ORDERED_LIST)
        case CMARK_NODE_ITEM: return .item
        case CMARK_NODE_CODE_BLOCK:
            return .codeBlock(info: CommonMark.string(cmark_node_get_fence_info(node)), literal: literal())
        case CMARK_NODE_HTML_BLOCK: return .htmlBlock(literal())
        case CMARK_NODE_CUSTOM_BLOCK: return .customBlock
        case CMARK_NODE_PARAGRAPH: return .paragraph
        case CMARK_NODE_HEADING: return .heading(level: Int(cmark_node_get_heading_level(node)))
        case CMARK_NODE_THEMATIC_BREAK: return .thematicBreak
        case CMARK_NODE_TEXT: return .text(literal())
        case CMARK_NODE_SOFTBREAK: return .softBreak
        case CMARK_NODE_LINEBREAK: return .lineBreak
        case CMARK_NODE_CODE: return .code(literal())
        case CMARK_NODE_HTML_INLINE: return .htmlInline(literal())
        case CMARK_NODE_CUSTOM_INLINE: return .customInline
        case CMARK_NODE_EMPH: return .emphasis
        case CMARK_NODE_STRONG: return .strong
        case CMARK_NODE_LINK:
            return .link(destination: CommonMark.string(cmark_node_get_url(node)),
                         title: CommonMark.string(cmark_node_get_title(node)))
        case CMARK_NODE_IMAGE:
            return .image(source: CommonMark.string(cmark_node_get_url(node)),
                          title: CommonMark.string(cmark_node_get_title(node)))
        default:
            fatalError("libcmark returned a node type docgen does not know")
        }
    }
}

/// Applies a `RenderCustomization` to a cmark tree in place.
private struct Customizer {
    let options: CommonMark.Options
    let lineOffset: Int
    let customization: RenderCustomization

    func apply(to document: OpaquePointer) {
        var links: [OpaquePointer] = [], codeBlocks: [OpaquePointer] = [], headings: [OpaquePointer] = []
        var paragraphs: [OpaquePointer] = [], quotes: [OpaquePointer] = [], htmlBlocks: [OpaquePointer] = []
        let iterator = cmark_iter_new(document)!
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(node) {
            case CMARK_NODE_LINK: links.append(node)
            case CMARK_NODE_CODE_BLOCK: codeBlocks.append(node)
            case CMARK_NODE_HEADING: headings.append(node)
            case CMARK_NODE_PARAGRAPH where cmark_node_parent(node) == document: paragraphs.append(node)
            case CMARK_NODE_BLOCK_QUOTE: quotes.append(node)
            case CMARK_NODE_HTML_BLOCK where cmark_node_parent(node) == document: htmlBlocks.append(node)
            default: break
            }
        }

        // Links first, so that links inside headings are rewritten before headings are rendered.
        for link in links {
            let destination = CommonMark.string(cmark_node_get_url(link))
            _ = cmark_node_set_url(link, customization.rewriteLink(destination))
        }
        for block in codeBlocks {
            let start = SourceLocation(
                file: "", line: Int(cmark_node_get_start_line(block)) + lineOffset,
                column: Int(cmark_node_get_start_column(block)))
            let info = CommonMark.string(cmark_node_get_fence_info(block))
            let literal = CommonMark.string(cmark_node_get_literal(block))
            if let html = customization.replaceCodeBlock(info, literal, start) { replace(block, withRawHTML: html) }
        }
        for heading in headings {
            let level = Int(cmark_node_get_heading_level(heading))
            guard let decoration = customization.decorateHeading(level, plainText(of: heading)) else { continue }
            // cmark cannot put attributes on a heading, so its own rendering is wrapped in a raw block.
            let inner = renderedChildren(of: heading, level: level)
            let around = customization.surroundHeading(decoration.id)
            let html = around.before + "<h\(level) id=\"\(decoration.id)\">\(inner)\(decoration.trailingHTML)</h\(level)>" + around.after
            replace(heading, withRawHTML: html)
        }
        // Callouts, innermost first so that a quote is never freed before the ones inside it; their
        // children move, so the paragraphs collected above stay valid.
        for quote in quotes.reversed() { decorateAdmonition(quote) }
        for block in htmlBlocks {
            let start = SourceLocation(file: "", line: Int(cmark_node_get_start_line(block)) + lineOffset,
                                       column: Int(cmark_node_get_start_column(block)))
            if let html = customization.replaceHTMLBlock(start) { replace(block, withRawHTML: html) }
        }
        // Last: replacing a paragraph frees its links, which the loops above still point to.
        for paragraph in paragraphs {
            let start = SourceLocation(file: "", line: Int(cmark_node_get_start_line(paragraph)) + lineOffset,
                                       column: Int(cmark_node_get_start_column(paragraph)))
            if let html = customization.replaceParagraph(start) { replace(paragraph, withRawHTML: html) }
        }
    }

    /// A quote whose first paragraph opens with a `[!KIND]` line the customization knows: the marker
    /// (text nodes up to the first line break) goes, the quote's children move into a custom block.
    private func decorateAdmonition(_ quote: OpaquePointer) {
        guard let paragraph = cmark_node_first_child(quote), cmark_node_get_type(paragraph) == CMARK_NODE_PARAGRAPH
        else { return }
        var marker = "", markerNodes: [OpaquePointer] = [], child = cmark_node_first_child(paragraph)
        while let node = child, cmark_node_get_type(node) == CMARK_NODE_TEXT {
            marker += CommonMark.string(cmark_node_get_literal(node))
            markerNodes.append(node)
            child = cmark_node_next(node)
        }
        if let node = child {
            let type = cmark_node_get_type(node)
            guard type == CMARK_NODE_SOFTBREAK || type == CMARK_NODE_LINEBREAK else { return }
            markerNodes.append(node)
        }
        guard let kind = Admonition.kind(ofMarker: marker), let html = customization.decorateAdmonition(kind) else { return }
        for node in markerNodes { cmark_node_free(node) }
        if cmark_node_first_child(paragraph) == nil { cmark_node_free(paragraph) }
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        _ = cmark_node_set_on_enter(block, html.open)
        _ = cmark_node_set_on_exit(block, html.close)
        while let inner = cmark_node_first_child(quote) { _ = cmark_node_append_child(block, inner) }
        _ = cmark_node_replace(quote, block)
        cmark_node_free(quote)
    }

    /// Swaps `node` for a custom block, which cmark writes out verbatim even in safe mode.
    private func replace(_ node: OpaquePointer, withRawHTML html: String) {
        let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK)!
        _ = cmark_node_set_on_enter(block, html)
        _ = cmark_node_replace(node, block)
        cmark_node_free(node)
    }

    private func renderedChildren(of heading: OpaquePointer, level: Int) -> String {
        guard let raw = cmark_render_html(heading, options.cmarkValue) else { return "" }
        defer { free(raw) }
        // Line breaks trimmed off both ends by bytes (U+000A–U+000D; the others of `.newlines` cannot
        // end cmark's `<hN>…</hN>`): Foundation's `trimmingCharacters(in: .newlines)` was 1 % of a build.
        let bytes = UnsafeRawBufferPointer(start: raw, count: strlen(raw))
        var start = 0, end = bytes.count
        while end > start, (0x0A...0x0D).contains(bytes[end - 1]) { end -= 1 }
        while start < end, (0x0A...0x0D).contains(bytes[start]) { start += 1 }
        let html = String(decoding: bytes[start..<end], as: UTF8.self)
        let open = "<h\(level)>", close = "</h\(level)>"
        guard html.hasPrefix(open), html.hasSuffix(close) else { return html }
        return String(html.dropFirst(open.count).dropLast(close.count))
    }

    private func plainText(of node: OpaquePointer) -> String {
        var text = ""
        let iterator = cmark_iter_new(node)!
        defer { cmark_iter_free(iterator) }
        while cmark_iter_next(iterator) != CMARK_EVENT_DONE {
            guard cmark_iter_get_event_type(iterator) == CMARK_EVENT_ENTER, let child = cmark_iter_get_node(iterator)
            else { continue }
            switch cmark_node_get_type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += CommonMark.string(cmark_node_get_literal(child))
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }
}
