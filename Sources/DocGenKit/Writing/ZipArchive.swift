import Foundation

/// A ZIP archive of stored (uncompressed) entries, byte-identical for the same entries: fixed
/// timestamps, no extra fields, entries in the order given. EPUB needs exactly this for its
/// `mimetype`, which must come first and uncompressed; the rest may be stored too.
struct ZipArchive {
    private var body = Data()
    private var central = Data()
    private var count = 0

    /// 1980-01-01 00:00, the earliest DOS time: the same in every build.
    private static let dosTime: UInt16 = 0, dosDate: UInt16 = (0 << 9) | (1 << 5) | 1

    mutating func add(_ path: String, _ data: Data) {
        let name = Data(path.utf8)
        let crc = CRC32.checksum(data)
        let offset = UInt32(body.count)
        var local = Data()
        local.append(le32: 0x0403_4b50)
        local.append(le16: 20)          // version needed
        local.append(le16: 0x0800)      // UTF-8 names
        local.append(le16: 0)           // stored
        local.append(le16: Self.dosTime)
        local.append(le16: Self.dosDate)
        local.append(le32: crc)
        local.append(le32: UInt32(data.count))
        local.append(le32: UInt32(data.count))
        local.append(le16: UInt16(name.count))
        local.append(le16: 0)           // no extra field
        body.append(local)
        body.append(name)
        body.append(data)

        central.append(le32: 0x0201_4b50)
        central.append(le16: 20)        // made by
        central.append(le16: 20)
        central.append(le16: 0x0800)
        central.append(le16: 0)
        central.append(le16: Self.dosTime)
        central.append(le16: Self.dosDate)
        central.append(le32: crc)
        central.append(le32: UInt32(data.count))
        central.append(le32: UInt32(data.count))
        central.append(le16: UInt16(name.count))
        central.append(le16: 0)         // extra
        central.append(le16: 0)         // comment
        central.append(le16: 0)         // disk
        central.append(le16: 0)         // internal attributes
        central.append(le32: 0)         // external attributes
        central.append(le32: offset)
        central.append(name)
        count += 1
    }

    var data: Data {
        var result = body
        result.append(central)
        result.append(le32: 0x0605_4b50)
        result.append(le16: 0)
        result.append(le16: 0)
        result.append(le16: UInt16(count))
        result.append(le16: UInt16(count))
        result.append(le32: UInt32(central.count))
        result.append(le32: UInt32(body.count))
        result.append(le16: 0)
        return result
    }
}

enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ data: Data) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in data { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

private extension Data {
    mutating func append(le16 value: UInt16) { Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) } }
    mutating func append(le32 value: UInt32) { Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) } }
}
