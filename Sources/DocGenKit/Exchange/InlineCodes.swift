/// A segment's Markdown as text to translate and codes a CAT tool must leave alone: code spans,
/// inline HTML (`<!-- docgen: reviewed -->`), autolinks, and a link's `[` … `](target)`, whose
/// text between the two is translated. Joining the parts' Markdown gives the segment back.
enum InlinePart: Sendable, Equatable {
    case text(String)
    /// A code with nothing to translate inside (XLIFF `<ph>`).
    case code(String)
    /// The opening and closing Markdown of a link (XLIFF `<bpt>`/`<ept>`), with their pair number.
    case open(String, pair: Int)
    case close(String, pair: Int)

    var markdown: String {
        switch self {
        case .text(let text), .code(let text), .open(let text, _), .close(let text, _): text
        }
    }

    /// The parts of `markdown`, in order.
    static func parts(of markdown: String) -> [InlinePart] {
        var parts: [InlinePart] = []
        var text = ""
        var openLinks: [(index: Int, pair: Int)] = []
        var pairs = 0
        func flush() {
            if !text.isEmpty { parts.append(.text(text)); text = "" }
        }
        var index = markdown.startIndex
        while index < markdown.endIndex {
            let rest = markdown[index...]
            let character = markdown[index]
            if character == "\\", let next = markdown.index(index, offsetBy: 2, limitedBy: markdown.endIndex) {
                // An escaped character is text.
                text += markdown[index..<next]
                index = next
                continue
            }
            if character == "`" {
                let ticks = rest.prefix { $0 == "`" }
                let after = rest.dropFirst(ticks.count)
                if let close = after.firstRange(of: String(ticks)) {
                    let end = close.upperBound
                    // Longer runs of backticks do not close a shorter opening run.
                    if end == markdown.endIndex || markdown[end] != "`" {
                        flush()
                        parts.append(.code(String(markdown[index..<end])))
                        index = end
                        continue
                    }
                }
            }
            if character == "<", let close = rest.firstIndex(of: ">"),
               rest.dropFirst().first.map({ $0.isLetter || $0 == "!" || $0 == "/" }) == true,
               !rest[..<close].contains("\n") || rest.hasPrefix("<!--") {
                let end = rest.hasPrefix("<!--") ? (rest.firstRange(of: "-->")?.upperBound ?? markdown.index(after: close)) : markdown.index(after: close)
                flush()
                parts.append(.code(String(markdown[index..<end])))
                index = end
                continue
            }
            if character == "[" || (character == "!" && rest.dropFirst().first == "[") {
                let opening = character == "!" ? "![" : "["
                flush()
                pairs += 1
                openLinks.append((parts.count, pairs))
                parts.append(.open(opening, pair: pairs))
                index = markdown.index(index, offsetBy: opening.count)
                continue
            }
            if character == "]", let link = openLinks.popLast() {
                // `](target "title")`: the target is code; a `]` without one was no link.
                if rest.dropFirst().first == "(", let end = Self.closingParenthesis(in: rest) {
                    flush()
                    parts.append(.close(String(markdown[index..<end]), pair: link.pair))
                    index = end
                    continue
                }
                parts[link.index] = .text(parts[link.index].markdown)
            }
            text.append(character)
            index = markdown.index(after: index)
        }
        flush()
        // Brackets never closed by a target are text.
        for link in openLinks { parts[link.index] = .text(parts[link.index].markdown) }
        // Neighbouring texts become one.
        var merged: [InlinePart] = []
        for part in parts {
            if case .text(let next) = part, case .text(let before)? = merged.last {
                merged[merged.count - 1] = .text(before + next)
            } else {
                merged.append(part)
            }
        }
        return merged
    }

    /// The end of `](…)` at the start of `rest`, balancing parentheses in the target.
    private static func closingParenthesis(in rest: Substring) -> String.Index? {
        var depth = 0
        var index = rest.index(after: rest.startIndex)
        while index < rest.endIndex {
            switch rest[index] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 { return rest.index(after: index) }
            case "\n": return nil
            default: break
            }
            index = rest.index(after: index)
        }
        return nil
    }
}
