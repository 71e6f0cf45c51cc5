import Foundation

/// The diagnostics of the checks that read one page alone (terms, version claims, inline
/// callbacks, tab modes) or a translation and its English page (structural parity), kept from the
/// last build so that an unchanged page, or pair, is not checked again; and of a check that reads
/// files of the project rather than pages (the string catalogs against the term base), by those files.
///
/// An entry is used only when its page's text, its path as diagnostics print it and the
/// build's inputs (the docgen binary, the theme, the catalogs, the term base, the current
/// folder) are all the same as when it was made; otherwise the check runs. It lives in the
/// render cache's folder (`checks.bin`, whose form is described above `bytes(of:)`), is written only after a build
/// whose site was put in place, and holds the entries of that build, so pages deleted since drop out. A build that
/// changed a few entries and dropped none adds them at the file's end instead (`save`).
final class PageCheckCache: Sendable {
    private static let fileName = "checks.bin"
    /// The JSON form earlier versions wrote: removed when this build saves its own.
    private static let earlierFileName = "checks.json"

    private struct Entry: Sendable {
        /// The page's (and the page compared with's) text and path, as a digest: kept as its two
        /// lanes, not as hexadecimal text, which made 50,000 strings on every build.
        var hash: StableHash
        var diagnostics: [Diagnostic]
    }

    /// An entry's key: the check's name and the page's language and path, hashed (`Check`, `hashes`).
    /// Kept as text, 66,000 keys at 10,000 pages were made, hashed and compared (with long common
    /// prefixes) on every build, and read from the file as as many strings.
    private typealias Key = StableHash

    /// The last build's entries (each key once, its last entry in the file), found by key, and
    /// how many entries the file holds (more, when later entries replace earlier ones). A class:
    /// each look-up takes it from `previous` (a struct of arrays was retained and released piece by piece).
    private final class Previous: Sendable {
        let keys: [Key]
        let entries: [Entry]
        /// Each key's entry: its hash, and its position in `entries` times two, plus one when it
        /// has diagnostics (an entry without, most of them, is not read at all).
        let table: DigestTable
        let inFile: Int

        init(keys: [Key] = [], entries: [Entry] = [], table: DigestTable = DigestTable(), inFile: Int = 0) {
            (self.keys, self.entries, self.table, self.inFile) = (keys, entries, table, inFile)
        }

        func position(of key: Key) -> Int? { table.find(key).map { $0.number >> 1 } }
    }

    private let file: URL
    private let fingerprint: String
    /// Read on another thread while the pages load: only a changed page's checks wait for it.
    private let previous: Background<Previous>
    /// The positions in `previous` of the entries this build used as they were: a number each,
    /// not a key hashed into a table of this build's entries (66,000 of them at 10,000 pages).
    private let used = Locked<[Int]>([])
    /// The entries whose checks ran in this build.
    private let computed = Locked<[(key: Key, entry: Entry)]>([])

    /// Reads the last build's entries from `folder` when it is docgen's render cache folder; it is
    /// neither made nor written here (`save` runs once the build has opened the render cache).
    init(folder: URL, fingerprint: String) {
        let file = folder.appendingPathComponent(Self.fileName)
        self.file = file
        self.fingerprint = fingerprint
        previous = Background { [used] in
            guard RenderCache.isDocgens(folder), let bytes = FileBytes.contents(of: file.path) else { return Previous() }
            let previous = Self.entries(in: bytes, fingerprint: fingerprint) ?? Previous()
            // This build uses about as many: room made before any is used (each is used after reading these).
            used.withLock { $0.reserveCapacity(previous.entries.count) }
            return previous
        }
    }

    /// The build's fingerprint for checks: the render cache's, the term base beside the content
    /// folder, and the current folder (diagnostics print paths relative to it).
    static func fingerprint(build: String, contentDirectory: URL) -> String {
        var hash = StableHash()
        hash.add(build)
        hash.add(FileManager.default.currentDirectoryPath)
        let terms = contentDirectory.deletingLastPathComponent().appendingPathComponent("Terms")
        for path in Theme.files(under: terms) {
            hash.add(path)
            hash.add(bytes: FileManager.default.contents(atPath: terms.appendingPathComponent(path).path) ?? Data())
        }
        return hash.hex
    }

    /// How many page checks were answered from the cache.
    var reused: Int { used.withLock { $0.count } }

    /// A check's name, hashed once (not for each page it looks up).
    struct Check: Sendable {
        fileprivate let digest: StableHash

        init(_ name: String) {
            var digest = StableHash()
            digest.add(name)
            self.digest = digest
        }
    }

