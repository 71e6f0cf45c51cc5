@testable import DocGenKit
import Foundation
import Testing

@Suite("Search index")
struct SearchIndexTests {
    func document(_ body: String, title: String = "T") -> SearchIndex.Document {
        let source = SourcePage(language: .source, path: "p.md", displayPath: "p.md",
                                text: "---\ntitle: \(title)\norder: 1\n---\n" + body)
        return SearchIndex.document(for: PageParser.parse(source), href: "p.html")
    }

    @Test("the text is cut at every h2 and h3, each section linking its heading")
    func sections() {
        let doc = document("Intro *text*.\n\n## First part\n\nOne.\n\n### Detail\n\nTwo.\n\n#### Deep\n\nThree.\n")
        #expect(doc.title == "T")
        #expect(doc.href == "p.html")
        #expect(doc.sections.map(\.heading) == ["T", "First part", "Detail"])
        #expect(doc.sections.map(\.anchor) == ["", "first-part", "detail"])
        #expect(doc.sections.map(\.text) == ["Intro text.", "One.", "Two. Deep Three."])
    }

    @Test("the scripts are classic scripts that cannot end an inline <script> early")
    func script() throws {
        let doc = document("## A\n\nx </script> y\n")
        let files = SearchIndexScripts(language: Language("fr"), documents: [doc]).files
        #expect(files.map(\.name) == ["search-index.js", "search-text-1.js"])
        let index = try #require(files.first?.text)
        #expect(index.hasPrefix("window.DOCGEN_SEARCH_INDEX = {"))
        #expect(index.contains("\"lang\":\"fr\""))
        #expect(index.contains("\"parts\":[\"search-text-1.js\"]"))
        let part = try #require(files.last?.text)
        #expect(part.hasPrefix("(window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push({"))
        for file in files {
            #expect(file.text.hasSuffix(";\n"))
            #expect(!file.text.contains("</script>"))
        }
    }

    @Test("the title index holds no text, and the page title only once")
    func titleIndexIsSmall() throws {
        let doc = document("Intro words here.\n\n## Part\n\nBody words there.\n", title: "Unique title")
        let files = SearchIndexScripts(language: Language("en"), documents: [doc]).files
        let index = try #require(files.first?.text)
        #expect(index.components(separatedBy: "Unique title").count == 2)
        #expect(!index.contains("words"))
        #expect(index.contains("[[\"Part\",\"part\"]]"))
        #expect(files.last?.text.contains("[[\"Intro words here.\",\"Body words there.\"]]") == true)
    }

    @Test("text is cut into parts of pagesPerPart pages, each naming its first page, names known in advance")
    func parts() throws {
        let docs = (1...10).map { document("## H\n\nword\($0)\n", title: "Page \($0)") }
        let files = SearchIndexScripts(language: Language("en"), documents: docs, pagesPerPart: 4).files
        #expect(files.map(\.name) == ["search-index.js", "search-text-1.js", "search-text-2.js", "search-text-3.js"])
        #expect(files.map(\.name) == SearchIndexScripts.fileNames(documentCount: 10, pagesPerPart: 4))
        #expect(files[1].text.contains("\"first\":0") && files[1].text.contains("word4") && !files[1].text.contains("word5"))
        #expect(files[2].text.contains("\"first\":4"))
        #expect(files[3].text.contains("\"first\":8") && files[3].text.contains("word10"))
        #expect(files[0].text.contains("\"parts\":[\"search-text-1.js\",\"search-text-2.js\",\"search-text-3.js\"]"))
        #expect(SearchIndexScripts.fileNames(documentCount: 0) == ["search-index.js", "search-text-1.js"])
        #expect(SearchIndexScripts(language: Language("en"), documents: []).files.map(\.name) == ["search-index.js", "search-text-1.js"])
    }

    @Test("a lifecycle block's callbacks are searchable keys, once each, not the snippet's prose")
    func lifecycleKeys() {
        let body = "Prose first.\n\n```lifecycle id=a mode=scenes events=launch\nsceneDidBecomeActive(_:)\n"
            + "sceneWillResignActive(_:) // may be skipped\nsceneDidBecomeActive(_:)\n```\n"
        let doc = document(body)
        #expect(doc.sections[0].text == "Prose first.")
        #expect(doc.sections[0].keys == "sceneDidBecomeActive(_:) sceneWillResignActive(_:)")
    }

    @Test("a heading nested in a blockquote does not shift the sections after it")
    func nestedHeading() {
        let doc = document("> ## Note\n>\n> quoted\n\n## Real\n\nreal text\n")
        let real = doc.sections.first { $0.text == "real text" }
        #expect(real?.heading == "Real")
        #expect(real?.anchor == "real")
    }

