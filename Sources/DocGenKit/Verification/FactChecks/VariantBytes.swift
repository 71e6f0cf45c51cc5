import Foundation

/// A quick "no" before the term scan, and the places the scan must look at (`starts(in:)`): the
/// forbidden variants of one language as UTF-8 bytes, each character of a pattern in NFC. Most
/// prose holds no variant, and finding that out from bytes costs a fraction of the scan's
/// character-by-character comparisons (a fifth of `docgen verify` at 10,000 pages).
///
/// The scan compares `String`s, which are equal when canonically equivalent (`é` written as one
/// scalar or as `e` and an accent). A match there is a match of bytes here only if the text's
/// characters are written as NFC writes them, so the answer "no" is given only for a text whose
/// every (folded) scalar is `isAlwaysNFC` (`PlainScalars.swift`); any other text is scanned as before.
struct VariantBytes: Sendable {
    private var folded = Needles()
    private var exact = Needles()

    /// `patterns`: each variant's characters as the matcher folded them, and whether it keeps case.
    /// `preferred`: the language's preferred terms, folded without case, inside which a variant is
    /// fine ("llamada" in "llamada telefónica").
    init(_ patterns: [(characters: [String], caseSensitive: Bool)], preferred: [[String]] = []) {
        let terms = preferred.filter { !$0.isEmpty }.map { (bytes: Self.bytes(ofPattern: $0), boundaries: Self.boundaries(of: $0)) }
        for (characters, caseSensitive) in patterns where !characters.isEmpty {
            let bytes = Self.bytes(ofPattern: characters)
            if caseSensitive {
                exact.add(bytes, boundaries: Self.boundaries(of: characters))
                continue
            }
            // The scan looks for the terms in the text folded without case: only these variants are
            // found covered here.
            var covers: [Needles.Cover] = []
            for term in terms where term.bytes != bytes && term.bytes.count > bytes.count {
                for offset in 0...(term.bytes.count - bytes.count) where term.bytes[offset..<(offset + bytes.count)].elementsEqual(bytes) {
                    covers.append(Needles.Cover(bytes: term.bytes, offset: offset, boundaryBefore: term.boundaries.before,
                                                boundaryAfter: term.boundaries.after))
                }
            }
            folded.add(bytes, boundaries: Self.boundaries(of: characters), covers: covers)
        }
    }

    /// The pattern's characters in NFC, one after the other. ASCII is its own NFC: Foundation's
    /// normalization of every variant and preferred term was a fifth of loading the matcher, which a
    /// one-page rebuild does too.
    private static func bytes(ofPattern characters: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for character in characters {
            if character.utf8.allSatisfy({ $0 < 0x80 }) {
                bytes += character.utf8
            } else {
                bytes += character.precomposedStringWithCanonicalMapping.utf8
            }
        }
        return bytes
    }

    /// As the scan matches a pattern that starts or ends with a Latin letter: only as a whole word.
    private static func boundaries(of characters: [String]) -> (before: Bool, after: Bool) {
        (characters.first!.first.map(TermMatcher.needsBoundary) ?? false, characters.last!.first.map(TermMatcher.needsBoundary) ?? false)
    }

    /// False only when no variant can match in `characters`: checked against the text folded as the
    /// scan folds it, without case for most variants and with case for the case-sensitive ones.
    func mayOccur(in characters: [Character]) -> Bool {
        for (needles, caseSensitive) in [(folded, false), (exact, true)] where !needles.isEmpty {
            guard let text = Self.bytes(of: characters, caseSensitive: caseSensitive) else { return true }
            if needles.occur(in: text) { return true }
        }
        return false
    }

