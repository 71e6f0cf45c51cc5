/// JSON written straight into bytes, as `JSONEncoder` with `.sortedKeys` and `.withoutEscapingSlashes`
/// writes it (the search index's files were written that way, and keep their bytes): strings
/// escaped as it escapes them, numbers in decimal, no spaces. Callers write an object's keys in
/// sorted order themselves. Encoding a site's search text through `Encodable` containers was 4 % of
/// a clean build at 10,000 pages.
///
/// `</` is written `<\/` in strings, so that a file can also be inlined in a `<script>`.
struct JSONBytes {
    private(set) var bytes: [UInt8] = []
    private static let hexDigits = Array("0123456789abcdef".utf8)

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    /// Punctuation and keys: `{"lang":`, `,`, `]`.
    mutating func raw(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func int(_ value: Int) {
        bytes.append(contentsOf: String(value).utf8)
    }

    mutating func string(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        // The runs of bytes that need no escape go in whole: one append a byte was most of writing
        // a search part (some 50 M instructions for the part a one-page rebuild writes again).
        let written: Void? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            var start = 0
            for (offset, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
                || byte == UInt8(ascii: "/") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<offset]))
                escape(byte)
                start = offset + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        if written == nil {
            for byte in text.utf8 { escape(byte) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// One byte of a string, escaped where JSONEncoder escapes it (and `/` after `<`).
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
        case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
        case UInt8(ascii: "/") where bytes.last == UInt8(ascii: "<"): bytes.append(UInt8(ascii: "\\")); bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
        case 0..<0x20:
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(Self.hexDigits[Int(byte >> 4)]); bytes.append(Self.hexDigits[Int(byte & 0xF)])
        default:
            bytes.append(byte)
        }
    }

    /// `[a,b,…]`, each element written by `element`.
    mutating func array<S: Sequence>(_ elements: S, _ element: (inout JSONBytes, S.Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for item in elements {
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            element(&self, item)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
