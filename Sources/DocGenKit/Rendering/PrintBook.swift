/// One language of the site as a single HTML book for print (and PDF through a browser): a cover,
/// a table of contents, every page as a chapter in navigation order. Ids are made unique across
/// the book by a prefix per chapter, and links between pages become links inside the book.
struct PrintBook {
    typealias Chapter = BookChapter

    let language: Language
    let title: String
    let tagline: String
    let contentsTitle: String
    let chapters: [Chapter]

    static func fileName(of language: Language) -> String { "print/\(language.code).html" }

    private var chapterIDs: [String: String] {
        Dictionary(chapters.enumerated().map { ($0.element.entry.htmlPath, "ch\($0.offset + 1)") }, uniquingKeysWith: { a, _ in a })
    }

    var html: String {
        let ids = chapterIDs
        let contents = chapters.map { chapter in
            // An app state and a scene state share a name ("Background"): the contents say which is which.
            let kind = chapter.entry.searchKind.map { " <span class=\"contents-kind\">· \(HTML.escape($0))</span>" } ?? ""
            return "<li><a href=\"#\(ids[chapter.entry.htmlPath]!)\">\(Self.title(chapter))\(kind)</a></li>"
        }.joined(separator: "\n")
        let body = chapters.map { chapter in
            let id = ids[chapter.entry.htmlPath]!
            // A page of the reference (one callback, one state) follows the previous one on the
            // same sheet: a new sheet each left most of the reference's sheets half empty.
            let kind = chapter.entry.parentHTMLPath == nil ? "chapter" : "chapter chapter-entry"
            return "<section class=\"\(kind)\" id=\"\(id)\">\n<h1>\(Self.title(chapter))</h1>\n"
                + Self.scoped(chapter.body, chapter: id, at: chapter.entry.htmlPath, chapters: ids) + "</section>"
        }.joined(separator: "\n")
        return """
            <!DOCTYPE html>
            <html lang="\(language.code)">
            <head>
            <meta charset="utf-8">
            <title>\(HTML.escape(title))</title>
            <style>\(Self.stylesheet)</style>
            </head>
            <body>
            <header class="cover"><p class="cover-title">\(HTML.escape(title))</p><p class="cover-tagline">\(HTML.escape(tagline))</p></header>
            <nav class="contents" aria-label="\(HTML.escape(contentsTitle))"><h2>\(HTML.escape(contentsTitle))</h2>
            <ol>
            \(contents)
            </ol></nav>
            <main>
            \(body)
            </main>
            </body>
            </html>

            """
    }

    /// A chapter's title, free to wrap where an API name allows it (`application(_:<wbr>handle…`):
    /// one line wider than the page made the browser shrink the whole book to fit it (to 72 %).
    private static func title(_ chapter: Chapter) -> String {
        HTML.breakableCode(HTML.escape(chapter.entry.title))
    }

