import Foundation

/// Each translation's `translations.lock` as the last build read it: which file it was, its pages'
/// records and where each English text lies in it (`LockFile`), so that a rebuild that finds the
/// same file takes the lock from here, its texts left in the file. Reading and checking the four
/// locks of a recorded site (some 14 MB each at 2,000 pages a language) was a third of a one-page
/// rebuild's instructions.
///
/// Kept beside the pages' record (`parsed/locks.bin`) and judged as it is (`SourceIndex`): a lock
/// is recorded only when its change time was at least `SourceIndex.settling` before the build began.
final class LockIndex: Sendable {
    static let fileName = "locks.bin"
    private static let header = Array("docgen locks 1\n".utf8)

    struct Record: Equatable, Sendable {
        var code: String
        var file: LockFile
        var pages: [String: [TranslationLock.Section]]
        var lines: [String: Int]
    }

    /// When this build began (`SourceIndex.start`).
    let start: Int64
    private let file: URL?
    /// The last build's records, read when first asked for: by the thread that reads the locks,
    /// while the pages are read, not before the build starts.
    private let previous = Locked<[String: Record]?>(nil)

    init(file: URL?, start: Int64) {
        (self.file, self.start) = (file, start)
    }

    private var records: [String: Record] {
        previous.withLock { records in
            if records == nil { records = file.flatMap { FileBytes.contents(of: $0.path) }.flatMap(Self.records(in:)) ?? [:] }
            return records!
        }
    }

    /// The lock of language `code`, named `display` in diagnostics, as the last build recorded it,
    /// when its file at `path` is the same one (`identity`).
    func unchangedLock(_ code: String, path: String, identity: SourceIdentity, display: String) -> TranslationLock? {
        guard let record = records[code], record.file.path == path, record.file.identity == identity else { return nil }
        return TranslationLock(recorded: record.pages, lines: record.lines, file: display, origin: record.file)
    }

    /// The records of `locks` whose file had settled when this build began; nil when they are the
    /// last build's (every lock taken from its record, and no other recorded), which stay as they are.
    func encoded(_ locks: [Language: TranslationLock]) -> [UInt8]? {
        if locks.values.allSatisfy(\.textsInFile), Set(records.keys) == Set(locks.keys.map(\.code)) { return nil }
        var bytes = Self.header
        let settled = locks.compactMap { language, lock -> (String, TranslationLock, LockFile)? in
            guard let origin = lock.origin, origin.identity.changed < start - SourceIndex.settling else { return nil }
            return (language.code, lock, origin)
        }.sorted { $0.0 < $1.0 }
        bytes.appendVarint(UInt64(settled.count))
        for (code, lock, file) in settled {
            bytes.appendText(code)
            bytes.appendText(file.path)
            for number in [file.identity.device, file.identity.inode] { bytes.appendVarint(number) }
            for number in [file.identity.size, file.identity.modified, file.identity.changed] { bytes.appendInteger(Int(number)) }
            bytes.appendVarint(UInt64(lock.pages.count))
            for (path, sections) in lock.pages.sorted(by: { $0.key < $1.key }) {
                bytes.appendText(path)
                bytes.appendInteger(lock.lines[path] ?? 0)
                bytes.appendVarint(UInt64(sections.count))
                for section in sections {
                    bytes.appendText(section.key)
                    bytes.appendVarint(section.level.map { UInt64($0) + 1 } ?? 0)
                    bytes.appendText(section.fingerprint)
                }
            }
            bytes.appendVarint(UInt64(file.places.count))
            for (fingerprint, place) in file.places.sorted(by: { $0.key < $1.key }) {
                bytes.appendText(fingerprint)
                bytes.appendInteger(place.offset)
                bytes.appendInteger(place.count)
                bytes.appendVarint(place.indentGiven ? 1 : 0)
            }
        }
        return bytes
    }

    /// What `encoded` wrote, by language code; nil for anything else (a damaged file is as none).
    static func records(in bytes: [UInt8]) -> [String: Record]? {
        guard bytes.starts(with: header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: header.count)
        guard let list = reader.list({ reader -> Record? in
            guard let code = reader.text(), let path = reader.text(), let device = reader.next(), let inode = reader.next(),
                  let size = reader.integer(), let modified = reader.integer(), let changed = reader.integer() else { return nil }
            let identity = SourceIdentity(device: device, inode: inode, size: Int64(size), modified: Int64(modified), changed: Int64(changed))
            var pages: [String: [TranslationLock.Section]] = [:], lines: [String: Int] = [:]
            guard let pageList = reader.list({ reader -> (String, Int, [TranslationLock.Section])? in
                guard let path = reader.text(), let line = reader.integer(),
                      let sections = reader.list({ reader -> TranslationLock.Section? in
                          guard let key = reader.text(), let level = reader.next(), level <= UInt64(Int.max),
                                let fingerprint = reader.text() else { return nil }
                          return TranslationLock.Section(key: key, level: level == 0 ? nil : Int(level - 1), fingerprint: fingerprint)
                      }) else { return nil }
                return (path, line, sections)
            }) else { return nil }
            for (path, line, sections) in pageList {
                pages[path] = sections
                if line != 0 { lines[path] = line }
            }
            guard let placeList = reader.list({ reader -> (String, LockFile.TextPlace)? in
                guard let fingerprint = reader.text(), let offset = reader.integer(), let count = reader.integer(),
                      let given = reader.next(), given <= 1 else { return nil }
                return (fingerprint, LockFile.TextPlace(offset: offset, count: count, indentGiven: given == 1))
            }) else { return nil }
            let places = Dictionary(placeList, uniquingKeysWith: { first, _ in first })
            return Record(code: code, file: LockFile(path: path, identity: identity, places: places), pages: pages, lines: lines)
        }), reader.atEnd else { return nil }
        return Dictionary(list.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
