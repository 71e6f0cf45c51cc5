/// A Markdown node copied out of libcmark: plain Swift values, no pointers.
///
/// A class, immutable once made: a tree is built once and then only read, by many walks, and a
/// copied node costs one reference count where a struct's copy counted each of its strings, its
/// children and its file's name (retains and releases were 31 % of `verify`'s CPU, mostly nodes copied).
public final class MarkdownNode: Sendable, Equatable, Codable {
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

    public let kind: Kind
    public let children: [MarkdownNode]
    /// Where the node starts in the page's file, or `nil` when cmark gives no position
    /// (inline nodes other than code spans have none in libcmark 0.30).
    public let start: SourceLocation?
    /// A `.text` node, most of a tree's nodes: a walk that looks for other kinds asks this first,
    /// since switching on `kind` copies a text's string (a retain and a release) to look at it.
    public let isText: Bool
    /// `start != nil`, asked without copying the place.
    private let hasStart: Bool

    public init(kind: Kind, children: [MarkdownNode] = [], start: SourceLocation? = nil) {
        self.kind = kind
        self.children = children
        self.start = start
        if case .text = kind { isText = true } else { isText = false }
        hasStart = start != nil
    }

    private enum CodingKeys: String, CodingKey { case kind, children, start }

    public convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kind: try container.decode(Kind.self, forKey: .kind),
                  children: try container.decode([MarkdownNode].self, forKey: .children),
                  start: try container.decodeIfPresent(SourceLocation.self, forKey: .start))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(children, forKey: .children)
        try container.encodeIfPresent(start, forKey: .start)
    }

    /// The same tree: the same kinds, children and places (not the same object).
    public static func == (lhs: MarkdownNode, rhs: MarkdownNode) -> Bool {
        lhs === rhs || (lhs.kind == rhs.kind && lhs.start == rhs.start && lhs.children == rhs.children)
    }

    /// The text a reader sees: text and code literals, breaks as spaces (`walkSelectively`: nesting
    /// depth costs no call stack, and a worker thread's is small).
    public var plainText: String {
        var text = ""
        walkSelectively { node, _ in
            switch node.kind {
            case .text(let literal), .code(let literal), .codeBlock(_, let literal): text += literal
            case .softBreak, .lineBreak: text += " "
            default: return true
            }
            return false
        }
        return text
    }

    /// Calls `visit` for this node and every descendant, in document order, with the nearest node at
    /// or above it that has a place (`start`), whose place is the one to report: `placed?.start`.
    /// A node rather than its place: most nodes are passed over, and a place made for each of them
    /// (`start ?? inherited`) cost a retain and a release of its file's name.
    public func walk(_ visit: (_ node: MarkdownNode, _ placed: MarkdownNode?) -> Void) {
        walkSelectively { node, placed in visit(node, placed); return true }
    }

    /// `walk`, going into a node's children only where `visit` returns true (a check that reads a
    /// paragraph whole, and skips code blocks).
    public func walkSelectively(_ visit: (_ node: MarkdownNode, _ placed: MarkdownNode?) -> Bool) {
        // A loop over a stack of unretained references, not a recursion: a recursive walk, specialised
        // for its caller's closure, retained and released what the closure captured at every node.
        // The tree cannot change (every property is a `let`) and `self` holds all of it until the walk
        // returns, so no reference on the stack can outlive its node.
        typealias Reference = Unmanaged<MarkdownNode>
        var stack: [(node: Reference, placed: Reference?)] = [(Reference.passUnretained(self), nil)]
        while let (reference, inherited) = stack.popLast() {
            reference._withUnsafeGuaranteedRef { node in
                let placed = node.hasStart ? reference : inherited
                let descends = placed.map { placed in placed._withUnsafeGuaranteedRef { visit(node, $0) } } ?? visit(node, nil)
                guard descends else { return }
                node.children.withUnsafeBufferPointer { children in
                    for index in children.indices.reversed() { stack.append((Reference.passUnretained(children[index]), placed)) }
                }
            }
        }
    }
}
