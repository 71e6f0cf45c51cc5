import Foundation

/// A page cut for a CAT tool: the text a translator translates, one segment per front matter
/// value (`title`, `description`), heading, paragraph, list item and table cell, and the rest (the
/// Markdown around them: markers, fences, blocks, blank lines) kept verbatim as the skeleton.
/// Joining the skeleton and the segments gives the page back byte for byte.
struct PageSegments: Sendable {
    struct Segment: Sendable, Equatable {
        /// The Markdown as written in the page (inline code, links and HTML included).
        var text: String
        /// The page section it is in: `PageSection.frontMatterKey`, `leadKey`, or the index of its
        /// heading (from 1) written in decimal.
        var section: String
        var line: Int
    }

    enum Piece: Sendable, Equatable {
        case verbatim(String)
        case segment(Int)
    }

    var pieces: [Piece]
    var segments: [Segment]

    /// The page, rebuilt from the skeleton with `texts[n]` for segment n.
    func joined(_ texts: [String]) -> String {
        pieces.map { piece in
            switch piece {
            case .verbatim(let text): text
            case .segment(let index): texts[index]
            }
        }.joined()
    }

    init(_ page: ParsedPage) {
        let text = page.source.text
        // Lines with their line endings, so that the skeleton keeps every byte.
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            let end = text[start...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            lines.append(text[start..<end])
            start = end
        }
        var pieces: [Piece] = [], segments: [Segment] = []
        func verbatim(_ text: Substring) {
            guard !text.isEmpty else { return }
            if case .verbatim(let before)? = pieces.last { pieces[pieces.count - 1] = .verbatim(before + text) } else { pieces.append(.verbatim(String(text))) }
        }
        /// `line` (from 1) split at `from` (a byte offset in the line) up to its end minus the line
        /// ending and trailing spaces: the middle becomes a segment when it is not blank.
        func cut(_ line: Substring, from: Int, section: String, number: Int, dropLast: Int = 0) {
            let body = line.utf8.dropFirst(from)
            var end = body.endIndex
            while end > body.startIndex, [UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t")].contains(line.utf8[line.utf8.index(before: end)]) {
                end = line.utf8.index(before: end)
            }
            if dropLast > 0, end > body.startIndex { end = line.utf8.index(before: end) }
            let middle = line[body.startIndex..<end]
            guard !middle.isEmpty else { verbatim(line); return }
            verbatim(line[line.startIndex..<body.startIndex])
            pieces.append(.segment(segments.count))
            segments.append(Segment(text: String(middle), section: section, line: number))
            verbatim(line[end...])
        }

        let headingLines = page.headings.map { $0.location?.line ?? 0 }
        func section(of line: Int) -> String {
            line <= page.bodyLineOffset ? PageSection.frontMatterKey : {
                let index = headingLines.count(where: { $0 <= line })
                return index == 0 ? PageSection.leadKey : String(index)
            }()
        }
        // What each line is: where a segment starts on it (a byte offset), or nil for verbatim.
        var starts: [Int: Int] = [:]
        /// Lines that continue the segment of the line before (a paragraph's second line).
        var continues = Set<Int>()
        /// Table lines: where each cell's text starts (byte offsets).
        var cellStarts: [Int: [Int]] = [:]
        /// Front matter lines whose value is quoted: the closing quote is not text.
        var quoted = Set<Int>()

        // Front matter: the translated values.
        if page.frontMatter != nil {
            for number in 2..<max(page.bodyLineOffset, 2) where number - 1 < lines.count {
                let line = lines[number - 1]
                for key in ["title", "description"] where line.hasPrefix(key + ":") {
                    var offset = key.utf8.count + 1
                    while line.utf8.dropFirst(offset).first == UInt8(ascii: " ") { offset += 1 }
                    // A quoted value's quotes are YAML, not text: they stay in the skeleton.
                    let value = line.utf8.dropFirst(offset)
                    if let quote = value.first, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
                       String(Substring(value)).trimmingCharacters(in: .whitespacesAndNewlines).utf8.last == quote,
                       String(Substring(value)).trimmingCharacters(in: .whitespacesAndNewlines).utf8.count > 1 {
                        starts[number] = offset + 1
                        quoted.insert(number)
                    } else {
                        starts[number] = offset
                    }
                }
            }
        }
        func markBlock(_ first: Int, _ last: Int, offset: Int) {
            starts[first] = offset
            if first < last { for number in (first + 1)...last { continues.insert(number) } }
        }
        /// The last line of a block that starts at `first` and ends before `next`, blank lines left out.
        func lastLine(from first: Int, before next: Int) -> Int {
            var last = min(next - 1, lines.count)
            while last > first, lines[last - 1].allSatisfy(\.isWhitespace) { last -= 1 }
            return last
        }
        let blocks = page.document.children
        for (index, block) in blocks.enumerated() {
            guard let first = block.start?.line else { continue }
            let next = blocks[(index + 1)...].lazy.compactMap { $0.start?.line }.first ?? lines.count + 1
            let last = lastLine(from: first, before: next)
            switch block.kind {
            case .heading:
                let line = lines[first - 1]
                let hashes = line.prefix { $0 == "#" }.count
                guard hashes > 0 else { break }  // a Setext heading stays verbatim
                var offset = hashes
                while line.utf8.dropFirst(offset).first == UInt8(ascii: " ") { offset += 1 }
                starts[first] = offset
            case .paragraph, .codeBlock:
                if let table = page.table(readFrom: block) {
                    // Cells are segments of their own, marked by their column.
                    for cell in table.cells where !cell.text.isEmpty {
                        cellStarts[cell.location.line, default: []].append(cell.location.column - 1)
                    }
                    break
                }
                guard case .paragraph = block.kind else { break }
                markBlock(first, last, offset: lines[first - 1].prefix { $0 == " " }.count)
            case .list:
                let items = block.children
                for (itemIndex, item) in items.enumerated() {
                    guard let itemFirst = item.start?.line, let content = item.children.first?.start else { continue }
                    let itemNext = items[(itemIndex + 1)...].lazy.compactMap { $0.start?.line }.first ?? next
                    markBlock(itemFirst, lastLine(from: itemFirst, before: itemNext), offset: content.column - 1)
                }
            default:
                break
            }
        }

        var number = 1
        while number <= lines.count {
            let line = lines[number - 1]
            if let cells = cellStarts[number] {
                var position = 0
                for cell in cells.sorted() {
                    let end = Self.cellEnd(line, from: cell)
                    verbatim(Self.bytes(line, position, cell))
                    pieces.append(.segment(segments.count))
                    segments.append(Segment(text: String(Self.bytes(line, cell, end)), section: section(of: number), line: number))
                    position = end
                }
                verbatim(Self.bytes(line, position, line.utf8.count))
                number += 1
                continue
            }
            guard let offset = starts[number] else { verbatim(line); number += 1; continue }
            // A block's lines up to the last one that continues it form one segment.
            var last = number
            while continues.contains(last + 1) { last += 1 }
            if last == number {
                cut(line, from: offset, section: section(of: number), number: number, dropLast: quoted.contains(number) ? 1 : 0)
            } else {
                let firstLine = lines[number - 1], lastLineText = lines[last - 1]
                let head = firstLine.utf8.index(firstLine.startIndex, offsetBy: offset)
                var end = lastLineText.endIndex
                while end > lastLineText.startIndex, lastLineText[lastLineText.index(before: end)].isNewline || lastLineText[lastLineText.index(before: end)] == " " {
                    end = lastLineText.index(before: end)
                }
                verbatim(firstLine[firstLine.startIndex..<head])
                pieces.append(.segment(segments.count))
                segments.append(Segment(text: String(text[head..<end]), section: section(of: number), line: number))
                verbatim(lastLineText[end...])
            }
            number = last + 1
        }
        self.pieces = pieces
        self.segments = segments
    }

    /// The bytes `from..<to` of `line`.
    private static func bytes(_ line: Substring, _ from: Int, _ to: Int) -> Substring {
        let utf8 = line.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)])
    }

    /// Where the cell whose text starts at byte `from` ends: before the next `|` that is neither
    /// escaped nor in code (as `TableBlock.splitRow` reads it), without the spaces before it.
    private static func cellEnd(_ line: Substring, from: Int) -> Int {
        var offset = from, end = from, inCode = false, escaped = false
        for character in bytes(line, from, line.utf8.count) {
            let width = character.utf8.count
            if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "`" { inCode.toggle() }
            else if character == "|" && !inCode { break }
            offset += width
            if !character.isWhitespace { end = offset }
        }
        return end
    }
}
