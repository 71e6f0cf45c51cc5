/// What a page's search sections hold, hashed when they are packed for the spill file, so that a
/// rebuild tells which search files changed without reading every page's sections back.
/// `text` covers every field (the parts hold the text); `outline` the headings and anchors alone
/// (`search-index.js` holds those, so editing a page's prose does not rewrite it).
struct SearchDigest: Sendable, Equatable {
    let text: StableHash
    let outline: StableHash

    /// The digest of `SearchIndex.Section.packed`'s bytes: four fields a section (heading,
    /// anchor, text, keys).
    init(packed bytes: [UInt8]) {
        var text = StableHash(), outline = StableHash()
        bytes.withUnsafeBytes { text.add(bytes: $0) }
        var field = 0
        PackedFields.forEachField(in: bytes) { slice in
            if field % 4 < 2 { outline.add(field: slice) }
            field += 1
        }
        outline.add(UInt64(field / 4))
        self.text = text
        self.outline = outline
    }

    init(_ sections: [SearchIndex.Section]) {
        self.init(packed: SearchIndex.Section.packed(sections))
    }

    /// The digest in 32 bytes, for the parse cache's entry; `init?(bytes:)` reads them.
    var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.byteCount)
        for word in [text.lanes.0, text.lanes.1, outline.lanes.0, outline.lanes.1] {
            withUnsafeBytes(of: word.littleEndian) { bytes += $0 }
        }
        return bytes
    }

    static let byteCount = 32

    init?(bytes: some Collection<UInt8>) {
        guard bytes.count == Self.byteCount else { return nil }
        // Four little-endian words, gathered in one pass (slicing, reversing and reducing each
        // word's bytes was a third of reading a cached page's entry).
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        for (index, byte) in bytes.enumerated() {
            let value = UInt64(byte) << (8 * UInt64(index % 8))
            switch index / 8 {
            case 0: words.0 |= value
            case 1: words.1 |= value
            case 2: words.2 |= value
            default: words.3 |= value
            }
        }
        text = StableHash(lanes: (words.0, words.1))
        outline = StableHash(lanes: (words.2, words.3))
    }
}
