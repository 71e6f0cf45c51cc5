/// Feeds the values a template is rendered with (`[String: Any]` trees of strings, numbers,
/// flags, arrays and dictionaries) into a `StableHash` in one canonical order: dictionary keys
/// sorted, every value tagged with its kind. Two trees that render the same template
/// differently always feed different bytes.
enum ValueFingerprint {
    static func add(_ value: Any, to hash: inout StableHash) {
        switch value {
        case let text as String:
            hash.add("s"); hash.add(text)
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

    private static func addDictionary<Value>(_ dictionary: [String: Value], to hash: inout StableHash) {
        hash.add("m"); hash.add(UInt64(dictionary.count))
        for key in dictionary.keys.sorted() {
            hash.add(key)
            add(dictionary[key]!, to: &hash)
        }
    }
}
