/// Edit distance for "did you mean" hints on names that are not callbacks (keys, events, states).
enum TextDistance {
    static func edits(_ a: String, _ b: String) -> Int {
        let a = Array(a.lowercased()), b = Array(b.lowercased())
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + [Int](repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// The candidate closest to `name`, if within two edits.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let best = candidates.min { edits(name, $0) < edits(name, $1) }
        return best.flatMap { edits(name, $0) <= 2 ? $0 : nil }
    }
}