    @Test("whitespace collapses as splitting at whitespace Characters and joining with spaces does, in 3,000 random texts")
    func collapsingWhitespace() {
        let pieces = [" ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{3000}", "\u{2028}", "\u{85}", " \u{301}", "word", "é", "生命", "한",
                      "e\u{301}", "\u{202F}", "\u{1680}", ".", "", "\u{205F}", "\u{2029}", "\u{FF21}", "\u{FFFC}", "😀", "\u{0B}"]
        var random = SplitMix(seed: 21)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            #expect(Array(text.collapsingWhitespace().utf8) == Array(expected.utf8), "\(text.debugDescription)")
        }
    }

    @Test("a table cell's tags are dropped as the regex /<[^>]*>/ drops them, in 3,000 random texts")
    func droppingTags() {
        let pieces = ["<", ">", "<wbr>", "<code>", "</code>", "a", " ", "é", "e\u{301}", "<\u{301}", "生命", "&lt;", "\n"]
        var random = SplitMix(seed: 23)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            #expect(Array(TableContext.droppingTags(text).utf8) == Array(text.replacing(/<[^>]*>/, with: "").utf8), "\(text.debugDescription)")
        }
    }
}

@Suite("Search index keys")
struct SearchIndexKeyTests {
    func document(_ body: String, title: String) -> SearchIndex.Document {
        let source = SourcePage(language: .source, path: "p.md", displayPath: "p.md",
                                text: "---\ntitle: \(title)\norder: 1\n---\n" + body)
        return SearchIndex.document(for: PageParser.parse(source), href: "p.html")
    }

    /// Ten pages, four to a part; the sixth (index 5) is in the second part.
    func keys(sixth body: String) -> [String: String] {
        let documents = (0..<10).map { number in
            document(number == 5 ? body : "## Heading \(number)\n\nWords \(number).\n", title: "Page \(number)")
        }
        let keys = SearchIndexScripts(language: .source, documents: documents, pagesPerPart: 4).keys(startingWith: StableHash())
        return Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0.key) })
    }

    func changed(_ a: [String: String], _ b: [String: String]) -> Set<String> {
        Set(a.keys.filter { a[$0] != b[$0] })
    }

    @Test("a page's prose, or an API name it lists, changes the key of its part alone")
    func proseChangesOnePart() {
        let base = keys(sixth: "## Heading\n\nWords.\n")
        #expect(keys(sixth: "## Heading\n\nWords.\n") == base, "the same pages, the same keys")
        #expect(changed(base, keys(sixth: "## Heading\n\nOther words.\n")) == ["search-text-2.js"])
        #expect(changed(base, keys(sixth: "## Heading\n\nWords.\n\nMore.\n")) == ["search-text-2.js"])
        let block = "```lifecycle id=a mode=scenes events=launch\nsceneDidBecomeActive(_:)\n```\n"
        #expect(changed(base, keys(sixth: "## Heading\n\nWords.\n\n" + block)) == ["search-text-2.js"])
    }

    @Test("a section's heading, a section more or fewer, changes the index of titles and the part")
    func headingsChangeTheIndex() {
        let base = keys(sixth: "## Heading\n\nWords.\n")
        for edited in ["## Other heading\n\nWords.\n", "Words.\n", "> ## Heading\n\nWords.\n", "#### Heading\n\nWords.\n",
                       "## Heading {#elsewhere}\n\nWords.\n", "## Heading\n\nWords.\n\n### Second\n"] {
            #expect(changed(base, keys(sixth: edited)) == ["search-index.js", "search-text-2.js"], "\(edited.debugDescription)")
        }
    }

    @Test("a page's sections spilled and read back keep the digest the renderer keys by")
    func digestOfSpilledPage() throws {
        let file = try #require(SpillFile())
        let source = SourcePage(language: .source, path: "p.md", displayPath: "p.md",
                                text: "---\ntitle: T\norder: 1\n---\nIntro.\n\n## A\n\nOne.\n\n### B\n\nTwo.\n")
        let page = PageParser.parse(source)
        let spilled = page.spilling(into: file)
        #expect(spilled.searchDigest == page.searchDigest)
        #expect(SearchIndex.document(for: spilled, href: "p.html").sections == page.searchSections)
        #expect(SearchDigest(page.searchSections.map { var section = $0; section.text += "!"; return section }).outline
                == page.searchDigest.outline, "the outline ignores the text")
    }

    @Test("a lifecycle block's callbacks are the words the Character reading found, in blocks of every kind of line end and comment")
    func selectorsAsCharacters() {
        // The reading before: lines and words by Characters, the comment by Foundation.
        func reference(_ literal: String) -> String {
            var seen = Set<Substring>(), names: [Substring] = []
            for line in literal.split(whereSeparator: \.isNewline) {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                for word in code.split(whereSeparator: \.isWhitespace) where !word.hasPrefix("window=") && seen.insert(word).inserted {
                    names.append(word)
                }
            }
            return names.joined(separator: " ")
        }
        let pieces = ["applicationDidBecomeActive(_:)", "sceneWillEnterForeground(_:)", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}",
                      "//", "/", " // note", "window=2", "window=", "x", "é", "\u{2028}", "中"]
        var generator = SplitMix(seed: 31)
        for _ in 0..<3_000 {
            let literal = (0..<Int(generator.next() % 10)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            #expect(SearchIndex.selectors(in: literal) == reference(literal), "\(literal.debugDescription)")
        }
    }
}
