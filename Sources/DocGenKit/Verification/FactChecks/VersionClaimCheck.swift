import Foundation
import Lifecycle

/// Every sentence (or table row) that names exactly one catalogued API and an OS version must
/// agree with the catalogue: the version is one at which the API was introduced, deprecated or
/// obsoleted on that platform. A sentence that calls such an API deprecated, in the page's own
/// language, needs a deprecation in the catalogue. Only code spans and the version pattern
/// count, never the words around them, so the rule reads every language alike.
///
/// A reviewed sentence carries `<!-- docgen: reviewed -->` (in the paragraph, or on the line
/// before it); cmark's safe mode leaves the comment out of the page.
///
/// It reads the page's tree, so it is one of the `TreeChecks`.
enum VersionClaimCheck {
    /// `skipsParagraphs` is off only in the test that compares the check with and without that shortcut.
    static func diagnostics(of page: ParsedPage, skipsParagraphs: Bool = true) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let words = Self.deprecatedWordForms[page.source.language.code] ?? Self.deprecatedWordForms["en"]!
        // A sentence is reported only for a version claim (whose platform names hold "OS" or
        // "Catalyst") or a word for "deprecated": a paragraph with neither is not cut into
        // sentences (that was most of this check's time, on pages that claim nothing).
        let mayClaim = { (text: String) in
            !skipsParagraphs || text.containsBytes("OS") || text.containsBytes("Catalyst") || Self.containsWord(of: words, in: text)
        }
        for sentence in Sentences.of(page, keepingParagraphs: mayClaim) where !sentence.isReviewed {
            // Exactly one API, named once or more (compared, not hashed into a set: an entry holds dictionaries).
            let apis = sentence.codeSpans.compactMap { APICatalogue.named($0) }
            guard let api = apis.first, apis.dropFirst().allSatisfy({ $0 == api }) else { continue }
            for claim in VersionClaim.all(in: sentence.text) where !claim.matches(api) {
                diagnostics.append(.error(at: sentence.location,
                    "'\(api.name)' has no \(claim.platform.rawValue) \(claim.version) in the catalogue: \(Self.describe(api, on: claim.platform)) (\(api.source))",
                    rule: "version-claim"))
            }
            if !api.isDeprecatedAnywhere, Self.containsWord(of: words, in: sentence.text) {
                diagnostics.append(.error(at: sentence.location,
                    "'\(api.name)' is called deprecated, but the catalogue records no deprecation on any platform (\(api.source))",
                    rule: "version-claim"))
            }
        }
        return diagnostics
    }

    /// How each language says "deprecated" (lower case), from the site's own pages and catalogs.
    static let deprecatedWords: [String: [String]] = [
        "en": ["deprecated", "deprecates", "deprecation"],
        "fr": ["obsolète", "obsolètes", "déprécié", "dépréciée", "dépréciés"],
        "es": ["obsoleto", "obsoleta", "obsoletos", "obsoletas", "en desuso"],
        "zh-Hans": ["弃用", "废弃"],
        "ko": ["지원 중단", "사용 중단", "더 이상 사용되지"],
    ]

    /// Each word composed and decomposed (`é` as one scalar, or `e` and an accent; a Hangul
    /// syllable or its letters): a byte search then finds it written either way, as a search by
    /// characters would, at a fraction of the cost (that search was 2 % of a 10,000-page build).
    static let deprecatedWordForms: [String: WordForms] = deprecatedWords.mapValues { words in
        // Told apart by their bytes: as Strings, the two forms of a word are equal.
        var seen = Set<[UInt8]>()
        return WordForms(words.flatMap { [$0.precomposedStringWithCanonicalMapping, $0.decomposedStringWithCanonicalMapping] }
            .filter { seen.insert(Array($0.utf8)).inserted })
    }

    /// Words (in lower case) as strings, and as bytes with a table of their first bytes, made once
    /// rather than for every paragraph searched.
    struct WordForms: Sendable {
        let words: [String]
        fileprivate let bytes: [[UInt8]]
        fileprivate let firstBytes: [Bool]
        /// Bit `first << 8 | second` is set when a word starts with those two bytes; a word of one
        /// byte sets every bit after its byte.
        fileprivate let firstPairs: [UInt64]

        init(_ words: [String]) {
            self.words = words
            bytes = words.map { Array($0.utf8) }
            var firstBytes = [Bool](repeating: false, count: 256)
            var firstPairs = [UInt64](repeating: 0, count: 1024)
            for word in bytes where !word.isEmpty {
                firstBytes[Int(word[0])] = true
                for second in word.count > 1 ? Int(word[1])...Int(word[1]) : 0...255 {
                    let pair = Int(word[0]) << 8 | second
                    firstPairs[pair >> 6] |= 1 << UInt64(pair & 63)
                }
            }
            self.firstBytes = firstBytes
            self.firstPairs = firstPairs
        }
    }

    /// Whether `text`, in lower case, holds one of `forms`.
    ///
    /// Lower-casing every paragraph was 7 % of a 10,000-page `verify`. Where no scalar beyond ASCII
    /// changes in lower case (as in nearly all text: Han, Hangul and accented lower-case letters do
    /// not), the lower-cased text is the text with A–Z made a–z, and is searched as such, in place.
    static func containsWord(of forms: WordForms, in text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] >= 0x80 else { index += 1; continue }
                // Decoded in place (valid UTF-8): through `UTF8`'s decoder, with a property look-up
                // for each accented letter, this was most of the check on French and Spanish pages.
                let (value, length) = ByteSearch.scalar(at: index, in: bytes)
                if Self.changesWhenLowercased(value) {
                    let lowered = String(decoding: bytes, as: UTF8.self).lowercased()
                    return forms.words.contains { lowered.containsBytes($0) }
                }
                index += length
            }
            return Self.holdsAnyFoldingASCII(forms, in: bytes)
        }
    }

    /// Whether lower case changes the scalar: from a table below U+2100 (Latin, Greek, Cyrillic,
    /// punctuation), made once; Han, kana and Hangul have no case; the others are looked up.
    private static func changesWhenLowercased(_ value: UInt32) -> Bool {
        if value < UInt32(changingBelowLetterlikeSymbols.count) { return changingBelowLetterlikeSymbols[Int(value)] }
        guard let scalar = Unicode.Scalar(value) else { return false }
        return !scalar.isUncasedAndAlwaysNFC && scalar.properties.changesWhenLowercased
    }

    private static let changingBelowLetterlikeSymbols: [Bool] = (0..<UInt32(0x2100)).map { value in
        Unicode.Scalar(value)?.properties.changesWhenLowercased ?? false
    }

    /// Whether one of `needles` (lower case) occurs in `bytes` read with A–Z as a–z: one pass for
    /// all of them (a language has up to ten forms), trying only those whose first byte is there.
    private static func holdsAnyFoldingASCII(_ forms: WordForms, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let needles = forms.bytes, firstBytes = forms.firstBytes, firstPairs = forms.firstPairs
        if needles.contains(where: \.isEmpty) { return true }
        let folded = { (byte: UInt8) in byte &- 0x41 < 26 ? byte | 0x20 : byte }
        for start in 0..<bytes.count where firstBytes[Int(folded(bytes[start]))] {
            let first = folded(bytes[start])
            // The second byte too, before any word is compared: `e` and `o` start Spanish and
            // French words for "deprecated", and a tenth of their prose.
            if start + 1 < bytes.count {
                let pair = Int(first) << 8 | Int(folded(bytes[start + 1]))
                guard firstPairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
            }
            for needle in needles where needle[0] == first && needle.count <= bytes.count - start {
                var matches = true
                for offset in 1..<needle.count where folded(bytes[start + offset]) != needle[offset] {
                    matches = false
                    break
                }
                if matches { return true }
            }
        }
        return false
    }

    static func describe(_ api: APIAvailability, on platform: Platform) -> String {
        guard let versions = api.versions(on: platform) ?? (platform == .iPadOS ? api.versions(on: .iOS) : nil) else {
            return "not available on \(platform.rawValue)"
        }
        let parts = [("introduced", versions.introduced), ("deprecated", versions.deprecated), ("obsoleted", versions.obsoleted)]
            .compactMap { label, version in version.map { "\(label) \(platform.rawValue) \($0)" } }
        return parts.isEmpty ? "no version recorded" : parts.joined(separator: ", ")
    }
}

