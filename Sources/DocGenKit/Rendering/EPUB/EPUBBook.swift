import Foundation

/// One language of the site as an EPUB 3 book: the pages in navigation order (every page, since
/// pages link to each other), a navigation document grouped by section, the SVG figures inline,
/// one small stylesheet. The same input gives the same bytes: fixed timestamps, an identifier
/// derived from the title and language, `mimetype` stored first.
struct EPUBBook {
    typealias Chapter = BookChapter

    let language: Language
    let title: String
    let chapters: [Chapter]
    let navigation: LanguageNavigation
    let tocTitle: String

    static func fileName(of language: Language) -> String { "epub/\(language.code).epub" }

    /// A content document's name: `scenes/scene-delegate.html` → `text/scenes_scene-delegate.xhtml`.
    static func documentPath(_ htmlPath: String) -> String {
        "text/" + htmlPath.dropLast(".html".count).replacingOccurrences(of: "/", with: "_") + ".xhtml"
    }

    var data: Data {
        var zip = ZipArchive()
        zip.add("mimetype", Data("application/epub+zip".utf8))
        zip.add("META-INF/container.xml", Data(Self.container.utf8))
        zip.add("OEBPS/content.opf", Data(packageDocument.utf8))
        zip.add("OEBPS/nav.xhtml", Data(navigationDocument.utf8))
        zip.add("OEBPS/css/book.css", Data(Self.stylesheet.utf8))
        for chapter in chapters {
            zip.add("OEBPS/" + Self.documentPath(chapter.entry.htmlPath), Data(document(chapter).utf8))
        }
        return zip.data
    }

    private static let container = """
        <?xml version="1.0" encoding="UTF-8"?>
        <container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
        <rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/></rootfiles>
        </container>

        """

