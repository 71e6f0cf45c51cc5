/// The places in a page's HTML that later stages fill in: a checked lifecycle block, a table, a
/// state diagram, a heading's permalink label. The parser leaves a token where each goes, so the
/// page is parsed once and the renderer only substitutes.
///
/// Tokens are framed by U+F8FF, a private-use character that pages may not contain (the parser
/// refuses it), so no text can forge one.
public enum BodyPlaceholder: Hashable, Sendable {
    /// The lifecycle block whose fence is on this line of the page's file.
    case lifecycle(line: Int)
    /// The table (fenced or pipe rows) that starts on this line.
    case table(line: Int)
    case diagram(String)
    /// The accessible name of a heading's `#` link, which depends on the site's language strings.
    case permalinkLabel
    /// Just before and just after the heading with this id (escaped as in the page): where the site
    /// notes an English section added or changed since the translation (`OutdatedNotices`); books
    /// leave them empty.
    case beforeHeading(id: String)
    case afterHeading(id: String)

    static let frame: Character = "\u{F8FF}"

    var token: String {
        let body = switch self {
        case .lifecycle(let line): "lifecycle:\(line)"
        case .table(let line): "table:\(line)"
        case .diagram(let kind): "diagram:\(kind)"
        case .permalinkLabel: "permalink"
        case .beforeHeading(let id): "before-heading:\(id)"
        case .afterHeading(let id): "after-heading:\(id)"
        }
        return "\(Self.frame)\(body)\(Self.frame)"
    }

    init?(token body: Substring) {
        let parts = body.split(separator: ":", maxSplits: 1)
        switch (parts.first, parts.count > 1 ? Int(parts[1]) : nil) {
        case ("lifecycle", let line?): self = .lifecycle(line: line)
        case ("table", let line?): self = .table(line: line)
        case ("diagram", _) where parts.count > 1: self = .diagram(String(parts[1]))
        case ("permalink", _): self = .permalinkLabel
        case ("before-heading", _) where parts.count > 1: self = .beforeHeading(id: String(parts[1]))
        case ("after-heading", _) where parts.count > 1: self = .afterHeading(id: String(parts[1]))
        default: return nil
        }
    }

    /// `html` with every token replaced by what `fill` gives for it; `nil` from `fill` is an
    /// internal error the caller reports (a block that verification did not see).
    static func substitute(in html: String, _ fill: (BodyPlaceholder) -> String?) -> (html: String, unfilled: [BodyPlaceholder]) {
        var result = "", unfilled: [BodyPlaceholder] = []
        var rest = html[...]
        while let open = rest.firstIndex(of: frame) {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: frame) else { rest = rest[open...]; break }
            if let placeholder = BodyPlaceholder(token: rest[afterOpen..<close]) {
                if let filled = fill(placeholder) { result += filled } else { unfilled.append(placeholder) }
            }
            rest = rest[rest.index(after: close)...]
        }
        result += rest
        return (result, unfilled)
    }
}

/// `../scenes/scenes.md#x` → `../scenes/scenes.html#x`; other links are left alone.
func rewriteLink(_ destination: String) -> String {
    guard LinkTarget(destination, from: "") != nil else { return destination }
    let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let path = parts[0].dropLast(".md".count) + ".html"
    return parts.count > 1 ? path + "#" + parts[1] : String(path)
}
