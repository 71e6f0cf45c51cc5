import Foundation

/// Relative links to other pages (`../scenes/scenes.md`) point at a page that exists, in the
/// page's language or in English (which the site falls back to).
struct InternalLinkCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        // Page by page on every core: the look-ups only read `content`.
        content.pages.parallelMap { page in Self.diagnostics(of: page, in: content) }.flatMap { $0 }
    }

    private static func diagnostics(of page: ParsedPage, in content: ParsedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for link in page.facts.links {
            let (destination, at) = (link.text, link.location)
            guard let target = LinkTarget(destination, from: page.source.path) else { continue }
            guard let path = target.pagePath else {
                diagnostics.append(.error(at: at, "link '\(destination)' leaves the content folder", rule: "broken-link"))
                continue
            }
            guard let linked = content.page(page.source.language, path) ?? content.page(.source, path) else {
                diagnostics.append(.error(at: at, "link '\(destination)' points to no page ('\(path)')", rule: "broken-link"))
                continue
            }
            if let fragment = target.fragment, !linked.headings.contains(where: { $0.id == fragment }),
               !linked.lifecycleBlocks.contains(where: { "seq-" + ($0.id ?? "") == fragment }) {
                diagnostics.append(.error(at: at, "link '\(destination)' names no heading '#\(fragment)' in \(linked.file)",
                                          rule: "broken-link"))
            }
        }
        return diagnostics
    }
}

/// A link destination that stays inside the site: a relative path to a `.md` page.
struct LinkTarget {
    /// The linked page's path in its language folder, `nil` when the link climbs out of it.
    let pagePath: String?
    let fragment: String?

    init?(_ destination: String, from pagePath: String) {
        // Read as UTF-8 bytes: every delimiter here is ASCII, and splitting Character by Character
        // (with Foundation's `contains` for the colon) was most of the link check on a large site.
        let bytes = destination.utf8
        guard bytes.first != Self.slash, bytes.first != Self.hash, !bytes.contains(Self.colon) else { return nil }
        let hash = bytes.firstIndex(of: Self.hash)
        let path = Substring(bytes[..<(hash ?? bytes.endIndex)])
        guard path.hasSuffix(".md") else { return nil }
        fragment = hash.flatMap { String(Substring(bytes[bytes.index(after: $0)...])).removingPercentEncoding }
        var components = pagePath.utf8.split(separator: Self.slash).dropLast().map(Substring.init)
        for piece in path.utf8.split(separator: Self.slash).map(Substring.init) {
            switch piece {
            case ".": continue
            case "..":
                if components.isEmpty { self.pagePath = nil; return }
                components.removeLast()
            default: components.append(piece)
            }
        }
        self.pagePath = components.joined(separator: "/")
    }

    private static let slash = UInt8(ascii: "/"), hash = UInt8(ascii: "#"), colon = UInt8(ascii: ":")
}
