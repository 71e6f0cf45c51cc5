/// Reads what `BinaryEncoder` wrote. Damaged or foreign bytes throw a `DecodingError`, never trap:
/// every length is checked against what is left.
struct BinaryDecoder {
    var userInfo: [CodingUserInfoKey: Any] = [:]

    func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let input = BinaryInput(bytes: bytes, userInfo: userInfo)
        let end = try input.end(of: 0, path: nil)
        guard end == bytes.count else { throw input.damaged(at: end, nil, "bytes after the value") }
        return try input.decode(type, at: 0, path: nil)
    }
}

/// Where a value sits, for errors only: a linked list made one key at a time costs little until
/// an error asks for the array (building `codingPath + [key]` for every value read was a fifth of
/// the decoding).
private final class CodingPath {
    let parent: CodingPath?
    let key: any CodingKey

    init(parent: CodingPath?, key: any CodingKey) {
        self.parent = parent
        self.key = key
    }

    static func array(_ path: CodingPath?) -> [any CodingKey] {
        var keys: [any CodingKey] = [], node = path
        while let current = node {
            keys.append(current.key)
            node = current.parent
        }
        return keys.reversed()
    }

    static func appending(_ key: any CodingKey, to path: CodingPath?) -> CodingPath { CodingPath(parent: path, key: key) }
}

/// The bytes being read, shared by every container over them.
private final class BinaryInput {
    let bytes: [UInt8]
    let userInfo: [CodingUserInfoKey: Any]

    init(bytes: [UInt8], userInfo: [CodingUserInfoKey: Any]) {
        self.bytes = bytes
        self.userInfo = userInfo
    }

    func damaged(at offset: Int, _ path: CodingPath?, _ what: String) -> DecodingError {
        .dataCorrupted(.init(codingPath: CodingPath.array(path), debugDescription: "\(what) at byte \(offset)"))
    }

    func tag(at offset: Int, _ path: CodingPath?) throws -> BinaryTag {
        guard offset < bytes.count, let tag = BinaryTag(rawValue: bytes[offset]) else { throw damaged(at: offset, path, "no value") }
        return tag
    }

    /// The number at `offset`, and where the next byte is.
    func varint(at offset: Int, _ path: CodingPath?) throws -> (UInt64, next: Int) {
        var number: UInt64 = 0, shift: UInt64 = 0, offset = offset
        while offset < bytes.count, shift < 64 {
            let byte = bytes[offset]
            number |= UInt64(byte & 0x7f) << shift
            offset += 1
            if byte < 0x80 { return (number, offset) }
            shift += 7
        }
        throw damaged(at: offset, path, "unfinished number")
    }

    /// A length at `offset` that fits in what is left after it: (length, first byte of what it measures).
    func length(at offset: Int, _ path: CodingPath?) throws -> (Int, next: Int) {
        let (length, next) = try varint(at: offset, path)
        guard length <= UInt64(bytes.count - next) else { throw damaged(at: offset, path, "length past the end") }
        return (Int(length), next)
    }

    /// Where the value at `offset` ends: every value can be stepped over without reading it.
    func end(of offset: Int, path: CodingPath?) throws -> Int {
        switch try tag(at: offset, path) {
        case .null, .false, .true: return offset + 1
        case .integer, .unsigned: return try varint(at: offset + 1, path).next
        case .double:
            guard bytes.count - offset > 8 else { throw damaged(at: offset, path, "short number") }
            return offset + 9
        case .string, .bytes, .keyed, .unkeyed:
            let (length, next) = try length(at: offset + 1, path)
            return next + length
        }
    }

    func isNull(at offset: Int) -> Bool { offset < bytes.count && bytes[offset] == BinaryTag.null.rawValue }

    func string(at offset: Int, _ path: CodingPath?) throws -> String {
        guard try tag(at: offset, path) == .string else { throw damaged(at: offset, path, "not a string") }
        let (length, next) = try length(at: offset + 1, path)
        return String(decoding: bytes[next..<next + length], as: UTF8.self)
    }

    func blob(at offset: Int, _ path: CodingPath?) throws -> [UInt8] {
        guard try tag(at: offset, path) == .bytes else { throw damaged(at: offset, path, "not bytes") }
        let (length, next) = try length(at: offset + 1, path)
        return Array(bytes[next..<next + length])
    }

