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
    var files: [(name: String, text: String)] { files(only: nil) }

    /// The files named in `wanted` (all when nil), in the order of `files`.
    func files(only wanted: Set<String>?) -> [(name: String, text: String)] {
        let names = partNames
        var files: [(name: String, text: String)] = []
        if wanted?.contains(SearchIndex.fileName) ?? true {
            let index = TitleIndex(v: Self.version, lang: language.code, parts: names, docs: documents.map(TitleEntry.init))
            files.append((SearchIndex.fileName, "window.DOCGEN_SEARCH_INDEX = \(Self.json(index));\n"))
        }
        for (number, name) in names.enumerated() where wanted?.contains(name) ?? true {
            files.append((name, "(window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push(\(Self.json(part(number))));\n"))
        }
        return files
    }

    /// Each file's name, with `hash` (started by the caller) fed what its text is made from: the
    /// titles and the sections' headings for `search-index.js`, one part's sections for a part,
    /// by their digests (`SearchDigest`), so that no page's sections are read. A file whose key is
    /// unchanged need not be written again: editing one page's prose rewrites one part.
    func keys(startingWith hash: StableHash) -> [(name: String, key: String)] {
        let names = partNames
        var index = hash
        index.add("index \(Self.version) \(language.code)"); index.add(UInt64(names.count))
        for document in documents {
            index.add(document.title); index.add(document.href); index.add(document.context)
            index.add(document.digest.outline)
        }
        var keys = [(SearchIndex.fileName, index.hex)]
        for (number, name) in names.enumerated() {
            var part = hash
            part.add("part \(Self.version) \(language.code) \(name)")
            let range = partRange(number)
            part.add(UInt64(range.lowerBound)); part.add(UInt64(range.count))
            for document in documents[range] { part.add(document.digest.text) }
            keys.append((name, part.hex))
        }
        return keys
    }

    /// The names the build listed before rendering: one derivation for both.
    private var partNames: [String] {
        Array(Self.fileNames(documentCount: documents.count, pagesPerPart: max(1, pagesPerPart)).dropFirst())
    }

    /// The documents of part `number`, `pagesPerPart` to a part; the one part of no documents is empty.
    private func partRange(_ number: Int) -> Range<Int> {
        let size = max(1, pagesPerPart)
        let first = min(number * size, documents.count)
        return first..<min(first + size, documents.count)
    }

    private func part(_ number: Int) -> TextPart {
        let range = partRange(number)
        return TextPart(lang: language.code, first: range.lowerBound, texts: documents[range].map { $0.sections.map(SectionText.init) })
    }

    private static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        // "</" would end an inline script; escaping it keeps the file safe to inline too. Byte by
        // byte: Foundation's search over a megabyte of text was a tenth of a rebuild's index.
        var escaped: [UInt8] = []
        escaped.reserveCapacity(data.count + 16)
        var previous: UInt8 = 0
        for byte in data {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "<") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
            previous = byte
        }
        return String(decoding: escaped, as: UTF8.self)
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
