/// Strings packed into bytes and back, for what waits in the spill file: each field is its UTF-8
/// length (4 bytes, little-endian) and its bytes.
enum PackedFields {
    static func pack(_ fields: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(fields.reduce(0) { $0 + 4 + $1.utf8.count })
        for field in fields {
            withUnsafeBytes(of: UInt32(field.utf8.count).littleEndian) { bytes += $0 }
            bytes += field.utf8
        }
        return bytes
    }

    /// The fields `pack` wrote.
    static func unpack(_ bytes: [UInt8]) -> [String] {
        var fields: [String] = [], at = 0
        while at + 4 <= bytes.count {
            let count = Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24
            fields.append(String(decoding: bytes[(at + 4)..<(at + 4 + count)], as: UTF8.self))
            at += 4 + count
        }
        return fields
    }
}
