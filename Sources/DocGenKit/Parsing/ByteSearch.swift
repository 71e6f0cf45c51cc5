import Foundation

/// Searches over UTF-8 bytes: every delimiter and marker docgen looks for is ASCII, and comparing
/// bytes spares the character-by-character walks of `String` and Foundation's UTF-16 copies.
enum ByteSearch {
    /// Where `pattern` first occurs in `bytes` at or after `from`; an empty pattern nowhere.
    static func firstIndex<Bytes: RandomAccessCollection>(of pattern: [UInt8], in bytes: Bytes, from: Int) -> Int?
    where Bytes.Element == UInt8, Bytes.Index == Int {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = from
        while index <= bytes.count - pattern.count {
            if bytes[index] == first, bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }

    /// The scalar whose UTF-8 starts with the lead byte at `index` of valid UTF-8 `bytes`, and its length.
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int) {
        let lead = bytes[index]
        guard lead >= 0x80 else { return (UInt32(lead), 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }

    /// `firstIndex(of:in:from: 0)` over a buffer, each candidate found by `memchr` on the pattern's
    /// first byte: for a rare marker in a long text, most bytes are never compared one by one.
    static func firstIndex(of pattern: [UInt8], inBuffer bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = pattern.first, let base = bytes.baseAddress, bytes.count >= pattern.count else { return nil }
        let start = UnsafeRawPointer(base), lastStart = bytes.count - pattern.count
        var index = 0
        while index <= lastStart, let hit = memchr(start + index, Int32(first), lastStart - index + 1) {
            let at = start.distance(to: UnsafeRawPointer(hit))
            if bytes[at..<(at + pattern.count)].elementsEqual(pattern) { return at }
            index = at + 1
        }
        return nil
    }

    /// Each place of `byte` in `bytes`, in order, found by `memchr`.
    static func forEachOffset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        guard let base = bytes.baseAddress else { return }
        var from = 0
        while from < bytes.count, let hit = memchr(base + from, Int32(byte), bytes.count - from) {
            let offset = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
            body(offset)
            from = offset + 1
        }
    }

    /// Whether `bytes` are the UTF-8 bytes of `text`, compared with `memcmp` (a generic comparison
    /// with a string's UTF-8 view goes byte by byte).
    static func same(_ bytes: UnsafeBufferPointer<UInt8>, _ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            utf8.count == bytes.count && (utf8.isEmpty || memcmp(utf8.baseAddress!, bytes.baseAddress!, utf8.count) == 0)
        } ?? bytes.elementsEqual(text.utf8)
    }

    /// Each non-empty run of `bytes` between `separator`s, in order (`split(separator:)`'s pieces):
    /// a file of thousands of lines is read without a `Substring` per line.
    static func forEachPiece(of bytes: UnsafeBufferPointer<UInt8>, separatedBy separator: UInt8,
                             _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var start = 0
        forEachOffset(of: separator, in: bytes) { end in
            if end > start { body(UnsafeBufferPointer(rebasing: bytes[start..<end])) }
            start = end + 1
        }
        if bytes.count > start { body(UnsafeBufferPointer(rebasing: bytes[start...])) }
    }
}

extension StringProtocol {
    /// Whether `needle` occurs in the text, compared byte for byte in UTF-8. For the ASCII
    /// markers and punctuation docgen looks for, the answer Foundation's `contains` gives, without
    /// copying the text to UTF-16 for CoreFoundation's search (5 % of a 10,000-page build).
    func containsBytes(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        return utf8.withContiguousStorageIfAvailable { ByteSearch.firstIndex(of: pattern, inBuffer: $0) != nil }
            ?? (ByteSearch.firstIndex(of: pattern, in: Array(utf8), from: 0) != nil)
    }
}

extension String {
    /// Whether the UTF-8 text holds `byte`, found by `memchr` (a walk of the UTF-8 view byte by
    /// byte was 2 % of a one-page rebuild, which reads every page).
    func containsByte(_ byte: UInt8) -> Bool {
        var text = self
        return text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return false }
            return memchr(base, Int32(byte), bytes.count) != nil
        }
    }
}

extension String {
    /// The text's lines, as `split(separator: "\n", omittingEmptySubsequences: false)` gives them,
    /// with the newlines found by `memchr` rather than by walking Characters (that split was 4 % of
    /// `docgen verify`, done twice a page). Text with a CR (which `LineEndings` removes from pages)
    /// is split the slow way: there "\r\n" is one Character, which that split does not cut.
    func lines() -> [Substring] {
        guard !containsByte(13) else { return split(separator: "\n", omittingEmptySubsequences: false) }
        var lines: [Substring] = []
        var start = startIndex
        for offset in newlineOffsets() {
            let newline = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(self[start..<newline])
            start = utf8.index(after: newline)
        }
        lines.append(self[start...])
        return lines
    }

    /// The text's lines as UTF-8 bytes, as `lines()` splits them.
    func byteLines() -> [[UInt8]] {
        guard !containsByte(13) else { return lines().map { Array($0.utf8) } }
        var text = self
        return text.withUTF8 { bytes in
            var lines: [[UInt8]] = [], start = 0
            for offset in newlineOffsets(in: bytes) + [bytes.count] {
                lines.append(Array(bytes[start..<offset]))
                start = offset + 1
            }
            return lines
        }
    }

