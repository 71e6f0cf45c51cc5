/// Splits a figure's label in two where a reader expects a line to break: at a camel-case boundary
/// of an API name (`willEnter` / `Foreground`), after `.`, `:` or `(`, at a space, or between two
/// full-width characters; never inside a word. A wide figure gets narrower this way, since
/// Graphviz reserves each label's width between the columns of boxes.
enum LabelWrapping {
    /// Closing punctuation a CJK line does not start with.
    private static let noLineStart = Set("、。，．：；！？）」』】〕》〉・ー")

    /// `line` as one or two lines, whichever leaves the wider part narrowest; `width` measures a part.
    static func split(_ line: String, width: (String) -> Double) -> [String] {
        let characters = Array(line)
        var best: [String] = [line], bestWidth = width(line)
        for index in characters.indices.dropFirst() {
            let (before, after) = (characters[index - 1], characters[index])
            let breaks = (before.isLowercase && after.isUppercase) || ".:(".contains(before)
                || before == " " || (isFullWidth(before) && isFullWidth(after) && !noLineStart.contains(after))
            guard breaks, after != " " else { continue }
            let first = String(characters[..<index]).trimmingTrailingSpaces, second = String(characters[index...])
            guard !first.isEmpty, !second.isEmpty else { continue }
            let wider = max(width(first), width(second))
            if wider < bestWidth { (best, bestWidth) = ([first, second], wider) }
        }
        return best
    }

    private static func isFullWidth(_ character: Character) -> Bool {
        character.unicodeScalars.first.map(TextWidth.isFullWidth) ?? false
    }
}

private extension String {
    var trimmingTrailingSpaces: String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
