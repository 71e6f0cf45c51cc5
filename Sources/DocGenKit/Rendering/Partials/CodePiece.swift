/// A piece of code text that ends where a line may break: long selectors wrap where
/// `HTML.breakableCode` allows (`application(_:<wbr>did<wbr>Finish…`, never before a lone `)`)
/// instead of making a table scroll. The template decides what a break is
/// (`{{#breakAfter}}<wbr>{{/breakAfter}}`), so the text stays escaped.
struct CodePiece: Sendable, Encodable {
    let text: String
    let breakAfter: Bool

    static func pieces(of code: String) -> [CodePiece] {
        let breakable = HTML.breakableCode(HTML.escape(code))
        // An API name is ASCII: cut by bytes, where Foundation's search copied it to UTF-16 (half of this).
        let parts = breakable.utf8.allSatisfy({ $0 < 0x80 }) ? Self.parts(ofASCII: breakable) : breakable.components(separatedBy: "<wbr>")
        return parts.enumerated().map { index, part in
            CodePiece(text: HTML.unescape(part), breakAfter: index < parts.count - 1)
        }
    }

    /// `components(separatedBy: "<wbr>")` of ASCII text, empty pieces included.
    static func parts(ofASCII text: String) -> [String] {
        let marker = Array("<wbr>".utf8), bytes = Array(text.utf8)
        var parts: [String] = [], start = 0, index = 0
        while index + marker.count <= bytes.count {
            if bytes[index..<(index + marker.count)].elementsEqual(marker) {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += marker.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
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
