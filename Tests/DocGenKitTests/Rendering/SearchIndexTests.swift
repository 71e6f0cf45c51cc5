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

    @Test("the script is a classic script that cannot end an inline <script> early")
    func script() {
        let doc = document("## A\n\nx </script> y\n")
        let script = SearchIndex.script(language: Language("fr"), documents: [doc])
        #expect(script.hasPrefix("window.DOCGEN_SEARCH_INDEX = {"))
        #expect(script.hasSuffix(";\n"))
        #expect(!script.contains("</script>"))
        #expect(script.contains("\"lang\":\"fr\""))
    }

    @Test("a heading nested in a blockquote does not shift the sections after it")
    func nestedHeading() {
        let doc = document("> ## Note\n>\n> quoted\n\n## Real\n\nreal text\n")
        let real = doc.sections.first { $0.text == "real text" }
        #expect(real?.heading == "Real")
        #expect(real?.anchor == "real")
    }
}
