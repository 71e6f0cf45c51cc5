/// A compact binary form of `Codable` values, for the files docgen writes for itself alone (the
/// parse cache): JSON spent most of a one-page rebuild in building a dictionary for each object it
/// read back. Every value starts with a tag byte (`BinaryTag`); numbers are variable-length
/// integers; a byte array is kept as it is; a container carries its length in bytes, so a reader can step over it, and a keyed
/// container keeps its keys, so values may be read in any order and optional ones be absent.
/// `BinaryDecoder` reads it back.
struct BinaryEncoder {
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func encode(_ value: some Encodable) throws -> [UInt8] {
        let root = EncodedValue()
        try value.encode(to: ValueEncoder(node: root, codingPath: [], userInfo: userInfo))
        var bytes: [UInt8] = []
        root.write(into: &bytes)
        return bytes
    }
}

/// The first byte of every value.
enum BinaryTag: UInt8 {
    case null = 1, `false`, `true`, integer, unsigned, double, string, keyed, unkeyed
    /// `[UInt8]`, as it is: a blob a type packed itself (a table's cells) is not one value per byte.
    case bytes
}

extension Array where Element == UInt8 {
    /// Seven bits a byte, lowest first; the high bit says that more follow.
    mutating func appendVarint(_ number: UInt64) {
        var number = number
        while number >= 0x80 {
            append(UInt8(truncatingIfNeeded: number) | 0x80)
            number >>= 7
        }
        append(UInt8(number))
    }
}

/// A value as the `Encodable` types describe it, written out once they are all done (a container
/// is filled after it is handed out, and its length comes first).
private final class EncodedValue {
    enum Content {
        case empty
        case scalar([UInt8])
        case keyed([(key: String, value: EncodedValue)])
        case unkeyed([EncodedValue])
    }

    var content = Content.empty

    func write(into bytes: inout [UInt8]) {
        switch content {
        case .scalar(let scalar):
            bytes += scalar
        case .empty:
            // A type that encoded nothing reads back as an empty keyed container, as in JSON.
            bytes += [BinaryTag.keyed.rawValue, 1, 0]
        case .keyed(let entries):
            var body: [UInt8] = []
            body.appendVarint(UInt64(entries.count))
            for (key, value) in entries {
                body.appendVarint(UInt64(key.utf8.count))
                body += key.utf8
                value.write(into: &body)
            }
            bytes.append(BinaryTag.keyed.rawValue)
            bytes.appendVarint(UInt64(body.count))
            bytes += body
        case .unkeyed(let elements):
            var body: [UInt8] = []
            body.appendVarint(UInt64(elements.count))
            for element in elements { element.write(into: &body) }
            bytes.append(BinaryTag.unkeyed.rawValue)
            bytes.appendVarint(UInt64(body.count))
            bytes += body
        }
    }

    func appendEntry(_ key: String) -> EncodedValue {
        let value = EncodedValue()
        if case .keyed(var entries) = content {
            content = .empty  // so that the array is not copied on append
            entries.append((key, value))
            content = .keyed(entries)
        } else {
            content = .keyed([(key, value)])
        }
        return value
    }

    func appendElement() -> EncodedValue {
        let value = EncodedValue()
        if case .unkeyed(var elements) = content {
            content = .empty
            elements.append(value)
            content = .unkeyed(elements)
        } else {
            content = .unkeyed([value])
        }
        return value
    }

    var elementCount: Int {
        if case .unkeyed(let elements) = content { return elements.count }
        return 0
    }

