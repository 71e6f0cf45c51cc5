import Foundation

/// Each page's file as the last build found it (`SourceIdentity`) and its text's hash, so that a
/// rebuild takes the hash of an unchanged file without reading it (reading, checking and hashing
/// ten thousand pages, then moving their text to the spill file, was a seventh of a one-page rebuild).
///
/// Kept beside the parse cache (`parsed/sources.bin`), written with it. A file is recorded only
/// when its change time was at least `settling` before the build began: a file written within that
/// time of its reading may be written again with the same times, as `git` finds "racily clean"
/// entries. A page whose file is taken unread has its text read from the file if a check or the
/// render asks for it (`SourcePage.text`).
final class SourceIndex: Sendable {
    static let fileName = "sources.bin"
    /// Two seconds: more than the coarsest file-time unit of the file systems docgen runs on.
    static let settling: Int64 = 2_000_000_000
    private static let header = Array("docgen sources 1\n".utf8)

    struct Record: Equatable, Sendable {
        var identity: SourceIdentity
        var textHash: String
    }

    /// When this build began, before any page was looked at.
    let start: Int64
    private let previous: [String: Record]

    init(file: URL?, start: Int64 = SourceIdentity.now) {
        self.start = start
        previous = file.flatMap { FileManager.default.contents(atPath: $0.path) }.flatMap { Self.records(in: [UInt8]($0)) } ?? [:]
    }

    /// How many pages the last build recorded.
    var count: Int { previous.count }

    /// The text hash the last build recorded for the page `name` (`<language>/<path>`), when its
    /// file is the same one.
    func unchangedTextHash(_ name: String, identity: SourceIdentity) -> String? {
        guard let record = previous[name], record.identity == identity else { return nil }
        return record.textHash
    }

    /// The records of `pages` whose file had settled when this build began.
    func encoded(_ pages: [SourcePage]) -> [UInt8] {
        var bytes = Self.header
        let settled = pages.compactMap { page -> (String, Record)? in
            guard let identity = page.identity, identity.changed < start - Self.settling else { return nil }
            return (.path(page.language.code, page.path), Record(identity: identity, textHash: page.textHash))
        }
        bytes.appendVarint(UInt64(settled.count))
        for (name, record) in settled {
            bytes.appendText(name)
            bytes.appendIdentity(record.identity)
            bytes.appendText(record.textHash)
        }
        return bytes
    }

    /// What `encoded` wrote; nil for anything else (a damaged file is as none).
    static func records(in bytes: [UInt8]) -> [String: Record]? {
        guard bytes.starts(with: header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: header.count)
        guard let list = reader.list({ reader -> (String, Record)? in
            guard let name = reader.text(), let identity = reader.identity(), let hash = reader.text() else { return nil }
            return (name, Record(identity: identity, textHash: hash))
        }), reader.atEnd else { return nil }
        return Dictionary(list, uniquingKeysWith: { first, _ in first })
    }
}
