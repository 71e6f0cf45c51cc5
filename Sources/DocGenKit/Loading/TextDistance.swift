import Lifecycle

/// "Did you mean" for names that are not callbacks (front matter keys, events, states, languages),
/// with the same edit distance the callback spellings use.
enum TextDistance {
    /// The candidate closest to `name`, if within two edits (the first such candidate on a tie).
    /// The distance is cut off at two edits, so a huge name costs no more than a short one.
    static func suggestion(for name: String, among candidates: [String]) -> String? {
        let lowered = Array(name.lowercased().unicodeScalars)
        var best: (distance: Int, candidate: String)?
        for candidate in candidates {
            guard let distance = editDistance(lowered, Array(candidate.lowercased().unicodeScalars),
                                              atMost: min(2, (best?.distance ?? .max) - 1)) else { continue }
            best = (distance, candidate)
        }
        return best?.candidate
    }
}