    static func scalar<Value: Encodable>(of value: Value, codingPath: [any CodingKey]) throws -> [UInt8]? {
        // By type, not by cast: an empty array of anything casts to `[UInt8]`.
        if Value.self == [UInt8].self, let blob = value as? [UInt8] {
            var bytes = [BinaryTag.bytes.rawValue]
            bytes.appendVarint(UInt64(blob.count))
            bytes += blob
            return bytes
        }
        switch value {
        case let text as String:
            var bytes = [BinaryTag.string.rawValue]
            bytes.appendVarint(UInt64(text.utf8.count))
            bytes += text.utf8
            return bytes
        case let flag as Bool:
            return [(flag ? BinaryTag.true : BinaryTag.false).rawValue]
        case let number as Int: return signed(Int64(number))
        case let number as Int8: return signed(Int64(number))
        case let number as Int16: return signed(Int64(number))
        case let number as Int32: return signed(Int64(number))
        case let number as Int64: return signed(number)
        case let number as UInt: return unsigned(UInt64(number))
        case let number as UInt8: return unsigned(UInt64(number))
        case let number as UInt16: return unsigned(UInt64(number))
        case let number as UInt32: return unsigned(UInt64(number))
        case let number as UInt64: return unsigned(number)
        case let number as Double: return double(number)
        case let number as Float: return double(Double(number))
        default: return nil
        }
    }

    /// Zig-zag, so that small negative numbers stay short.
    private static func signed(_ number: Int64) -> [UInt8] {
        var bytes = [BinaryTag.integer.rawValue]
        bytes.appendVarint(UInt64(bitPattern: (number << 1) ^ (number >> 63)))
        return bytes
    }

    private static func unsigned(_ number: UInt64) -> [UInt8] {
        var bytes = [BinaryTag.unsigned.rawValue]
        bytes.appendVarint(number)
        return bytes
    }

    private static func double(_ number: Double) -> [UInt8] {
        var bytes = [BinaryTag.double.rawValue]
        let bits = number.bitPattern
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        return bytes
    }
}

private struct ValueEncoder: Encoder {
    let node: EncodedValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .empty = node.content { node.content = .keyed([]) }
        return KeyedEncodingContainer(KeyedContainer<Key>(node: node, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .empty = node.content { node.content = .unkeyed([]) }
        return UnkeyedContainer(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueContainer(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    /// `value` into `node`: a scalar directly, anything else through its own `encode(to:)`.
    static func encode(_ value: some Encodable, into node: EncodedValue, codingPath: [any CodingKey],
                       userInfo: [CodingUserInfoKey: Any]) throws {
        if let scalar = try EncodedValue.scalar(of: value, codingPath: codingPath) {
            node.content = .scalar(scalar)
        } else {
            try value.encode(to: ValueEncoder(node: node, codingPath: codingPath, userInfo: userInfo))
        }
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    mutating func encodeNil(forKey key: Key) throws {
        node.appendEntry(key.stringValue).content = .scalar([BinaryTag.null.rawValue])
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try ValueEncoder.encode(value, into: node.appendEntry(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let child = node.appendEntry(key.stringValue)
        child.content = .keyed([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath + [key], userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let child = node.appendEntry(key.stringValue)
        child.content = .unkeyed([])
        return UnkeyedContainer(node: child, codingPath: codingPath + [key], userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(node: node.appendEntry("super"), codingPath: codingPath, userInfo: userInfo)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        ValueEncoder(node: node.appendEntry(key.stringValue), codingPath: codingPath + [key], userInfo: userInfo)
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let node: EncodedValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    var count: Int { node.elementCount }

    mutating func encodeNil() throws { node.appendElement().content = .scalar([BinaryTag.null.rawValue]) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder.encode(value, into: node.appendElement(), codingPath: codingPath, userInfo: userInfo)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let child = node.appendElement()
        child.content = .keyed([])
        return KeyedEncodingContainer(KeyedContainer<NestedKey>(node: child, codingPath: codingPath, userInfo: userInfo))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let child = node.appendElement()
        child.content = .unkeyed([])
        return UnkeyedContainer(node: child, codingPath: codingPath, userInfo: userInfo)
    }

    mutating func superEncoder() -> any Encoder {
        ValueEncoder(node: node.appendElement(), codingPath: codingPath, userInfo: userInfo)
    }
}

private struct SingleValueContainer: SingleValueEncodingContainer {
    let node: EncodedValue
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    mutating func encodeNil() throws { node.content = .scalar([BinaryTag.null.rawValue]) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try ValueEncoder.encode(value, into: node, codingPath: codingPath, userInfo: userInfo)
    }
}
