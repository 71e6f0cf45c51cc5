/// The HTML of each section's list of pages in one language's navigation (`nav-page.mustache`,
/// once per page), rendered once per folder depth and shared by every page that shows the section
/// in full; only the page being read is rendered again, as the current one. Rendering a 250-page
/// section's list for each of its pages was most of a 10,000-page build's template work.
final class NavigationLists: Sendable {
    private struct Key: Hashable {
        let section: String
        /// The way up to the language root (`../`) that every link starts with.
        let root: String
    }

    private let partials: Partials
    private let strings: [String: String]
    /// Each list's links' HTML, in navigation order.
    private let lists = Locked<[Key: [String]]>([:])

    init(partials: Partials, strings: [String: String]) {
        self.partials = partials
        self.strings = strings
    }

    /// `group`'s links for a page `root` below the language root, the link to `current` (an
    /// address in the language) marked as the page being read.
    func html(of group: LanguageNavigation.Group, root: String, current: String) -> String {
        let key = Key(section: group.section, root: root)
        // Two pages of a new list may render it at once: both give the same links.
        let links = lists.withLock { $0[key] } ?? {
            let links = group.entries.map { link(to: $0, root: root, isCurrent: false) }
            lists.withLock { $0[key] = links }
            return links
        }()
        var html = ""
        html.reserveCapacity(links.reduce(0) { $0 + $1.utf8.count } + 32)
        for (entry, link) in zip(group.entries, links) {
            html += entry.htmlPath == current ? self.link(to: entry, root: root, isCurrent: true) : link
        }
        return html
    }

    private func link(to entry: SiteMap.Entry, root: String, isCurrent: Bool) -> String {
        partials.render(NavPageContext(title: entry.title, href: root + entry.htmlPath, isCurrent: isCurrent, isFallback: entry.isFallback,
                                       titleLang: entry.isFallback ? Language.source.code : "", ui: strings))
    }
}
