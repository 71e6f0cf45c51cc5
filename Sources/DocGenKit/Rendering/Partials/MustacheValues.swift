/// A context as swift-mustache reads it fastest: each struct turned, once, into a dictionary of
/// its stored properties (arrays and nested structs likewise). swift-mustache would otherwise
/// reflect on a struct at every tag, and on every struct of the section stack as it climbs:
/// that was a third of a build. The typed context stays the only definition of the values; a
/// `nil` optional is left out, which reads the same (the name is looked up further out).
///
/// The context encodes itself (`Encodable`) into the tree: walking it with `Mirror`, as before,
/// was 6 % of a 10,000-page build. What does not encode as a struct or an array (text, numbers,
/// flags, an enum, the `ui` strings) goes in as itself, as `Mirror` left it; another dictionary
/// goes in with its values converted, which reads the same.
enum MustacheValues {
    static func of<Value: Encodable>(_ value: Value) -> Any {
        // Types compared, not cast: a cast looks up a conformance at every value.
        if Value.self == String.self || Value.self == Bool.self || Value.self == Int.self || Value.self == Double.self
            || Value.self == [String: String].self {
            return value
        }
        let tree = ValuesTree()
        do {
            try value.encode(to: ValuesEncoder(tree: tree))
        } catch {
            return value  // never thrown: nothing below throws
        }
        switch tree.shape {
        case .keyed: return tree.hasNested ? tree.keyed.mapValues(ValuesTree.resolved) : tree.keyed
        case .unkeyed: return tree.hasNested ? tree.unkeyed.map(ValuesTree.resolved) : tree.unkeyed
        case .single: return value
        }
    }
}

/// What one value encoded: a struct's properties, an array's elements, or one value.
private final class ValuesTree {
    enum Shape { case keyed, unkeyed, single }
    var shape = Shape.single
    var keyed: [String: Any] = [:]
    var unkeyed: [Any] = []
    /// A nested container wrote into a tree of its own, resolved at the end (synthesized
    /// encoders never ask for one).
    var hasNested = false

    static func resolved(_ value: Any) -> Any {
        guard let tree = value as? ValuesTree else { return value }
        switch tree.shape {
        case .keyed: return tree.keyed.mapValues(resolved)
        case .unkeyed: return tree.unkeyed.map(resolved)
        case .single: return tree.unkeyed.first ?? ""
        }
    }
}

private struct ValuesEncoder: Encoder {
    let tree: ValuesTree
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        tree.shape = .keyed
        return KeyedEncodingContainer(ValuesKeyedContainer<Key>(tree: tree))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        tree.shape = .unkeyed
        return ValuesUnkeyedContainer(tree: tree)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ValuesSingleValueContainer(tree: tree)
    }
}

private struct ValuesKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let tree: ValuesTree
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        tree.keyed[key.stringValue] = MustacheValues.of(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        ValuesEncoder(tree: nested(key.stringValue)).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ValuesEncoder(tree: nested(key.stringValue)).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValuesEncoder(tree: nested("super")) }

    mutating func superEncoder(forKey key: Key) -> any Encoder { ValuesEncoder(tree: nested(key.stringValue)) }

    private func nested(_ key: String) -> ValuesTree {
        let child = ValuesTree()
        tree.keyed[key] = child
        tree.hasNested = true
        return child
    }
}

private struct ValuesUnkeyedContainer: UnkeyedEncodingContainer {
    let tree: ValuesTree
    var codingPath: [any CodingKey] { [] }
    var count: Int { tree.unkeyed.count }

    mutating func encodeNil() throws { tree.unkeyed.append(Optional<Any>.none as Any) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        tree.unkeyed.append(MustacheValues.of(value))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        ValuesEncoder(tree: nested()).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        ValuesEncoder(tree: nested()).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { ValuesEncoder(tree: nested()) }

    private func nested() -> ValuesTree {
        let child = ValuesTree()
        tree.unkeyed.append(child)
        tree.hasNested = true
        return child
    }
}

/// One value (an enum's raw value, an optional): `MustacheValues.of` keeps the value itself;
/// in a nested tree, the encoded value stands for it.
private struct ValuesSingleValueContainer: SingleValueEncodingContainer {
    let tree: ValuesTree
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        tree.unkeyed = [MustacheValues.of(value)]
    }
}
