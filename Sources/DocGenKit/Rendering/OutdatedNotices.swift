/// The site's notes on a translated page whose English changed since it was marked translated:
/// after the heading of each outdated section, a note in the reader's language with a link to the
/// same section of the English page; where the English has a new section, a note before the next
/// heading; when the changes cannot be placed, one note at the top. Styled and announced like the
/// fallback notice of untranslated pages (`role="note"`).
struct OutdatedNotices {
    let strings: [String: String]

    /// `body` (with the heading placeholders `PageBodyRenderer` kept) with the notes of `page` in
    /// place; `englishHref` is the English page, relative to this one.
    func apply(to body: String, page: PageStaleness?, englishHref: String) -> String {
        var before: [String: [String]] = [:], after: [String: [String]] = [:]
        var top: [String] = [], end: [String] = []
        if let page, page.state == .outdated {
            if !page.headingsMatch {
                top.append(note(strings["outdatedPageNotice"], href: englishHref))
            } else {
                for change in page.changes {
                    let target = change.english.flatMap { $0.isHeading ? englishHref + "#" + $0.key : nil } ?? englishHref
                    switch change.kind {
                    case .changed, .removed:
                        let text = change.kind == .changed ? strings["outdatedSectionNotice"] : strings["outdatedSectionRemoved"]
                        let html = note(text, href: target)
                        if let section = change.translation, section.isHeading { after[section.key, default: []].append(html) }
                        else { top.append(html) }
                    case .added:
                        let title = "<span lang=\"\(Language.source.code)\">\(HTML.escape(change.english?.title ?? ""))</span>"
                        let html = note(strings["outdatedSectionNew"], href: target, argument: title)
                        if let section = change.translation { before[section.key, default: []].append(html) } else { end.append(html) }
                    }
                }
            }
        }
        // Only heading tokens are left in a rendered body: `PageBodyRenderer` filled every other one
        // or refused the page.
        let (html, _) = BodyPlaceholder.substitute(in: body, page: nil) { placeholder in
            switch placeholder {
            case .beforeHeading(let id): before[id, default: []].joined()
            case .afterHeading(let id): after[id, default: []].joined()
            default: placeholder.token
            }
        }
        return top.joined() + html + end.joined()
    }

    /// `body` without the heading placeholders: books carry no notes (their links could not reach
    /// the English site).
    static func strip(_ body: String) -> String {
        BodyPlaceholder.substitute(in: body, page: nil) { placeholder in
            switch placeholder {
            case .beforeHeading, .afterHeading: ""
            default: placeholder.token
            }
        }.html
    }

    private func note(_ text: String?, href: String, argument: String? = nil) -> String {
        var sentence = HTML.escape(text ?? "")
        if let argument { sentence = sentence.replacingOccurrences(of: "%@", with: argument) }
        let link = HTML.escape(strings["outdatedReadEnglish"] ?? "")
        return "<p class=\"outdated-notice\" role=\"note\">" + Self.icon + "<span>\(sentence) "
            + "<a href=\"\(HTML.escape(href))\" hreflang=\"\(Language.source.code)\">\(link)</a></span></p>\n"
    }

    /// The fallback notice's icon (an "i" in a circle), hidden from assistive technology.
    private static let icon = "<svg class=\"icon\" viewBox=\"0 0 20 20\" width=\"18\" height=\"18\" aria-hidden=\"true\" focusable=\"false\"><circle cx=\"10\" cy=\"10\" r=\"7.25\" fill=\"none\" stroke=\"currentColor\" stroke-width=\"1.6\"/><path d=\"M10 9v5M10 6.2v.1\" stroke=\"currentColor\" stroke-width=\"1.8\" stroke-linecap=\"round\"/></svg>"
}
