/// Turns the way a writer spells a callback into the callback it names.
///
/// Accepted spellings: the Swift selector (`sceneDidBecomeActive(_:)`), the Objective-C
/// selector (`sceneDidBecomeActive:`) or a bare name (`sceneDidBecomeActive`,
/// `didFinishLaunchingWithOptions`, `willConnectToSession`). White space is ignored.
public enum CallbackSpelling: Equatable, Sendable {
    case callback(Callback)
    /// The spelling fits several callbacks (`continue`); the writer must say which.
    case ambiguous([Callback])
    /// No callback is spelt so; `suggestion` is the closest one when it is close enough.
    case unknown(suggestion: Callback?)

    public static func resolve(_ spelling: String) -> CallbackSpelling {
        let key = spelling.filter { !$0.isWhitespace }
        if let exact = table.exact[key] { return .callback(exact) }
        if let matches = table.bare[key] {
            return matches.count == 1 ? .callback(matches[0]) : .ambiguous(matches)
        }
        return .unknown(suggestion: closest(to: key))
    }

    /// The diagnostic for a spelling that fits several callbacks.
    public static func ambiguityMessage(_ spelling: String, _ candidates: [Callback]) -> String {
        let names = candidates.map { "'\($0.swiftSelector)'" }.joined(separator: ", ")
        return "'\(spelling)' is ambiguous: it could be \(names); write the full selector"
    }

    /// The nearest full selector or unambiguous bare name within a few edits, as for "did you mean".
    /// Names far longer than any selector are not compared: nothing is near them, and the
    /// distance would cost time in proportion to their length.
    static func closest(to key: String) -> Callback? {
        guard key.count <= 120 else { return nil }
        let limit = max(2, key.count / 6)
        var best: (distance: Int, callback: Callback)?
        let candidates = table.exact.map { ($0.key, $0.value) }
            + table.bare.compactMap { $0.value.count == 1 ? ($0.key, $0.value[0]) : nil }
        let lowered = key.lowercased()
        for (name, callback) in candidates.sorted(by: { $0.0 < $1.0 }) where abs(name.count - key.count) <= limit {
            // A length difference above the limit is already too far: those names are not compared.
            guard let distance = editDistance(lowered, name.lowercased(), atMost: min(limit, (best?.distance ?? .max) - 1))
            else { continue }
            best = (distance, callback)
        }
        return best?.callback
    }

    /// A base name (`sceneDidBecomeActive`) or a compound label (`didFinishLaunchingWithOptions`);
    /// an argument label alone (`open`, `for`, `options`) names no callback.
    static func isMethodLikeName(_ name: String) -> Bool {
        name.count >= 8 && name.contains { $0.isUppercase } || ["application", "scene", "windowScene"].contains(name)
    }

    private struct Table {
        var exact: [String: Callback] = [:]
        var bare: [String: [Callback]] = [:]
    }

    private static let table: Table = {
        var table = Table()
        for callback in CallbackCatalogue.known {
            if table.exact[callback.swiftSelector] == nil { table.exact[callback.swiftSelector] = callback }
            if table.exact[callback.objcSelector] == nil { table.exact[callback.objcSelector] = callback }
        }
        for callback in CallbackCatalogue.known {
            for name in Set(callback.bareNames) where table.exact[name] == nil && isMethodLikeName(name) {
                table.bare[name, default: []].append(callback)
            }
        }
        return table
    }()
}

/// The distance of `editDistance`, or `nil` as soon as it must exceed `limit`: two rows of the
/// table and a stop when a whole row is past the limit, so a hopeless comparison costs little.
public func editDistance(_ a: String, _ b: String, atMost limit: Int) -> Int? {
    guard limit >= 0 else { return nil }
    let a = Array(a), b = Array(b)
    if abs(a.count - b.count) > limit { return nil }
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var before = [Int](repeating: 0, count: b.count + 1)  // row i - 2, for transpositions
    var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        var rowMinimum = i
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { value = min(value, before[j - 2] + 1) }
            current[j] = value
            rowMinimum = min(rowMinimum, value)
        }
        if rowMinimum > limit { return nil }
        (before, previous, current) = (previous, current, before)
    }
    return previous[b.count] <= limit ? previous[b.count] : nil
}

/// Levenshtein distance with adjacent transpositions counted as one edit
/// (so `Acitve` is one step from `Active`).
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
            }
        }
    }
    return rows[a.count][b.count]
}
