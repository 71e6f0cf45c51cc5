/// How a translated page stands against its English page: which English sections changed, were
/// added or were removed since the translation was recorded (`TranslationLock`), and where each
/// change falls in the translation. `verify` warns about them, `status` lists them with the
/// English diff, and the built page marks them.
public struct PageStaleness: Sendable, Encodable {
    public enum State: String, Sendable, Codable {
        /// Recorded, and no English section changed since.
        case current
        /// Recorded, and at least one English section changed, was added or was removed since.
        case outdated
        /// Never marked translated: nothing says what it was translated from.
        case unrecorded
    }

    public struct Change: Sendable, Encodable {
        public enum Kind: String, Sendable, Codable {
            /// The English section's text differs from the recorded one (a renamed heading included).
            case changed
            /// The English page has a section the record does not: it is not translated.
            case added
            /// The record has a section the English page no longer has.
            case removed
        }

        public let kind: Kind
        /// The English section as it is now; `nil` when removed.
        public let english: PageSection?
        /// The recorded English section's key and text; `nil` when added. The text is `nil` when the
        /// lock file lost it (edited by hand).
        public let recordedKey: String?
        public let recordedText: String?
        /// The translation's section this change is about (changed, removed), or the one the added
        /// section goes before (`nil`: at the end of the page); always `nil` when the translation's
        /// headings cannot be matched (`PageStaleness.headingsMatch`).
        public let translation: PageSection?
    }

    public let language: Language
    public let path: String
    public let translationFile: String
    public let englishFile: String
    public let state: State
    /// In the English page's order.
    public let changes: [Change]
    /// False when the translation's headings (their number and levels) follow neither the English
    /// page it was recorded from nor today's, so that no change can be placed in it.
    public let headingsMatch: Bool
    /// The translation's sections, where an added section's warning goes; only for an outdated page.
    public let translationSections: [PageSection]
}

public enum TranslationStaleness {
    /// Every translated page whose front matter reads and that has an English page, by language
    /// then path.
    public static func assess(_ content: ParsedContent) -> [PageStaleness] {
        let pairs = content.pages.compactMap { page -> (ParsedPage, ParsedPage)? in
            guard !page.source.language.isSource, page.frontMatter != nil,
                  let english = content.page(.source, page.source.path), english.frontMatter != nil else { return nil }
            return (page, english)
        }
        // A pair the last build found current (its headings following), and whose two pages and
        // record are unchanged, is current without either page being read (`PageCheckCache`).
        let cache = content.pageCheckCache
        let kept = pairs.parallelMap { page, english -> PageStaleness? in
            guard let cache, let record = content.translationLocks[page.source.language]?.pages[page.source.path],
                  cache.kept(currentCheck, for: page, comparedWith: english, reading: digest(of: record)) != nil else { return nil }
            return current(page, english: english)
        }
        // Each English page that a record still compares with cut into sections once (its text read,
        // each section hashed), on every core: for every translation, one after another, they were
        // most of a rebuild of a site whose translations are recorded.
        let compared = Set(zip(pairs, kept).compactMap { pair, kept in
            kept != nil || content.translationLocks[pair.0.source.language]?.pages[pair.0.source.path] == nil ? nil : pair.1.source.path
        })
        let englishPages = content.pages.filter { $0.source.language.isSource && compared.contains($0.source.path) }
        let sections = Dictionary(zip(englishPages.map(\.source.path), englishPages.parallelMap(EnglishSections.init)),
                                  uniquingKeysWith: { first, _ in first })
        return Array(zip(pairs, kept)).parallelMap { pair, kept in
            if let kept { return kept }
            let (page, english) = pair
            let lock = content.translationLocks[page.source.language]
            guard let record = lock?.pages[page.source.path] else {
                return assess(page, english: english, englishSections: EnglishSections(), record: nil, texts: { _ in nil })
            }
            let staleness = assess(page, english: english, englishSections: sections[english.source.path]!, record: record,
                                   texts: { lock?.englishText($0) })
            if let cache, staleness.state == .current, staleness.headingsMatch {
                cache.keep([], of: currentCheck, for: page, comparedWith: english, reading: digest(of: record))
            }
            return staleness
        }
    }

    /// The check cache's name for a translation found current, its headings following.
    private static let currentCheck = PageCheckCache.Check("staleness: current")

    /// A record's sections (keys, levels, fingerprints), hashed.
    private static func digest(of record: [TranslationLock.Section]) -> StableHash {
        var hash = StableHash()
        hash.add(UInt64(record.count))
        for section in record {
            hash.add(section.key)
            hash.add(section.level.map { UInt64($0) + 1 } ?? 0)
            hash.add(section.fingerprint)
        }
        return hash
    }

    /// A translation current against its English page, its headings following: nothing of either kept.
    private static func current(_ translation: ParsedPage, english: ParsedPage) -> PageStaleness {
        PageStaleness(language: translation.source.language, path: translation.source.path, translationFile: translation.file,
                      englishFile: english.file, state: .current, changes: [], headingsMatch: true, translationSections: [])
    }

    /// An English page's sections, and their fingerprints, each made once.
    struct EnglishSections: Sendable {
        var sections: [PageSection] = []
        var fingerprints: [String] = []

        init() {}

        init(_ page: ParsedPage) {
            sections = PageSections.of(page)
            fingerprints = sections.map(\.fingerprint)
        }
    }

