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
        let key = withoutWhitespace(spelling)
        if let exact = table.exact[key] { return .callback(exact) }
        if let matches = table.bare[key] {
            return matches.count == 1 ? .callback(matches[0]) : .ambiguous(matches)
        }
        return .unknown(suggestion: closest(to: key))
    }

    /// The spelling without its whitespace, as a look-up key. Every code span of every page comes
    /// through here: an ASCII spelling (nearly all) is read by bytes, whose whitespace is the six
    /// ASCII whitespace bytes; asking each Character whether it is whitespace was 4 % of `verify`.
    static func withoutWhitespace(_ spelling: String) -> String {
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        let bytes = spelling.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return spelling.filter { !$0.isWhitespace } }
        guard bytes.contains(where: isWhitespace) else { return spelling }
        return String(decoding: bytes.filter { !isWhitespace($0) }, as: UTF8.self)
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
        guard lowered.count <= 240 else { return nil }  // a few characters may hold thousands of combining marks
        let letters = LetterCounts(lowered)
        var best: (distance: Int, index: Int)?
        let nearby = Candidates.shared
        for index in nearby.letters.indices {
            let within = min(limit, (best?.distance ?? .max) - 1)
            // Two cheap lower bounds first: the length difference, and half the difference of the
            // letter counts (one edit changes at most two counts by one each).
            guard abs(nearby.lengths[index] - lowered.count) <= within, letters.distanceBound(to: nearby.letters[index]) <= within,
                  let distance = editDistance(lowered, nearby.names[index], atMost: within) else { continue }
            best = (distance, index)
            if distance == 0 { break }
        }
        return best.map { nearby.callbacks[$0.index] }
    }

    /// Every full selector and unambiguous bare name, lowered, in name order (so that among equally
    /// near names the first in that order wins, whatever the dictionaries' order). Kept as parallel
    /// arrays so that the loop over them copies no strings.
    private struct Candidates: Sendable {
        var names: [[Unicode.Scalar]] = []
        var lengths: [Int] = []
        var letters: [LetterCounts] = []
        var callbacks: [Callback] = []

        static let shared: Candidates = {
            let named = table.exact.map { ($0.key, $0.value) } + table.bare.compactMap { $0.value.count == 1 ? ($0.key, $0.value[0]) : nil }
            var candidates = Candidates()
            for (name, callback) in named.sorted(by: { $0.0 < $1.0 }) {
                let scalars = Array(name.lowercased().unicodeScalars)
                candidates.names.append(scalars)
                candidates.lengths.append(scalars.count)
                candidates.letters.append(LetterCounts(scalars))
                candidates.callbacks.append(callback)
            }
            return candidates
        }()
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

/// How many times each character occurs, in 32 buckets (a bucket may merge characters, which only
/// lowers the bound): a lower bound of the edit distance that costs one vector operation.
struct LetterCounts: Sendable {
    private var counts = SIMD32<Int16>()

    init(_ scalars: [Unicode.Scalar]) {
        for scalar in scalars { counts[Int(scalar.value & 31)] &+= 1 }
    }

    func distanceBound(to other: LetterCounts) -> Int {
        let difference = pointwiseMax(counts, other.counts) &- pointwiseMin(counts, other.counts)
        return (Int(difference.wrappedSum()) + 1) / 2
    }
}