    func bool(at offset: Int, _ path: CodingPath?) throws -> Bool {
        switch try tag(at: offset, path) {
        case .true: return true
        case .false: return false
        default: throw damaged(at: offset, path, "not a flag")
        }
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type, at offset: Int, _ path: CodingPath?) throws -> T {
        let tag = try tag(at: offset, path)
        let (raw, _) = try varint(at: offset + 1, path)
        let value: T?
        switch tag {
        case .integer:
            let signed = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
            value = T(exactly: signed)
        case .unsigned:
            value = T(exactly: raw)
        default:
            throw damaged(at: offset, path, "not an integer")
        }
        guard let value else { throw damaged(at: offset, path, "integer out of range for \(T.self)") }
        return value
    }

    func double(at offset: Int, _ path: CodingPath?) throws -> Double {
        guard try tag(at: offset, path) == .double, bytes.count - offset > 8 else {
            throw damaged(at: offset, path, "not a number")
        }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << UInt64(index * 8) }
        return Double(bitPattern: bits)
    }

    /// The value at `offset`: a scalar directly, anything else through its own `init(from:)`.
    /// Types are compared, not cast (`is String.Type`): a struct went through fifteen failing
    /// casts before its own `init(from:)`, for every value read.
    func decode<T: Decodable>(_ type: T.Type, at offset: Int, path: CodingPath?) throws -> T {
        if T.self == [UInt8].self { return try blob(at: offset, path) as! T }
        if T.self == String.self { return try string(at: offset, path) as! T }
        if T.self == Int.self { return try integer(Int.self, at: offset, path) as! T }
        if T.self == Bool.self { return try bool(at: offset, path) as! T }
        if let scalar = try otherScalar(type, at: offset, path: path) { return scalar }
        return try T(from: ValueDecoder(input: self, offset: offset, path: path))
    }

    /// The other scalar kinds a `Decodable` may ask for; nil for any other type.
    private func otherScalar<T: Decodable>(_ type: T.Type, at offset: Int, path: CodingPath?) throws -> T? {
        switch ObjectIdentifier(T.self) {
        case ObjectIdentifier(Int8.self): return try integer(Int8.self, at: offset, path) as? T
        case ObjectIdentifier(Int16.self): return try integer(Int16.self, at: offset, path) as? T
        case ObjectIdentifier(Int32.self): return try integer(Int32.self, at: offset, path) as? T
        case ObjectIdentifier(Int64.self): return try integer(Int64.self, at: offset, path) as? T
        case ObjectIdentifier(UInt.self): return try integer(UInt.self, at: offset, path) as? T
        case ObjectIdentifier(UInt8.self): return try integer(UInt8.self, at: offset, path) as? T
        case ObjectIdentifier(UInt16.self): return try integer(UInt16.self, at: offset, path) as? T
        case ObjectIdentifier(UInt32.self): return try integer(UInt32.self, at: offset, path) as? T
        case ObjectIdentifier(UInt64.self): return try integer(UInt64.self, at: offset, path) as? T
        case ObjectIdentifier(Double.self): return try double(at: offset, path) as? T
        case ObjectIdentifier(Float.self): return Float(try double(at: offset, path)) as? T
        default: return nil
        }
    }

    /// The entries of the keyed container at `offset`: each key's bytes and where its value starts.
    func entries(at offset: Int, _ path: CodingPath?) throws -> [(key: Range<Int>, value: Int)] {
        guard try tag(at: offset, path) == .keyed else { throw damaged(at: offset, path, "not a keyed container") }
        let (length, start) = try length(at: offset + 1, path)
        let (count, first) = try varint(at: start, path)
        guard count <= UInt64(length) else { throw damaged(at: offset, path, "too many entries") }
        var entries: [(key: Range<Int>, value: Int)] = []
        entries.reserveCapacity(Int(count))
        var position = first
        for _ in 0..<count {
            let (keyLength, keyStart) = try self.length(at: position, path)
            let value = keyStart + keyLength
            entries.append((keyStart..<value, value))
            position = try end(of: value, path: path)
        }
        guard position == start + length else { throw damaged(at: offset, path, "container length") }
        return entries
    }

    /// The elements of the unkeyed container at `offset`: how many, and where the first starts.
    func elements(at offset: Int, _ path: CodingPath?) throws -> (count: Int, first: Int, end: Int) {
        guard try tag(at: offset, path) == .unkeyed else { throw damaged(at: offset, path, "not an unkeyed container") }
        let (length, start) = try length(at: offset + 1, path)
        let (count, first) = try varint(at: start, path)
        guard count <= UInt64(length) else { throw damaged(at: offset, path, "too many elements") }
        return (Int(count), first, start + length)
    }
}

