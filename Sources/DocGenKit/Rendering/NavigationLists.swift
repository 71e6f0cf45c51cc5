/// The HTML of each section's list of pages in one language's navigation (`nav-page.mustache`,
/// once per page), rendered once per folder depth and shared by every page that shows the section;
/// only the page being read is rendered again, as the current one. Rendering a 250-page section's
/// list for each of its pages was most of a 10,000-page build's template work.
///
/// A section of more than `runLength` pages is shown in runs of that many: the run that holds the
/// page being read in full, every other run as one link to its first page ("Pages 51–100"). A
/// page's navigation then stays the same size however long its section grows, but for one link
/// per run, and every page of the section is two clicks away.
final class NavigationLists: Sendable {
    /// Pages a section shows in full; a longer one is cut into runs of this many.
    static let runLength = 50

    private struct Key: Hashable {
        let section: String
        /// The way up to the language root (`../`) that every link starts with.
        let root: String
    }

    /// A section's links, rendered for one folder depth.
    private struct Links {
        /// Each page's link, in navigation order.
        let pages: [String]
        /// Each run's link, when the section is cut into runs.
        let runs: [String]
    }

    private let partials: Partials
    private let strings: [String: String]
    private let lists = Locked<[Key: Links]>([:])

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
            let links = render(group, root: root)
            lists.withLock { $0[key] = links }
            return links
        }()
        let entries = group.entries
        let position = entries.firstIndex { $0.htmlPath == current }
        // A page outside the section (a top-level group shown on every page) opens its first run.
        let shownRun = links.runs.isEmpty ? 0 : (position ?? 0) / Self.runLength
        let shown = links.runs.isEmpty ? entries.indices : Self.run(shownRun, of: entries.count)
        var html = ""
        html.reserveCapacity((links.pages[shown] + links.runs).reduce(0) { $0 + $1.utf8.count } + 32)
        for run in links.runs.indices where run < shownRun { html += links.runs[run] }
        for index in shown {
            html += index == position ? link(to: entries[index], root: root, isCurrent: true) : links.pages[index]
        }
        for run in links.runs.indices where run > shownRun { html += links.runs[run] }
        return html
    }

    /// The positions of run `run` in a section of `count` pages.
    static func run(_ run: Int, of count: Int) -> Range<Int> {
        (run * runLength)..<min(count, (run + 1) * runLength)
    }

    private func render(_ group: LanguageNavigation.Group, root: String) -> Links {
        let pages = group.entries.map { link(to: $0, root: root, isCurrent: false) }
        guard group.entries.count > Self.runLength else { return Links(pages: pages, runs: []) }
        let runCount = (group.entries.count + Self.runLength - 1) / Self.runLength
        let runs = (0..<runCount).map { run in
            let positions = Self.run(run, of: group.entries.count)
            return partials.render(NavPageContext(title: rangeTitle(positions), href: root + group.entries[positions.lowerBound].htmlPath,
                                                  isCurrent: false, isFallback: false, titleLang: "", isRange: true, ui: strings))
        }
        return Links(pages: pages, runs: runs)
    }

    /// `navPageRange` ("Pages %@–%@") with the run's first and last page, counted from 1.
    private func rangeTitle(_ positions: Range<Int>) -> String {
        var parts = (strings["navPageRange"] ?? "%@–%@").components(separatedBy: "%@")[...]
        var title = parts.popFirst() ?? ""
        for number in [positions.lowerBound + 1, positions.upperBound] {
            title += String(number) + (parts.popFirst() ?? "")
        }
        return title + parts.joined(separator: "%@")
    }

    private func link(to entry: SiteMap.Entry, root: String, isCurrent: Bool) -> String {
        partials.render(NavPageContext(title: entry.title, href: root + entry.htmlPath, isCurrent: isCurrent, isFallback: entry.isFallback,
                                       titleLang: entry.isFallback ? Language.source.code : "", isRange: false, ui: strings))
    }
}
