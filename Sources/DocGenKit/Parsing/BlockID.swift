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

/// Coded as one text, `<kind> <ordinal> <language> <path>` (the path last, since it may hold
/// spaces): as three nested keyed values (the id, its page, the page's language), the ids of a
/// cached page's tables and blocks were a sixth of reading it back.
extension BlockID {
    /// The text, or nil when it could not be split back (a language code with a space: looked for
    /// as a byte, as the text is split, since a space and a combining mark after it are one Character).
    var codedText: String? {
        page.language.code.utf8.contains(UInt8(ascii: " ")) ? nil : "\(kind.rawValue) \(ordinal) \(page.language.code) \(page.path)"
    }

    init?(codedText text: String) {
        // Cut as bytes (the separator is ASCII), from the text's own storage: splitting the String
        // compares Characters, a space and the combining mark after it being one; and every table
        // and block of every cached page is read back through here.
        var text = text
        guard let (kind, ordinal, language, path) = text.withUTF8({ bytes -> (Kind, Int, String, String)? in
            let space = UInt8(ascii: " ")
            let piece = { (range: Range<Int>) in String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
            guard let first = bytes.firstIndex(of: space),
                  let second = bytes[(first + 1)...].firstIndex(of: space),
                  let third = bytes[(second + 1)...].firstIndex(of: space), second + 1 < third,
                  let kind = Kind(rawValue: piece(0..<first)), let ordinal = Int(piece((first + 1)..<second)), ordinal >= 0
            else { return nil }
            return (kind, ordinal, piece((second + 1)..<third), piece((third + 1)..<bytes.count))
        }) else { return nil }
        self.init(page: PageID(language: Language(language), path: path), kind: kind, ordinal: ordinal)
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let id = BlockID(codedText: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a block id: \(text)")
        }
        self = id
    }

    public func encode(to encoder: any Encoder) throws {
        guard let text = codedText else {
            throw EncodingError.invalidValue(self, .init(codingPath: encoder.codingPath, debugDescription: "a language code with a space"))
        }
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}

extension VarintReader {
    /// A block's identity as `appendText(codedText)` wrote it. When it names `page` (as every block
    /// and table of a page read back from the parse cache does), that page's identity is taken as
    /// it is, not made again from the text: two strings and a split for each of the 28,500 blocks
    /// and tables a one-page rebuild read at 10,000 pages. Any other text is read as before.
    mutating func blockID(on page: PageID?) -> BlockID? {
        if let page {
            var ahead = self
            if let id = ahead.blockIDNaming(page) {
                self = ahead
                return id
            }
        }
        return text().flatMap(BlockID.init(codedText:))
    }

    /// The id when the text is `<kind> <digits> <page's language> <page's path>`, else nil.
    private mutating func blockIDNaming(_ page: PageID) -> BlockID? {
        guard let length = next(), length <= UInt64(bytes.count - offset) else { return nil }
        let start = offset, end = offset + Int(length)  // the text's bytes, once `skip` has moved past them
        let code = page.language.code, path = page.path
        // `codedText` is split at its third space: a code with one, or none, is read the long way.
        guard !code.isEmpty, !code.utf8.contains(UInt8(ascii: " ")) else { return nil }
        let found = bytes.withUnsafeBufferPointer { all -> (BlockID.Kind, Int)? in
            let text = UnsafeBufferPointer(rebasing: all[start..<end])
            let space = UInt8(ascii: " ")
            guard let first = text.firstIndex(of: space), let second = text[(first + 1)...].firstIndex(of: space),
                  let kind = BlockID.Kind(utf8: UnsafeBufferPointer(rebasing: text[..<first])) else { return nil }
            // Digits only, at most 18 (no sign, no overflow): what `Int(_:)` reads the same.
            let digits = text[(first + 1)..<second]
            guard (1...18).contains(digits.count), digits.allSatisfy({ (0x30...0x39).contains($0) }) else { return nil }
            let ordinal = digits.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            let rest = UnsafeBufferPointer(rebasing: text[(second + 1)...])
            let codeLength = code.utf8.count
            guard rest.count == codeLength + 1 + path.utf8.count, rest[codeLength] == space,
                  ByteSearch.same(UnsafeBufferPointer(rebasing: rest[..<codeLength]), code),
                  ByteSearch.same(UnsafeBufferPointer(rebasing: rest[(codeLength + 1)...]), path) else { return nil }
            return (kind, ordinal)
        }
        guard let (kind, ordinal) = found, skip(length: length) else { return nil }
        return BlockID(page: page, kind: kind, ordinal: ordinal)
    }
}

private extension BlockID.Kind {
    init?(utf8 name: UnsafeBufferPointer<UInt8>) {
        if ByteSearch.same(name, "lifecycle") {
            self = .lifecycle
        } else if ByteSearch.same(name, "table") {
            self = .table
        } else {
            return nil
        }
    }
}
