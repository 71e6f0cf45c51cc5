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
}