/// `iOS 17`, `iPadOS 26.1`, `Mac Catalyst 13.1` in a sentence.
struct VersionClaim: Equatable {
    let platform: Platform
    let version: String

    static let platformNames: [(String, Platform)] = [
        ("iPadOS", .iPadOS), ("iOS", .iOS), ("tvOS", .tvOS), ("visionOS", .visionOS), ("Mac Catalyst", .macCatalyst),
    ]

    /// A platform name, an optional space, then `17` or `17.2` not followed by more of a version.
    /// Scanned by hand: it runs on every sentence, and needs no regex engine.
    static func all(in text: String) -> [VersionClaim] {
        guard text.containsBytes("OS") || text.containsBytes("Catalyst") else { return [] }
        var claims: [VersionClaim] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            guard let (name, platform) = platformNames.first(where: { matches($0.0, in: characters, at: index) }) else {
                index += 1
                continue
            }
            var cursor = index + name.count
            if cursor < characters.count, characters[cursor] == " " { cursor += 1 }
            let major = digits(in: characters, from: cursor)
            guard (1...2).contains(major.count) else { index += name.count; continue }
            var version = String(major)
            cursor += major.count
            if cursor + 1 < characters.count, characters[cursor] == "." {
                let minor = digits(in: characters, from: cursor + 1)
                if (1...2).contains(minor.count) {
                    version += "." + String(minor)
                    cursor += 1 + minor.count
                }
            }
            let continues = cursor < characters.count && (characters[cursor].isNumber
                || characters[cursor] == "." && cursor + 1 < characters.count && characters[cursor + 1].isNumber)
            if !continues { claims.append(VersionClaim(platform: platform, version: version)) }
            index = cursor
        }
        return claims
    }

    private static func matches(_ name: String, in characters: [Character], at index: Int) -> Bool {
        guard index + name.count <= characters.count else { return false }
        return zip(name, characters[index...]).allSatisfy { $0 == $1 }
    }

    private static func digits(in characters: [Character], from index: Int) -> [Character] {
        Array(characters[min(index, characters.count)...].prefix { $0.isASCII && $0.isNumber })
    }

    /// "iOS 17" matches any 17.x the catalogue holds; "iOS 17.2" only 17.2 (and 17.2.0).
    func matches(_ api: APIAvailability) -> Bool {
        let versions = api.versions(on: platform) ?? (platform == .iPadOS ? api.versions(on: .iOS) : nil)
        guard let versions else { return false }
        let claimed = version.split(separator: ".")
        return [versions.introduced, versions.deprecated, versions.obsoleted].compactMap { $0 }.contains { recorded in
            let parts = recorded.split(separator: ".")
            guard parts.first == claimed.first else { return false }
            guard claimed.count > 1 else { return true }
            return parts.count > 1 && parts[1] == claimed[1]
        }
    }
}