    static func assess(_ translation: ParsedPage, english: ParsedPage, englishSections: EnglishSections,
                       record: [TranslationLock.Section]?, texts: (String) -> String?) -> PageStaleness {
        func result(_ state: PageStaleness.State, _ changes: [PageStaleness.Change], headingsMatch: Bool,
                    sections: [PageSection]) -> PageStaleness {
            // A current page's sections (their texts: a copy of the page) are not kept: nothing reads them.
            PageStaleness(language: translation.source.language, path: translation.source.path, translationFile: translation.file,
                          englishFile: english.file, state: state, changes: changes, headingsMatch: headingsMatch,
                          translationSections: state == .outdated ? sections : [])
        }
        guard let record else { return result(.unrecorded, [], headingsMatch: true, sections: []) }
        let current = englishSections.sections, fingerprints = englishSections.fingerprints
        let steps = align(recorded: record, current: current)
        // Nothing changed since the record: whether the translation's headings follow the English
        // ones is told by their levels, which its headings give without its text being read.
        let unchanged = steps.allSatisfy { step in
            if case .pair(let old, let new) = step { return record[old].fingerprint == fingerprints[new] }
            return false
        }
        if unchanged {
            let ourLevels = translation.headings.map { Optional($0.level) }
            let matches = ourLevels == record.map(\.level).filter { $0 != nil } || ourLevels == current.map(\.level).filter { $0 != nil }
            return result(.current, [], headingsMatch: matches, sections: [])
        }
        let ours = PageSections.of(translation)
        // The translation was made from the recorded English, so its sections follow it one for
        // one; a translator who has already followed today's English follows that instead.
        let place = placement(of: ours, recorded: record, current: current, steps: steps)
        var changes: [PageStaleness.Change] = []
        var nextPlaced: PageSection?
        // Backwards, so that an added section knows the translated section it goes before.
        for step in steps.reversed() {
            switch step {
            case .pair(let old, let new):
                let here = place(old, new)
                if record[old].fingerprint != fingerprints[new] {
                    changes.append(.init(kind: .changed, english: current[new], recordedKey: record[old].key,
                                         recordedText: texts(record[old].fingerprint), translation: here))
                }
                nextPlaced = here ?? nextPlaced
            case .removed(let old):
                let here = place(old, nil)
                changes.append(.init(kind: .removed, english: nil, recordedKey: record[old].key,
                                     recordedText: texts(record[old].fingerprint), translation: here))
                nextPlaced = here ?? nextPlaced
            case .added(let new):
                changes.append(.init(kind: .added, english: current[new], recordedKey: nil, recordedText: nil,
                                     translation: place.matches ? nextPlaced : nil))
            }
        }
        return result(changes.isEmpty ? .current : .outdated, changes.reversed(), headingsMatch: place.matches, sections: ours)
    }

    // MARK: - Matching the recorded English with today's

    enum Step: Equatable {
        case pair(recorded: Int, current: Int)
        case removed(recorded: Int)
        case added(current: Int)
    }

    /// The recorded and the current English sections, matched by key (the longest common
    /// subsequence, so an added or removed section shifts nothing); between two matches, sections
    /// left over on both sides are paired in order while their levels agree (a renamed heading
    /// changes its key, not its place), and the rest are removed or added.
    static func align(recorded: [TranslationLock.Section], current: [PageSection]) -> [Step] {
        let old = recorded.map(\.key), new = current.map(\.key)
        var table = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i][j] = old[i] == new[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var steps: [Step] = []
        var leftOld: [Int] = [], leftNew: [Int] = []
        func closeGap() {
            var paired = 0
            while paired < min(leftOld.count, leftNew.count), recorded[leftOld[paired]].level == current[leftNew[paired]].level {
                steps.append(.pair(recorded: leftOld[paired], current: leftNew[paired]))
                paired += 1
            }
            steps += leftOld.dropFirst(paired).map { .removed(recorded: $0) }
            steps += leftNew.dropFirst(paired).map { .added(current: $0) }
            leftOld = []
            leftNew = []
        }
        var i = 0, j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                closeGap()
                steps.append(.pair(recorded: i, current: j))
                i += 1
                j += 1
            } else if j >= new.count || (i < old.count && table[i + 1][j] >= table[i][j + 1]) {
                leftOld.append(i)
                i += 1
            } else {
                leftNew.append(j)
                j += 1
            }
        }
        closeGap()
        return steps
    }

    // MARK: - Placing changes in the translation

    struct Placement {
        let matches: Bool
        let section: (_ recorded: Int, _ current: Int?) -> PageSection?
        func callAsFunction(_ recorded: Int, _ current: Int?) -> PageSection? { section(recorded, current) }
    }

    /// The translation's section for a recorded English section (or its current match): the same
    /// key for the front matter and the lead, the heading at the same position for the others.
    static func placement(of ours: [PageSection], recorded: [TranslationLock.Section], current: [PageSection],
                          steps: [Step]) -> Placement {
        let ourHeadings = ours.filter(\.isHeading)
        let byKey = Dictionary(ours.filter { !$0.isHeading }.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        // Position among the headings, for each index of `recorded` and of `current`.
        func headingPositions(_ levels: [Int?]) -> [Int: Int] {
            var positions: [Int: Int] = [:], count = 0
            for (index, level) in levels.enumerated() where level != nil {
                positions[index] = count
                count += 1
            }
            return positions
        }
        let ourLevels = ourHeadings.map(\.level)
        let followsRecord = ourLevels == recorded.map(\.level).filter { $0 != nil }
        let followsCurrent = ourLevels == current.map(\.level).filter { $0 != nil }
        let recordedPositions = headingPositions(recorded.map(\.level)), currentPositions = headingPositions(current.map(\.level))
        return Placement(matches: followsRecord || followsCurrent) { old, new in
            if recorded[old].level == nil { return byKey[recorded[old].key] }
            if followsRecord, let position = recordedPositions[old] { return ourHeadings[position] }
            if followsCurrent, let new, let position = currentPositions[new] { return ourHeadings[position] }
            return nil
        }
    }
}
