/// Feeds the values a template is rendered with (`[String: Any]` trees of strings, numbers,
/// flags, arrays and dictionaries) into a `StableHash` in one canonical order: dictionary keys
/// sorted, every value tagged with its kind. Two trees that render the same template
/// differently always feed different bytes.
enum ValueFingerprint {
    static func add(_ value: Any, to hash: inout StableHash) {
        // The commonest kinds first, and each dictionary kind tried as itself: a cast that fails
        // (a `[String: Any]` tried as `[String: String]`) looks at every entry first.
        switch value {
        case let text as String:
            hash.add("s"); hash.add(text)
        case let dictionary as [String: Any] where type(of: value) == [String: Any].self:
            addDictionary(dictionary, to: &hash)
        case let array as [[String: Any]]:
            hash.add("a"); hash.add(UInt64(array.count))
            for element in array { addDictionary(element, to: &hash) }
        case let flag as Bool:
            hash.add(flag ? "t" : "f")
        case let number as Int:
            hash.add("i"); hash.add(UInt64(bitPattern: Int64(number)))
        case let number as Double:
            hash.add("d"); hash.add(number.bitPattern)
        case let strings as [String: String]:
            addDictionary(strings, to: &hash)
        case let dictionary as [String: Any]:
            addDictionary(dictionary, to: &hash)
        case let array as [Any]:
            hash.add("a"); hash.add(UInt64(array.count))
            for element in array { add(element, to: &hash) }
        default:
            // Anything else a context may hold one day (a nested struct's description is stable).
            hash.add("?"); hash.add(String(reflecting: value))
        }
    }

    /// A value with an `Encodable` form (a page's staleness notes, a partial's context in tests), fed
    /// as it encodes itself (`HashingEncoder`): the same stored properties a template reads by
    /// reflection, at a fraction of the cost of walking them with `Mirror`.
    static func add(encoding value: some Encodable, to hash: inout StableHash) {
        hash.add("e")
        do {
            try HashingEncoder.add(value, to: &hash)
        } catch {
            // Never for docgen's contexts (strings, numbers, flags, arrays); still, never a silent match.
            add(MustacheValues.of(value).plain, to: &hash)
        }
    }

    private static func addDictionary<Value>(_ dictionary: [String: Value], to hash: inout StableHash) {
        hash.add("m"); hash.add(UInt64(dictionary.count))
        for key in dictionary.keys.sorted() {
            hash.add(key)
            add(dictionary[key]!, to: &hash)
        }
    }
}