    /// The indices of `characters` at which some variant's bytes start, in order: the only places
    /// where the scan can find a variant (the text's bytes are its characters' folded bytes, one
    /// after the other, so a variant matched at a character has its bytes at that character's first
    /// byte). Nil when the text cannot be read by bytes; then every place is a candidate.
    func starts(in characters: [Character]) -> [Int]? {
        var starts: [Int] = []
        for (needles, caseSensitive) in [(folded, false), (exact, true)] where !needles.isEmpty {
            var characterStarts: [Int] = []
            guard let text = Self.bytes(of: characters, caseSensitive: caseSensitive, characterStarts: &characterStarts) else { return nil }
            var character = 0
            needles.forEachStart(in: text) { offset in
                // Offsets come in order: walk the characters along with them.
                while character < characterStarts.count, characterStarts[character] < offset { character += 1 }
                // A match that starts inside a character's folded bytes is no match of characters.
                if character < characterStarts.count, characterStarts[character] == offset { starts.append(character) }
            }
        }
        return exact.isEmpty || folded.isEmpty ? starts : Array(Set(starts)).sorted()
    }

    /// `mayOccur(in:)` for the Characters of `text`, all of whose scalars are Characters of their own
    /// (`isCharacterOfItsOwn`): read by scalars, without making the Characters.
    func mayOccur(inScalarsOf text: String) -> Bool {
        for (needles, caseSensitive) in [(folded, false), (exact, true)] where !needles.isEmpty {
            guard let bytes = Self.bytes(ofScalars: text, caseSensitive: caseSensitive) else { return true }
            if needles.occur(in: bytes) { return true }
        }
        return false
    }

    /// No variants: for a language whose term base has typography rules only.
    static let none = VariantBytes([])

    /// Scalars whose presence makes `checksThatMayReport(inPlainText:triggers:)` name the typography
    /// rules: `always`, and `notAfterNarrowSpace` unless right after U+202F. Sorted once for a
    /// language, not for each text.
    struct Triggers: Sendable {
        fileprivate let ascii: (UInt64, UInt64), others: [UInt32]
        fileprivate let asciiNotAfterNarrowSpace: (UInt64, UInt64), othersNotAfterNarrowSpace: [UInt32]

        init(always: [UInt32], notAfterNarrowSpace: [UInt32] = []) {
            (ascii, others) = VariantBytes.split(always)
            (asciiNotAfterNarrowSpace, othersNotAfterNarrowSpace) = VariantBytes.split(notAfterNarrowSpace)
        }
    }

