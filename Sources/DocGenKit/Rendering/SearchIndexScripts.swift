import Foundation

/// The files of one language's search index, in a compact form (arrays, not keyed objects; the
/// first section's heading, always the page title, left out):
///
///     search-index.js    window.DOCGEN_SEARCH_INDEX = {"v":2,"lang":"fr","parts":["search-text-1.js",…],
///                          "docs":[[title, href, context, [[heading, anchor], …]], …]};
///     search-text-N.js   (window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push(
///                          {"lang":"fr","first":D,"texts":[[section, …], …]});
///
/// where a section is its text, or `[text, keys]` when it has API names to search but not to show,
/// and `first` is the index of the part's first document. `Site/assets/search.js` reads both.
///
/// Parts hold a fixed number of pages, so that the file names are known before any page is
/// rendered (the build lists every file it will write first): at 3–8 KB of text a page, about
/// 1 MB a part; a large site loads its text in a few steps, a small one in one.
struct SearchIndexScripts {
    static let version = 2
    static let defaultPagesPerPart = 200

    let language: Language
    let documents: [SearchIndex.Document]
    var pagesPerPart = defaultPagesPerPart

    static func partName(_ number: Int) -> String { "search-text-\(number).js" }

    /// The names `files` gives for this many documents, before they are rendered.
    static func fileNames(documentCount: Int, pagesPerPart: Int = defaultPagesPerPart) -> [String] {
        let parts = max(1, (documentCount + pagesPerPart - 1) / pagesPerPart)
        return [SearchIndex.fileName] + (1...parts).map(partName)
    }

    /// `search-index.js` then the parts, named relative to the language folder.
    var files: [(name: String, text: String)] {
        let parts = self.parts
        // The names the build listed before rendering: one derivation for both.
        let names = Array(Self.fileNames(documentCount: documents.count, pagesPerPart: max(1, pagesPerPart)).dropFirst())
        let index = TitleIndex(v: Self.version, lang: language.code, parts: names, docs: documents.map(TitleEntry.init))
        var files = [(SearchIndex.fileName, "window.DOCGEN_SEARCH_INDEX = \(Self.json(index));\n")]
        for (name, part) in zip(names, parts) {
            files.append((name, "(window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push(\(Self.json(part)));\n"))
        }
        return files
    }

    /// Documents in order, `pagesPerPart` to a part; one part, maybe empty, at least.
    private var parts: [TextPart] {
        let size = max(1, pagesPerPart)
        let parts = stride(from: 0, to: max(documents.count, 1), by: size).map { first in
            TextPart(lang: language.code, first: first,
                     texts: documents[first..<min(first + size, documents.count)].map { $0.sections.map(SectionText.init) })
        }
        return parts
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        // "</" would end an inline script; escaping it keeps the file safe to inline too.
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "</", with: "<\\/")
    }

    private struct TitleIndex: Encodable {
        var v: Int
        var lang: String
        var parts: [String]
        var docs: [TitleEntry]
    }

    /// `[title, href, context, [[heading, anchor], …]]`, sections after the first.
    private struct TitleEntry: Encodable {
        let document: SearchIndex.Document

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            try container.encode(document.title)
            try container.encode(document.href)
            try container.encode(document.context)
            try container.encode(document.sections.dropFirst().map { [$0.heading, $0.anchor] })
        }
    }

    private struct TextPart: Encodable {
        var lang: String
        var first: Int
        var texts: [[SectionText]]
    }

    /// `text`, or `[text, keys]`.
    private struct SectionText: Encodable {
        let text: String
        let keys: String

        init(_ section: SearchIndex.Section) {
            text = section.text
            keys = section.keys
        }

        func encode(to encoder: any Encoder) throws {
            if keys.isEmpty {
                var container = encoder.singleValueContainer()
                try container.encode(text)
            } else {
                var container = encoder.unkeyedContainer()
                try container.encode(text)
                try container.encode(keys)
            }
        }
    }
}
