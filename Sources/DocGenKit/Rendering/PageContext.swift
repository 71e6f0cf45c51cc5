/// The values a page template sees (documented in `Site/README.md`). All links are relative,
/// so the site reads the same from `file://` as from a server.
struct PageContext {
    let language: Language
    let entry: SiteMap.Entry
    let map: SiteMap
    let navigation: LanguageNavigation
    let strings: [String: String]
    let body: String
    let languageNames: [Language: String]
    /// `site.yml`: draft languages (hidden from other languages' switchers and hreflang), the edit link.
    let config: SiteConfig
    private var drafts: Set<Language> { config.draftLanguages }

    /// `../` once per folder between this page and its language root.
    private var toLanguageRoot: String { Self.languageRoot(of: entry.htmlPath) }

    /// As many `../` as the path has folders (non-empty parts before its last), counted over its
    /// bytes: splitting the String walked Characters and made an array, twice for every page of a
    /// rebuild, reused or not (a twentieth of a one-page rebuild's instructions).
    static func languageRoot(of htmlPath: String) -> String {
        var parts = 0, inPart = false
        for byte in htmlPath.utf8 {
            if byte == UInt8(ascii: "/") {
                inPart = false
            } else if !inPart {
                (inPart, parts) = (true, parts + 1)
            }
        }
        return String(repeating: "../", count: max(parts - 1, 0))
    }

    private func href(to path: String) -> String { toLanguageRoot + path }

    /// Everything but the navigation (`navigationGroups(_:)`, the template's `nav`), made only for a
    /// page that is rendered: a page reused from the previous build needs only its key, for which
    /// `addValuesKey` and `addNavigationKey` stand. Made as the template reads them (`TemplateValue`):
    /// made as `Any` and converted, by dynamic casts, they cost a page 270,000 instructions more.
    var valuesButNavigation: [String: TemplateValue] {
        let entries = map.entries[language] ?? []
        // The language switcher; `<link rel="alternate" hreflang>` names the languages in which the page really exists.
        let languages = languageLinks
        let toc = tableOfContents
        var values: [String: TemplateValue] = [
            "lang": .text(language.code),
            "pageTitle": .text(entry.title),
            "pageTitlePieces": .list(CodePiece.title(entry.title).map(\.templateValue)),
            "siteTitle": .text(strings["siteTitle"] ?? ""),
            "description": .text(entry.description ?? strings["siteTagline"] ?? ""),
            "rootPath": .text(toLanguageRoot),
            "assetsPath": .text(toLanguageRoot + "../assets/"),
            "homeHref": .text(href(to: entries.first?.htmlPath ?? "index.html")),
            "siteRootHref": .text(toLanguageRoot + "../index.html"),
            "searchIndexHref": .text(href(to: SearchIndex.fileName)),
            "toc": .list(toc),
            "hasToc": .flag(!toc.isEmpty),
            "languages": .list(languages.map(\.value)),
            "alternates": .list(languages.filter(\.isTranslated).map(\.value)),
            "pageHeadingIDs": .text(entry.headings.map(\.id).joined(separator: " ")),
            "content": .text(body),
            "ui": .strings(strings),
        ]
        if let crumbs = breadcrumbs { values["breadcrumbs"] = .dictionary(["items": .list(crumbs)]) }
        // The page's own footer: when its content last changed, and where to edit it (pages written in Markdown).
        if case .markdown(let page) = entry.body {
            var meta: [String: TemplateValue] = [:]
            if let updated = page.frontMatter?.updated { meta["updated"] = lastUpdated(updated) }
            if let edit = config.editLink(for: page.source.language.code + "/" + page.source.path) { meta["editHref"] = .text(edit) }
            if !meta.isEmpty { values["pageMeta"] = .dictionary(meta) }
        }
        // Previous and next follow the navigation; a page outside it (one callback) has neither.
        if let previous = navigation.previous(of: entry) { values["prev"] = link(previous) }
        if let next = navigation.next(of: entry) { values["next"] = link(next) }
        let name = languageNames[language] ?? language.code
        if entry.isFallback {
            values["fallbackNotice"] = .text((strings["fallbackNotice"] ?? "").replacingOccurrences(of: "%@", with: name))
            // The chrome stays in the reader's language; the English title and body say they are English.
            values["contentLang"] = .text(Language.source.code)
        }
        if drafts.contains(language) {
            values["draftNotice"] = .text((strings["draftNotice"] ?? "").replacingOccurrences(of: "%@", with: name))
        }
        return values
    }

    /// What `valuesButNavigation` is made from, fed to a page's key instead of the values: making
    /// them and hashing them through `Any` for every page was a tenth of a build that reuses them all.
    /// Keep the two in step: a value read there and not here is a page left stale (the incremental
    /// build tests compare each kind of edit with a clean build). The strings, the language names
    /// and `site.yml` come from the theme and the catalogs, which the build's fingerprint stands for.
    func addValuesKey(to hash: inout StableHash) {
        hash.add("values"); hash.add(language.code)
        add(entry, to: &hash)
        hash.add(entry.section); hash.add(entry.description ?? "\u{0}"); hash.add(entry.isFallback ? "fallback" : "")
        hash.add(entry.headingsDigest)
        // The home link and the breadcrumbs: the home page, the section's first page, the parent.
        let entries = map.entries[language] ?? []
        add(entries.first, to: &hash)
        let group = navigation.groups.first { $0.section == entry.section }
        hash.add(group?.title ?? "\u{0}"); add(group?.entries.first, to: &hash)
        add(entry.parentHTMLPath.flatMap { map.entry(language, $0) }, to: &hash)
        add(navigation.previous(of: entry), to: &hash); add(navigation.next(of: entry), to: &hash)
        if case .markdown(let page) = entry.body {
            hash.add(page.frontMatter?.updated?.iso ?? ""); hash.add(.path(page.source.language.code, page.source.path))
        }
        // The switcher: each language's page at this path, and its headings where they correspond.
        hash.add(UInt64(map.languages.count))
        for (other, page) in zip(map.languages, map.alternates(entry.htmlPath)) {
            hash.add(other.code); hash.add(page?.isFallback == true ? "fallback" : "")
            if other != language, let page { hash.add(page.headingsDigest) } else { hash.add("\u{0}") }
        }
    }

