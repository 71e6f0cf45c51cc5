/// The places in a page's HTML that later stages fill in: a checked lifecycle block, a table, a
/// state diagram, a heading's permalink label. The parser leaves a token where each goes, so the
/// page is parsed once and the renderer only substitutes.
///
/// Tokens are framed by U+F8FF, a private-use character that pages may not contain (the parser
/// refuses it), so no text can forge one. A block's token carries its ordinal; the page it is in
/// completes its `BlockID`.
public enum BodyPlaceholder: Hashable, Sendable {
    /// A lifecycle block, checked by the verifier.
    case lifecycle(BlockID)
    /// A table (fenced or pipe rows).
    case table(BlockID)
    case diagram(String)
    /// The accessible name of a heading's `#` link, which depends on the site's language strings.
    case permalinkLabel
    /// The title of a callout (`> [!NOTE]`), in the site's language: `note`, `tip`, `important`,
    /// `warning` or `caution`.
    case admonitionLabel(String)
    /// The label of a content tab named after a mode (`app-delegate`, `scenes`), in the site's language.
    case tabLabel(String)
    /// A block cmark found that the parser did not read: nothing can fill it, so the renderer
    /// reports an internal error instead of publishing it unchecked.
    case unread(BlockID.Kind)
    /// Just before and just after the heading with this id (escaped as in the page): where the site
    /// notes an English section added or changed since the translation (`OutdatedNotices`); books
    /// leave them empty.
    case beforeHeading(id: String)
    case afterHeading(id: String)

    static let frame: Character = "\u{F8FF}"

    var token: String {
        let body = switch self {
        case .lifecycle(let id): "lifecycle:\(id.ordinal)"
        case .table(let id): "table:\(id.ordinal)"
        case .diagram(let kind): "diagram:\(kind)"
        case .permalinkLabel: "permalink"
        case .admonitionLabel(let kind): "admonition:\(kind)"
        case .tabLabel(let mode): "tab-label:\(mode)"
        case .unread(let kind): "unread:\(kind.rawValue)"
        case .beforeHeading(let id): "before-heading:\(id)"
        case .afterHeading(let id): "after-heading:\(id)"
        }
        return "\(Self.frame)\(body)\(Self.frame)"
    }

    /// `page`: the page whose body holds the token, which completes a block's identity (`nil`
    /// only where no block token can be left).
    init?(token body: Substring, page: PageID?) {
        let parts = Self.kindAndArgument(body)
        let ordinal = parts.count > 1 ? Int(parts[1]) : nil
        switch (parts.first, ordinal) {
        case ("lifecycle", let ordinal?) where page != nil: self = .lifecycle(BlockID(page: page!, kind: .lifecycle, ordinal: ordinal))
        case ("table", let ordinal?) where page != nil: self = .table(BlockID(page: page!, kind: .table, ordinal: ordinal))
        case ("diagram", _) where parts.count > 1: self = .diagram(String(parts[1]))
        case ("permalink", _): self = .permalinkLabel
        case ("admonition", _) where parts.count > 1: self = .admonitionLabel(String(parts[1]))
        case ("tab-label", _) where parts.count > 1: self = .tabLabel(String(parts[1]))
        case ("unread", _) where parts.count > 1: self = .unread(BlockID.Kind(rawValue: String(parts[1])) ?? .lifecycle)
        case ("before-heading", _) where parts.count > 1: self = .beforeHeading(id: String(parts[1]))
        case ("after-heading", _) where parts.count > 1: self = .afterHeading(id: String(parts[1]))
        default: return nil
        }
    }

    /// `body.split(separator: ":", maxSplits: 1)`, with the colon found by bytes where ASCII stands
    /// on both sides of it (it is then a Character of its own, and the first): splitting by
    /// Characters was 8,500 instructions a token, 2 % of a build. Any other token splits as before.
    static func kindAndArgument(_ body: Substring) -> [Substring] {
        let utf8 = body.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon > utf8.startIndex,
              utf8[utf8.index(before: colon)] < 0x80 else { return body.split(separator: ":", maxSplits: 1) }
        let after = utf8.index(after: colon)
        guard after == utf8.endIndex || utf8[after] < 0x80 else { return body.split(separator: ":", maxSplits: 1) }
        return after == utf8.endIndex ? [body[..<colon]] : [body[..<colon], body[after...]]
    }

    /// `html` (the body of the page `page`) with every token replaced by what `fill` gives for
    /// it. A token `fill` has nothing for, or that reads as no placeholder, is returned in
    /// `unfilled`: an internal error the caller reports (a block that verification did not see).
    static func substitute(in html: String, page: PageID?,
                           _ fill: (BodyPlaceholder) -> String?) -> (html: String, unfilled: [String]) {
        var result = "", unfilled: [String] = []
        result.reserveCapacity(html.utf8.count)
        var rest = html[...]
        while let open = firstFrame(in: rest) {
            result += rest[..<open]
            let afterOpen = rest.utf8.index(open, offsetBy: frameUTF8.count)
            guard let close = firstFrame(in: rest[afterOpen...]) else { rest = rest[open...]; break }
            let body = rest[afterOpen..<close]
            if let placeholder = BodyPlaceholder(token: body, page: page), let filled = fill(placeholder) {
                result += filled
            } else {
                unfilled.append(BodyPlaceholder(token: body, page: page).map { "\($0)" } ?? String(body))
            }
            rest = rest[rest.utf8.index(close, offsetBy: frameUTF8.count)...]
        }
        result += rest
        return (result, unfilled)
    }

    /// U+F8FF in UTF-8. Searched byte by byte: a page body is long and the frame rare, and a search
    /// by `Character` would segment every grapheme of it. The frame is one scalar that joins no
    /// neighbour, so its first byte is where the `Character` search would have stopped.
    private static let frameUTF8: [UInt8] = Array(String(frame).utf8)

    private static func firstFrame(in text: Substring) -> Substring.Index? {
        let bytes = text.utf8
        // Through the text's storage, the lead bytes found by `memchr`: the walk of the UTF-8 view
        // below was 1.2 % of a 10,000-page build (CJK punctuation shares the frame's lead byte).
        if let found = bytes.withContiguousStorageIfAvailable({ ByteSearch.firstIndex(of: frameUTF8, inBuffer: $0) }) {
            return found.map { bytes.index(bytes.startIndex, offsetBy: $0) }
        }
        var index = bytes.startIndex
        while let lead = bytes[index...].firstIndex(of: frameUTF8[0]) {
            var probe = lead, matched = true
            for byte in frameUTF8 {
                guard probe < bytes.endIndex, bytes[probe] == byte else { matched = false; break }
                probe = bytes.index(after: probe)
            }
            if matched { return lead }
            index = bytes.index(after: lead)
        }
        return nil
    }
}

/// `../scenes/scenes.md#x` → `../scenes/scenes.html#x`; other links are left alone.
func rewriteLink(_ destination: String) -> String {
    guard LinkTarget(destination, from: "") != nil else { return destination }
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0].dropLast(".md".count) + ".html"
    return parts.count > 1 ? path + "#" + parts[1] : String(path)
}
