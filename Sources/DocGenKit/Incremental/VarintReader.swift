/// The packed forms the caches write by hand (`PageTreeFacts.Inline.pack`, `LifecycleBlock`'s
/// packed lists, `PageCheckCache`'s file): varints and length-prefixed texts, with every read
/// checked against what is left, so damaged bytes give nil, never a trap.
struct VarintReader {
    let bytes: [UInt8]
    private(set) var offset: Int

    /// Reads from `start` (what comes before it, a header the caller read, is not copied away).
    init(bytes: [UInt8], from start: Int = 0) {
        (self.bytes, offset) = (bytes, start)
    }

    var atEnd: Bool { offset == bytes.count }

    mutating func next() -> UInt64? {
        var number: UInt64 = 0, shift: UInt64 = 0
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            number |= UInt64(byte & 0x7f) << shift
            offset += 1
            if byte < 0x80 { return number }
            shift += 7
        }
        return nil
    }

    /// A varint written from an `Int` (its bit pattern), as `appendInteger` writes it.
    mutating func integer() -> Int? {
        next().map { Int(truncatingIfNeeded: Int64(bitPattern: $0)) }
    }

    /// A location in `file`, as `appendLocation` writes it: its line and column.
    mutating func location(file: String) -> SourceLocation? {
        guard let line = integer(), let column = integer() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }

    mutating func text(length: UInt64) -> String? {
        slice(length: length).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A text `appendText` wrote: its length, then its bytes.
    mutating func text() -> String? {
        next().flatMap { text(length: $0) }
    }

    /// A case of `Value` by its raw value, as a text `appendText(value.rawValue)` wrote: found by
    /// comparing the bytes with each case's, with no string made (making one, then switching over
    /// the cases' texts, was most of reading back the tables' alignments and the checked steps).
    /// Any other text is read as `init(rawValue:)` reads it.
    mutating func rawCase<Value: RawRepresentable & CaseIterable>(_ type: Value.Type) -> Value? where Value.RawValue == String {
        guard let length = next(), length <= UInt64(bytes.count - offset) else { return nil }
        let start = offset
        let found = bytes.withUnsafeBufferPointer { all in
            let text = UnsafeBufferPointer(rebasing: all[start..<(start + Int(length))])
            return Value.allCases.first { ByteSearch.same(text, $0.rawValue) }
        }
        if let found, skip(length: length) { return found }
        return text(length: length).flatMap(Value.init(rawValue:))
    }

    /// Moves past what `text()` reads, without making it; false where that would fail.
    mutating func skipText() -> Bool {
        guard let length = next() else { return false }
        return skip(length: length)
    }

    /// Moves past `length` bytes without reading them; false where there are fewer.
    mutating func skip(length: UInt64) -> Bool {
        guard length <= UInt64(bytes.count - offset) else { return false }
        offset += Int(length)
        return true
    }

    /// Diagnostics as `appendDiagnostics` wrote them.
    mutating func diagnostics() -> [Diagnostic]? {
        guard let coded = blob() else { return nil }
        return coded.isEmpty ? [] : try? BinaryDecoder().decode([Diagnostic].self, from: coded)
    }

    /// A count, then that many items; nil when one cannot be read.
    mutating func list<Item>(_ read: (inout VarintReader) -> Item?) -> [Item]? {
        guard let count = next(), count <= UInt64(bytes.count - offset) else { return nil }
        var items: [Item] = []
        items.reserveCapacity(Int(count))
        for _ in 0..<count {
            guard let item = read(&self) else { return nil }
            items.append(item)
        }
        return items
    }

    /// Bytes `appendBlob` wrote: their length, then them.
    mutating func blob() -> [UInt8]? {
        next().flatMap { bytes(length: $0) }
    }

    mutating func bytes(length: UInt64) -> [UInt8]? {
        slice(length: length).map(Array.init)
    }

    private mutating func slice(length: UInt64) -> ArraySlice<UInt8>? {
        guard length <= UInt64(bytes.count - offset) else { return nil }
        let end = offset + Int(length)
        defer { offset = end }
        return bytes[offset..<end]
    }
}

extension [UInt8] {
    /// An `Int` as `VarintReader.integer()` reads it: its bit pattern as a varint.
    mutating func appendInteger(_ number: Int) {
        appendVarint(UInt64(bitPattern: Int64(number)))
    }

    /// A location's line and column, as `VarintReader.location(file:)` reads them (the file is the reader's).
    mutating func appendLocation(_ location: SourceLocation) {
        appendInteger(location.line)
        appendInteger(location.column)
    }

    /// Diagnostics as `VarintReader.diagnostics()` reads them: 0 for none (most lists), else the
    /// length of their `BinaryEncoder` bytes and those bytes. False when they cannot be coded.
    mutating func appendDiagnostics(_ diagnostics: [Diagnostic]) -> Bool {
        guard !diagnostics.isEmpty else {
            appendVarint(0)
            return true
        }
        guard let coded = try? BinaryEncoder().encode(diagnostics) else { return false }
        appendBlob(coded)
        return true
    }

    /// Bytes as `VarintReader.blob()` reads them: their length as a varint, then them.
    mutating func appendBlob(_ bytes: [UInt8]) {
        appendVarint(UInt64(bytes.count))
        self += bytes
    }

    /// A text as `VarintReader.text()` reads it: its UTF-8 length as a varint, then its bytes.
    mutating func appendText(_ text: String) {
        appendVarint(UInt64(text.utf8.count))
        self += text.utf8
    }
}
