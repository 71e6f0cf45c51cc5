import Foundation

extension StringProtocol {
    /// What `trimmingCharacters(in: .whitespaces)` gives (spaces, tabs and the other Unicode
    /// space separators, cut scalar by scalar), without Foundation's copy of the text to UTF-16:
    /// table cells, lifecycle lines and front matter are trimmed by the hundred thousand.
    func trimmingWhitespace() -> String { trimming(\.isTrimmedWhitespace) }

    /// What `trimmingCharacters(in: .whitespacesAndNewlines)` gives, as `trimmingWhitespace` does.
    func trimmingWhitespaceAndNewlines() -> String { trimming(\.isTrimmedWhitespaceOrNewline) }

    /// The words with one space between them: what `split(whereSeparator: \.isWhitespace)` joined
    /// by spaces gives. Where every scalar is a Character of its own (nearly all prose), in one pass
    /// over the UTF-8, copying the bytes of each word: scalar by scalar, each encoded again, it was
    /// 3 % of a build at 10,000 pages (and finding each Character's bounds, 5 %, before that).
    func collapsingWhitespace() -> String {
        if let collapsed = utf8.withContiguousStorageIfAvailable(Self.collapsedWords(in:)), let collapsed {
            return collapsed
        }
        return split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// `collapsingWhitespace()` of valid UTF-8 `bytes`; nil when a scalar is not a Character of its own.
    private static func collapsedWords(in bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var plain = true
        // Each run of whitespace becomes at most one space: never longer than the text.
        let collapsed = String(unsafeUninitializedCapacity: bytes.count) { words in
            var count = 0, index = 0, spaceBefore = false
            while index < bytes.count {
                let lead = bytes[index]
                var length = 1, isWhitespace: Bool
                if lead < 0x80 {
                    if lead == 0x0D { plain = false; return 0 }  // CR joins the LF after it
                    isWhitespace = lead == 0x20 || (0x09...0x0C).contains(lead)
                } else {
                    let value: UInt32
                    (value, length) = ByteSearch.scalar(at: index, in: bytes)
                    guard let scalar = Unicode.Scalar(value), scalar.isAlwaysNFC else { plain = false; return 0 }
                    // Han, kana, Hangul and the full-width forms, after U+3000, are never whitespace.
                    isWhitespace = value <= 0x3000 && scalar.properties.isWhitespace
                }
                if isWhitespace {
                    spaceBefore = count > 0
                } else {
                    if spaceBefore { words[count] = UInt8(ascii: " "); count += 1; spaceBefore = false }
                    for offset in 0..<length { words[count + offset] = bytes[index + offset] }
                    count += length
                }
                index += length
            }
            return count
        }
        return plain ? collapsed : nil
    }

    /// The bytes `ByteSearch.trimming` keeps, copied at once (a new scalar view built scalar by
    /// scalar was 3 % of verify's parse); the text itself when nothing is trimmed.
    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        func kept(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
            let range = ByteSearch.trimming(0..<bytes.count, of: bytes, where: isTrimmed)
            return range.count == bytes.count ? nil : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return (utf8.withContiguousStorageIfAvailable(kept) ?? Array(utf8).withUnsafeBufferPointer(kept)) ?? String(self)
    }
}

extension Unicode.Scalar {
    /// In `CharacterSet.whitespaces`: the tab and the space separators (Unicode's Zs).
    var isTrimmedWhitespace: Bool {
        switch value {
        case 0x20, 0x09: true
        case 0..<0x80: false
        default: mayBeUnicodeSpace && Self.whitespaces.contains(self)
        }
    }

    /// In `CharacterSet.whitespacesAndNewlines`: those and the line ends (LF to CR, NEL, U+2028, U+2029).
    var isTrimmedWhitespaceOrNewline: Bool {
        switch value {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: mayBeUnicodeSpace && Self.whitespacesAndNewlines.contains(self)
        }
    }

    /// Made once: the sets were built again at every look-up, for the first and last scalar of every
    /// table cell in Chinese and Korean (1 % of `verify`).
    private static let whitespaces = CharacterSet.whitespaces
    private static let whitespacesAndNewlines = CharacterSet.whitespacesAndNewlines

    /// Where Unicode's spaces and line separators are (and a few former ones): no scalar elsewhere is
    /// in either set, which a test checks for every scalar, so most need no look-up at all.
    private var mayBeUnicodeSpace: Bool {
        switch value {
        case 0x85, 0xA0, 0x1680, 0x180E, 0x2000...0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }
}

extension ByteSearch {
    /// `range` of valid UTF-8 `bytes` without the scalars at either end for which `isTrimmed` holds:
    /// the bytes `trimmingWhitespace()` keeps, found without making a `String` first.
    static func trimming(_ range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>,
                         where isTrimmed: (Unicode.Scalar) -> Bool) -> Range<Int> {
        func scalarTrimmed(at lead: Int) -> (trimmed: Bool, length: Int) {
            let (value, length) = scalar(at: lead, in: bytes)
            return (Unicode.Scalar(value).map(isTrimmed) ?? false, length)
        }
        var start = range.lowerBound, end = range.upperBound
        while start < end {
            let (trimmed, length) = scalarTrimmed(at: start)
            guard trimmed else { break }
            start += length
        }
        while end > start {
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard scalarTrimmed(at: lead).trimmed else { break }
            end = lead
        }
        return start..<end
    }
}
