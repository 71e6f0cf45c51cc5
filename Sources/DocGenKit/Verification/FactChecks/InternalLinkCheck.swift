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
        guard !destination.contains(":"), !destination.hasPrefix("/"), !destination.hasPrefix("#") else { return nil }
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = String(parts[0])
        guard path.hasSuffix(".md") else { return nil }
        fragment = parts.count > 1 ? String(parts[1]).removingPercentEncoding : nil
        var components = pagePath.split(separator: "/").dropLast().map(String.init)
        for piece in path.split(separator: "/") {
            switch piece {
            case ".": continue
            case "..":
                if components.isEmpty { self.pagePath = nil; return }
                components.removeLast()
            default: components.append(String(piece))
            }
        }
        self.pagePath = components.joined(separator: "/")
    }
}
