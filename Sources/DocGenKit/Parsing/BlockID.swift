/// The identity of a block that the parser reads and later stages fill in: a lifecycle block
/// or a table. Given once, at parse time: the page, the kind, and the block's place among the
/// page's blocks of that kind in document order (from 0). The verifier's report, the body's
/// placeholders and the renderer join on it, never on a line number.
public struct BlockID: Hashable, Sendable, Codable, CustomStringConvertible {
    public enum Kind: String, Sendable, Codable {
        case lifecycle, table
    }

    public let page: PageID
    public let kind: Kind
    public let ordinal: Int

    public init(page: PageID, kind: Kind, ordinal: Int) {
        self.page = page
        self.kind = kind
        self.ordinal = ordinal
    }

    /// `en/index.md, table 2` (counted from 1, as a reader would).
    public var description: String { "\(page), \(kind.rawValue) \(ordinal + 1)" }
}