/// The sentences of a page that hold a code span (the only ones that can name an API): text split
/// at sentence ends outside code spans, every table row as one, each with the code spans it holds
/// and the line it starts on.
struct Sentences {
    struct Sentence {
        var text = ""
        var codeSpans: [String] = []
        var location: SourceLocation
        var isReviewed = false
    }

    static let reviewedMarker = "docgen: reviewed"

    /// Block by block, in document order (`MarkdownNode.walk`: nesting depth costs no call stack).
    /// A paragraph (or table row) whose whole text fails `keepingParagraphs` gives no sentence: a
    /// sentence's text is a piece of its paragraph's, so a test that a piece can pass only if the
    /// whole does (a search for a word) drops no sentence that would pass it.
    static func of(_ page: ParsedPage, keepingParagraphs keep: (String) -> Bool = { _ in true }) -> [Sentence] {
        var sentences: [Sentence] = []
        var reviewNext = false
        page.document.walkSelectively { node, placed -> Bool in
            switch node.kind {
            case .htmlBlock(let html) where html.contains(reviewedMarker):
                reviewNext = true
            case .paragraph where page.table(readFrom: node) != nil:
                sentences += rows(page.table(readFrom: node)!, reviewed: reviewNext).filter { keep($0.text) }
                reviewNext = false
            case .codeBlock(let info, _) where info == TableBlock.info:
                if let table = page.table(readFrom: node) { sentences += rows(table, reviewed: reviewNext).filter { keep($0.text) } }
                reviewNext = false
            case .paragraph, .heading:
                sentences += split(node, at: placed?.start ?? SourceLocation(file: page.file, line: 1), reviewed: reviewNext, keep: keep)
                reviewNext = false
            case .codeBlock, .htmlBlock, .thematicBreak:
                reviewNext = false
            default:
                return true
            }
            return false
        }
        return sentences
    }

    /// Calls `body` with `root` and each of its descendants, in document order, where they lie: a
    /// list of them copied every node (a retain for each string and array it holds). Recursive, as
    /// `holdsCode`, over a paragraph's inline content: a copied tree nests at most
    /// `MarkdownNode.maximumDepth` deep.
    private static func forEachInline(_ root: MarkdownNode, _ body: (MarkdownNode) -> Void) {
        body(root)
        for child in root.children { forEachInline(child, body) }
    }

    /// Whether a code span is below `node`, looked for without copying its descendants. Recursive:
    /// a copied tree nests at most `MarkdownNode.maximumDepth` deep.
    private static func holdsCode(_ node: MarkdownNode) -> Bool {
        node.children.contains { child in
            if case .code = child.kind { return true }
            return holdsCode(child)
        }
    }

