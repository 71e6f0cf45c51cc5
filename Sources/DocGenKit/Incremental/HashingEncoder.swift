/// An `Encoder` that feeds a value into a `StableHash` as the value encodes itself, building
/// nothing: a translated page's key takes its staleness notes this way (through `BinaryEncoder`'s
/// tree of nodes, hashing a value cost several times as much).
///
/// Each piece is fed with its depth, in the order the value encodes it: a container's mark, a
/// key, a scalar with its kind. Depths in that order spell the tree, so two values of different
/// shape or content feed different bytes. A dictionary with `String` keys is fed in the order of
/// its keys, not in its hash order, which changes with each process; a set, or a dictionary with
/// other keys, would still be fed in that order (no value hashed holds one).
struct HashingEncoder: Encoder {
    fileprivate let sink: HashSink
    fileprivate let depth: UInt64
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Feeds `value` into `hash`.
    static func add(_ value: some Encodable, to hash: inout StableHash) throws {
        let sink = HashSink(hash: hash)
        try sink.encode(value, depth: 0)
        hash = sink.hash
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        sink.mark("{", depth: depth)
        return KeyedEncodingContainer(HashingKeyedContainer<Key>(sink: sink, depth: depth + 1))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        sink.mark("[", depth: depth)
        return HashingUnkeyedContainer(sink: sink, depth: depth + 1)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        HashingSingleValueContainer(sink: sink, depth: depth)
    }
}

/// The hash the containers of one value share.
private final class HashSink {
    var hash: StableHash

    init(hash: StableHash) {
        self.hash = hash
    }

    func mark(_ kind: String, depth: UInt64) {
        hash.add(depth); hash.add(kind)
    }

    func key(_ key: String, depth: UInt64) {
        hash.add(depth); hash.add("k"); hash.add(key)
    }

    /// A scalar directly; a dictionary with text keys in key order; anything else through its own `encode(to:)`.
    func encode<T: Encodable>(_ value: T, depth: UInt64) throws {
        if T.self == String.self {
            mark("s", depth: depth); hash.add(value as! String)
        } else if T.self == Int.self {
            mark("i", depth: depth); hash.add(UInt64(bitPattern: Int64(value as! Int)))
        } else if T.self == Bool.self {
            mark((value as! Bool) ? "t" : "f", depth: depth)
        } else if T.self == Double.self {
            mark("d", depth: depth); hash.add((value as! Double).bitPattern)
        } else if T.self == [String: String].self {
            // The commonest dictionary (a page's UI strings), fed as the general case below feeds it,
            // without a lookup and an existential per entry.
            mark("{", depth: depth)
            for (key, text) in (value as! [String: String]).sorted(by: { $0.key < $1.key }) {
                self.key(key, depth: depth + 1)
                mark("s", depth: depth + 1); hash.add(text)
            }
        } else if let dictionary = value as? any TextKeyedDictionary {
            mark("{", depth: depth)
            for (key, element) in dictionary.entriesInKeyOrder {
                self.key(key, depth: depth + 1)
                try encodeElement(element, depth: depth + 1)
            }
        } else {
            try value.encode(to: HashingEncoder(sink: self, depth: depth))
        }
    }

    private func encodeElement(_ element: any Encodable, depth: UInt64) throws {
        try encode(element, depth: depth)
    }
}

/// A dictionary whose entries can be fed in the order of their keys.
private protocol TextKeyedDictionary {
    var entriesInKeyOrder: [(String, any Encodable)] { get }
}

extension Dictionary: TextKeyedDictionary where Key == String, Value: Encodable {
    fileprivate var entriesInKeyOrder: [(String, any Encodable)] {
        keys.sorted().map { ($0, self[$0]!) }
    }
}

private struct HashingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let sink: HashSink
    let depth: UInt64
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {
        sink.key(key.stringValue, depth: depth); sink.mark("n", depth: depth)
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        sink.key(key.stringValue, depth: depth)
        try sink.encode(value, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        sink.key(key.stringValue, depth: depth)
        return HashingEncoder(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        sink.key(key.stringValue, depth: depth)
        return HashingEncoder(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        sink.key("super", depth: depth)
        return HashingEncoder(sink: sink, depth: depth)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        sink.key(key.stringValue, depth: depth)
        return HashingEncoder(sink: sink, depth: depth)
    }
}

private struct HashingUnkeyedContainer: UnkeyedEncodingContainer {
    let sink: HashSink
    let depth: UInt64
    var codingPath: [any CodingKey] { [] }
    private(set) var count = 0

    init(sink: HashSink, depth: UInt64) {
        self.sink = sink
        self.depth = depth
    }

    mutating func encodeNil() throws {
        count += 1
        sink.mark("n", depth: depth)
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        count += 1
        try sink.encode(value, depth: depth)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return HashingEncoder(sink: sink, depth: depth).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return HashingEncoder(sink: sink, depth: depth).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        count += 1
        return HashingEncoder(sink: sink, depth: depth)
    }
}

private struct HashingSingleValueContainer: SingleValueEncodingContainer {
    let sink: HashSink
    let depth: UInt64
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { sink.mark("n", depth: depth) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try sink.encode(value, depth: depth)
    }
}
