import Foundation

extension StringProtocol {
    /// What `trimmingCharacters(in: .whitespaces)` gives (spaces, tabs and the other Unicode
    /// space separators, cut scalar by scalar), without Foundation's copy of the text to UTF-16:
    /// table cells, lifecycle lines and front matter are trimmed by the hundred thousand.
    func trimmingWhitespace() -> String { trimming(\.isTrimmedWhitespace) }

    /// What `trimmingCharacters(in: .whitespacesAndNewlines)` gives, as `trimmingWhitespace` does.
    func trimmingWhitespaceAndNewlines() -> String { trimming(\.isTrimmedWhitespaceOrNewline) }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex, end == scalars.endIndex { return String(self) }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }
}

extension Unicode.Scalar {
    /// In `CharacterSet.whitespaces`: the tab and the space separators (Unicode's Zs).
    var isTrimmedWhitespace: Bool {
        switch value {
        case 0x20, 0x09: true
        case 0..<0x80: false
        default: CharacterSet.whitespaces.contains(self)
        }
    }

    /// In `CharacterSet.whitespacesAndNewlines`: those and the line ends (LF to CR, NEL, U+2028, U+2029).
    var isTrimmedWhitespaceOrNewline: Bool {
        switch value {
        case 0x20, 0x09...0x0D: true
        case 0..<0x80: false
        default: CharacterSet.whitespacesAndNewlines.contains(self)
        }
    }
}
