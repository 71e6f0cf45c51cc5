/// GitHub's callout syntax: a block quote whose first line is `[!NOTE]`, `[!TIP]`, `[!IMPORTANT]`,
/// `[!WARNING]` or `[!CAUTION]` (any case), alone on its line.
enum Admonition {
    static let kinds: Set<String> = ["note", "tip", "important", "warning", "caution"]

    /// `note` for `[!NOTE]`, or `nil` when the line is no marker (any `[!WORD]` is one; the
    /// renderer decides which words it knows).
    static func kind(ofMarker line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("[!"), trimmed.hasSuffix("]"), trimmed.count > 3 else { return nil }
        let word = trimmed.dropFirst(2).dropLast()
        guard word.allSatisfy({ $0.isLetter && $0.isASCII }) else { return nil }
        return word.lowercased()
    }

    /// The UI string that names a kind: `admonitionNote`.
    static func labelKey(_ kind: String) -> String { "admonition" + kind.prefix(1).uppercased() + kind.dropFirst() }
}
