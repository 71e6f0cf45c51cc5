/// A piece of code text that ends where a line may break: long selectors wrap where
/// `HTML.breakableCode` allows (`application(_:<wbr>did<wbr>Finish…`, never before a lone `)`)
/// instead of making a table scroll. The template decides what a break is
/// (`{{#breakAfter}}<wbr>{{/breakAfter}}`), so the text stays escaped.
struct CodePiece: Sendable, Encodable {
    let text: String
    let breakAfter: Bool

    static func pieces(of code: String) -> [CodePiece] {
        let breakable = HTML.breakableCode(HTML.escape(code))
        // Cut by bytes: Foundation's search copied the name to UTF-16 (half of this).
        let parts = breakable.components(separatedByASCII: "<wbr>") ?? breakable.components(separatedBy: "<wbr>")
        return parts.enumerated().map { index, part in
            CodePiece(text: HTML.unescape(part), breakAfter: index < parts.count - 1)
        }
    }

    /// A page title cut where it may wrap: an API name (a title without spaces, such as
    /// `applicationDidEnterBackground(_:)`) at the places `HTML.breakableCode` allows, so a large
    /// heading never wraps inside a word; any other title whole.
    static func title(_ title: String) -> [CodePiece] {
        title.contains(where: \.isWhitespace) ? [CodePiece(text: title, breakAfter: false)] : pieces(of: title)
    }
}

extension CodePiece {
    /// As `MustacheValues.of(self)` makes it, without encoding.
    var templateValue: TemplateValue { .dictionary(["text": .text(text), "breakAfter": .flag(breakAfter)]) }
}
