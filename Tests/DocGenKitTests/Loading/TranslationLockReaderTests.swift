@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `TranslationLockReader`, which reads the layout `docgen translated` writes without a YAML tree,
/// against Yams (`TranslationLock.parseWithYams`): whenever it answers, it gives the same pages,
/// texts and line numbers; anything else it leaves to Yams.
@Suite("Translation lock reader")
struct TranslationLockReaderTests {
    private static let keys = ["overview", "launch-2", "(front-matter)", "(lead)", "2019", "true", "null", "~", "a b", "é-tat",
                               "生命周期", "x:y", "a#b", "-dash", "?q", "'quoted'", "[x]", "a,b", "tab\there", " lead", "<<"]
    private static let pieces = ["Text.", "```swift", "    indented code", "\tTab.", "", "", "#  not a heading", "key: value", "- item",
                                 "'quote'", "\"dq\"", "é\u{301}", "生命周期", "   three", "|", ">", "%1$@", "\u{85}next", "\u{feff}bom",
                                 "trailing  ", "{x}", "a: b # c"]

    private static func same(_ fast: TranslationLock, _ yams: TranslationLock) -> Bool {
        fast.pages == yams.pages && fast.english == yams.english && fast.lines == yams.lines
    }

    /// Keys and lines as most pages give them.
    private static let plainKeys = ["overview", "launch-2", "(front-matter)", "(lead)", "é-tat", "生命周期"]
    private static let plainPieces = ["Text.", "```swift", "    indented code", "", "A `callback(_:)`: see [x](a.md#b).", "- item", "생명주기"]

