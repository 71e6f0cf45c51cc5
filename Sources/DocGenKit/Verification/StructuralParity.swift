/// What a translation must keep of its English page whatever the language: headings (count and
/// levels), tables (shape), code blocks, code spans and link targets. The parity checks in
/// `FactChecks/` (`HeadingParityCheck`, `TableParityCheck`, `CodeBlockParityCheck`,
/// `CodeSpanParityCheck`, `LinkParityCheck`, `TabParityCheck`) each compare one of them, read here
/// once per page (`TranslationPair.parityDiagnostics` hands them the same pair).
struct PageStructure: Sendable {
    /// A piece of the page that is the same in every language, where the page writes it.
    struct Item: Sendable, Equatable {
        var text: String
        var location: SourceLocation
        /// The heading the item follows: 0 before the first heading, n after the n-th.
        var section: Int
    }

    struct CodeBlock: Sendable, Equatable, Codable {
        var info: String
        var lines: [String]
        /// The line of the block's first code line in the file.
        var firstLine: Int
        var location: SourceLocation
    }

    let page: ParsedPage
    let codeSpans: [Item]
    /// Relative `.md` targets (without the `#fragment`, which names a heading of the page's own
    /// language) and external URLs, in document order.
    let links: [Item]
    /// Fenced and indented code blocks other than lifecycle blocks and `table` fences.
    let codeBlocks: [CodeBlock]
    /// How many top-level blocks other than headings each section has (index 0: before the first heading).
    let blocksPerSection: [Int]

    init(_ page: ParsedPage) {
        self.page = page
        let headingLines = page.headings.map { $0.location?.line ?? 0 }
        func section(of line: Int) -> Int { headingLines.count(where: { $0 <= line }) }
        let facts = page.facts
        codeSpans = facts.codeSpans.map { Item(text: $0.text, location: $0.location, section: section(of: $0.location.line)) }
        links = facts.links.compactMap { link in
            guard let target = Self.linkTarget(link.text, from: page.source.path) else { return nil }
            let line = link.writtenOnLine ?? link.location.line
            return Item(text: target, location: SourceLocation(file: page.file, line: line), section: section(of: line))
        }
        codeBlocks = facts.codeBlocks
        var blocksPerSection = Array(repeating: 0, count: page.headings.count + 1)
        for line in facts.topLevelBlockLines { blocksPerSection[section(of: line)] += 1 }
        self.blocksPerSection = blocksPerSection
    }

    /// Whether the headings correspond one for one (count and levels), so that sections compare.
    func sectionsAlign(with english: PageStructure) -> Bool {
        page.headings.map(\.level) == english.page.headings.map(\.level)
    }

    /// Where something of `english` that this translation lacks would go: the translated heading
    /// of its section when the headings correspond one for one, else the page's first line.
    func heading(correspondingTo item: Item, in english: PageStructure) -> SourceLocation {
        let top = SourceLocation(file: page.file, line: 1)
        guard item.section > 0, sectionsAlign(with: english) else { return top }
        return page.headings[item.section - 1].location ?? top
    }

    /// The target a translation must keep, or `nil` for a link that is free to differ (an anchor
    /// in the page, whose id comes from the translated heading).
    static func linkTarget(_ destination: String, from path: String) -> String? {
        if destination.contains("://") || destination.hasPrefix("mailto:") { return destination }
        guard LinkTarget(destination, from: path) != nil else { return nil }
        return String(destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0])
    }

    /// The line that writes `destination`, searched from the line of its block (libcmark gives
    /// inline links no position); the block's line when it is written elsewhere (a reference).
    static func line(of destination: String, from line: Int, in lines: [Substring]) -> Int {
        guard line >= 1 else { return 1 }
        var index = line - 1
        let asciiDestination = !destination.isEmpty && destination.utf8.allSatisfy { $0 < 0x80 }
        while index < lines.count {
            // ASCII is found by bytes, as Foundation's search finds it (a tenth of the page's facts
            // in `verify`), in a line of scalars that are Characters of their own and stay as they
            // are in NFC: there a match of bytes is a match of Characters, and no other spelling
            // (a Kelvin sign for K) stands for the same text. Other lines go through Foundation.
            let isASCII = asciiDestination && lines[index].utf8.allSatisfy { $0 < 0x80 }
            let isPlain = isASCII || (asciiDestination && lines[index].unicodeScalars.allSatisfy(\.isCharacterOfItsOwn))
            if isPlain ? lines[index].containsBytes(destination) : lines[index].contains(destination) { return index + 1 }
            // A blank line ends the paragraph.
            if index > line - 1, isASCII ? lines[index].utf8.allSatisfy({ $0 == 0x20 || (0x09...0x0D).contains($0) })
                                         : lines[index].allSatisfy(\.isWhitespace) { break }
            index += 1
        }
        return line
    }
}

/// A translated page and its English page, both read for the parity checks.
struct TranslationPair: Sendable {
    let translation: PageStructure
    let english: PageStructure