    /// `check`'s diagnostics for `page`: from the last build when the page is unchanged, else computed.
    /// A check that compares the page with another (a translation with its English page) names
    /// it as `comparedWith`, and one that reads other pages gives a digest of what it reads of
    /// them as `reading`: then those must be unchanged too.
    func diagnostics(of check: Check, for page: ParsedPage, comparedWith other: ParsedPage? = nil,
                     reading others: StableHash? = nil, compute: () -> [Diagnostic]) -> [Diagnostic] {
        let (key, digest) = Self.key(of: check, for: page, comparedWith: other, reading: others)
        return diagnostics(key: key, hash: digest, compute: compute)
    }

    /// What the last build kept for `check` and `page`, keyed as `diagnostics(of:for:comparedWith:reading:compute:)`
    /// keys it, when everything it read is unchanged; nil otherwise. For a check whose answer is kept
    /// only sometimes (`keep`): nothing is computed here.
    func kept(_ check: Check, for page: ParsedPage, comparedWith other: ParsedPage? = nil, reading others: StableHash? = nil) -> [Diagnostic]? {
        let (key, digest) = Self.key(of: check, for: page, comparedWith: other, reading: others)
        return kept(key: key, hash: digest)
    }

    /// Keeps `diagnostics` for `check` and `page` for the next build, as computed here.
    func keep(_ diagnostics: [Diagnostic], of check: Check, for page: ParsedPage, comparedWith other: ParsedPage? = nil,
              reading others: StableHash? = nil) {
        let (key, digest) = Self.key(of: check, for: page, comparedWith: other, reading: others)
        keep(diagnostics, key: key, hash: digest)
    }

    private static func key(of check: Check, for page: ParsedPage, comparedWith other: ParsedPage?,
                            reading others: StableHash?) -> (key: Key, digest: StableHash) {
        var digest = page.source.checkDigest
        for more in [other?.source.checkDigest, others].compactMap({ $0 }) {
            var pair = StableHash()
            pair.add(digest); pair.add(more)
            digest = pair
        }
        var key = StableHash()
        key.add(check.digest)
        key.add(page.source.checkKey)
        return (key, digest)
    }

    /// `check`'s diagnostics from the last build when `inputs` (a digest of the files it reads) are
    /// the same as then, else computed: for a check of the whole project that reads no page.
    func diagnostics(of check: Check, inputs: StableHash, compute: () -> [Diagnostic]) -> [Diagnostic] {
        diagnostics(key: check.digest, hash: inputs, compute: compute)
    }

    private func diagnostics(key: Key, hash digest: StableHash, compute: () -> [Diagnostic]) -> [Diagnostic] {
        if let kept = kept(key: key, hash: digest) { return kept }
        let diagnostics = compute()
        keep(diagnostics, key: key, hash: digest)
        return diagnostics
    }

    /// The last build's entry for `key`, marked used, when its hash is `digest`.
    private func kept(key: Key, hash digest: StableHash) -> [Diagnostic]? {
        let previous = previous.value
        guard let (hash, number) = previous.table.find(key), hash == digest else { return nil }
        let position = number >> 1
        used.withLock { $0.append(position) }
        return number & 1 == 0 ? [] : previous.entries[position].diagnostics
    }

    private func keep(_ diagnostics: [Diagnostic], key: Key, hash digest: StableHash) {
        computed.withLock { $0.append((key, Entry(hash: digest, diagnostics: diagnostics))) }
    }

    /// A page's key (its language and path, a check's name added for each check) and digest (its
    /// text, by its hash made as it was read, and its path as diagnostics print it): `SourcePage`
    /// keeps both, made once.
    static func hashes(language: Language, path: String, displayPath: String, textHash: String) -> (key: StableHash, digest: StableHash) {
        var key = StableHash(), digest = StableHash()
        key.add(language.code)
        key.add(path)
        digest.add(displayPath)
        digest.add(textHash)
        return (key, digest)
    }

