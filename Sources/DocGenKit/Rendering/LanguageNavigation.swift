/// One language's navigation, computed once for all its pages: the listed pages by section, in
/// order, and each page's neighbours. A page then shows its own section in full and every other
/// section as one link (MkDocs Material's pruned navigation), so its size does not grow with the
/// pages elsewhere, and building it costs the size of its own section.
struct LanguageNavigation {
    struct Group {
        let section: String
        let title: String
        let entries: [SiteMap.Entry]
    }

    let groups: [Group]
    /// Every group's section, title and pages (title, address, whether a fallback): all that a
    /// page's navigation shows, but for which group it opens and which page it marks.
    let fingerprint: String
    /// Position of each listed page in navigation order, for previous and next.
    private let listed: [SiteMap.Entry]
    private let positions: [String: Int]
    /// Pages not listed in the navigation (one per callback, one per state), by their parent page, in
    /// site order: each leads to its siblings, so a reader can page through the reference.
    private let children: [String: [SiteMap.Entry]]
    private let childPositions: [String: Int]

    init(entries: [SiteMap.Entry], title: (String) -> String) {
        listed = entries.filter(\.isListed)
        var order: [String] = [], bySection: [String: [SiteMap.Entry]] = [:]
        for entry in listed {
            if bySection[entry.section] == nil { order.append(entry.section) }
            bySection[entry.section, default: []].append(entry)
        }
        groups = order.map { Group(section: $0, title: $0.isEmpty ? "" : title($0), entries: bySection[$0] ?? []) }
        fingerprint = Self.fingerprint(of: groups)
        positions = Dictionary(listed.enumerated().map { ($0.element.htmlPath, $0.offset) }, uniquingKeysWith: { a, _ in a })
        var children: [String: [SiteMap.Entry]] = [:], childPositions: [String: Int] = [:]
        for entry in entries where !entry.isListed {
            guard let parent = entry.parentHTMLPath else { continue }
            childPositions[entry.htmlPath] = children[parent, default: []].count
            children[parent, default: []].append(entry)
        }
        self.children = children
        self.childPositions = childPositions
    }

    private static func fingerprint(of groups: [Group]) -> String {
        var hash = StableHash()
        hash.add(UInt64(groups.count))
        for group in groups {
            hash.add(group.section); hash.add(group.title); hash.add(UInt64(group.entries.count))
            // Each entry's title and address by the digest it was made with (`SiteMap.Entry.linkDigest`).
            for entry in group.entries {
                hash.add(entry.linkDigest); hash.add(UInt64(entry.isFallback ? 1 : 0))
            }
        }
        return hash.hex
    }

    func previous(of entry: SiteMap.Entry) -> SiteMap.Entry? {
        guard entry.isListed else { return sibling(of: entry, offset: -1) }
        guard let position = positions[entry.htmlPath], position > 0 else { return nil }
        return listed[position - 1]
    }

    func next(of entry: SiteMap.Entry) -> SiteMap.Entry? {
        guard entry.isListed else { return sibling(of: entry, offset: 1) }
        guard let position = positions[entry.htmlPath], position + 1 < listed.count else { return nil }
        return listed[position + 1]
    }

    /// The page before or after an unlisted page among its parent's other children.
    private func sibling(of entry: SiteMap.Entry, offset: Int) -> SiteMap.Entry? {
        guard let parent = entry.parentHTMLPath, let siblings = children[parent],
              let position = childPositions[entry.htmlPath], siblings.indices.contains(position + offset) else { return nil }
        return siblings[position + offset]
    }
}
