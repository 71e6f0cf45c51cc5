/// A page as a chapter of a book (EPUB or print): its place in the site and its rendered body.
struct BookChapter {
    let entry: SiteMap.Entry
    let body: String
}

/// Rewrites the relative links of a page's HTML to other pages of the site (`../scenes/x.html#y`)
/// with `target`, which receives the linked page's site path and fragment and returns the new
/// `href` value, or `nil` to drop the link target (the text stays). Books use it to point links
/// into themselves.
func rewritingPageLinks(in html: String, at pagePath: String, _ target: (_ path: String, _ fragment: Substring?) -> String?) -> String {
    let folder = pagePath.split(separator: "/").dropLast().map(String.init)
    return html.replacing(/href="([^"#:]*\.html)(?:#([^"]*))?"/) { match in
        var components = folder
        for piece in match.output.1.split(separator: "/") {
            switch piece {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(String(piece))
            }
        }
        return target(components.joined(separator: "/"), match.output.2).map { "href=\"\($0)\"" } ?? ""
    }
}

/// `html` with every `<details>` open: a book cannot be clicked, so a folded legend would print
/// (or show in a reader) as its summary alone.
func openingDetails(in html: String) -> String {
    html.replacing(/<details(?=[\s>])(?![^>]*\sopen[\s=>])/) { _ in "<details open=\"open\"" }
}