    /// What every parity check finds; the headings' only where the staleness check does not
    /// already explain them (`HeadingParityCheck.explained(by:)`).
    func parityDiagnostics(checkingHeadings: Bool) -> [Diagnostic] {
        (checkingHeadings ? HeadingParityCheck.compare(translation, english) : [])
            + TableParityCheck.compare(translation.page, english.page) + CodeBlockParityCheck.compare(translation, english)
            + CodeSpanParityCheck.compare(translation, english) + LinkParityCheck.compare(translation, english)
            + TabParityCheck.compare(translation.page, english.page)
    }
}

extension ParsedContent {
    /// A translation's structure against its English page's, pair by pair on every core; the
    /// headings of the pages in `headingsExplained` are left to the staleness check. With the
    /// page check cache, an unchanged pair keeps its last diagnostics and neither page is read.
    func parityDiagnostics(headingsExplained: Set<PageID>) -> [Diagnostic] {
        guard let cache = pageCheckCache else {
            return Array(translationPairs().parallelMap { pair in
                pair.parityDiagnostics(checkingHeadings: !headingsExplained.contains(pair.translation.page.id))
            }.joined())
        }
        return Array(pagePairs.parallelMap { translation, english in
            let checkingHeadings = !headingsExplained.contains(translation.id)
            return cache.diagnostics(of: checkingHeadings ? Self.parity : Self.parityButHeadings, for: translation, comparedWith: english) {
                TranslationPair(translation: PageStructure(translation), english: PageStructure(english))
                    .parityDiagnostics(checkingHeadings: checkingHeadings)
            }
        }.joined())
    }

    private static let parity = PageCheckCache.Check("parity"), parityButHeadings = PageCheckCache.Check("parity-but-headings")

    /// Each translated page with its English page (a translation without one is
    /// `translation-orphan`'s business).
    private var pagePairs: [(ParsedPage, ParsedPage)] {
        pages.compactMap { page -> (ParsedPage, ParsedPage)? in
            guard !page.source.language.isSource, let english = self.page(.source, page.source.path) else { return nil }
            return (page, english)
        }
    }

    /// The pairs, read once for all the parity checks, on every core.
    private func translationPairs() -> [TranslationPair] {
        let pairs = pagePairs
        // Each English page is read once, however many translations it has.
        let englishPaths = Set(pairs.map(\.1.source.path))
        let english = Dictionary(uniqueKeysWithValues: pages.filter { $0.source.language.isSource && englishPaths.contains($0.source.path) }
            .parallelMap { ($0.source.path, PageStructure($0)) })
        return pairs.parallelMap { TranslationPair(translation: PageStructure($0.0), english: english[$0.1.source.path]!) }
    }
}

/// The difference between two lists of items compared as multisets, paired so that one edit (a
/// span or link replaced by another) gives one message, not one for what went and one for what came.
enum ItemDifference {
    case replaced(PageStructure.Item, by: PageStructure.Item)
    case missing(PageStructure.Item)
    case extra(PageStructure.Item)

    /// Section by section when `bySection` (the headings correspond one for one), else over the page.
    static func between(english: [PageStructure.Item], translation: [PageStructure.Item], asSets: Bool, bySection: Bool) -> [ItemDifference] {
        // A faithful translation has the same items in the same order, sections and all: then there is
        // no difference, whichever way they are compared (sets and counts were most of the parity check).
        if english.count == translation.count,
           zip(english, translation).allSatisfy({ $0.text == $1.text && $0.section == $1.section }) { return [] }
        guard bySection else { return between(english: english, translation: translation, asSets: asSets) }
        let sections = Set(english.map(\.section)).union(translation.map(\.section)).sorted()
        return sections.flatMap { section in
            between(english: english.filter { $0.section == section }, translation: translation.filter { $0.section == section }, asSets: asSets)
        }
    }

    static func between(english: [PageStructure.Item], translation: [PageStructure.Item], asSets: Bool) -> [ItemDifference] {
        var missing: [PageStructure.Item] = [], extra: [PageStructure.Item] = []
        if asSets {
            let theirs = Set(english.map(\.text)), ours = Set(translation.map(\.text))
            var seen = Set<String>()
            missing = english.filter { !ours.contains($0.text) && seen.insert($0.text).inserted }
            seen = []
            extra = translation.filter { !theirs.contains($0.text) && seen.insert($0.text).inserted }
        } else {
            var counts: [String: Int] = [:]
            for item in english { counts[item.text, default: 0] += 1 }
            for item in translation {
                if let count = counts[item.text], count > 0 { counts[item.text] = count - 1 } else { extra.append(item) }
            }
            for item in english.reversed() {
                if let count = counts[item.text], count > 0 {
                    missing.append(item)
                    counts[item.text] = count - 1
                }
            }
            missing.reverse()
        }
        let paired = min(missing.count, extra.count)
        return (0..<paired).map { .replaced(missing[$0], by: extra[$0]) }
            + missing.dropFirst(paired).map(ItemDifference.missing) + extra.dropFirst(paired).map(ItemDifference.extra)
    }
}
