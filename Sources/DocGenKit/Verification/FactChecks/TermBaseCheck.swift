import Foundation

/// One term for one concept, in every language (rule `term`). The term base (`Terms/*.yml`, beside
/// the content folder) names the variants each language must not write; every page's prose,
/// headings, table cells, title and description, and every value of the String Catalogs
/// (`Localizations/*.xcstrings`, beside the content folder too) are searched for them. Code spans,
/// code blocks, HTML and URLs are never searched: API names stay as they are.
///
/// The same pass applies each language's typography from the term base: for French a narrow
/// no-break space (U+202F) before `; : ! ?` and one apostrophe; quotation marks in Spanish and
/// Chinese; full-width parentheses in Chinese; no space before a parenthesis in Korean.
///
/// Without a `Terms` folder beside the content folder the check does nothing.
///
/// Pages' prose is read from their trees, in `TreeChecks` (with `diagnostics(of:matcher:)`); this
/// check reports the term base's own problems and the catalogs'.
struct TermBaseCheck: FactCheck {
    func diagnostics(for content: ParsedContent) -> [Diagnostic] {
        guard let first = content.pages.first, let root = ProjectRoot(of: first.source) else { return [] }
        // Read and checked again only when a file of the term base or of the catalogs changed: parsing
        // the catalogs was 3 % of a one-page rebuild.
        guard let cache = content.pageCheckCache else { return Self.diagnostics(of: root) }
        return cache.diagnostics(of: .init("term base and catalogs"), inputs: Self.inputs(of: root)) { Self.diagnostics(of: root) }
    }

    /// The term base's own problems, and the catalogs' values checked against it.
    private static func diagnostics(of root: ProjectRoot) -> [Diagnostic] {
        let (loaded, problems) = TermBase.load(directory: root.url("Terms"), displayBase: root.display("Terms"))
        guard let base = loaded else { return problems }
        let matcher = TermMatcher(base)
        var diagnostics = problems
        for catalog in CatalogValues.load(directory: root.url("Localizations"), displayBase: root.display("Localizations")) {
            // A value told "nothing to report" is not built Character by Character (the catalogs were
            // 3 % of `verify` at 1,000 pages); the test of random texts holds the two to the same findings.
            for value in catalog.values where matcher.covers(value.language) {
                let checks = matcher.checksThatMayReport(in: value.text, language: value.language)
                guard !checks.isEmpty else { continue }
                var unit = ProseUnit(text: value.text, at: SourceLocation(file: catalog.file, line: value.line))
                unit.checks = checks
                diagnostics += matcher.check(unit, language: value.language, context: "UI string '\(value.key)' (\(value.language)): ")
            }
        }
        return diagnostics
    }

    /// The files the check reads (the term base's and the catalogs', by name and bytes), and the
    /// path diagnostics print them with.
    private static func inputs(of root: ProjectRoot) -> StableHash {
        var hash = StableHash()
        hash.add(root.displayPath)
        for (folder, names) in [("Terms", TermBase.fileNames(in: root.url("Terms"))),
                                ("Localizations", CatalogValues.fileNames(in: root.url("Localizations")))] {
            hash.add(folder); hash.add(UInt64(names.count))
            for name in names {
                hash.add(name)
                if let data = FileManager.default.contents(atPath: root.url(folder).appendingPathComponent(name).path) {
                    hash.add("r"); hash.add(bytes: data)
                } else {
                    hash.add("-")  // unreadable: an error, unlike an empty file
                }
            }
        }
        return hash
    }

    /// The page's prose against the term base.
    static func diagnostics(of page: ParsedPage, matcher: TermMatcher) -> [Diagnostic] {
        let language = page.source.language.code
        guard matcher.covers(language) else { return [] }
        return ProseUnit.units(of: page, keeping: matcher.checksThatMayReport(language: language))
            .flatMap { matcher.check($0, language: language, context: "") }
    }

    /// The matcher of the term base beside the content folder of `page`, if there is one.
    static func matcher(besideContentOf page: SourcePage) -> TermMatcher? {
        guard let root = ProjectRoot(of: page) else { return nil }
        return TermBase.load(directory: root.url("Terms"), displayBase: root.display("Terms")).0.map(TermMatcher.init)
    }
}

/// The folder that holds the content folder, found from a page's path as diagnostics print it
/// (relative to the current folder, or absolute): `Terms/` and `Localizations/` are beside `Content/`.
/// A path printed relative to some other folder (a library caller's display base) does not lead
/// back to the page; then there is no root and the check stays off rather than read another project.
struct ProjectRoot {
    /// As diagnostics print it: "" for the current folder.
    let displayPath: String

