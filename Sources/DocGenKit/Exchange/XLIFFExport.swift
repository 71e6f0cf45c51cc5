/// `docgen export --format xliff`: pages as XLIFF 1.2, the version translate-toolkit, Okapi and
/// most CAT tools read. One `<file>` per page, one `<trans-unit>` per segment (`PageSegments`),
/// the English as `<source>`, the current translation as `<target>` where its section lines up
/// with the English one; code spans, inline HTML and link targets are `<ph>`/`<bpt>`/`<ept>` that
/// a tool keeps as they are. The page's skeleton (its Markdown between the segments) travels in
/// `<skl><internal-file>`, so `XLIFFImport` rebuilds the translated page byte for byte.
public enum XLIFFExport {
    /// Marks a segment's place in the skeleton: U+F8FF, which docgen reserves in pages.
    static let marker: Character = "\u{F8FF}"

    /// The XLIFF document for `paths` (pages' paths in their language folder) into `language`.
    public static func document(paths: [String], language: Language, content: ParsedContent) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
        for path in paths {
            guard let english = content.page(.source, path) else { continue }
            out += file(english: english, translation: content.page(language, path), language: language)
        }
        return out + "</xliff>\n"
    }

    private static func file(english: ParsedPage, translation: ParsedPage?, language: Language) -> String {
        let englishSegments = PageSegments(english)
        // The skeleton is the translation's when it has as many headings as the English page, so
        // that sections pair up; otherwise the English page's, with no targets, as for a page not
        // translated yet (`XLIFFImport` then leaves an existing translation alone).
        let aligned = translation.map { $0.headings.count == english.headings.count } ?? false
        let skeletonPage = aligned ? translation! : english
        let segments = aligned ? PageSegments(skeletonPage) : englishSegments
        let englishBySection = Dictionary(grouping: englishSegments.segments, by: \.section)
        let oursBySection = Dictionary(grouping: segments.segments, by: \.section)
        var seen: [String: Int] = [:]

        var out = "<file original=\"\(escape(english.source.path, attribute: true))\" source-language=\"\(Language.source.code)\" target-language=\"\(escape(language.code, attribute: true))\" datatype=\"x-markdown\">\n"
        out += "<header>\n<skl><internal-file form=\"text\">"
        out += escape(segments.joined(segments.segments.indices.map { "\(marker)\($0 + 1)\(marker)" }), attribute: false)
        out += "</internal-file></skl>\n</header>\n<body>\n"
        for (index, segment) in segments.segments.enumerated() {
            let position = seen[segment.section, default: 0]
            seen[segment.section] = position + 1
            let theirs = englishBySection[segment.section] ?? []
            let paired = !aligned || theirs.count == (oursBySection[segment.section]?.count ?? 0)
            let source = aligned ? (position < theirs.count ? theirs[position] : nil) : segment
            let sourceParts = InlinePart.parts(of: source?.text ?? "")
            let ids = CodeIDs(source: sourceParts)
            // `approved` is what tools (translate-toolkit, Okapi) read as "not fuzzy".
            let approved = aligned && paired ? " approved=\"yes\"" : ""
            out += "<trans-unit id=\"\(index + 1)\"\(approved) xml:space=\"preserve\">\n"
            out += "<source>" + ids.xml(sourceParts) + "</source>\n"
            if aligned {
                out += "<target state=\"\(paired ? "translated" : "needs-review-translation")\">" + ids.xml(InlinePart.parts(of: segment.text)) + "</target>\n"
            }
            if let source {
                out += "<context-group purpose=\"location\"><context context-type=\"sourcefile\">\(escape(english.file, attribute: false))</context><context context-type=\"linenumber\">\(source.line)</context></context-group>\n"
            }
            if !paired {
                out += "<note from=\"docgen\">This section of the translation has \(oursBySection[segment.section]?.count ?? 0) segments and the English one \(theirs.count): the pairs may not match.</note>\n"
            }
            out += "</trans-unit>\n"
        }
        return out + "</body>\n</file>\n"
    }

    /// The ids of a unit's codes: given in the source, and found again in the target by what they
    /// hold, so a tool sees the same code on both sides even when the translation moves it.
    struct CodeIDs {
        private var codes: [String: [Int]] = [:]
        private var links: [String: [Int]] = [:]
        private var next = 1

        init(source: [InlinePart]) {
            var closes: [Int: String] = [:]
            for part in source { if case .close(let markdown, let pair) = part { closes[pair] = markdown } }
            for part in source {
                switch part {
                case .code(let markdown): codes[markdown, default: []].append(next); next += 1
                case .open(_, let pair): links[closes[pair] ?? "", default: []].append(next); next += 1
                default: break
                }
            }
        }

        func xml(_ parts: [InlinePart]) -> String {
            var codes = codes, links = links, next = next
            var closes: [Int: String] = [:], pairIDs: [Int: Int] = [:]
            for part in parts { if case .close(let markdown, let pair) = part { closes[pair] = markdown } }
            func take(_ table: inout [String: [Int]], _ key: String) -> Int {
                if var ids = table[key], !ids.isEmpty {
                    let id = ids.removeFirst()
                    table[key] = ids
                    return id
                }
                defer { next += 1 }
                return next
            }
            return parts.map { part in
                switch part {
                case .text(let text): return escape(text, attribute: false)
                case .code(let markdown): return "<ph id=\"\(take(&codes, markdown))\">\(escape(markdown, attribute: false))</ph>"
                case .open(let markdown, let pair):
                    let id = take(&links, closes[pair] ?? "")
                    pairIDs[pair] = id
                    return "<bpt id=\"\(id)\">\(escape(markdown, attribute: false))</bpt>"
                case .close(let markdown, let pair):
                    return "<ept id=\"\(pairIDs[pair] ?? 0)\">\(escape(markdown, attribute: false))</ept>"
                }
            }.joined()
        }
    }

    /// XML text: `&`, `<`, `>` (and `"` in attributes) as entities; carriage returns and tabs as
    /// character references, which XML parsers would otherwise normalise away.
    static func escape(_ text: String, attribute: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case "\r": out += "&#13;"
            case "\n" where attribute: out += "&#10;"
            case "\t" where attribute: out += "&#9;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
