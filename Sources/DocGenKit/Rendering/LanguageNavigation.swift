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
    /// Position of each listed page in navigation order, for previous and next.
    private let listed: [SiteMap.Entry]
    private let positions: [String: Int]

    init(entries: [SiteMap.Entry], title: (String) -> String) {
        listed = entries.filter(\.isListed)
        var order: [String] = [], bySection: [String: [SiteMap.Entry]] = [:]
        for entry in listed {
            if bySection[entry.section] == nil { order.append(entry.section) }
            bySection[entry.section, default: []].append(entry)
        }
        groups = order.map { Group(section: $0, title: $0.isEmpty ? "" : title($0), entries: bySection[$0] ?? []) }
        positions = Dictionary(listed.enumerated().map { ($0.element.htmlPath, $0.offset) }, uniquingKeysWith: { a, _ in a })
    }

    func previous(of entry: SiteMap.Entry) -> SiteMap.Entry? {
        guard entry.isListed, let position = positions[entry.htmlPath], position > 0 else { return nil }
        return listed[position - 1]
    }

    func next(of entry: SiteMap.Entry) -> SiteMap.Entry? {
        guard entry.isListed, let position = positions[entry.htmlPath], position + 1 < listed.count else { return nil }
        return listed[position + 1]
    }
}
