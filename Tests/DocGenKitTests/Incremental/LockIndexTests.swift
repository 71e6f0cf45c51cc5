@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `LockIndex` and `LockFile`: a lock whose file is the one the last build read is taken from the
/// record, its texts read from the file when asked for; a file written since gives its own texts.
@Suite("Locks taken from the record")
struct LockIndexTests {
    private static func lockText(_ lead: String) -> String {
        var lock = TranslationLock()
        lock.record([PageSection(key: "(lead)", level: nil, title: "", line: 1, text: lead),
                     PageSection(key: "overview", level: 2, title: "", line: 3, text: "  Indented first line.\n\nThen more.")],
                    for: "index.md")
        lock.record([PageSection(key: "(front-matter)", level: nil, title: "", line: 1, text: "")], for: "scenes/scenes.md")
        return lock.serialized()
    }

    /// The lock in `folder/translations.lock`, read as a build reads it (`ContentLoader`), with its origin.
    private static func readLock(in root: URL, _ text: String) throws -> TranslationLock {
        try ContentFixture.write(["en/index.md": "---\ntitle: A\n---\n", "fr/index.md": "---\ntitle: A\n---\n"], into: root)
        try Data(text.utf8).write(to: root.appendingPathComponent("Content/fr/translations.lock"))
        let index = LockIndex(file: nil, start: SourceIdentity.now)
        let loaded = ContentLoader.load(contentDirectory: root.appendingPathComponent("Content"), displayBase: root, known: nil, knownLocks: index)
        return try #require(loaded.locks[Language("fr")])
    }