    /// Where each "\n" is, in UTF-8 bytes from the start.
    private func newlineOffsets() -> [Int] {
        var text = self
        return text.withUTF8(newlineOffsets(in:))
    }

    private func newlineOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var offsets: [Int] = []
        ByteSearch.forEachOffset(of: UInt8(ascii: "\n"), in: bytes) { offsets.append($0) }
        return offsets
    }
}

/// The UTF-8 byte offset of `needle` in `line`, the unit of every column docgen prints.
func byteOffset(of needle: some StringProtocol, in line: Substring) -> Int? {
    firstRange(of: needle, in: line).map { line.utf8.distance(from: line.startIndex, to: $0.lowerBound) }
}

/// Where Foundation's `range(of:)` finds `needle` in `line`. Found by bytes when both are made of
/// scalars that are Characters of their own and that NFC leaves alone (nearly every lifecycle
/// line): there a match of bytes is a match of Characters, and no other spelling stands for the
/// same text. Foundation's search, which copies the line to UTF-16, was 1.3 % of `verify`.
func firstRange(of needle: some StringProtocol, in line: Substring) -> Range<String.Index>? {
    guard !needle.isEmpty else { return nil }
    guard needle.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn), line.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) else {
        return line.range(of: needle)
    }
    let pattern = Array(needle.utf8)
    let offset = line.utf8.withContiguousStorageIfAvailable { ByteSearch.firstIndex(of: pattern, in: $0, from: 0) }
        ?? ByteSearch.firstIndex(of: pattern, in: Array(line.utf8), from: 0)
    guard let offset else { return nil }
    let start = line.utf8.index(line.startIndex, offsetBy: offset)
    return start..<line.utf8.index(start, offsetBy: pattern.count)
}

extension String {
    /// Whether `self`'s UTF-8 bytes sort before `other`'s: a fixed order for a cache's entries,
    /// without `<`'s Unicode comparison (sorting 50,000 check keys with it was 3 % of a one-page rebuild).
    func utf8Precedes(_ other: String) -> Bool {
        // Through the views' storage: copying the strings to call `withUTF8` retained both on every comparison.
        let order = utf8.withContiguousStorageIfAvailable { left in
            other.utf8.withContiguousStorageIfAvailable { right -> Bool in
                let common = Swift.min(left.count, right.count)
                let order = common == 0 ? 0 : memcmp(left.baseAddress!, right.baseAddress!, common)
                return order != 0 ? order < 0 : left.count < right.count
            }
        } ?? nil
        return order ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}

extension String {
    /// `components(separatedBy: separator)` for an ASCII `separator` (a format's `%1$@`, `<wbr>`),
    /// found by bytes (`memchr`); nil where a scalar that may join a character stands beside an
    /// occurrence, which Foundation may read otherwise (a combining mark joins the character before
    /// it): beside one, only ASCII and scalars that are Characters of their own (`isCharacterOfItsOwn`:
    /// CJK, full-width forms) are read here, as Chinese formats put `%d` before `）`. Foundation's
    /// search copies the text to UTF-16: 45,000 instructions a call, 1,100 calls a 1,000-page build.
    func components(separatedByASCII separator: String) -> [String]? {
        let pattern = Array(separator.utf8)
        precondition(!pattern.isEmpty && pattern.allSatisfy { $0 < 0x80 }, "an ASCII separator")
        var text = self
        return text.withUTF8 { bytes -> [String]? in
            var pieces: [String] = [], start = 0
            while let offset = ByteSearch.firstIndex(of: pattern, inBuffer: UnsafeBufferPointer(rebasing: bytes[start...])) {
                let index = start + offset, end = index + pattern.count
                guard index == 0 || bytes[index - 1] < 0x80 || Self.standsAlone(endingAt: index, in: bytes),
                      end == bytes.count || bytes[end] < 0x80 || Self.standsAlone(startingAt: end, in: bytes) else { return nil }
                pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = end
            }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
    }

    /// Whether the scalar that starts at `start` of valid UTF-8 `bytes` is a Character of its own.
    private static func standsAlone(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let (value, _) = ByteSearch.scalar(at: start, in: bytes)
        return Unicode.Scalar(value)?.isCharacterOfItsOwn ?? false
    }

    /// Whether the scalar that ends just before `end` of valid UTF-8 `bytes` is a Character of its own.
    private static func standsAlone(endingAt end: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = end - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return standsAlone(startingAt: start, in: bytes)
    }

    /// `replacingOccurrences(of: needle, with: replacement)` for an ASCII `needle`, by bytes where
    /// `components(separatedByASCII:)` can cut the text, by Foundation elsewhere.
    func replacingASCII(_ needle: String, with replacement: String) -> String {
        guard let pieces = components(separatedByASCII: needle) else { return replacingOccurrences(of: needle, with: replacement) }
        return pieces.count == 1 ? self : pieces.joined(separator: replacement)
    }
}