    private static func rows(_ table: TableBlock, reviewed: Bool) -> [Sentence] {
        let (header, rows) = table.headerAndRows
        return ([header] + rows).compactMap { row in
            guard let first = row.first, row.contains(where: { holdsCode($0.document) }) else { return nil }
            var sentence = Sentence(location: SourceLocation(file: first.location.file, line: first.location.line), isReviewed: reviewed)
            for cell in row {
                collect(cell.document, into: &sentence)
                sentence.text += " "  // cells are separate words, in any script
            }
            return sentence.codeSpans.isEmpty ? nil : sentence
        }
    }

    private static func collect(_ root: MarkdownNode, into sentence: inout Sentence) {
        forEachInline(root) { node in
            switch node.kind {
            case .code(let literal): sentence.codeSpans.append(literal); sentence.text += " " + literal + " "
            case .text(let literal): sentence.text += literal
            case .softBreak, .lineBreak: sentence.text += " "
            case .htmlInline(let html) where html.contains(reviewedMarker): sentence.isReviewed = true
            default: break
            }
        }
    }

    /// Splits a paragraph's inline content at sentence ends: `.`, `!`, `?` before a space or the
    /// end, and `。！？`. Code spans never split. A reviewed marker covers the whole paragraph.
    private static func split(_ paragraph: MarkdownNode, at location: SourceLocation, reviewed: Bool, keep: (String) -> Bool) -> [Sentence] {
        var sentences: [Sentence] = [], current = Sentence(location: location, isReviewed: reviewed)
        var markedReviewed = reviewed
        // Most paragraphs name no API at all: no need to split them, or to list their nodes.
        guard holdsCode(paragraph) else { return [] }
        // The paragraph's whole text, made as a table row's is.
        var whole = Sentence(location: location)
        collect(paragraph, into: &whole)
        guard keep(whole.text) else { return [] }
        for child in paragraph.children { forEachInline(child) { node in
            switch node.kind {
            case .code(let literal):
                current.codeSpans.append(literal)
                current.text += " " + literal + " "
            case .text(let literal):
                if let ends = sentenceEnds(in: literal) {
                    var start = literal.startIndex
                    for end in ends {
                        current.text += literal[start..<end]
                        sentences.append(current)
                        current = Sentence(location: location, isReviewed: markedReviewed)
                        start = end
                    }
                    current.text += literal[start...]
                    return
                }
                var start = literal.startIndex
                var index = literal.startIndex
                while index < literal.endIndex {
                    let character = literal[index]
                    let next = literal.index(after: index)
                    let ends = switch character {
                    case "。", "！", "？": true
                    case ".", "!", "?": next == literal.endIndex || literal[next] == " "
                    default: false
                    }
                    if ends {
                        current.text += literal[start..<next]
                        sentences.append(current)
                        current = Sentence(location: location, isReviewed: markedReviewed)
                        start = next
                    }
                    index = next
                }
                current.text += literal[start...]
            case .softBreak, .lineBreak:
                current.text += " "
            case .htmlInline(let html) where html.contains(reviewedMarker):
                markedReviewed = true
                current.isReviewed = true
                for index in sentences.indices { sentences[index].isReviewed = true }
            default:
                break
            }
        } }
        sentences.append(current)
        return sentences.filter { !$0.codeSpans.isEmpty }
    }

    /// Where sentences end in `literal`, as `split` finds them by Characters (just after `.`, `!`,
    /// `?` before a space or the end, and after `。！？`), found by bytes; nil unless every scalar
    /// of `literal` is a Character of its own that NFC leaves alone, where comparing Characters
    /// is comparing scalars. (Comparing Characters was half of this check's time.)
    static func sentenceEnds(in literal: String) -> [String.Index]? {
        guard literal.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) else { return nil }
        let utf8 = literal.utf8
        var ends: [String.Index] = []
        var index = utf8.startIndex
        func bytes(_ expected: UInt8...) -> String.Index? {
            var at = index
            for byte in expected {
                guard at < utf8.endIndex, utf8[at] == byte else { return nil }
                at = utf8.index(after: at)
            }
            return at
        }
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            switch utf8[index] {
            case UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"):
                if next == utf8.endIndex || utf8[next] == UInt8(ascii: " ") { ends.append(next) }
            case 0xE3:
                if let end = bytes(0xE3, 0x80, 0x82) { ends.append(end) }  // 。
            case 0xEF:
                if let end = bytes(0xEF, 0xBC, 0x81) ?? bytes(0xEF, 0xBC, 0x9F) { ends.append(end) }  // ！？
            default:
                break
            }
            index = next
        }
        return ends
    }
}