    /// The body with its ids prefixed by the chapter's, its fragment links and SVG references
    /// following them, and its links to other pages pointed at their chapters.
    static func scoped(_ html: String, chapter: String, at pagePath: String, chapters: [String: String]) -> String {
        let prefix = chapter + "-"
        var result = html.replacing(/\s(id|aria-labelledby|aria-describedby)="([^"]+)"/) { match in
            let values = match.output.2.split(separator: " ").map { prefix + $0 }.joined(separator: " ")
            return " \(match.output.1)=\"\(values)\""
        }
        result = result.replacing(/href="#([^"]*)"/) { match in "href=\"#\(prefix)\(idText(match.output.1))\"" }
        result = result.replacing(/url\(#([^)]+)\)/) { match in "url(#\(prefix)\(match.output.1))" }
        result = rewritingPageLinks(in: result, at: pagePath) { path, fragment in
            chapters[path].map { "#" + $0 + (fragment.map { "-" + idText($0) } ?? "") }
        }
        return result
    }

    /// A link's fragment as the id it names is written: cmark percent-encodes non-ASCII link
    /// targets (`#%E5%9C%A8…`), ids stay in their letters (`在应用…`), and a prefixed fragment no
    /// longer matches the id once encoded.
    private static func idText(_ fragment: Substring) -> String {
        let text = HTML.unescape(String(fragment))
        return HTML.escape(text.removingPercentEncoding ?? text)
    }

    static let stylesheet = """
        @page { size: A4; margin: 18mm 16mm; @bottom-center { content: counter(page); } }
        /* A Latin serif first: without one, Latin text fell to the CJK serif and its full-width quotes.
           A word wider than the page (a long API name as a link's text) breaks rather than make the
           browser shrink every page to fit it. */
        body { font-family: "Noto Serif", "Liberation Serif", "DejaVu Serif", "Noto Serif CJK SC", "Noto Serif CJK KR", serif;
               font-size: 10.5pt; line-height: 1.45; overflow-wrap: break-word; }
        :lang(zh-Hans) { font-family: "Noto Sans CJK SC", sans-serif; }
        :lang(ko) { font-family: "Noto Sans CJK KR", sans-serif; }
        /* Code stays monospace under the rules above, which match every element of the language. */
        code, pre, :lang(zh-Hans) :is(code, pre, .diagram-label-callback), :lang(ko) :is(code, pre, .diagram-label-callback) {
          font-family: "Noto Sans Mono", "DejaVu Sans Mono", "Noto Sans Mono CJK SC", "Noto Sans Mono CJK KR", monospace;
        }
        .cover { height: 240mm; display: flex; flex-direction: column; justify-content: center; text-align: center; }
        .cover-title { font-size: 28pt; font-weight: bold; margin: 0; }
        .cover-tagline { font-size: 13pt; }
        .contents { break-after: page; }
        .contents a { color: inherit; text-decoration: none; }
        .contents-kind { color: #555; font-size: 0.9em; }
        .contents a::after { content: leader('.') target-counter(attr(href), page); }
        .chapter { break-before: page; }
        .chapter-entry { break-before: auto; margin-top: 2.5em; padding-top: 1em; border-top: 1px solid #999; }
        h1, h2, h3 { break-after: avoid; }
        code, pre { font-size: 0.9em; }
        .step-comment { display: block; font-size: 0.9em; color: #444; }
        .lifecycle-header > span + span::before { content: " · "; }
        pre { white-space: pre-wrap; border: 1px solid #bbb; padding: 0.5em; break-inside: avoid; }
        table { border-collapse: collapse; width: 100%; margin: 0.8em 0; }
        thead { display: table-header-group; }
        tr { break-inside: avoid; }
        /* A reference entry's title stays with its facts, a declaration's language with its code. */
        .table-wrap:has(> table.facts) { break-inside: avoid; }
        .chapter-entry > h1 + p:has(+ .table-wrap > table.facts) { break-inside: avoid; break-after: avoid; }
        .declaration-language { break-after: avoid; margin-bottom: 0.3em; }
        /* An event's heading, how it is written and what it does stay with its table: they were left
           at a page's foot, the table on the next page. */
        .event-id, .event-id + p { break-after: avoid; }
        /* So does a sequence's caption, whole (and its mode's label, over a tab's block): 11 of them
           ended a page of the French book. */
        .tab-label, .lifecycle-header { break-after: avoid; }
        .lifecycle-header { break-inside: avoid; }
        /* A chapter's closing list (its sources) in two narrower columns, and never split so that
           one to three links sit alone on a page: a short list moves whole, with its heading; a
           long one leaves at least two links on each side of the break. */
        .chapter > h2 + ul:last-child { columns: 2; column-gap: 2em; font-size: 0.9em; }
        li { break-inside: avoid; }
        .chapter > h2 + ul:last-child:not(:has(> li:nth-child(9))) { break-inside: avoid; }
        .chapter > h2 + ul:last-child > li:nth-child(2), .chapter > h2 + ul:last-child > li:nth-last-child(-n+2) { break-before: avoid; }
        th, td { border: 1px solid #999; padding: 2pt 4pt; vertical-align: top; text-align: left; }
        figure { margin: 0.8em 0; }
        .state-diagram, svg { break-inside: avoid; }
        svg { max-width: 100%; height: auto; }
        .heading-anchor, .visually-hidden { display: none; }
        .optional-tag, .deprecated-tag { font-size: 0.8em; border: 1px dashed #999; padding: 0 0.3em; white-space: nowrap; }
        /* A step's receiver and state, and an event's mode, break between words, never inside one: the
           Chinese book printed 应用代|理 and 前台未激|活 in columns the callbacks' names had narrowed. */
        .lifecycle-step .receiver { white-space: nowrap; }
        :lang(zh-Hans) .lifecycle-step .state, :lang(zh-Hans) table.events th { word-break: keep-all; }
        :lang(zh-Hans) em, :lang(ko) em { font-style: normal; font-weight: bold; }
        /* The selectors one by one, as in the EPUB book (whose checker knows no :is()). */
        :lang(zh-Hans) .tok-comment, :lang(zh-Hans) .diagram-label-event, :lang(zh-Hans) .lifecycle-empty, :lang(zh-Hans) .lifecycle-body > p,
        :lang(ko) .tok-comment, :lang(ko) .diagram-label-event, :lang(ko) .lifecycle-empty, :lang(ko) .lifecycle-body > p { font-style: normal; }
        /* Korean breaks between words, as the site does, not inside them. */
        :lang(ko) { word-break: keep-all; }
        .tab-label { font-weight: bold; }
        .tab-panel ~ .tab-panel .lifecycle-legend { display: none; }
        /* A book explains how to read a sequence once, in the first chapter that has one. */
        .chapter:has(.lifecycle-legend) ~ .chapter .lifecycle-legend { display: none; }
        a { color: inherit; }

        """
}