    private func add(_ entry: SiteMap.Entry?, to hash: inout StableHash) {
        guard let entry else { return hash.add("\u{0}") }
        hash.add(entry.linkDigest)
    }

    /// The way down to this page: its section (a link to the section's first page) or, for a
    /// top-level page, the home page; the page it belongs to, if any. The home page has none.
    private var breadcrumbs: [TemplateValue]? {
        let entries = map.entries[language] ?? []
        guard let home = entries.first, entry.htmlPath != home.htmlPath else { return nil }
        var crumbs: [TemplateValue] = []
        if entry.section.isEmpty {
            crumbs.append(.dictionary(["title": .text(strings["home"] ?? home.title), "href": .text(href(to: home.htmlPath))]))
        } else if let group = navigation.groups.first(where: { $0.section == entry.section }), let first = group.entries.first {
            crumbs.append(.dictionary(["title": .text(group.title), "href": .text(href(to: first.htmlPath))]))
        }
        if let parent = entry.parentHTMLPath.flatMap({ map.entry(language, $0) }) { crumbs.append(link(parent)) }
        return crumbs
    }

    /// `ui.lastUpdated` around the day, in the page's language: `before`, `date`, `datetime`, `after`.
    private func lastUpdated(_ day: ContentDate) -> TemplateValue {
        let parts = (strings["lastUpdated"] ?? "%@").components(separatedBy: "%@")
        return .dictionary(["before": .text(parts.first ?? ""), "after": .text(parts.dropFirst().joined()), "datetime": .text(day.iso),
                            "date": .text(day.formatted(in: entry.isFallback ? Language.source : language))])
    }

    /// A previous/next link; its title in pieces too, so that an API name breaks only where the page title may.
    private func link(_ entry: SiteMap.Entry) -> TemplateValue {
        .dictionary(["title": .text(entry.title), "href": .text(href(to: entry.htmlPath)),
                     "titlePieces": .list(CodePiece.title(entry.title).map(\.templateValue))])
    }

    /// What `navigationGroups` is made from, fed to a page's key instead of its values: the
    /// language's navigation (hashed once for all its pages), the page's section, the page it
    /// marks as current, and the way up to the language root that every link starts with.
    func addNavigationKey(to hash: inout StableHash) {
        hash.add("nav"); hash.add(navigation.fingerprint)
        hash.add(entry.section); hash.add(currentHTMLPath); hash.add(toLanguageRoot)
    }

    private var currentHTMLPath: String { entry.parentHTMLPath ?? entry.htmlPath }

    /// The top-level pages and the page's own section in full (their links' HTML from `lists`);
    /// every other section as one link to its first page.
    func navigationGroups(_ lists: NavigationLists) -> [TemplateValue] {
        let current = currentHTMLPath
        return navigation.groups.map { group in
            let expanded = group.section.isEmpty || group.section == entry.section
            var values: [String: TemplateValue] = ["sectionTitle": .text(group.title), "hasSectionTitle": .flag(!group.section.isEmpty),
                                                   "isExpanded": .flag(expanded)]
            if expanded {
                values["pagesHTML"] = .text(lists.html(of: group, root: toLanguageRoot, current: current))
            } else if let first = group.entries.first {
                values["firstHref"] = .text(href(to: first.htmlPath))
            }
            return .dictionary(values)
        }
    }

    /// `reference` → `sectionReference`, the UI string that names a generated section (content
    /// sections are named by their `_section.md`).
    static func sectionKey(_ section: String) -> String {
        "section" + section.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private var tableOfContents: [TemplateValue] {
        entry.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            .dictionary(["id": .text($0.id), "text": .text($0.text), "isSub": .flag($0.level == 3)])
        }
    }

    /// The switcher: every language but other drafts, each link with whether it leads to a
    /// translation (`alternates` are those). A link to an English fallback carries no hreflang,
    /// since the page it leads to is not in that language.
    private var languageLinks: [(value: TemplateValue, isTranslated: Bool)] {
        let levels = entry.headings.map(\.level)
        return map.languages.filter { $0 == language || !drafts.contains($0) }.map { other in
            let isTranslated = !map.isFallback(other, entry.htmlPath)
            var link: [String: TemplateValue] = ["code": .text(other.code), "name": .text(languageNames[other] ?? other.code),
                                                 "href": .text(toLanguageRoot + "../" + other.code + "/" + entry.htmlPath),
                                                 "isCurrent": .flag(other == language), "isTranslated": .flag(isTranslated)]
            // Headings correspond by position when their levels do (as the parity check pairs
            // them): site.js then sends the reader to the same section in the other language.
            if other != language, !levels.isEmpty, let page = map.entry(other, entry.htmlPath), page.headings.map(\.level) == levels {
                link["headingIDs"] = .text(page.headings.map(\.id).joined(separator: " "))
            }
            return (.dictionary(link), isTranslated)
        }
    }
}