private struct ValueDecoder: Decoder {
    let input: BinaryInput
    let offset: Int
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }
    var userInfo: [CodingUserInfoKey: Any] { input.userInfo }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try KeyedContainer<Key>(input: input, entries: input.entries(at: offset, path), path: path))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (count, first, end) = try input.elements(at: offset, path)
        return UnkeyedContainer(input: input, count: count, position: first, end: end, path: path)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueContainer(input: input, offset: offset, path: path)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let input: BinaryInput
    let entries: [(key: Range<Int>, value: Int)]
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }
    /// Where the next key is likely to be: types read their keys in the order they wrote them.
    private let next = Cursor()

    private final class Cursor { var index = 0 }

    init(input: BinaryInput, entries: [(key: Range<Int>, value: Int)], path: CodingPath?) {
        self.input = input
        self.entries = entries
        self.path = path
    }

    var allKeys: [Key] {
        entries.compactMap { Key(stringValue: String(decoding: input.bytes[$0.key], as: UTF8.self)) }
    }

    /// Where `key`'s value starts, if the container has it.
    private func find(_ key: Key) -> Int? {
        let name = key.stringValue.utf8
        for step in 0..<entries.count {
            let index = (next.index + step) % entries.count
            if input.bytes[entries[index].key].elementsEqual(name) {
                next.index = index + 1
                return entries[index].value
            }
        }
        return nil
    }

    private func value(_ key: Key) throws -> Int {
        guard let offset = find(key) else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "no value for \(key.stringValue)"))
        }
        return offset
    }

    func contains(_ key: Key) -> Bool { find(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool { input.isNull(at: try value(key)) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try input.decode(type, at: try value(key), path: CodingPath.appending(key, to: path))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let offset = find(key), !input.isNull(at: offset) else { return nil }
        return try input.decode(type, at: offset, path: CodingPath.appending(key, to: path))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(input: input, offset: try value(key), path: CodingPath.appending(key, to: path)).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(input: input, offset: try value(key), path: CodingPath.appending(key, to: path)).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        guard let offset = entries.firstIndex(where: { input.bytes[$0.key].elementsEqual("super".utf8) }).map({ entries[$0].value }) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "no super value"))
        }
        return ValueDecoder(input: input, offset: offset, path: path)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        ValueDecoder(input: input, offset: try value(key), path: CodingPath.appending(key, to: path))
    }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let input: BinaryInput
    let count: Int?
    private(set) var currentIndex = 0
    private var position: Int
    private let end: Int
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }

    init(input: BinaryInput, count: Int, position: Int, end: Int, path: CodingPath?) {
        self.input = input
        self.count = count
        self.position = position
        self.end = end
        self.path = path
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    /// Where the next element starts, moving past it.
    private mutating func advance() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "no more elements"))
        }
        let offset = position
        position = try input.end(of: offset, path: path)
        guard position <= end else { throw input.damaged(at: offset, path, "element past its container") }
        currentIndex += 1
        return offset
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, input.isNull(at: position) else { return false }
        _ = try advance()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try input.decode(type, at: try advance(), path: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try ValueDecoder(input: input, offset: try advance(), path: path).container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try ValueDecoder(input: input, offset: try advance(), path: path).unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder {
        ValueDecoder(input: input, offset: try advance(), path: path)
    }
}

private struct SingleValueContainer: SingleValueDecodingContainer {
    let input: BinaryInput
    let offset: Int
    let path: CodingPath?
    var codingPath: [any CodingKey] { CodingPath.array(path) }

    func decodeNil() -> Bool { input.isNull(at: offset) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try input.decode(type, at: offset, path: path)
    }
}