    /// Which checks may report in `text`: the variant scan when it may hold a variant (as
    /// `mayOccur(inScalarsOf:)`), the typography rules when it holds one of `triggers`, both when it
    /// has a scalar that is not a Character of its own or that is not to be read by bytes. What
    /// `TermMatcher.checksThatMayReport` asks of every paragraph of every page, in one pass over the
    /// UTF-8 that folds into buffers on the stack (three passes and an array each were 6 % of `verify`).
    /// A trigger no longer ends the pass: most French, Chinese and Korean paragraphs hold one, and
    /// the variant scan that followed each of them found nothing in nearly all. Nil for a text with a
    /// scalar the tables do not fold (to more than three bytes, or beyond U+2100 and changed by lower
    /// case): the caller then asks step by step.
    func checksThatMayReport(inPlainText text: String, triggers: Triggers) -> TermMatcher.Checks? {
        let (asciiTriggers, otherTriggers) = (triggers.ascii, triggers.others)
        let (asciiNarrowSpaceTriggers, otherNarrowSpaceTriggers) = (triggers.asciiNotAfterNarrowSpace, triggers.othersNotAfterNarrowSpace)
        // Only a kind of variant the language has is folded for (an unusable scalar matters to it alone).
        let readsFolded = !folded.isEmpty, readsExact = !exact.isEmpty
        var text = text
        let readsVariants = readsFolded || readsExact
        return text.withUTF8 { utf8 -> TermMatcher.Checks? in
            // A scalar of n bytes folds to at most 3 bytes in the tables, and to itself beyond them.
            let capacity = utf8.count * 2 + 4
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: readsFolded ? capacity : 1) { folded -> TermMatcher.Checks? in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: readsExact ? capacity : 1) { exactBytes -> TermMatcher.Checks? in
                    var foldedCount = 0, exactCount = 0, index = 0, afterNarrowSpace = false, triggered = false
                    while index < utf8.count {
                        let byte = utf8[index]
                        if byte < 0x80 {
                            if byte == 0x0D { return .all }  // CR joins the LF after it
                            if !triggered {
                                let bit = UInt64(byte & 63)
                                if (byte < 64 ? asciiTriggers.0 : asciiTriggers.1) & (1 << bit) != 0
                                    || (!afterNarrowSpace && (byte < 64 ? asciiNarrowSpaceTriggers.0 : asciiNarrowSpaceTriggers.1) & (1 << bit) != 0) {
                                    triggered = true
                                    if !readsVariants { return .typography }
                                }
                            }
                            afterNarrowSpace = false
                            if readsFolded { folded[foldedCount] = byte &- 0x41 < 26 ? byte | 0x20 : byte; foldedCount += 1 }
                            if readsExact { exactBytes[exactCount] = byte; exactCount += 1 }
                            index += 1
                            continue
                        }
                        let (value, length) = ByteSearch.scalar(at: index, in: utf8)
                        guard let scalar = Unicode.Scalar(value), scalar.isCharacterOfItsOwn else { return .all }
                        if !triggered, otherTriggers.contains(value) || (!afterNarrowSpace && otherNarrowSpaceTriggers.contains(value)) {
                            triggered = true
                            if !readsVariants { return .typography }
                        }
                        afterNarrowSpace = value == 0x202F
                        if value < FoldedScalars.limit {
                            if readsFolded {
                                guard let withoutCase = FoldedScalars.withoutCase.write(scalar, to: folded, at: &foldedCount) else { return nil }
                                if !withoutCase { return .all }
                            }
                            if readsExact {
                                guard let withCase = FoldedScalars.withCase.write(scalar, to: exactBytes, at: &exactCount) else { return nil }
                                if !withCase { return .all }
                            }
                        } else if length == 3, scalar.isUncasedAndAlwaysNFC || !scalar.properties.changesWhenLowercased {
                            // Folds to itself (U+FFFC, which stands for every code span, arrows).
                            if readsFolded {
                                for offset in 0..<3 { folded[foldedCount + offset] = utf8[index + offset] }
                                foldedCount += 3
                            }
                            if readsExact {
                                for offset in 0..<3 { exactBytes[exactCount + offset] = utf8[index + offset] }
                                exactCount += 3
                            }
                        } else if readsFolded || readsExact {
                            return nil
                        }
                        index += length
                    }
                    let variants = self.folded.occur(in: UnsafeBufferPointer(rebasing: folded[..<foldedCount]))
                        || (readsExact && exact.occur(in: UnsafeBufferPointer(rebasing: exactBytes[..<exactCount])))
                    var checks: TermMatcher.Checks = triggered ? .typography : []
                    if variants { checks.insert(.terms) }
                    return checks
                }
            }
        }
    }

    /// Triggers as two bit sets of the ASCII ones (below 64, and 64 to 127) and a list of the others.
    fileprivate static func split(_ triggers: [UInt32]) -> (ascii: (UInt64, UInt64), others: [UInt32]) {
        var ascii: (UInt64, UInt64) = (0, 0)
        var others: [UInt32] = []
        for trigger in triggers {
            if trigger < 64 { ascii.0 |= 1 << UInt64(trigger) }
            else if trigger < 128 { ascii.1 |= 1 << UInt64(trigger - 64) }
            else { others.append(trigger) }
        }
        return (ascii, others)
    }

    /// Byte strings looked for in one pass over a text: a table of their first two bytes says
    /// where one may start, and only there are they compared (not one `memchr` pass each), with the
    /// needles that start with those two bytes alone. (A `Set` of one-byte needles hashed every byte
    /// of every paragraph, and each two-byte hit compared every needle: 3 % of `verify`'s instructions.)
    ///
    /// A needle the scan matches as a whole word only does not count where an ASCII letter, digit or
    /// `_` touches it ("sélecteur d'app" in "sélecteur d'apps"): the character those bytes end or
    /// begin is a word character (folding gives such a byte only to one), so the scan would not match
    /// there either. Beside any other byte it counts, as before.
    private struct Needles: Sendable {
        struct Needle: Sendable {
            let bytes: [UInt8]
            /// Whether it counts only with no ASCII word byte before it, and after it.
            let boundaryBefore: Bool, boundaryAfter: Bool
            /// The preferred terms that hold it, where the scan finds it covered.
            let covers: [Cover]
        }

        /// A preferred term that holds a needle `offset` bytes from its start. The needle does not
        /// count in `occur` where the term is around it, as a whole word when it must be one, between
        /// ASCII bytes or the text's ends: there the term's bytes surely start and end characters, and
        /// the scan finds the variant covered (`TermMatcher.isCovered`). `forEachStart` keeps such
        /// places: the scan itself decides there.
        struct Cover: Sendable {
            let bytes: [UInt8]
            let offset: Int
            let boundaryBefore: Bool, boundaryAfter: Bool
        }

        /// Bit `first << 8 | second` is set when a needle starts with those two bytes.
        private var pairs = [UInt64](repeating: 0, count: 1024)
        /// The needles of two bytes or more, by their first two bytes (`first << 8 | second`): the
        /// index in `byPair`, plus one, of the needles that start with them. Looked up for every
        /// pair that starts a needle ("le", "et", Han's lead bytes), a dictionary hashed them.
        /// Made with the first needle of two bytes: most languages have no case-sensitive variant.
        private var pairSlots: [UInt16] = []
        private var byPair: [[Needle]] = []
        /// Bit `byte` is set when `byte` alone is a needle.
        private var singles = [UInt64](repeating: 0, count: 4)
        private var hasSingles = false

        var isEmpty: Bool { !hasSingles && byPair.isEmpty }

        /// A needle of one byte counts wherever it is.
        mutating func add(_ needle: [UInt8], boundaries: (before: Bool, after: Bool) = (false, false), covers: [Cover] = []) {
            guard let first = needle.first else { return }
            if needle.count == 1 {
                singles[Int(first) >> 6] |= 1 << UInt64(first & 63)
                hasSingles = true
            } else {
                let pair = Int(first) << 8 | Int(needle[1])
                pairs[pair >> 6] |= 1 << UInt64(pair & 63)
                if pairSlots.isEmpty { pairSlots = [UInt16](repeating: 0, count: 65_536) }
                if pairSlots[pair] == 0 {
                    byPair.append([])
                    pairSlots[pair] = UInt16(byPair.count)
                }
                byPair[Int(pairSlots[pair]) - 1].append(Needle(bytes: needle, boundaryBefore: boundaries.before,
                                                                boundaryAfter: boundaries.after, covers: covers))
            }
        }

        @inline(__always)
        private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
            byte &- 0x61 < 26 || byte &- 0x41 < 26 || byte &- 0x30 < 10 || byte == 0x5F
        }

        /// Whether a needle starts at `start` of `bytes` (and is not covered there, when `covering`).
        @inline(__always)
        private func starts(at start: Int, in bytes: UnsafeBufferPointer<UInt8>, tables: Tables, covering: Bool) -> Bool {
            let (pairs, singles, pairSlots, byPair) = (tables.pairs, tables.singles, tables.pairSlots, tables.byPair)
            let byte = bytes[start]
            if hasSingles, singles[Int(byte) >> 6] & (1 << UInt64(byte & 63)) != 0 { return true }
            guard start + 1 < bytes.count else { return false }
            let pair = Int(byte) << 8 | Int(bytes[start + 1])
            guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { return false }
            return byPair[Int(pairSlots[pair]) - 1].withUnsafeBufferPointer { needles in
                needles.contains { needle in
                    let count = needle.bytes.count
                    guard count <= bytes.count - start, memcmp(bytes.baseAddress! + start, needle.bytes, count) == 0 else { return false }
                    if needle.boundaryBefore, start > 0, Self.isASCIIWordByte(bytes[start - 1]) { return false }
                    if needle.boundaryAfter, start + count < bytes.count, Self.isASCIIWordByte(bytes[start + count]) { return false }
                    return !covering || !Self.isCovered(needle, at: start, in: bytes)
                }
            }
        }

        /// The look-up tables as pointers, taken once for a scan: indexed as arrays, the needles
        /// of a pair were copied out (a retain and a release) at every place a pair starts one.
        private struct Tables {
            let pairs: UnsafeBufferPointer<UInt64>, singles: UnsafeBufferPointer<UInt64>
            let pairSlots: UnsafeBufferPointer<UInt16>, byPair: UnsafeBufferPointer<[Needle]>
        }

        private func withTables<T>(_ body: (Tables) -> T) -> T {
            pairs.withUnsafeBufferPointer { pairs in
                singles.withUnsafeBufferPointer { singles in
                    pairSlots.withUnsafeBufferPointer { pairSlots in
                        byPair.withUnsafeBufferPointer { byPair in
                            body(Tables(pairs: pairs, singles: singles, pairSlots: pairSlots, byPair: byPair))
                        }
                    }
                }
            }
        }

        private static func isCovered(_ needle: Needle, at start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            needle.covers.contains { cover in
                let from = start - cover.offset, to = from + cover.bytes.count
                guard from >= 0, to <= bytes.count, memcmp(bytes.baseAddress! + from, cover.bytes, cover.bytes.count) == 0 else { return false }
                if from > 0, bytes[from - 1] >= 0x80 || (cover.boundaryBefore && isASCIIWordByte(bytes[from - 1])) { return false }
                if to < bytes.count, bytes[to] >= 0x80 || (cover.boundaryAfter && isASCIIWordByte(bytes[to])) { return false }
                return true
            }
        }

        /// Calls `body` with each offset of `text`, in order, at which a needle starts.
        func forEachStart(in text: [UInt8], _ body: (Int) -> Void) {
            text.withUnsafeBufferPointer { bytes in
                withTables { tables in
                    for start in 0..<bytes.count where starts(at: start, in: bytes, tables: tables, covering: false) { body(start) }
                }
            }
        }

        func occur(in text: [UInt8]) -> Bool {
            text.withUnsafeBufferPointer { occur(in: $0) }
        }

        func occur(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            if isEmpty { return false }
            return withTables { tables in
                bytes.indices.contains { starts(at: $0, in: bytes, tables: tables, covering: true) }
            }
        }
    }

    /// The folded text's bytes, or nil if a scalar in it might be spelt otherwise by an equal string.
    static func bytes(of characters: [Character], caseSensitive: Bool) -> [UInt8]? {
        var characterStarts: [Int] = []
        return bytes(of: characters, caseSensitive: caseSensitive, characterStarts: &characterStarts)
    }

    /// `bytes(of:caseSensitive:)`, with the offset at which each character's bytes start.
    static func bytes(of characters: [Character], caseSensitive: Bool, characterStarts: inout [Int]) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters.count * 3)
        characterStarts.reserveCapacity(characters.count)
        for character in characters {
            characterStarts.append(bytes.count)
            let utf8 = character.utf8
            if utf8.count == 1 {
                let byte = utf8.first!
                bytes.append(!caseSensitive && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
                continue
            }
            // A scalar of three bytes is the whole character; Han, kana and Hangul have no case
            // and fold to themselves.
            if utf8.count == 3, let scalar = character.unicodeScalars.first, scalar.value >= 0x800, scalar.isUncasedAndAlwaysNFC {
                bytes.append(contentsOf: utf8)
                continue
            }
            // Accented Latin and the like: one scalar, folded by the table.
            let scalars = character.unicodeScalars
            if let scalar = scalars.first, scalar.value < FoldedScalars.limit, scalars.index(after: scalars.startIndex) == scalars.endIndex {
                guard (caseSensitive ? FoldedScalars.withCase : FoldedScalars.withoutCase).append(scalar, to: &bytes) else { return nil }
                continue
            }
            guard appendFolded(character, caseSensitive: caseSensitive, to: &bytes) else { return nil }
        }
        return bytes
    }

    /// `bytes(of:caseSensitive:)` of the text's Characters when each is one scalar.
    static func bytes(ofScalars text: String, caseSensitive: Bool) -> [UInt8]? {
        let table = caseSensitive ? FoldedScalars.withCase : FoldedScalars.withoutCase
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let byte = UInt8(scalar.value)
                bytes.append(!caseSensitive && (0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
                continue
            }
            if scalar.value < FoldedScalars.limit {
                guard table.append(scalar, to: &bytes) else { return nil }
                continue
            }
            if (0x800..<0x10000).contains(scalar.value), scalar.isUncasedAndAlwaysNFC {
                UTF8.encode(scalar) { bytes.append($0) }
                continue
            }
            guard appendFolded(Character(scalar), caseSensitive: caseSensitive, to: &bytes) else { return nil }
        }
        return bytes
    }

    /// `appendFolded` worked out once for each scalar below U+2100 (accented Latin, Greek, Cyrillic,
    /// general punctuation): folding accented letters one by one, each through a `String`, was most of
    /// the quick "no" on French and Spanish prose (5 % of a 10,000-page `verify`).
    private struct FoldedScalars {
        static let limit: UInt32 = 0x2100
        static let withoutCase = FoldedScalars(caseSensitive: false)
        static let withCase = FoldedScalars(caseSensitive: true)

        /// Per scalar: its folded bytes (up to three) and their count in the top byte; `unusable`
        /// where `appendFolded` refuses it, `longer` where the folded bytes need more room.
        private var entries: [UInt32]
        private static let unusable: UInt32 = 0xFF00_0000, longer: UInt32 = 0xFE00_0000
        private let caseSensitive: Bool

        private init(caseSensitive: Bool) {
            self.caseSensitive = caseSensitive
            entries = (0..<Self.limit).map { value in
                guard let scalar = Unicode.Scalar(value) else { return Self.unusable }
                var folded: [UInt8] = []
                // Most scalars fold to themselves (what `fold` does to the others: spaces, the
                // apostrophe, upper case); working each out through a `String` made a one-page
                // rebuild wait for the table.
                if scalar.isAlwaysNFC, caseSensitive || !scalar.properties.changesWhenLowercased,
                   !["\u{00A0}", "\u{202F}", "\u{2009}", "\u{2019}"].contains(scalar) {
                    UTF8.encode(scalar) { folded.append($0) }
                } else if !VariantBytes.appendFolded(Character(scalar), caseSensitive: caseSensitive, to: &folded) {
                    return Self.unusable
                }
                guard folded.count <= 3 else { return Self.longer }
                return folded.enumerated().reduce(UInt32(folded.count) << 24) { $0 | UInt32($1.element) << (8 * UInt32($1.offset)) }
            }
        }

        /// Writes the scalar's folded bytes at `count` (advanced past them) of a buffer with room for
        /// three: false if it is not to be read by bytes, nil if it folds to more than three.
        func write(_ scalar: Unicode.Scalar, to buffer: UnsafeMutableBufferPointer<UInt8>, at count: inout Int) -> Bool? {
            let entry = entries[Int(scalar.value)]
            switch entry {
            case Self.unusable: return false
            case Self.longer: return nil
            default:
                for index in 0..<Int(entry >> 24) { buffer[count + index] = UInt8(truncatingIfNeeded: entry >> (8 * UInt32(index))) }
                count += Int(entry >> 24)
                return true
            }
        }

        /// Appends the scalar's folded bytes; false if it is not to be read by bytes.
        func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Bool {
            let entry = entries[Int(scalar.value)]
            switch entry {
            case Self.unusable: return false
            case Self.longer: return VariantBytes.appendFolded(Character(scalar), caseSensitive: caseSensitive, to: &bytes)
            default:
                for index in 0..<UInt32(entry >> 24) { bytes.append(UInt8(truncatingIfNeeded: entry >> (8 * index))) }
                return true
            }
        }
    }

    /// The character folded as the scan folds it, or false if a scalar of that might be spelt otherwise.
    static func appendFolded(_ character: Character, caseSensitive: Bool, to bytes: inout [UInt8]) -> Bool {
        let folded = TermMatcher.fold(character, caseSensitive: caseSensitive)
        guard folded.unicodeScalars.allSatisfy(\.isAlwaysNFC) else { return false }
        bytes.append(contentsOf: folded.utf8)
        return true
    }
}
