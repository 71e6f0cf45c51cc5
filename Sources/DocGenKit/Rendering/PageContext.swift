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
    /// Languages hidden from other languages' switchers and hreflang (`site.yml`).
    let drafts: Set<Language>

    /// `../` once per folder between this page and its language root.
    private var toLanguageRoot: String { Self.languageRoot(of: entry.htmlPath) }

    static func languageRoot(of htmlPath: String) -> String {
        String(repeating: "../", count: htmlPath.split(separator: "/").count - 1)
    }

    private func href(to path: String) -> String { toLanguageRoot + path }

    var values: [String: Any] {
        let entries = map.entries[language] ?? []
        var values: [String: Any] = [
            "lang": language.code,
            "pageTitle": entry.title,
            "siteTitle": strings["siteTitle"] ?? "",
            "description": entry.description ?? strings["siteTagline"] ?? "",
            "rootPath": toLanguageRoot,
            "assetsPath": toLanguageRoot + "../assets/",
            "homeHref": href(to: entries.first?.htmlPath ?? "index.html"),
            "siteRootHref": toLanguageRoot + "../index.html",
            "searchIndexHref": href(to: SearchIndex.fileName),
            "nav": navigationGroups,
            "toc": tableOfContents,
            "hasToc": !tableOfContents.isEmpty,
            "languages": languageLinks,
            "alternates": alternates,
            "content": body,
            "ui": strings,
        ]
        // Previous and next follow the navigation; a page outside it (one callback) has neither.
        if let previous = navigation.previous(of: entry) { values["prev"] = link(previous) }
        if let next = navigation.next(of: entry) { values["next"] = link(next) }
        let name = languageNames[language] ?? language.code
        if entry.isFallback {
            values["fallbackNotice"] = (strings["fallbackNotice"] ?? "").replacingOccurrences(of: "%@", with: name)
            // The chrome stays in the reader's language; the English title and body say they are English.
            values["contentLang"] = Language.source.code
        }
        if drafts.contains(language) {
            values["draftNotice"] = (strings["draftNotice"] ?? "").replacingOccurrences(of: "%@", with: name)
        }
        return values
    }

    private func link(_ entry: SiteMap.Entry) -> [String: Any] {
        ["title": entry.title, "href": href(to: entry.htmlPath)]
    }

    /// The top-level pages and the page's own section in full; every other section as one link
    /// to its first page.
    private var navigationGroups: [[String: Any]] {
        let current = entry.parentHTMLPath ?? entry.htmlPath
        return navigation.groups.map { group in
            let expanded = group.section.isEmpty || group.section == entry.section
            var values: [String: Any] = ["sectionTitle": group.title, "hasSectionTitle": !group.section.isEmpty,
                                         "isExpanded": expanded]
            if expanded {
                values["pages"] = group.entries.map { ["title": $0.title, "href": href(to: $0.htmlPath), "isCurrent": $0.htmlPath == current,
                                                       "isFallback": $0.isFallback, "titleLang": $0.isFallback ? Language.source.code : ""] }
            } else if let first = group.entries.first {
                values["firstHref"] = href(to: first.htmlPath)
            }
            return values
        }
    }

    /// `reference` → `sectionReference`, the UI string that names a generated section (content
    /// sections are named by their `_section.md`).
    static func sectionKey(_ section: String) -> String {
        "section" + section.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private var tableOfContents: [[String: Any]] {
        entry.headings.filter { $0.level == 2 || $0.level == 3 }.map {
            ["id": $0.id, "text": $0.text, "isSub": $0.level == 3]
        }
    }

    /// The switcher: every language but other drafts. A link to an English fallback carries no
    /// hreflang, since the page it leads to is not in that language.
    private var languageLinks: [[String: Any]] {
        map.languages.filter { $0 == language || !drafts.contains($0) }.map { other in
            ["code": other.code, "name": languageNames[other] ?? other.code,
             "href": toLanguageRoot + "../" + other.code + "/" + entry.htmlPath,
             "isCurrent": other == language, "isTranslated": !map.isFallback(other, entry.htmlPath)]
        }
    }

    /// `<link rel="alternate" hreflang>`: the languages in which this page really exists.
    private var alternates: [[String: Any]] {
        languageLinks.filter { $0["isTranslated"] as? Bool == true }
    }
}
