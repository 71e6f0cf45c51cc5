import Lifecycle

/// Marks every code span that names an API deprecated on iOS, with a tag in the page's language
/// that says since when and what to use instead (`APICatalogue`), so a reader never copies a
/// deprecated call unaware.
struct DeprecationMarks {
    let strings: [String: String]

    /// Every code span written `<code>` and up to 200 characters without markup, then `</code>`,
    /// through `tag`. A scan of bytes: the regular expression it replaced, run over every page's
    /// HTML, was 2 % of a build.
    func mark(_ html: String) -> String {
        let bytes = Array(html.utf8), opening = Array("<code>".utf8), closing = Array("</code>".utf8)
        var result: [UInt8] = [], copied = 0, from = 0
        while let open = ByteSearch.firstIndex(of: opening, in: bytes, from: from) {
            let start = open + opening.count
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { break }
            from = start  // a span that does not qualify: look again from its text (no `<` before `end`)
            guard end > start, bytes[end...].starts(with: closing) else { continue }
            let escaped = String(decoding: bytes[start..<end], as: UTF8.self)
            guard escaped.count <= 200 else { continue }
            from = end + closing.count
            if let tagged = tag(escaped) {
                result += bytes[copied..<open]
                result += tagged.utf8
                copied = from
            }
        }
        guard copied > 0 else { return html }
        result += bytes[copied...]
        return String(decoding: result, as: UTF8.self)
    }

    /// The span and its tag, for a code span that names an API deprecated on iOS.
    func tag(_ escaped: String) -> String? {
        guard let api = APICatalogue.named(HTML.unescape(escaped)), let version = api.versions(on: .iOS)?.deprecated else { return nil }
        var note = (strings["deprecatedIn"] ?? "Deprecated in %@").replacingOccurrences(of: "%@", with: "iOS " + version)
        if let replacement = api.replacement {
            note += (strings["clauseSeparator"] ?? "; ") + (strings["deprecatedUse"] ?? "use %@").replacingOccurrences(of: "%@", with: replacement)
        }
        return "<code class=\"api-deprecated\">\(escaped)</code> <span class=\"deprecated-tag\" title=\"\(HTML.escape(note))\">"
            + "\(HTML.escape(strings["deprecatedTag"] ?? "deprecated"))<span class=\"visually-hidden\">\(HTML.escape(strings["labelSeparator"] ?? ": "))\(HTML.escape(note))</span></span>"
    }
}
