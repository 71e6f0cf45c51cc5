import Lifecycle

/// Marks every code span that names an API deprecated on iOS, with a tag in the page's language
/// that says since when and what to use instead (`APICatalogue`), so a reader never copies a
/// deprecated call unaware.
struct DeprecationMarks {
    let strings: [String: String]

    nonisolated(unsafe) private static let codeSpan = /<code>([^<]{1,200})<\/code>/

    func mark(_ html: String) -> String {
        html.replacing(Self.codeSpan) { match in
            let escaped = String(match.output.1)
            guard let api = APICatalogue.named(HTML.unescape(escaped)), let version = api.versions(on: .iOS)?.deprecated else {
                return String(match.output.0)
            }
            var note = (strings["deprecatedIn"] ?? "Deprecated in %@").replacingOccurrences(of: "%@", with: "iOS " + version)
            if let replacement = api.replacement {
                note += (strings["clauseSeparator"] ?? "; ") + (strings["deprecatedUse"] ?? "use %@").replacingOccurrences(of: "%@", with: replacement)
            }
            return "<code class=\"api-deprecated\">\(escaped)</code> <span class=\"deprecated-tag\" title=\"\(HTML.escape(note))\">"
                + "\(HTML.escape(strings["deprecatedTag"] ?? "deprecated"))<span class=\"visually-hidden\">\(HTML.escape(strings["labelSeparator"] ?? ": "))\(HTML.escape(note))</span></span>"
        }
    }
}
