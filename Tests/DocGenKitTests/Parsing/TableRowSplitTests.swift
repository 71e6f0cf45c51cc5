@testable import DocGenKit
import Foundation
import Testing

/// `TableBlock.splitRow` reads bytes; it must split every row as the character-by-character
/// reading it replaced did (kept here as the reference), with the same byte offsets.
@Suite("Table row splitting")
struct TableRowSplitTests {
    /// The reading before: one `Character` at a time.
    static func reference(_ line: Substring) -> [(text: String, byteOffset: Int)] {
        var pieces: [(text: String, byteOffset: Int)] = []
        var current = "", start = 0, offset = 0, inCode = false, escaped = false
        for character in line {
            let width = character.utf8.count
            defer { offset += width }
            if escaped { current.append(character); escaped = false; continue }
            switch character {
            case "\\": escaped = true; current.append(character)
            case "`": inCode.toggle(); current.append(character)
            case "|" where !inCode:
                pieces.append((current, start))
                current = ""
                start = offset + width
            default: current.append(character)
            }
        }
        pieces.append((current, start))
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") { pieces.removeFirst() }
        if trimmed.hasSuffix("|"), trimmed.count > 1, !trimmed.hasSuffix("\\|") { pieces.removeLast() }
        return pieces.map { piece in
            let leading = piece.text.prefix { $0 == " " || $0 == "\t" }.utf8.count
            let text = piece.text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\\|", with: "|")
            return (text, piece.byteOffset + leading)
        }
    }

    @Test("rows of pipes, escapes, code spans, spaces, CJK and accents split as before", arguments: 0..<8)
    func sameAsReference(seed: Int) {
        // Delimiters, blanks (ASCII, no-break, ideographic), letters of one to four UTF-8 bytes.
        let alphabet: [String] = ["|", "|", "\\", "`", " ", " ", "\t", "\u{00A0}", "\u{3000}", "a", "B", "é", "中", "한", "😀", "-", ":"]
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 24)
            let row = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let split = TableBlock.splitRow(row[...]), expected = Self.reference(row[...])
            #expect(split.map(\.text) == expected.map(\.text), "row \(row.debugDescription)")
            #expect(split.map(\.byteOffset) == expected.map(\.byteOffset), "row \(row.debugDescription)")
        }
    }

    @Test("a pipe inside a code span or escaped stays in its cell")
    func protectedPipes() {
        let cells = TableBlock.splitRow("| `a|b` | c \\| d | e |"[...])
        #expect(cells.map(\.text) == ["`a|b`", "c | d", "e"])
        #expect(cells.map(\.byteOffset) == [2, 10, 19])
    }
}