    init?(of page: SourcePage) {
        let suffix = page.language.code + "/" + page.path
        let file = page.displayPath
        guard file.hasSuffix(suffix),
              let data = FileManager.default.contents(atPath: URL(fileURLWithPath: file).path),
              LineEndings.normalized(String(decoding: data, as: UTF8.self)) == page.text else { return nil }
        var content = String(file.dropLast(suffix.count))
        if content.hasSuffix("/") { content.removeLast() }
        // The content folder's parent.
        if content.isEmpty {
            displayPath = ".."
        } else if let slash = content.lastIndex(of: "/") {
            displayPath = slash == content.startIndex ? "/" : String(content[..<slash])
        } else {
            displayPath = ""
        }
    }

    func display(_ name: String) -> String {
        displayPath.isEmpty ? name : displayPath.hasSuffix("/") ? displayPath + name : displayPath + "/" + name
    }

    func url(_ name: String) -> URL { URL(fileURLWithPath: display(name)) }
}

/// A run of prose as a reader sees it (a paragraph, a heading, a table cell, a title, a UI string),
/// one character at a time with where it is in the file. A code span is one U+FFFC; characters of
/// URLs are protected from the typography rules.
struct ProseUnit {
    static let codeMark: Character = "\u{FFFC}"

    var characters: [Character] = []
    /// Each character's line and column in the unit's file (`fallback.file`), packed as
    /// `line << 32 | column`; 0 for none. Not a `SourceLocation` each: that held the file's
    /// name, retained and released for every character of every page.
    private var positions: [UInt64] = []
    var protected: [Bool] = []
    /// The checks that may report in the unit (`TermMatcher.checksThatMayReport`): the others are
    /// not run on it.
    var checks: TermMatcher.Checks = .all
    /// Where characters without a position of their own are reported: the block's start.
    var fallback: SourceLocation

    init(fallback: SourceLocation) { self.fallback = fallback }

    /// A UI string: every character is reported at the key's line.
    init(text: String, at location: SourceLocation) {
        fallback = location
        for character in text { append(character) }
        protectURLs()
    }

    func location(_ index: Int) -> SourceLocation {
        let packed = positions[index]
        return packed == 0 ? fallback : SourceLocation(file: fallback.file, line: Int(packed >> 32), column: Int(packed & 0xffff_ffff))
    }

    /// `line` and `column` from 1, in the unit's file; nil for a character without a place of its own.
    mutating func append(_ character: Character, line: Int? = nil, column: Int = 1, protected isProtected: Bool = false) {
        characters.append(character)
        positions.append(line.map { UInt64(UInt32(truncatingIfNeeded: $0)) << 32 | UInt64(UInt32(truncatingIfNeeded: column)) } ?? 0)
        protected.append(isProtected)
    }

    /// Bare URLs (`https://…`, up to the next space) and selectors written without a code span
    /// (`application(_:didDiscardSceneSessions:)` in a UI string or a link's text) are not prose.
    mutating func protectURLs() {
        for range in Self.urlAndSelectorRanges(in: characters) {
            for index in range { protected[index] = true }
        }
    }

