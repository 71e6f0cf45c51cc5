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
        let lowered = Array(key.lowercased().unicodeScalars)
        var best: (distance: Int, callback: Callback)?
        for candidate in candidates where abs(candidate.name.count - lowered.count) <= limit {
            // A length difference above the limit is already too far: those names are not compared.
            guard let distance = editDistance(lowered, candidate.name, atMost: min(limit, (best?.distance ?? .max) - 1))
            else { continue }
            best = (distance, candidate.callback)
            if distance == 0 { break }
        }
        return best?.callback
    }

    /// Every full selector and unambiguous bare name, lowered, in name order (so that among equally
    /// near names the first in that order wins, whatever the dictionaries' order).
    private static let candidates: [(name: [Unicode.Scalar], callback: Callback)] = {
        let named = table.exact.map { ($0.key, $0.value) } + table.bare.compactMap { $0.value.count == 1 ? ($0.key, $0.value[0]) : nil }
        return named.sorted { $0.0 < $1.0 }.map { (Array($0.0.lowercased().unicodeScalars), $0.1) }
    }()

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
