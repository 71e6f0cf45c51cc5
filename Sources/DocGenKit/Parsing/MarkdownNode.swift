/// A Markdown node copied out of libcmark: plain Swift values, no pointers.
public struct MarkdownNode: Sendable, Equatable, Codable {
    public enum Kind: Sendable, Equatable, Codable {
        case document, blockQuote, list(ordered: Bool), item
        case codeBlock(info: String, literal: String)
        case htmlBlock(String), customBlock, paragraph
        case heading(level: Int)
        case thematicBreak
        case text(String), softBreak, lineBreak
        case code(String), htmlInline(String), customInline
        case emphasis, strong
        case link(destination: String, title: String)
        case image(source: String, title: String)
        /// Content nested deeper than `maximumDepth`, left out of the copy (the page is refused).
        case tooDeep
    }

    /// How deep a copied tree may nest. Real pages stay below 20; the limit keeps every recursive
    /// walk within a worker thread's stack.
    public static let maximumDepth = 200

    public var kind: Kind
    public var children: [MarkdownNode]
    /// Where the node starts in the page's file, or `nil` when cmark gives no position
    /// (inline nodes other than code spans have none in libcmark 0.30).
    public var start: SourceLocation?

    public init(kind: Kind, children: [MarkdownNode] = [], start: SourceLocation? = nil) {
        self.kind = kind
        self.children = children
        self.start = start
    }

    /// The text a reader sees: text and code literals, breaks as spaces. With an explicit stack:
    /// nesting depth costs no call stack (a worker thread's is small).
    public var plainText: String {
        var text = "", stack = [self]
        while let node = stack.popLast() {
            switch node.kind {
            case .text(let literal), .code(let literal), .codeBlock(_, let literal): text += literal
            case .softBreak, .lineBreak: text += " "
            default: stack += node.children.reversed()
            }
        }
        return text
    }

    /// Calls `visit` for this node and every descendant, in document order,
    /// with the location of the nearest enclosing block that has one.
    public func walk(_ visit: (MarkdownNode, SourceLocation?) -> Void) {
        walk(inherited: nil, visit)
    }

    private func walk(inherited: SourceLocation?, _ visit: (MarkdownNode, SourceLocation?) -> Void) {
        let here = start ?? inherited
        visit(self, here)
        for child in children { child.walk(inherited: here, visit) }
    }
}
