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

    /// The byte reading before this one: a `String` for the trimmed row, whose edge pipes were
    /// compared as Characters, and one for each cell before it was trimmed.
    static func byteReference(_ line: Substring) -> [(text: String, byteOffset: Int)] {
        let bytes = Array(line.utf8)
        var cells: [Range<Int>] = []
        var start = 0, inCode = false, escaped = false
        for (index, byte) in bytes.enumerated() {
            if escaped { escaped = false; continue }
            switch byte {
            case UInt8(ascii: "\\"): escaped = true
            case UInt8(ascii: "`"): inCode.toggle()
            case UInt8(ascii: "|") where !inCode:
                cells.append(start..<index)
                start = index + 1
            default: break
            }
        }
        cells.append(start..<bytes.count)
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("|") { cells.removeFirst() }
        if trimmed.hasSuffix("|"), trimmed.count > 1, !trimmed.hasSuffix("\\|") { cells.removeLast() }
        return cells.map { cell in
            let leading = bytes[cell].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let text = String(decoding: bytes[cell], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            return (text.replacingOccurrences(of: "\\|", with: "|"), cell.lowerBound + leading)
        }
    }

    @Test("rows split as the byte reading before, where accents and marks join a pipe at the row's edge", arguments: 0..<8)
    func sameAsByteReference(seed: Int) {
        // A combining accent joins the pipe before it into one Character, an Arabic number sign the
        // pipe after it: a pipe so joined at the row's edge is not an edge pipe.
        let alphabet: [String] = ["|", "|", "\\", "`", " ", "\t", "\u{3000}", "a", "é", "中", "\u{0301}", "\u{0600}", "\u{200D}"]
        var generator = SplitMix(seed: UInt64(seed) + 100)
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 16)
            let row = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let split = TableBlock.splitRow(row[...]), expected = Self.byteReference(row[...])
            #expect(split.map(\.text) == expected.map(\.text), "row \(row.debugDescription)")
            #expect(split.map(\.byteOffset) == expected.map(\.byteOffset), "row \(row.debugDescription)")
        }
    }

    /// The reading before of a cell's HTML: `<p>` and `</p>` cut as Characters.
    static func referenceInlineHTML(_ html: String) -> String {
        let trimmed = html.trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.hasPrefix("<p>") && trimmed.hasSuffix("</p>") ? String(trimmed.dropFirst(3).dropLast(4)) : trimmed
    }

    @Test("a cell's HTML loses its paragraph tags as before, accents and marks beside them included", arguments: 0..<4)
    func inlineHTMLSameAsReference(seed: Int) {
        let pieces: [String] = ["<p>", "</p>", "<p>", "</p>", "a", "é", "\u{0301}", "\u{0600}", "中", " ", "\n", "<", ">", "p", "/"]
        var generator = SplitMix(seed: UInt64(seed))
        for _ in 0..<2_000 {
            let length = Int(generator.next() % 8)
            let html = (0..<length).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(TableBlock.inlineHTML(html) == Self.referenceInlineHTML(html), "html \(html.debugDescription)")
        }
        #expect(TableBlock.inlineHTML("<p><code>a</code> b</p>\n") == "<code>a</code> b")
        #expect(TableBlock.inlineHTML("<p>\u{0301}x</p>") == "<p>\u{0301}x</p>")
    }
}
