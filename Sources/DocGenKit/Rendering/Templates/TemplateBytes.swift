import Foundation

/// A template's tags read from its UTF-8 bytes, as the regular expressions they replace read
/// Characters (`\s` is Unicode's White_Space): the two that named the theme's partials and the
/// UI strings it uses were a quarter of loading the theme, on every build.
struct TemplateBytes {
    let bytes: UnsafeBufferPointer<UInt8>

    /// Each place where a tag may open (`{{`), in order, `body` answering where to go on from:
    /// the end of what it read there, or nil for the next byte.
    func forEachOpening(_ body: (Int) -> Int?) {
        var from = 0
        while from + 1 < bytes.count {
            guard let at = ByteSearch.firstIndex(of: Self.opening, inBuffer: UnsafeBufferPointer(rebasing: bytes[from...])).map({ $0 + from })
            else { return }
            from = body(at) ?? at + 1
        }
    }

    private static let opening = Array("{{".utf8)

    /// Past the white space from `index`; not past a line feed unless `acrossLines`.
    func afterSpace(from index: Int, acrossLines: Bool) -> Int {
        var index = index
        while index < bytes.count {
            let (value, length) = ByteSearch.scalar(at: index, in: bytes)
            guard value != 0x0A || acrossLines, Self.isSpace(value) else { break }
            index += length
        }
        return index
    }

    /// Whether `text` (ASCII) starts at `index`.
    func has(_ text: StaticString, at index: Int) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return (0..<count).allSatisfy { bytes[index + $0] == text.utf8Start[$0] }
    }

    /// The end of the run of scalars from `index` that `belongs` accepts.
    func endOfRun(from index: Int, while belongs: (UInt32) -> Bool) -> Int {
        var index = index
        while index < bytes.count {
            let (value, length) = ByteSearch.scalar(at: index, in: bytes)
            guard belongs(value) else { break }
            index += length
        }
        return index
    }

    /// The text between two offsets.
    func text(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    static func isSpace(_ value: UInt32) -> Bool { Unicode.Scalar(value)?.properties.isWhitespace == true }
}
