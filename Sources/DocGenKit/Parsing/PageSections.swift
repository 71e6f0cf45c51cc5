/// A page cut into the parts a translation follows one by one: the front matter, the lead (the
/// Markdown before the first heading) and one section per heading, of any level, up to the next
/// heading. Each part has a fingerprint of its normalised text, so a translation can record what
/// it was translated from and learn, section by section, what has changed in English since.
public struct PageSection: Sendable, Equatable, Encodable {
    /// The key of the front matter (`title`, `description`, `order`): no heading id can be written
    /// with parentheses.
    public static let frontMatterKey = "(front-matter)"
    /// The key of the lead.
    public static let leadKey = "(lead)"

    /// `frontMatterKey`, `leadKey`, or the heading's id in its page (`background-tasks`, `launch-2`).
    public let key: String
    /// The heading's level; `nil` for the front matter and the lead.
    public let level: Int?
    /// The heading's text; empty for the front matter and the lead.
    public let title: String
    /// The section's first line in its file that is not blank (the heading's line for a heading).
    public let line: Int
    /// The normalised text: see `PageSections.normalized`.
    public let text: String

    /// The first 12 hexadecimal digits of the SHA-256 of `text` in UTF-8: enough to tell two
    /// versions of one section apart, short enough to read.
    public var fingerprint: String { Self.fingerprint(of: text) }

    public static func fingerprint(of text: String) -> String { String(SHA256.hex(Array(text.utf8)).prefix(12)) }

    public var isHeading: Bool { level != nil }
}

public enum PageSections {
    /// The page's sections in document order: the front matter (when the page has one), the lead
    /// (always, even empty), then one per heading.
    public static func of(_ page: ParsedPage) -> [PageSection] {
        let lines = page.source.text.lines()
        // Line numbers count from 1; `lines[n - 1]` is line n.
        func section(key: String, level: Int? = nil, title: String = "", from first: Int, through last: Int,
                     dropping dropped: (Substring) -> Bool = { _ in false }) -> PageSection {
            let range = first >= 1 && first <= min(last, lines.count) ? Array(lines[(first - 1)..<min(last, lines.count)]) : []
            let start = range.firstIndex { !$0.allSatisfy(\.isWhitespace) }.map { first + $0 } ?? first
            return PageSection(key: key, level: level, title: title, line: start, text: normalized(range.filter { !dropped($0) }))
        }
        var sections: [PageSection] = []
        if page.frontMatter != nil, page.bodyLineOffset >= 2 {
            // Between the opening and the closing `---`, but for the last-updated day: a new date
            // on the English page asks nothing of its translators.
            sections.append(section(key: PageSection.frontMatterKey, from: 2, through: page.bodyLineOffset - 1,
                                    dropping: { $0.hasPrefix("updated:") }))
        }
        let headings = page.headings.enumerated().map { (line: $0.element.location?.line ?? page.bodyLineOffset + 1, heading: $0.element) }
        let firstHeading = headings.first?.line ?? lines.count + 1
        sections.append(section(key: PageSection.leadKey, from: page.bodyLineOffset + 1, through: firstHeading - 1))
        for (index, entry) in headings.enumerated() {
            let end = index + 1 < headings.count ? headings[index + 1].line - 1 : lines.count
            // A heading's own line starts its section, so the section's first line is never blank.
            sections.append(section(key: entry.heading.id, level: entry.heading.level, title: entry.heading.text,
                                    from: entry.line, through: end))
        }
        return sections
    }

    /// What a fingerprint covers: the lines as written, without the whitespace at their ends (nor
    /// the line endings), without blank lines before and after, and with each run of blank lines
    /// counted as one. Re-flowing a paragraph or changing a word changes it; saving the file with
    /// CRLF, trimming trailing spaces or adding a blank line between two paragraphs does not.
    public static func normalized<Lines: Collection>(_ lines: Lines) -> String where Lines.Element: StringProtocol {
        var kept: [Substring] = []
        var pendingBlank = false
        for line in lines {
            var trimmed = Substring(line)
            while let last = trimmed.last, last.isWhitespace { trimmed.removeLast() }
            if trimmed.isEmpty {
                pendingBlank = !kept.isEmpty
                continue
            }
            if pendingBlank { kept.append("") }
            pendingBlank = false
            kept.append(trimmed)
        }
        return kept.joined(separator: "\n")
    }
}