    /// A lock as `docgen translated` writes it, of random pages, sections and texts: with `awkward`,
    /// any of `keys` and `pieces`, else mostly the plain ones.
    private static func randomLock(awkward: Bool = true, using random: inout some RandomNumberGenerator) -> TranslationLock {
        let keys = awkward ? keys : plainKeys, pieces = awkward ? pieces : plainPieces
        var lock = TranslationLock()
        for page in 0..<Int.random(in: 0...5, using: &random) {
            let sections = (0..<Int.random(in: 1...4, using: &random)).map { _ -> PageSection in
                let lines = (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                // Awkward ones normalised (as pages give them) or raw; plain ones normalised.
                let text = !awkward || Bool.random(using: &random) ? PageSections.normalized(lines) : lines.joined(separator: "\n")
                let level = Bool.random(using: &random) ? Int.random(in: 1...6, using: &random) : nil
                return PageSection(key: keys.randomElement(using: &random)!, level: level, title: "", line: 1, text: text)
            }
            let path = Bool.random(using: &random) ? "scenes/page-\(page).md" : keys.randomElement(using: &random)! + ".md"
            lock.record(sections, for: path)
        }
        return lock
    }

    @Test("random locks as docgen writes them: read as Yams reads them, and the plain ones without it")
    func writtenLocks() throws {
        var random = SplitMix(seed: .random(in: 0...UInt64.max))
        var readFast = 0
        for round in 0..<400 {
            let text = Self.randomLock(awkward: round.isMultiple(of: 2), using: &random).serialized()
            let (yams, problems) = TranslationLock.parseWithYams(text, file: "fr/translations.lock")
            #expect(problems.isEmpty, "\(problems)")
            guard let fast = TranslationLockReader.read(text, file: "fr/translations.lock") else { continue }
            readFast += 1
            let expected = try #require(yams)
            #expect(Self.same(fast, expected), "\(text)")
        }
        #expect(readFast >= 200, "read \(readFast) of 400 without Yams")
    }

    @Test("random locks: each text read again from the place the reader found it at is the text read")
    func textPlaces() throws {
        var random = SplitMix(seed: .random(in: 0...UInt64.max))
        var texts = 0
        for round in 0..<300 {
            let text = Self.randomLock(awkward: round.isMultiple(of: 2), using: &random).serialized()
            guard let lock = TranslationLockReader.read(text, file: "fr/translations.lock") else { continue }
            let bytes = Array(text.utf8)
            #expect(Set(lock.textPlaces.keys) == Set(lock.english.keys))
            for (fingerprint, place) in lock.textPlaces {
                let part = Array(bytes[place.offset..<(place.offset + place.count)])
                #expect(TranslationLockReader.text(at: place, in: part) == lock.english[fingerprint], "\(text)")
                texts += 1
            }
        }
        #expect(texts >= 300, "\(texts) texts")
    }

    @Test("locks edited at random (lines cut, doubled, indented, bytes changed): the same answer as Yams, or none")
    func editedLocks() throws {
        var random = SplitMix(seed: .random(in: 0...UInt64.max))
        for round in 0..<2_000 {
            var lines = Self.randomLock(awkward: round.isMultiple(of: 4), using: &random).serialized().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for _ in 0..<Int.random(in: 1...3, using: &random) where !lines.isEmpty {
                let at = Int.random(in: lines.indices, using: &random)
                switch Int.random(in: 0..<6, using: &random) {
                case 0: lines.remove(at: at)
                case 1: lines.insert(lines[at], at: at)
                case 2: lines[at] = " " + lines[at]
                case 3: lines[at] = String(lines[at].dropFirst())
                case 4: lines.insert("", at: at)
                default:
                    var bytes = Array(lines[at].utf8)
                    if !bytes.isEmpty { bytes[Int.random(in: bytes.indices, using: &random)] = Array(" :#-{},'|\t\u{1}x".utf8).randomElement(using: &random)! }
                    lines[at] = String(decoding: bytes, as: UTF8.self)
                }
            }
            let text = lines.joined(separator: "\n")
            guard let fast = TranslationLockReader.read(text, file: "fr/translations.lock") else { continue }
            let (yams, problems) = TranslationLock.parseWithYams(text, file: "fr/translations.lock")
            #expect(problems.isEmpty, "read without Yams, refused by it: \(problems)\n\(text)")
            if let yams { #expect(Self.same(fast, yams), "\(text)") }
        }
    }

    @Test("a character YAML refuses, anywhere in a lock (a control, a C1 control, a byte-order mark, U+FFFE): left to Yams")
    func refusedCharacters() throws {
        var lock = TranslationLock()
        lock.record([PageSection(key: "overview", level: 2, title: "", line: 1, text: Array(repeating: "Plain text, long enough.", count: 8).joined(separator: " "))],
                    for: "scenes/a.md")
        let text = lock.serialized()
        #expect(TranslationLockReader.read(text, file: "fr/translations.lock") != nil)
        let plain = try #require(text.range(of: "Plain text, long"))
        for character in ["\u{1}", "\u{7f}", "\u{80}", "\u{85}", "\u{9f}", "\u{feff}", "\u{fffe}", "\u{ffff}", "\r"] {
            // At every offset in a word of eight bytes.
            for shift in 0..<9 {
                var edited = text
                edited.insert(contentsOf: character, at: edited.index(plain.lowerBound, offsetBy: shift + 8))
                #expect(TranslationLockReader.read(edited, file: "fr/translations.lock") == nil, "\(character.debugDescription) at \(shift)")
            }
        }
        for allowed in ["\u{a0}", "é", "\t", "\u{fffd}", "生"] {
            var edited = text
            edited.insert(contentsOf: allowed, at: edited.index(plain.lowerBound, offsetBy: 12))
            let read = try #require(TranslationLockReader.read(edited, file: "fr/translations.lock"), "\(allowed.debugDescription)")
            let (yams, _) = TranslationLock.parseWithYams(edited, file: "fr/translations.lock")
            #expect(Self.same(read, try #require(yams)))
        }
    }

    @Test("an English text read in an earlier lock is held once; one edited under the same fingerprint is its own")
    func sharedTexts() throws {
        var lock = TranslationLock()
        let text = Array(repeating: "The same English section, in every translation's lock.", count: 4).joined(separator: " ")
        lock.record([PageSection(key: "overview", level: 2, title: "", line: 1, text: text)], for: "scenes/a.md")
        let written = lock.serialized()
        var shared: [String: String] = [:]
        let first = try #require(TranslationLockReader.read(written, file: "fr/translations.lock", sharing: &shared))
        let second = try #require(TranslationLockReader.read(written, file: "es/translations.lock", sharing: &shared))
        let fingerprint = try #require(first.english.keys.first)
        func storage(_ text: String?) -> UnsafePointer<UInt8>? { text?.utf8.withContiguousStorageIfAvailable { $0.baseAddress } ?? nil }
        #expect(first.english == second.english && storage(first.english[fingerprint]) == storage(second.english[fingerprint]))
        // The same fingerprint over another text (a hand edit): read as written, not taken from the other lock.
        let edited = written.replacingOccurrences(of: "every translation's", with: "one edited")
        let third = try #require(TranslationLockReader.read(edited, file: "ko/translations.lock", sharing: &shared))
        #expect(third.english[fingerprint] == text.replacingOccurrences(of: "every translation's", with: "one edited"))
        #expect(second.english[fingerprint] == text)
    }

    @Test("every lock in Content/ is read without Yams, as Yams reads it",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path), "no Content/ folder next to the tests"))
    func contentLocks() throws {
        let languages = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.content.path)
        var read = 0
        for language in languages.sorted() {
            let url = PackagePaths.content.appendingPathComponent(language).appendingPathComponent(TranslationLock.fileName)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let (yams, problems) = TranslationLock.parseWithYams(LineEndings.normalized(text), file: url.path)
            #expect(problems.isEmpty)
            let fast = try #require(TranslationLockReader.read(LineEndings.normalized(text), file: url.path), "\(language)")
            #expect(Self.same(fast, try #require(yams)), "\(language)")
            read += 1
        }
        #expect(read >= 4)
    }
}