    @Test("a lock read whole carries its file and its texts' places; from them each text reads as it was read")
    func textsFromPlaces() throws {
        try withTemporaryDirectory { root in
            let lock = try Self.readLock(in: root, Self.lockText("The lead.\n\nSecond paragraph."))
            let origin = try #require(lock.origin)
            #expect(!lock.textsInFile && origin.places.all?.count == lock.english.count && lock.english.count == 3)
            #expect(origin.texts(origin.places.all!.keys) == lock.english)
            // Packed as the record keeps them: each text found without unpacking the others, and all of them.
            let packed = LockFile(path: origin.path, identity: origin.identity, places: .init(packed: origin.places.packedForRecord!))
            for (fingerprint, text) in lock.english { #expect(packed.texts([fingerprint]) == [fingerprint: text]) }
            #expect(packed.texts(["000000000000"]) == [:] && packed.places.all == origin.places.all)
            let recorded = TranslationLock(recorded: lock.pages, lines: lock.lines, file: lock.file, origin: origin)
            #expect(recorded.textsInFile && recorded == lock && recorded.lines == lock.lines)
            for (fingerprint, text) in lock.english { #expect(recorded.englishText(fingerprint) == text) }
            #expect(recorded.englishText("000000000000") == nil)

            // Written since (the same length, so only the identity tells): the new file's texts.
            let url = root.appendingPathComponent("Content/fr/translations.lock")
            let rewritten = Self.lockText("The lead.\n\nSecond paragraph.").replacingOccurrences(of: "Then more.", with: "Then less.")
            try Data(rewritten.utf8).write(to: url)
            #expect(origin.texts(origin.places.all!.keys) == nil)
            let now = TranslationLock.parse(rewritten, file: "fr/translations.lock").0!
            #expect(recorded.english == now.english && recorded.english != lock.english)
            let changed = try #require(now.english.first { $0.value.contains("Then less.") })
            #expect(recorded.englishText(changed.key) == changed.value)
            // Recording a page holds the texts: the lock no longer names a file.
            var edited = recorded
            edited.record([PageSection(key: "(lead)", level: nil, title: "", line: 1, text: "New.")], for: "other.md")
            #expect(!edited.textsInFile && edited.origin == nil && edited.english.count == now.english.count + 1)
        }
    }

    @Test("a lock with a line ending changed on reading carries no places")
    func carriageReturns() throws {
        try withTemporaryDirectory { root in
            let lock = try Self.readLock(in: root, Self.lockText("Lead.").replacingOccurrences(of: "\n", with: "\r\n"))
            #expect(lock.origin == nil && lock.english.count == 3)
        }
    }

    @Test("the record keeps settled locks only, comes back as written, and damaged bytes are refused without a trap")
    func records() throws {
        try withTemporaryDirectory { root in
            let lock = try Self.readLock(in: root, Self.lockText("Lead."))
            let origin = try #require(lock.origin)
            let settled = LockIndex(file: nil, start: origin.identity.changed + SourceIndex.settling + 1)
            let fresh = LockIndex(file: nil, start: origin.identity.changed + SourceIndex.settling)
            var other = lock
            other.record([PageSection(key: "(lead)", level: nil, title: "", line: 1, text: "Only here.")], for: "more.md")
            other.origin = LockFile(path: origin.path + "-es", identity: origin.identity, places: [:])
            let bytes = try #require(settled.encoded([Language("fr"): lock, Language("ko"): TranslationLock(), Language("es"): other]))
            let records = try #require(LockIndex.records(in: bytes))
            // The pages both name, and their records, are written once.
            #expect(records == ["fr": LockIndex.Record(code: "fr", file: origin, pages: lock.pages, lines: lock.lines),
                                "es": LockIndex.Record(code: "es", file: other.origin!, pages: other.pages, lines: other.lines)])
            #expect(records["es"]!.pages.count == 3 && records["es"]!.lines["more.md"] == nil && records["fr"]!.file.places.all?.count == 3)
            #expect(LockIndex.records(in: try #require(fresh.encoded([Language("fr"): lock]))) == [:])

            let file = root.appendingPathComponent("locks.bin")
            try Data(bytes).write(to: file)
            let index = LockIndex(file: file, start: SourceIdentity.now)
            let taken = try #require(index.unchangedLock("fr", path: origin.path, identity: origin.identity, display: "Content/fr/translations.lock"))
            #expect(taken == lock && taken.textsInFile && taken.file == "Content/fr/translations.lock")
            // Every lock taken from the record, and no other recorded: nothing to write.
            let takenSpanish = try #require(index.unchangedLock("es", path: origin.path + "-es", identity: origin.identity, display: "x"))
            #expect(takenSpanish.pages == other.pages && takenSpanish.lines == other.lines)
            #expect(index.encoded([Language("fr"): taken, Language("es"): takenSpanish]) == nil)
            #expect(index.encoded([Language("fr"): taken, Language("es"): lock]) != nil)
            #expect(index.encoded([Language("fr"): taken]) != nil, "a lock gone")
            var written = origin.identity
            written.changed += 1
            #expect(index.unchangedLock("fr", path: origin.path, identity: written, display: "x") == nil)
            #expect(index.unchangedLock("es", path: origin.path, identity: origin.identity, display: "x") == nil)
            #expect(index.unchangedLock("fr", path: origin.path + "x", identity: origin.identity, display: "x") == nil)

            // Damaged: refused, or read with places that are refused when asked for; never a trap.
            for count in 0..<bytes.count { _ = LockIndex.records(in: Array(bytes.prefix(count)))?.values.map(\.file.places.all) }
            for position in bytes.indices {
                for value: UInt8 in [0, 1, 0x7f, 0x80, 0xff] {
                    var damaged = bytes
                    damaged[position] = value
                    _ = LockIndex.records(in: damaged)?.values.map(\.file.places.all)
                }
            }
            let cut = LockFile(path: origin.path, identity: origin.identity, places: .init(packed: Array(origin.places.packedForRecord!.dropLast())))
            #expect(cut.places.all == nil && cut.texts(["x"]) == nil)
            let fromCut = TranslationLock(recorded: lock.pages, lines: lock.lines, file: lock.file, origin: cut)
            #expect(fromCut.english == lock.english, "read whole again")
            #expect(LockIndex.records(in: Array(bytes.dropLast())) == nil)
            #expect(LockIndex.records(in: bytes + [0]) == nil)
        }
    }
}