    /// Where `scheme://…` runs (to the next space or code span) and selectors such as
    /// `application(_:didDiscardSceneSessions:)` are, found by one scan around each `://` and `(`:
    /// linear in the length of the text.
    static func urlAndSelectorRanges(in characters: [Character]) -> [Range<Int>] {
        func isASCIILetter(_ c: Character) -> Bool { c.isASCII && c.isLetter }
        func isSchemeCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "+" || c == "." || c == "-") }
        func isIdentifierCharacter(_ c: Character) -> Bool { c.isASCII && (c.isLetter || c.isNumber || c == "_") }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            if characters[index] == ":", index + 2 < characters.count, characters[index + 1] == "/", characters[index + 2] == "/" {
                // The scheme: the longest run of scheme characters before `://` that starts with a letter.
                var start = index
                while start > 0, isSchemeCharacter(characters[start - 1]) { start -= 1 }
                while start < index, !isASCIILetter(characters[start]) { start += 1 }
                var end = index + 3
                while end < characters.count, !characters[end].isWhitespace, characters[end] != codeMark { end += 1 }
                guard start < index, end > index + 3 else { continue }
                ranges.append(start..<end)
                index = end - 1
            } else if characters[index] == "(" {
                // A name (not starting with a digit), `(`, labels and colons with at least one colon, `)`.
                var start = index
                while start > 0, isIdentifierCharacter(characters[start - 1]) { start -= 1 }
                while start < index, characters[start].isNumber { start += 1 }
                var end = index + 1, colons = 0
                while end < characters.count, isIdentifierCharacter(characters[end]) || characters[end] == ":" {
                    if characters[end] == ":" { colons += 1 }
                    end += 1
                }
                guard start < index, colons > 0, end < characters.count, characters[end] == ")" else { continue }
                ranges.append(start..<(end + 1))
                index = end
            }
        }
        return ranges
    }

    var isEmpty: Bool { characters.allSatisfy { $0.isWhitespace || $0 == Self.codeMark } }

    /// Every unit of a page: title and description, then headings and paragraphs in document
    /// order (lists and block quotes included), then table cells, then lifecycle lines' comments.
    /// `keep` tells from a unit's text (its characters, joined) which checks may report in it
    /// (`ProseUnit.checks`); a unit with none is not built: most prose holds nothing a check reports,
    /// and building a unit Character by Character, each with its place in the file, was a tenth of `verify`.
    static func units(of page: ParsedPage, keeping keep: (String) -> TermMatcher.Checks = { _ in .all }) -> [ProseUnit] {
        let lines = page.source.text.byteLines()
        var units = frontMatterUnits(page, lines: lines, keeping: keep)
        page.document.walkSelectively { node, _ -> Bool in
            switch node.kind {
            case .paragraph, .heading:
                guard let start = node.start else { return false }
                if page.table(readFrom: node) != nil { return false }  // a pipe table: its cells follow
                let checks = keep(text(of: node))
                guard !checks.isEmpty else { return false }
                units.append(inline(node, start: start, lines: lines, checks: checks))
                return false
            case .codeBlock, .htmlBlock, .thematicBreak, .tooDeep:
                return false
            default:
                return true
            }
        }
        for table in page.tables {
            table.forEachCell { cell in
                for block in cell.document.children {
                    let checks = keep(text(of: block))
                    guard !checks.isEmpty else { continue }
                    units.append(inline(block, start: block.start ?? cell.location, lines: lines, checks: checks))
                }
            }
        }
        units += commentUnits(page, lines: lines, keeping: keep)
        return units.filter { !$0.isEmpty }
    }

    /// What `inline` makes the unit's characters of, as one string: the same pieces in the same order.
    static func text(of block: MarkdownNode) -> String {
        var text = ""
        func visit(_ node: MarkdownNode) {
            switch node.kind {
            case .text(let literal): text += literal
            case .code: text.append(codeMark)
            case .softBreak, .lineBreak: text += " "
            case .htmlInline: break
            default: for child in node.children { visit(child) }
            }
        }
        for child in block.children { visit(child) }
        return text
    }

    /// `title:` and `description:` of the front matter, located on their lines.
    private static func frontMatterUnits(_ page: ParsedPage, lines: [[UInt8]], keeping keep: (String) -> TermMatcher.Checks) -> [ProseUnit] {
        guard let front = page.frontMatter, lines.first.map({ String(decoding: $0, as: UTF8.self) }) == "---" else { return [] }
        var units: [ProseUnit] = []
        for (key, value) in [("title", front.title), ("description", front.description)] {
            guard let value, !value.isEmpty else { continue }
            let checks = keep(value)
            guard !checks.isEmpty else { continue }
            let prefix = Array((key + ":").utf8)
            guard let index = lines.dropFirst().prefix(while: { String(decoding: $0, as: UTF8.self) != "---" })
                .firstIndex(where: { $0.starts(with: prefix) }) else { continue }
            units.append(located(value, onLine: index, from: prefix.count, lines: lines, file: page.file, checks: checks))
        }
        return units
    }

    /// The comments of lifecycle lines: the reader sees them in each sequence's table.
    private static func commentUnits(_ page: ParsedPage, lines: [[UInt8]], keeping keep: (String) -> TermMatcher.Checks) -> [ProseUnit] {
        page.lifecycleBlocks.flatMap(\.lines).compactMap { line in
            guard let comment = line.comment, !comment.isEmpty, lines.indices.contains(line.location.line - 1) else { return nil }
            let checks = keep(comment)
            return checks.isEmpty ? nil : located(comment, onLine: line.location.line - 1, from: 0, lines: lines, file: page.file, checks: checks)
        }
    }

    /// `value` as a unit, each character at its column when `value` is found on line `index` (from 0)
    /// at or after byte `from`, else at the line.
    private static func located(_ value: String, onLine index: Int, from: Int, lines: [[UInt8]], file: String,
                                checks: TermMatcher.Checks) -> ProseUnit {
        var unit = ProseUnit(fallback: SourceLocation(file: file, line: index + 1))
        unit.checks = checks
        if let offset = search(Array(value.utf8), in: lines[index], from: from) {
            var column = offset + 1
            for character in value {
                unit.append(character, line: index + 1, column: column)
                column += character.utf8.count
            }
        } else {
            for character in value { unit.append(character) }
        }
        unit.protectURLs()
        return unit
    }

    /// The inline content of a block. cmark gives positions to code spans only, so each text
    /// literal is found in the source after the previous one: escapes and entities aside, a
    /// literal is written as it reads.
    private static func inline(_ block: MarkdownNode, start: SourceLocation, lines: [[UInt8]], checks: TermMatcher.Checks) -> ProseUnit {
        var unit = ProseUnit(fallback: start)
        unit.checks = checks
        var cursor = (line: start.line - 1, byte: max(start.column - 1, 0))

        func locate(_ literal: String) -> (line: Int, byte: Int)? {
            let bytes = Array(literal.utf8)
            guard !bytes.isEmpty else { return nil }
            for line in cursor.line..<min(cursor.line + 3, lines.count) where line >= 0 {
                if let byte = search(bytes, in: lines[line], from: line == cursor.line ? cursor.byte : 0) {
                    cursor = (line, byte + bytes.count)
                    return (line, byte)
                }
            }
            return nil
        }

        func visit(_ node: MarkdownNode, protected: Bool) {
            switch node.kind {
            case .text(let literal):
                if let found = locate(literal) {
                    var column = found.byte + 1
                    for character in literal {
                        unit.append(character, line: found.line + 1, column: column, protected: protected)
                        column += character.utf8.count
                    }
                } else {
                    for character in literal { unit.append(character, protected: protected) }
                }
            case .code(let literal):
                unit.append(codeMark, line: node.start?.line, column: node.start?.column ?? 1, protected: true)
                if let at = node.start { cursor = (at.line - 1, max(at.column - 1, 0)) }
                _ = locate(literal)
            case .softBreak, .lineBreak:
                unit.append(" ")
            case .htmlInline:
                break
            case .link(let destination, _):
                // An autolink's text is its URL.
                let text = node.plainText
                let isURL = destination == text || destination == "mailto:" + text
                for child in node.children { visit(child, protected: protected || isURL) }
            default:
                for child in node.children { visit(child, protected: protected) }
            }
        }

        for child in block.children { visit(child, protected: false) }
        unit.protectURLs()
        unit.protectVerbatimQuotation()
        return unit
    }

    /// A block that is one straight-quoted string and nothing else (a table cell such as
    /// `"scène(_: willConnectTo: options: )"`) quotes a source as written: neither its words nor
    /// its punctuation are the page's.
    mutating func protectVerbatimQuotation() {
        guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
              let last = characters.lastIndex(where: { !$0.isWhitespace }), first < last,
              characters[first] == "\"", characters[last] == "\"",
              !characters[(first + 1)..<last].contains("\"") else { return }
        for index in protected.indices { protected[index] = true }
    }

    /// The byte offset of `needle` in `haystack` at or after `from`.
    static func search(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard needle.count <= haystack.count, from <= haystack.count - needle.count else { return nil }
        let first = needle[0]
        var index = from
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

/// Applies a term base to prose units.
struct TermMatcher: Sendable {
    /// A class, so that the scan passes one reference around rather than copying five fields.
    private final class Variant: Sendable {
        let pattern: [String]
        let forbidden: TermBase.Forbidden
        /// Patterns (checked when the term base loads), compiled only when a variant is found:
        /// a compiled `Regex` cannot be shared between the threads that check pages.
        let exceptions: [String]
        let concept: String
        let preferred: String

        init(pattern: [String], forbidden: TermBase.Forbidden, exceptions: [String], concept: String, preferred: String) {
            self.pattern = pattern
            self.forbidden = forbidden
            self.exceptions = exceptions
            self.concept = concept
            self.preferred = preferred
        }
    }

    private var variants: [String: [Variant]] = [:]
    /// For each language, the variants by the first (folded) character of their pattern, split by
    /// whether they are matched with case or without: a text is scanned once, not once per variant.
    private var variantsByFirst: [String: (folded: [String: [Int]], exact: [String: [Int]])] = [:]
    /// Preferred terms of each language, normalised: a variant inside one of them is fine.
    private var preferred: [String: [[String]]] = [:]
    private var typography: [String: TermBase.Typography] = [:]
    private let languages: Set<String>
    /// Each language's variants as bytes (`VariantBytes`): a text holding none of them is not scanned.
    private var variantBytes: [String: VariantBytes] = [:]
    /// The characters each language's typography rules start from (`triggers(of:)`).
    private var typographyTriggers: [String: [UInt32]] = [:]
    /// Those split for `checksThatMayReport`: the ones that make it name the typography rules wherever
    /// they are, and the ones only the narrow-space rule starts from, which that rule passes over right
    /// after a narrow no-break space (as correct French writes `;:!?`), and so does `checksThatMayReport`.
    private var mayReportTriggers: [String: (always: [UInt32], notAfterNarrowSpace: [UInt32])] = [:]
    /// Off only in the test that compares the checks with and without the two shortcuts above.
    var takesShortcuts = true

    init(_ base: TermBase) {
        languages = Set(base.languages)
        typography = base.typography
        typographyTriggers = typography.mapValues(Self.triggers(of:))
        mayReportTriggers = typography.mapValues { rules in
            let narrowSpace = Self.narrowSpaceTriggers(of: rules)
            return (Self.triggers(of: rules).filter { !narrowSpace.contains($0) }, narrowSpace)
        }
        for concept in base.concepts {
            for (language, entry) in concept.entries {
                preferred[language, default: []].append(Self.normalized(entry.preferred, caseSensitive: false))
                for forbidden in entry.forbidden {
                    let exceptions = forbidden.exceptions
                    for variant in forbidden.variants {
                        variants[language, default: []].append(Variant(
                            pattern: Self.normalized(variant, caseSensitive: forbidden.caseSensitive), forbidden: forbidden,
                            exceptions: exceptions, concept: concept.id, preferred: entry.preferred))
                    }
                }
            }
        }
        for (language, list) in variants {
            var byFirst: (folded: [String: [Int]], exact: [String: [Int]]) = ([:], [:])
            for (index, variant) in list.enumerated() {
                guard let first = variant.pattern.first else { continue }
                if variant.forbidden.caseSensitive { byFirst.exact[first, default: []].append(index) }
                else { byFirst.folded[first, default: []].append(index) }
            }
            variantsByFirst[language] = byFirst
            variantBytes[language] = VariantBytes(list.map { ($0.pattern, $0.forbidden.caseSensitive) }, preferred: preferred[language] ?? [])
        }
    }

    func covers(_ language: String) -> Bool { languages.contains(language) }

    /// The two halves of `check`, each of which a text may be known to give nothing to.
    struct Checks: OptionSet, Sendable {
        let rawValue: UInt8
        /// The forbidden variants (`terms`).
        static let terms = Checks(rawValue: 1)
        /// The language's typography rules (`typographyProblems`).
        static let typography = Checks(rawValue: 2)
        static let all: Checks = [.terms, .typography]
    }

    /// The unit's problems, from the checks it was built for (`ProseUnit.checks`).
    func check(_ unit: ProseUnit, language: String, context: String) -> [Diagnostic] {
        (unit.checks.contains(.terms) ? terms(unit, language: language, context: context) : [])
            + (unit.checks.contains(.typography) ? typographyProblems(unit, language: language, context: context) : [])
    }

    /// The checks that could report anything in a unit of `text`'s characters. Neither, only when
    /// every scalar of `text` is a Character of its own (its Characters are its scalars). Not `terms`
    /// when no variant's bytes are in it (`VariantBytes`, as `terms` tests the unit). Not
    /// `typography` when no scalar is a typography trigger (as `typographyProblems` passes over the
    /// unit's other characters), but for one that only the narrow-space rule reads, right after a
    /// narrow no-break space (which that rule accepts).
    func checksThatMayReport(in text: String, language: String) -> Checks {
        checksThatMayReport(language: language)(text)
    }

    /// `checksThatMayReport(in:language:)` for texts of one language, its tables looked up once: a
    /// page's paragraphs each looked the language up in three tables by its name.
    func checksThatMayReport(language: String) -> (String) -> Checks {
        guard takesShortcuts else { return { _ in .all } }
        let candidates = variants[language] ?? []
        if !candidates.isEmpty, variantBytes[language] == nil { return { _ in .all } }
        let bytes = candidates.isEmpty ? VariantBytes.none : variantBytes[language]!
        let (always, narrowSpace) = mayReportTriggers[language] ?? ([], [])
        let triggers = VariantBytes.Triggers(always: always, notAfterNarrowSpace: narrowSpace)
        return { text in
            bytes.checksThatMayReport(inPlainText: text, triggers: triggers)
                ?? self.checksThatMayReportStepByStep(in: text, language: language)
        }
    }

    /// `checksThatMayReport(in:language:)` in three passes over the text, for the texts the one pass
    /// leaves (see `VariantBytes.checksThatMayReport(inPlainText:triggers:)`); a test compares the two.
    func checksThatMayReportStepByStep(in text: String, language: String) -> Checks {
        guard takesShortcuts, text.unicodeScalars.allSatisfy(\.isCharacterOfItsOwn) else { return .all }
        var checks: Checks = []
        if let candidates = variants[language], !candidates.isEmpty {
            guard let bytes = variantBytes[language] else { return .all }
            if bytes.mayOccur(inScalarsOf: text) { checks.insert(.terms) }
        }
        guard let triggers = mayReportTriggers[language] else { return checks }  // the language has no typography rules
        let (always, narrowSpace) = triggers
        var previous: UInt32 = 0
        for scalar in text.unicodeScalars {
            if always.contains(scalar.value) || (previous != 0x202F && narrowSpace.contains(scalar.value)) {
                return checks.union(.typography)
            }
            previous = scalar.value
        }
        return checks
    }

    // MARK: Terms

    private func terms(_ unit: ProseUnit, language: String, context: String) -> [Diagnostic] {
        guard let candidates = variants[language], !candidates.isEmpty else { return [] }
        // Only where a variant's bytes start can a variant be; most units have no such place.
        var positions: [Int]? = nil
        if takesShortcuts, let bytes = variantBytes[language], let starts = bytes.starts(in: unit.characters) {
            if starts.isEmpty { return [] }
            positions = starts
        }
        let byFirst = variantsByFirst[language] ?? ([:], [:])
        let folded = FoldedCharacters(unit.characters, caseSensitive: false)
        // Only case-sensitive variants read the text with its case (they are all in `exact`); with
        // none, it is never read.
        let exact = byFirst.exact.isEmpty ? folded : FoldedCharacters(unit.characters, caseSensitive: true)
        var text: String?
        var found: [(range: Range<Int>, variant: Variant)] = []
        for position in positions ?? Array(unit.characters.indices) {
            // Most characters start no variant: look them up without making a list.
            let foldedHits = byFirst.folded[folded[position]], exactHits = byFirst.exact.isEmpty ? nil : byFirst.exact[exact[position]]
            guard foldedHits != nil || exactHits != nil else { continue }
            for index in (foldedHits ?? []) + (exactHits ?? []) {
                let variant = candidates[index]
                let haystack = variant.forbidden.caseSensitive ? exact : folded
                guard let range = Self.occurrence(of: variant.pattern, at: position, in: haystack, characters: unit.characters),
                      !unit.protected[range].contains(true) else { continue }
                // Inside the preferred term of another concept ("botón de inicio"), or an exception: fine.
                if isCovered(range, folded, characters: unit.characters, language: language) { continue }
                if !variant.exceptions.isEmpty {
                    if text == nil { text = String(unit.characters) }
                    if Self.excepted(range, in: text!, by: variant.exceptions) { continue }
                }
                found.append((range, variant))
            }
        }
        // One report per place: "윈도" inside "윈도우" is the same mistake.
        return found.filter { match in
            !found.contains { other in
                other.range != match.range && other.range.lowerBound <= match.range.lowerBound && match.range.upperBound <= other.range.upperBound
            }
        }.map { match in
            .error(at: unit.location(match.range.lowerBound),
                   "\(context)'\(String(unit.characters[match.range]))' is a forbidden variant (\(match.variant.concept)): write '\(match.variant.preferred)'; \(match.variant.forbidden.reason)",
                   rule: "term")
        }
    }

    /// Whether a preferred term of the language occurs around `range` (and is not just `range`):
    /// only the starts from which a term of its length could cover `range` are tried, not the text.
    private func isCovered(_ range: Range<Int>, _ folded: FoldedCharacters, characters: [Character], language: String) -> Bool {
        (preferred[language] ?? []).contains { term in
            let lowest = max(range.upperBound - term.count, 0)
            guard lowest <= range.lowerBound else { return false }
            return (lowest...range.lowerBound).contains { start in
                Self.occurrence(of: term, at: start, in: folded, characters: characters).map { $0 != range } ?? false
            }
        }
    }

    private static func excepted(_ range: Range<Int>, in text: String, by exceptions: [String]) -> Bool {
        for pattern in exceptions {
            guard let regex = try? Regex(pattern).ignoresCase() else { continue }
            for match in text.matches(of: regex) {
                let start = text.distance(from: text.startIndex, to: match.range.lowerBound)
                let end = text.distance(from: text.startIndex, to: match.range.upperBound)
                if start <= range.lowerBound, range.upperBound <= end { return true }
            }
        }
        return false
    }

    /// `pattern` at `index` of `haystack`, if it is there; in Latin script, only as a whole word.
    private static func occurrence(of pattern: [String], at index: Int, in haystack: FoldedCharacters, characters: [Character]) -> Range<Int>? {
        guard !pattern.isEmpty, index + pattern.count <= haystack.count,
              pattern.indices.allSatisfy({ haystack[index + $0] == pattern[$0] }) else { return nil }
        if let start = pattern.first?.first, needsBoundary(start), index > 0, isWordCharacter(characters[index - 1]) { return nil }
        let end = index + pattern.count
        if let last = pattern.last?.first, needsBoundary(last), end < characters.count, isWordCharacter(characters[end]) { return nil }
        return index..<end
    }

    /// A unit's characters as `fold` folds them, each folded when first read: the scan reads only
    /// around the places where a variant's bytes start, and folding a whole unit, one `String` per
    /// character, was most of the scan's time. A class, so that the cache is shared with the
    /// functions it is passed to; it lives within one call of `terms`.
    private final class FoldedCharacters {
        private let characters: [Character]
        private let caseSensitive: Bool
        private var cache: [String?]

        init(_ characters: [Character], caseSensitive: Bool) {
            self.characters = characters
            self.caseSensitive = caseSensitive
            cache = Array(repeating: nil, count: characters.count)
        }

        var count: Int { characters.count }

        subscript(index: Int) -> String {
            if let folded = cache[index] { return folded }
            let folded = TermMatcher.fold(characters[index], caseSensitive: caseSensitive)
            cache[index] = folded
            return folded
        }
    }

    private static func normalized(_ term: String, caseSensitive: Bool) -> [String] {
        term.map { fold($0, caseSensitive: caseSensitive) }
    }

    /// Case (unless asked), no-break spaces and the curly apostrophe do not matter to a term.
    static func fold(_ character: Character, caseSensitive: Bool) -> String {
        // Every character of every page's prose comes through here: one byte (ASCII) and characters
        // without case (Han, Hangul, digits) skip the full case mapping, which gives them back as they are.
        if character.utf8.count == 1 {
            let byte = character.utf8.first!
            return caseSensitive || !(0x41...0x5A).contains(byte) ? String(character) : String(UnicodeScalar(byte + 0x20))
        }
        switch character {
        case "\u{00A0}", "\u{202F}", "\u{2009}": return " "
        case "\u{2019}": return "'"
        default: return caseSensitive || !character.isCased ? String(character) : character.lowercased()
        }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Letters of scripts written with spaces between words (Latin, Greek, Cyrillic…).
    static func needsBoundary(_ character: Character) -> Bool {
        isWordCharacter(character) && !isCJK(character) && !isHangul(character)
    }

    static func isCJK(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0x2E80...0x2FDF).contains(scalar) || (0x3000...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar)
            || (0x4E00...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar) || (0xFF00...0xFFEF).contains(scalar)
            || (0x20000...0x3134F).contains(scalar)
    }

    static func isHangul(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first?.value else { return false }
        return (0xAC00...0xD7AF).contains(scalar) || (0x1100...0x11FF).contains(scalar) || (0x3130...0x318F).contains(scalar)
    }

    // MARK: Typography

    private func typographyProblems(_ unit: ProseUnit, language: String, context: String) -> [Diagnostic] {
        guard let rules = typography[language] else { return [] }
        let triggers = takesShortcuts ? typographyTriggers[language] : nil
        let characters = unit.characters
        var diagnostics: [Diagnostic] = []
        func report(_ index: Int, _ message: String) {
            diagnostics.append(.error(at: unit.location(index), context + message, rule: "term"))
        }
        func previousNonSpace(_ index: Int) -> Character? {
            var at = index - 1
            while at >= 0, characters[at] == " " { at -= 1 }
            return at >= 0 ? characters[at] : nil
        }
        func nextNonSpace(_ index: Int) -> Character? {
            var at = index + 1
            while at < characters.count, characters[at] == " " { at += 1 }
            return at < characters.count ? characters[at] : nil
        }
        for (index, character) in characters.enumerated() where !unit.protected[index] {
            if let triggers, Self.isNone(of: triggers, character) { continue }
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if rules.narrowSpaceBefore.contains(character), let previous {
                let exempt = rules.narrowSpaceBefore.contains(previous)          // "?!"
                    || previous == "\u{202F}"
                    || previous == "(" || previous == "["
                    || (character == ":" && previous.isNumber && (next?.isNumber ?? false))  // 16:9, 10:30
                    || (character == ":" && next == "/")                                       // a scheme left in text
                    // `;` or `:` followed by a letter, a digit or a bracket is in a name, not prose: (_:didFinish…:)
                    || (";:".contains(character) && next.map { $0.isLetter || $0.isNumber || "_()[]".contains($0) } ?? false)
                if !exempt {
                    let what = previous == " " ? "an ordinary space" : previous == "\u{00A0}" ? "a no-break space (U+00A0)" : "no space"
                    report(index, "'\(character)' after \(what): French puts a narrow no-break space (U+202F) before ; : ! ?")
                }
            }
            if let apostrophe = rules.apostrophe {
                let other = Self.otherApostrophe(than: apostrophe)
                if character == other {
                    report(index, "apostrophe '\(other)': this language writes '\(apostrophe)' only")
                }
            }
            if let quotes = rules.quotes, character == "\"" {
                report(index, "straight quotation mark: write \(quotes.first!)…\(quotes.last!)")
            }
            if rules.fullWidthParentheses, character == "(" || character == ")" {
                let beside = character == "(" ? [previousNonSpace(index), next] : [previous, nextNonSpace(index)]
                if beside.contains(where: { $0.map(Self.isCJK) ?? false }) {
                    report(index, "half-width '\(character)' next to Chinese text: write \(character == "(" ? "（" : "）")")
                }
            }
            if rules.noSpaceBeforeParenthesis, character == "(", previous == " ", index >= 2, Self.isHangul(characters[index - 2]) {
                report(index - 1, "space before '(': a Korean word takes its parenthesis without a space")
            }
        }
        return diagnostics
    }

    /// The characters a rule of `rules` starts from, as the scalars NFC writes them as. Of the two
    /// apostrophes, only the one the language does not write, the one the rule reports: the other
    /// is in most French paragraphs.
    private static func triggers(of rules: TermBase.Typography) -> [UInt32] {
        scalars(of: rules.narrowSpaceBefore + (rules.apostrophe.map { String(otherApostrophe(than: $0)) } ?? "")
            + (rules.quotes == nil ? "" : "\"") + (rules.fullWidthParentheses || rules.noSpaceBeforeParenthesis ? "()" : ""))
    }

    /// `triggers(of:)` that no rule but the narrow-space one starts from.
    private static func narrowSpaceTriggers(of rules: TermBase.Typography) -> [UInt32] {
        var others = rules
        others.narrowSpaceBefore = ""
        let otherTriggers = triggers(of: others)
        return scalars(of: rules.narrowSpaceBefore).filter { !otherTriggers.contains($0) }
    }

    private static func scalars(of characters: String) -> [UInt32] {
        characters.compactMap { character in
            let scalars = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
            return scalars.count == 1 ? scalars.first!.value : nil
        }
    }

    /// The apostrophe the typography rule reports where a language writes `apostrophe`.
    private static func otherApostrophe(than apostrophe: String) -> Character { apostrophe == "'" ? "\u{2019}" : "'" }

    /// Whether `character` is surely none of the trigger characters: one scalar that NFC leaves as
    /// it is, and not one of theirs. (Characters are equal when their NFC forms are; most prose is
    /// such scalars, so the rules' comparisons run for few characters.)
    private static func isNone(of triggers: [UInt32], _ character: Character) -> Bool {
        let scalar = character.unicodeScalars.first!
        let length = scalar.value < 0x80 ? 1 : scalar.value < 0x800 ? 2 : scalar.value < 0x10000 ? 3 : 4
        return character.utf8.count == length && scalar.isAlwaysNFC && !triggers.contains(scalar.value)
    }
}
