/// Escaping for text and attribute values in the HTML docgen writes itself.
enum HTML {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    /// The text of HTML that `escape` or cmark wrote (the four entities and `&#39;`).
    static func unescape(_ html: String) -> String {
        html.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// Lets a long selector wrap after `(` and `:` (`application(_:<wbr>didFinish…`) instead of
    /// forcing a table to scroll. `escaped` is HTML already.
    static func breakableCode(_ escaped: String) -> String {
        var result = ""
        for character in escaped {
            result.append(character)
            if character == "(" || character == ":" { result += "<wbr>" }
        }
        return result
    }

    /// `breakableCode` applied to the text of every `<code>` element of an HTML fragment.
    static func breakingCodeSpans(in html: String) -> String {
        var result = "", rest = html[...]
        while let open = rest.range(of: "<code>"), let close = rest[open.upperBound...].range(of: "</code>") {
            result += rest[..<open.upperBound] + breakableCode(String(rest[open.upperBound..<close.lowerBound])) + "</code>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
