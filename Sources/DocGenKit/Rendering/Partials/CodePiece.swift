/// A piece of code text that ends where a line may break: long selectors wrap after `(` and
/// `:` (`application(_:<wbr>didFinish…`) instead of making a table scroll. The template decides
/// what a break is (`{{#breakAfter}}<wbr>{{/breakAfter}}`), so the text stays escaped.
struct CodePiece: Sendable {
    let text: String
    let breakAfter: Bool

    static func pieces(of code: String) -> [CodePiece] {
        var pieces: [CodePiece] = [], current = ""
        for character in code {
            current.append(character)
            if character == "(" || character == ":" {
                pieces.append(CodePiece(text: current, breakAfter: true))
                current = ""
            }
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(CodePiece(text: current, breakAfter: false)) }
        return pieces
    }

    /// A page title cut where it may wrap: an API name (a title without spaces, such as
    /// `applicationDidEnterBackground(_:)`) at the places `HTML.breakableCode` allows, so a large
    /// heading never wraps inside a word; any other title whole.
    static func title(_ title: String) -> [CodePiece] {
        guard !title.contains(where: \.isWhitespace) else { return [CodePiece(text: title, breakAfter: false)] }
        let parts = HTML.breakableCode(HTML.escape(title)).components(separatedBy: "<wbr>")
        return parts.enumerated().map { index, part in
            CodePiece(text: HTML.unescape(part), breakAfter: index < parts.count - 1)
        }
    }
}
