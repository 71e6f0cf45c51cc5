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
            files.append((SearchIndex.fileName, "window.DOCGEN_SEARCH_INDEX = \(titleIndex(parts: names));\n"))
        }
        for (number, name) in names.enumerated() where wanted?.contains(name) ?? true {
            files.append((name, "(window.DOCGEN_SEARCH_PARTS = window.DOCGEN_SEARCH_PARTS || []).push(\(part(number)));\n"))
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

    /// `{"docs":[[title, href, context, [[heading, anchor], …]], …],"lang":…,"parts":[…],"v":2}`:
    /// the sections after the first, whose heading is the title.
    private func titleIndex(parts: [String]) -> String {
        var json = JSONBytes(capacity: documents.count * 160)
        json.raw("{\"docs\":")
        json.array(documents) { json, document in
            json.raw("["); json.string(document.title)
            json.raw(","); json.string(document.href)
            json.raw(","); json.string(document.context)
            json.raw(",")
            json.array(document.sections.dropFirst()) { json, section in
                json.raw("["); json.string(section.heading); json.raw(","); json.string(section.anchor); json.raw("]")
            }
            json.raw("]")
        }
        json.raw(",\"lang\":"); json.string(language.code)
        json.raw(",\"parts\":"); json.array(parts) { $0.string($1) }
        json.raw(",\"v\":"); json.int(Self.version)
        json.raw("}")
        return json.text
    }

    /// `{"first":D,"lang":…,"texts":[[section, …], …]}`, a section being its text, or `[text, keys]`
    /// when it has API names to search but not to show.
    private func part(_ number: Int) -> String {
        let range = partRange(number)
        var json = JSONBytes(capacity: range.count * 8_192)
        json.raw("{\"first\":"); json.int(range.lowerBound)
        json.raw(",\"lang\":"); json.string(language.code)
        json.raw(",\"texts\":")
        json.array(documents[range]) { json, document in
            json.array(document.sections) { json, section in
                if section.keys.isEmpty {
                    json.string(section.text)
                } else {
                    json.raw("["); json.string(section.text); json.raw(","); json.string(section.keys); json.raw("]")
                }
            }
        }
        json.raw("}")
        return json.text
    }
}
