/// A context as the templates read it: each struct turned, once, into a dictionary of its stored
/// properties (arrays and nested structs likewise), as `TemplateValue`s, which `TemplateLibrary`
/// renders without finding out again what each value is (and swift-mustache, when a theme is left
/// to it, reads in their `plain` form). swift-mustache would otherwise reflect on a struct at every
/// tag, and on every struct of the section stack as it climbs: that was a third of a build. The
/// typed context stays the only definition of the values; a `nil` optional is left out, which
/// reads the same (the name is looked up further out).
///
/// The context encodes itself (`Encodable`) into the tree: walking it with `Mirror`, as before,
/// was 6 % of a 10,000-page build. What does not encode as a struct or an array (numbers, an enum)
/// goes in as itself (`.other`), as `Mirror` left it; another dictionary goes in with its values
/// converted, which reads the same.
enum MustacheValues {
    static func of<Value: Encodable>(_ value: Value) -> TemplateValue {
        // Types compared, not cast: a cast looks up a conformance at every value.
        if Value.self == String.self { return .text(value as! String) }
        if Value.self == Bool.self { return .flag(value as! Bool) }
        if Value.self == [String: String].self { return .strings(value as! [String: String]) }
        if Value.self == Int.self || Value.self == Double.self { return .other(value) }
        let tree = ValuesTree()
        do {
            try value.encode(to: ValuesEncoder(tree: tree))
        } catch {
            return .other(value)  // never thrown: nothing below throws
        }
        switch tree.shape {
        case .keyed: return .dictionary(tree.hasNested ? tree.keyed.mapValues(ValuesTree.resolved) : tree.keyed)
        case .unkeyed: return .list(tree.hasNested ? tree.unkeyed.map(ValuesTree.resolved) : tree.unkeyed)
        case .single: return .other(value)
        }
    }
}

/// What one value encoded: a struct's properties, an array's elements, or one value.
private final class ValuesTree {
    enum Shape { case keyed, unkeyed, single }
    var shape = Shape.single
    var keyed: [String: TemplateValue] = [:]
    var unkeyed: [TemplateValue] = []
    /// A nested container wrote into a tree of its own (held as `.other` until then), resolved at
    /// the end (synthesized encoders never ask for one).
    var hasNested = false

    static func resolved(_ value: TemplateValue) -> TemplateValue {
        guard case .other(let held) = value, let tree = held as? ValuesTree else { return value }
        switch tree.shape {
        case .keyed: return .dictionary(tree.keyed.mapValues(resolved))
        case .unkeyed: return .list(tree.unkeyed.map(resolved))
        case .single: return tree.unkeyed.first ?? .text("")
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
        tree.keyed[key] = .other(child)
        tree.hasNested = true
        return child
    }
}

private struct ValuesUnkeyedContainer: UnkeyedEncodingContainer {
    let tree: ValuesTree
    var codingPath: [any CodingKey] { [] }
    var count: Int { tree.unkeyed.count }

    mutating func encodeNil() throws { tree.unkeyed.append(.other(Optional<Any>.none as Any)) }

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
        tree.unkeyed.append(.other(child))
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
