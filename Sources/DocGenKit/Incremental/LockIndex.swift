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
    private static let header = Array("docgen locks 2\n".utf8)

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
    ///
    /// The languages' locks name the same pages and, mostly, the same English sections: the pages'
    /// paths and their records are written once, in tables, and each language's pages point into them
    /// (written out for each language, reading the four back was 162 M instructions of a 2.68 G one-page rebuild).
    func encoded(_ locks: [Language: TranslationLock]) -> [UInt8]? {
        if locks.values.allSatisfy(\.textsInFile), Set(records.keys) == Set(locks.keys.map(\.code)) { return nil }
        let settled = locks.compactMap { language, lock -> (String, TranslationLock, LockFile, [UInt8])? in
            guard let origin = lock.origin, origin.identity.changed < start - SourceIndex.settling,
                  let places = origin.places.packedForRecord else { return nil }
            return (language.code, lock, origin, places)
        }.sorted { $0.0 < $1.0 }
        var paths = Table<String>(), lists = Table<[TranslationLock.Section]>()
        let pages = settled.map { _, lock, _, _ in
            lock.pages.sorted(by: { $0.key < $1.key }).map { path, sections in
                (path: paths.index(of: path), line: lock.lines[path] ?? 0, sections: lists.index(of: sections))
            }
        }
        var bytes = Self.header
        bytes.appendVarint(UInt64(paths.items.count))
        for path in paths.items { bytes.appendText(path) }
        bytes.appendVarint(UInt64(lists.items.count))
        for sections in lists.items {
            bytes.appendVarint(UInt64(sections.count))
            for section in sections {
                bytes.appendText(section.key)
                bytes.appendVarint(section.level.map { UInt64($0) + 1 } ?? 0)
                bytes.appendText(section.fingerprint)
            }
        }
        bytes.appendVarint(UInt64(settled.count))
        for ((code, _, file, places), pages) in zip(settled, pages) {
            bytes.appendText(code)
            bytes.appendText(file.path)
            bytes.appendIdentity(file.identity)
            bytes.appendVarint(UInt64(pages.count))
            for page in pages {
                bytes.appendVarint(UInt64(page.path))
                bytes.appendInteger(page.line)
                bytes.appendVarint(UInt64(page.sections))
            }
            bytes.appendBlob(places)
        }
        return bytes
    }

    /// Distinct values in the order first met, each with its index.
    private struct Table<Value: Hashable> {
        var items: [Value] = []
        var indices: [Value: Int] = [:]

        mutating func index(of value: Value) -> Int {
            if let index = indices[value] { return index }
            items.append(value)
            indices[value] = items.count - 1
            return items.count - 1
        }
    }

    /// What `encoded` wrote, by language code; nil for anything else (a damaged file is as none).
    static func records(in bytes: [UInt8]) -> [String: Record]? {
        guard bytes.starts(with: header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: header.count)
        guard let paths = reader.list({ $0.text() }),
              let lists = reader.list({ reader in
                  reader.list { reader -> TranslationLock.Section? in
                      guard let key = reader.text(), let level = reader.next(), level <= UInt64(Int.max),
                            let fingerprint = reader.text() else { return nil }
                      return TranslationLock.Section(key: key, level: level == 0 ? nil : Int(level - 1), fingerprint: fingerprint)
                  }
              }),
              let list = reader.list({ reader -> Record? in
                  guard let code = reader.text(), let path = reader.text(), let identity = reader.identity() else { return nil }
                  var pages: [String: [TranslationLock.Section]] = [:], lines: [String: Int] = [:]
                  guard let count = reader.next(), count <= UInt64(paths.count) else { return nil }
                  pages.reserveCapacity(Int(count))
                  lines.reserveCapacity(Int(count))
                  for _ in 0..<count {
                      guard let pathIndex = reader.next(), pathIndex < UInt64(paths.count), let line = reader.integer(),
                            let listIndex = reader.next(), listIndex < UInt64(lists.count) else { return nil }
                      let page = paths[Int(pathIndex)]
                      pages[page] = lists[Int(listIndex)]
                      if line != 0 { lines[page] = line }
                  }
                  guard let places = reader.blob() else { return nil }
                  return Record(code: code, file: LockFile(path: path, identity: identity, places: LockFile.TextPlaces(packed: places)),
                                pages: pages, lines: lines)
              }), reader.atEnd else { return nil }
        return Dictionary(list.map { ($0.code, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