    /// A stable urn:uuid from the book's title and language.
    private var identifier: String {
        var high: UInt64 = 0xcbf2_9ce4_8422_2325, low: UInt64 = 0x8422_2325_cbf2_9ce4
        for byte in "docgen|\(title)|\(language.code)".utf8 {
            high = (high ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            low = (low ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 &+ high
        }
        let hex = String(format: "%016llx%016llx", high, low)
        let chars = Array(hex)
        return "urn:uuid:" + [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }.joined(separator: "-")
    }

    private var packageDocument: String {
        let items = chapters.enumerated().map { index, chapter in
            let svg = chapter.body.contains("<svg") ? " properties=\"svg\"" : ""
            return "<item id=\"c\(index)\" href=\"\(Self.documentPath(chapter.entry.htmlPath))\" media-type=\"application/xhtml+xml\"\(svg)/>"
        }.joined(separator: "\n")
        let spine = chapters.indices.map { "<itemref idref=\"c\($0)\"/>" }.joined(separator: "\n")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="\(language.code)">
            <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
            <dc:identifier id="book-id">\(identifier)</dc:identifier>
            <dc:title>\(XHTML.escape(title))</dc:title>
            <dc:language>\(language.code)</dc:language>
            <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
            </metadata>
            <manifest>
            <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
            <item id="css" href="css/book.css" media-type="text/css"/>
            \(items)
            </manifest>
            <spine>
            \(spine)
            </spine>
            </package>

            """
    }

    private var navigationDocument: String {
        var list = ""
        for group in navigation.groups {
            let pages = group.entries.map { "<li><a href=\"\(Self.documentPath($0.htmlPath))\">\(XHTML.escape($0.title))</a></li>" }
                .joined()
            if group.section.isEmpty {
                list += pages
            } else if let first = group.entries.first {
                list += "<li><a href=\"\(Self.documentPath(first.htmlPath))\">\(XHTML.escape(group.title))</a><ol>\(pages)</ol></li>"
            }
        }
        return page(title: tocTitle, stylesheet: "css/book.css",
                    body: "<nav epub:type=\"toc\" id=\"toc\"><h1>\(XHTML.escape(tocTitle))</h1><ol>\(list)</ol></nav>")
    }

    private func document(_ chapter: Chapter) -> String {
        let body = XHTML.fromSiteHTML(chapter.body, at: chapter.entry.htmlPath, documents: documentPaths)
        return page(title: chapter.entry.title, stylesheet: "../css/book.css",
                    body: "<section><h1>\(XHTML.escape(chapter.entry.title))</h1>\n\(body)</section>")
    }

    private var documentPaths: [String: String] {
        Dictionary(chapters.map { ($0.entry.htmlPath, Self.documentPath($0.entry.htmlPath)) }, uniquingKeysWith: { a, _ in a })
    }

    private func page(title: String, stylesheet: String, body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE html>
        <html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="\(language.code)" xml:lang="\(language.code)">
        <head><meta charset="UTF-8"/><title>\(XHTML.escape(title))</title><link rel="stylesheet" type="text/css" href="\(stylesheet)"/></head>
        <body>
        \(body)
        </body>
        </html>

        """
    }

    private static let stylesheet = """
        body { font-family: serif; line-height: 1.5; }
        code, pre { font-family: monospace; font-size: 0.9em; }
        pre { white-space: pre-wrap; }
        table { border-collapse: collapse; margin: 1em 0; }
        th, td { border: 1px solid #999; padding: 0.2em 0.4em; vertical-align: top; }
        figure { margin: 1em 0; page-break-inside: avoid; }
        svg { max-width: 100%; height: auto; }
        .heading-anchor { display: none; }
        .visually-hidden { display: none; }
        .optional-tag, .deprecated-tag { font-size: 0.8em; border: 1px dashed #999; padding: 0 0.3em; white-space: nowrap; }
        /* As in the print book: a caption or label stays with what it heads, and a step's receiver,
           a Chinese state or an event's mode is not cut inside a word. The CSS 2 names, which
           reading systems know. */
        h1, h2, h3, .tab-label, .lifecycle-header, .event-id { page-break-after: avoid; }
        tr, .lifecycle-header { page-break-inside: avoid; }
        .lifecycle-step .receiver { white-space: nowrap; }
        :lang(zh-Hans) .lifecycle-step .state, :lang(zh-Hans) table.events th { word-break: keep-all; }
        .step-comment { display: block; font-size: 0.9em; }
        .tab-label { font-weight: bold; }
        .tab-panel ~ .tab-panel .lifecycle-legend { display: none; }
        /* No fake italic over Han and Hangul; Korean breaks between words, as on the site. */
        :lang(zh-Hans) em, :lang(ko) em { font-style: normal; font-weight: bold; }
        /* epubcheck's CSS parser knows no :is(): the selectors one by one. */
        :lang(zh-Hans) .tok-comment, :lang(zh-Hans) .diagram-label-event, :lang(zh-Hans) .lifecycle-empty, :lang(zh-Hans) .lifecycle-body > p,
        :lang(ko) .tok-comment, :lang(ko) .diagram-label-event, :lang(ko) .lifecycle-empty, :lang(ko) .lifecycle-body > p { font-style: normal; }
        :lang(ko) { word-break: keep-all; }

        """
}

/// The site's HTML made into XHTML for a book: void elements closed, page links pointed at the
/// book's documents (a link to a page the book does not hold keeps its text and loses its target).
enum XHTML {
    static func escape(_ text: String) -> String { HTML.escape(text) }

    static func fromSiteHTML(_ html: String, at pagePath: String, documents: [String: String]) -> String {
        var result = html.replacingOccurrences(of: "<wbr>", with: "<wbr/>")
            .replacing(/<(br|hr|img|col|input)(\s[^>]*?)?\s*\/?>/) { match in "<\(match.output.1)\(match.output.2 ?? "")/>" }
        // Every document sits in text/, so a link is its file name.
        result = rewritingPageLinks(in: result, at: pagePath) { path, fragment in
            documents[path].map { $0.dropFirst("text/".count) + (fragment.map { "#" + $0 } ?? "") }
        }
        return result
    }
}
