/// Strings packed into bytes and back, for what waits in the spill file: each field is its UTF-8
/// length (4 bytes, little-endian) and its bytes.
enum PackedFields {
    static func pack(_ fields: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 4 + $1.utf8.count })
        for field in fields { append(field, to: &bytes) }
        return bytes
    }

    /// One field at the end of `bytes`, as `pack` writes each: for a caller that packs its fields
    /// as it goes, without a list of them.
    static func append(_ field: String, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: UInt32(field.utf8.count).littleEndian) { bytes += $0 }
        bytes += field.utf8
    }

    /// The fields `pack` wrote.
    static func unpack(_ bytes: [UInt8]) -> [String] {
        var fields: [String] = []
        forEachField(in: bytes) { fields.append(String(decoding: $0, as: UTF8.self)) }
        return fields
    }

    /// How many fields `bytes` holds, or nil when they are not what `pack` writes (a damaged file).
    /// Counted over the lengths alone: a slice of each field, made to be ignored, retained and
    /// released the bytes (every table of every cached page is counted when read back).
    static func count(in bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer(count(in:))
    }

    /// The same, for fields read where they lie in a larger buffer.
    static func count(in bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer(count(in:))
    }

    private static func count(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var at = 0, count = 0
        while at + 4 <= bytes.count {
            let length = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
            guard length <= bytes.count - at - 4 else { return nil }
            (at, count) = (at + 4 + length, count + 1)
        }
        return at == bytes.count ? count : nil
    }

    /// Calls `body` with each field's bytes; false when a length runs past the end.
    @discardableResult
    static func forEachField(in bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) -> Bool {
        var at = 0
        while at + 4 <= bytes.count {
            let count = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
            guard count <= bytes.count - at - 4 else { return false }
            body(bytes[(at + 4)..<(at + 4 + count)])
            at += 4 + count
        }
        return at == bytes.count
    }
}
