import Lifecycle

/// Marks every code span that names an API deprecated on iOS, with a tag in the page's language
/// that says since when and what to use instead (`APICatalogue`), so a reader never copies a
/// deprecated call unaware.
struct DeprecationMarks {
    let strings: [String: String]
    /// What follows a deprecated API's span (its tag), made once per API for the language: making
    /// it for every span of every page (formatting, escaping) was 2.6 % of a clean build.
    private let tags: [String: (api: APIAvailability, tag: String)]

    init(strings: [String: String]) {
        self.strings = strings
        var tags: [String: (api: APIAvailability, tag: String)] = [:]
        for api in APICatalogue.entries where tags[api.name] == nil {
            if let tag = Self.tag(of: api, strings: strings) { tags[api.name] = (api, tag) }
        }
        self.tags = tags
    }

    /// Every code span written `<code>` and up to 200 characters without markup, then `</code>`,
    /// through `tag`. A scan of bytes: the regular expression it replaced, run over every page's
    /// HTML, was 2 % of a build.
    func mark(_ html: String) -> String {
        var text = html
        return text.withUTF8 { bytes in
            let opening = Array("<code>".utf8), closing = Array("</code>".utf8)
            var result: StringSplice?, copied = 0, from = 0
            // Each `<code>` found by `memchr` on its `<`, and its text read in place: a copy of the
            // page's bytes, a byte-by-byte search and a `String` for every span were most of this.
            while let found = ByteSearch.firstIndex(of: opening, inBuffer: UnsafeBufferPointer(rebasing: bytes[from...])) {
                let open = from + found, start = open + opening.count
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { break }
                from = start  // a span that does not qualify: look again from its text (no `<` before `end`)
                guard end > start, bytes[end...].starts(with: closing) else { continue }
                let escaped = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                // Never more Characters than bytes: counted only past 200 bytes.
                guard end - start <= 200 || escaped.count <= 200 else { continue }
                from = end + closing.count
                if let tagged = tag(escaped) {
                    if result == nil { result = StringSplice(of: html, capacity: bytes.count + 256) }
                    result?.copy(copied..<open)  // up to a `<`
                    result?.append(tagged)
                    copied = from  // after a `>`
                }
            }
            guard var result else { return html }
            result.copy(copied..<bytes.count)
            return result.text
        }
    }

    /// The span and its tag, for a code span that names an API deprecated on iOS.
    func tag(_ escaped: String) -> String? {
        guard let api = APICatalogue.named(HTML.unescape(escaped)) else { return nil }
        let made = tags[api.name]
        guard let tag = made.flatMap({ $0.api == api ? $0.tag : nil }) ?? Self.tag(of: api, strings: strings) else { return nil }
        return "<code class=\"api-deprecated\">\(escaped)</code>" + tag
    }

    /// What follows the span of `api` when it is deprecated on iOS: a tag that says since when, and what to use instead.
    private static func tag(of api: APIAvailability, strings: [String: String]) -> String? {
        guard let version = api.versions(on: .iOS)?.deprecated else { return nil }
        var note = (strings["deprecatedIn"] ?? "Deprecated in %@").replacingOccurrences(of: "%@", with: "iOS " + version)
        if let replacement = api.replacement {
            note += (strings["clauseSeparator"] ?? "; ") + (strings["deprecatedUse"] ?? "use %@").replacingOccurrences(of: "%@", with: replacement)
        }
        return " <span class=\"deprecated-tag\" title=\"\(HTML.escape(note))\">"
            + "\(HTML.escape(strings["deprecatedTag"] ?? "deprecated"))<span class=\"visually-hidden\">\(HTML.escape(strings["labelSeparator"] ?? ": "))\(HTML.escape(note))</span></span>"
    }
}