    /// Writes this build's entries (a new file renamed over the old); or, when it dropped none of
    /// the last build's and changed few, adds those at the end of the file, where a reader takes
    /// them over the earlier ones. Writing all 66,000 entries of a 10,000-page site again took some
    /// 50 ms at the very end of a one-page rebuild, on one core.
    func save() {
        let previous = previous.value
        // The computed entries by key (the last, should a check have run twice), and which of the
        // last build's entries this build still has.
        let changed = Dictionary(computed.withLock { $0 }, uniquingKeysWith: { _, last in last })
        var kept = [Bool](repeating: false, count: previous.entries.count)
        for position in used.withLock({ $0 }) { kept[position] = true }
        var new = 0
        for key in changed.keys {
            if let position = previous.position(of: key) { kept[position] = true } else { new += 1 }
        }
        let keptCount = kept.count { $0 }, count = keptCount + new
        if keptCount == previous.entries.count, previous.inFile > 0, previous.inFile + changed.count <= count + count / 4 {
            if changed.isEmpty { return }
            if let bytes = Self.entryBytes(of: Array(changed)), FileBytes.append(bytes, to: file.path) { return }
        }
        var entries = changed
        entries.reserveCapacity(count)
        for (position, key) in previous.keys.enumerated() where kept[position] && entries[key] == nil {
            entries[key] = previous.entries[position]
        }
        guard let bytes = Self.bytes(of: Array(entries), fingerprint: fingerprint) else { return }
        _ = unlink(file.deletingLastPathComponent().appendingPathComponent(Self.earlierFileName).path)
        _ = FileBytes.replace(file.path, with: bytes)
    }

    // The file: a line naming the format, the fingerprint, the number of entries (the dictionary is
    // made that large at once: growing it was half of reading the file), then each entry (in `inFileOrder`): its key's
    // two lanes, its hash's two lanes and its diagnostics (0, or the length of their `BinaryEncoder` bytes and those bytes),
    // lengths as varints. Most entries have no diagnostics: one generic coder over 50,000 entries
    // was a tenth of a one-page rebuild, reading and writing. Entries a later build added follow,
    // in the same form; a key's last entry is the one that counts.
    private static let header = Array("docgen page checks 6\n".utf8)

    private static func bytes(of entries: [(key: Key, value: Entry)], fingerprint: String) -> [UInt8]? {
        var bytes = header
        bytes.appendText(fingerprint)
        bytes.appendVarint(UInt64(entries.count))
        guard let rest = entryBytes(of: entries) else { return nil }
        return bytes + rest
    }

    /// The entries, one after another, in `inFileOrder`.
    private static func entryBytes(of entries: [(key: Key, value: Entry)]) -> [UInt8]? {
        var bytes: [UInt8] = []
        for index in inFileOrder(entries) {
            let (key, entry) = entries[index]
            let (keyFirst, keySecond) = key.lanes
            bytes.appendVarint(keyFirst)
            bytes.appendVarint(keySecond)
            let (first, second) = entry.hash.lanes
            bytes.appendVarint(first)
            bytes.appendVarint(second)
            guard bytes.appendDiagnostics(entry.diagnostics) else { return nil }
        }
        return bytes
    }

    /// The entries' indices in an order that depends on their keys alone (so equal caches are equal
    /// bytes): by their lanes. Sorting the entries themselves, each move retaining and releasing
    /// their parts, was a twentieth of a one-page rebuild.
    private static func inFileOrder(_ entries: [(key: Key, value: Entry)]) -> [Int] {
        let orders = entries.map { $0.key.lanes }
        return entries.indices.sorted { orders[$0] < orders[$1] }
    }

    /// The entries `bytes(of:fingerprint:)` wrote with this fingerprint, and those added after; nil
    /// for another's, or damaged bytes (fewer entries than it wrote: a file cut short).
    private static func entries(in bytes: [UInt8], fingerprint: String) -> Previous? {
        guard bytes.starts(with: header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: header.count)
        guard reader.text() == fingerprint, let count = reader.next(), count <= UInt64(bytes.count) else { return nil }
        var keys: [Key] = [], entries: [Entry] = [], inFile = 0
        keys.reserveCapacity(Int(count))
        entries.reserveCapacity(Int(count))
        var table = DigestTable(capacity: Int(count))
        while !reader.atEnd {
            guard let keyFirst = reader.next(), let keySecond = reader.next(), let first = reader.next(),
                  let second = reader.next(), let diagnostics = reader.diagnostics() else { return nil }
            let key = Key(lanes: (keyFirst, keySecond))
            let entry = Entry(hash: StableHash(lanes: (first, second)), diagnostics: diagnostics)
            let position: Int
            if let (_, number) = table.find(key) {
                position = number >> 1
                entries[position] = entry
            } else {
                position = entries.count
                keys.append(key)
                entries.append(entry)
            }
            table.set(key, digest: entry.hash, number: position << 1 | (diagnostics.isEmpty ? 0 : 1))
            inFile += 1
        }
        let previous = Previous(keys: keys, entries: entries, table: table, inFile: inFile)
        return previous.inFile >= count ? previous : nil
    }
}
