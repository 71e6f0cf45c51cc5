import Lifecycle

/// "Did you mean" for names that are not callbacks (front matter keys, events, states), with the
/// same edit distance the callback spellings use.
enum TextDistance {
    /// The candidate closest to `name`, if within two edits.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let distance = { (candidate: String) in editDistance(name.lowercased(), candidate.lowercased()) }
        let best = candidates.min { distance($0) < distance($1) }
        return best.flatMap { distance($0) <= 2 ? $0 : nil }
    }
}
