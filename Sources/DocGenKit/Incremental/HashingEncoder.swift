/// An `Encoder` that feeds a value into a `StableHash` as the value encodes itself, building
/// nothing: a generated page's key hashes its context, and a callback page's lists hundreds of
/// sequences (through `BinaryEncoder`'s tree of nodes, that was a tenth of a one-page rebuild).
///
/// Each piece is fed with its depth, in the order the value encodes it: a container's mark, a
/// key, a scalar with its kind. Depths in that order spell the tree, so two values of different
/// shape or content feed different bytes. A dictionary with `String` keys is fed in the order of
/// its keys, not in its hash order, which changes with each process; a set, or a dictionary with
/// other keys, would still be fed in that order (no context holds one).
struct HashingEncoder: Encoder {
    fileprivate let sink: HashSink
    fileprivate let depth: UInt64
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Feeds `value` into `hash`. `feedingDirectly: false` takes every value through its
    /// `encode(to:)`, even a `HashFed` one (for the test that both ways feed the same bytes).
    static func add(_ value: some Encodable, to hash: inout StableHash, feedingDirectly: Bool = true) throws {
        let sink = HashSink(hash: hash, feedingDirectly: feedingDirectly)
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
    let feedingDirectly: Bool

    init(hash: StableHash, feedingDirectly: Bool) {
        self.hash = hash
        self.feedingDirectly = feedingDirectly
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
        } else if feedingDirectly, let fed = value as? any HashFed {
            mark("{", depth: depth)
            try fed.feed(HashFeeder(sink: self, depth: depth + 1))
        } else {
            try value.encode(to: HashingEncoder(sink: self, depth: depth))
        }
    }

    private func encodeElement(_ element: any Encodable, depth: UInt64) throws {
        try encode(element, depth: depth)
    }
}

/// A value that feeds its stored properties itself, as its synthesized `encode(to:)` would (a
/// keyed container, each property by its name, in order), without the containers: for the lists
/// a generated page holds thousands of (a callback's uses). A test checks that both ways feed the
/// same bytes, so a property left out or misnamed fails it.
protocol HashFed: Encodable {
    func feed(_ feeder: HashFeeder) throws
}

/// Feeds one `HashFed` value's properties.
struct HashFeeder {
    fileprivate let sink: HashSink
    fileprivate let depth: UInt64

    /// A text property, as a keyed container encodes it.
    func text(_ key: String, _ value: String) {
        sink.key(key, depth: depth)
        sink.mark("s", depth: depth)
        sink.hash.add(value)
    }

    /// Any other property, through the encoder.
    func value<T: Encodable>(_ key: String, _ value: T) throws {
        sink.key(key, depth: depth)
        try sink.encode(value, depth: depth)
    }

    /// A list property, fed as an array encodes into an unkeyed container (its mark, then each
    /// item at the next depth), each item feeding itself: without a container and a type check
    /// per item, which were most of hashing a callback page's thousands of uses.
    func list<Item: HashFed>(_ key: String, _ items: [Item]) throws {
        guard sink.feedingDirectly else { return try value(key, items) }
        sink.key(key, depth: depth)
        sink.mark("[", depth: depth)
        for item in items {
            sink.mark("{", depth: depth + 1)
            try item.feed(HashFeeder(sink: sink, depth: depth + 2))
        }
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
