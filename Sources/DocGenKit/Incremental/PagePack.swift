import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The parse cache's entries in one file, the pack (`pages-<generation>.pack`), found through its
/// index (`pages.index`): one file for a site rather than one a page. A one-page rebuild opened,
/// read and closed each of 10,000 entry files, a tenth of its time with the look-ups of their names
/// in one folder; a first build made 10,000 files in that folder, its threads waiting on the folder's lock.
///
/// An entry is the page's HTML, its packed search sections, their digest (`SearchDigest.bytes`),
/// then the rest of the page (`ParseCache.encode`): what a build reads of it, then what it reads
/// only when asked for (`ParsedPage.Stored.packedParts`). A build appends the entries of the pages it
/// parsed and renames a new index into place; it writes the pack anew, as the next generation with
/// the entries still used copied in, when they would be less than half of it. The pack only grows
/// in place and the index names only entries written whole, so a killed build leaves the index
/// before it, and every entry it names, as they were. A build that parsed a few pages and kept
/// the pack adds their entries' places at the index's end (`appendToIndex`) rather than writing
/// it anew: the index then also names the entries those pages had before, until it is written anew.
struct PagePack {
    /// Where an entry is in the pack: its sections' lengths, one after another from `offset`.
    struct Place: Sendable, Equatable {
        let offset: Int
        let html: Int
        let search: Int
        /// The digest and the coded rest that is read with the page.
        let rest: Int
        /// The coded parts read only when asked for.
        let later: Int

        init(offset: Int, html: Int, search: Int, rest: Int, later: Int = 0) {
            (self.offset, self.html, self.search, self.rest, self.later) = (offset, html, search, rest, later)
        }

        var size: Int { html + search + rest + later }
        var restOffset: Int { offset + html + search }
        var laterOffset: Int { restOffset + rest }

        /// The same entry written at `offset`.
        func moved(to offset: Int) -> Place { Place(offset: offset, html: html, search: search, rest: rest, later: later) }
    }

    static let indexName = "pages.index"
    private static let header = Array("docgen parsed pages 11\n".utf8)

    /// The pack's file name.
    let packName: String
    /// Counts the packs written anew, so that each is a new file: the one before stays whole
    /// until the index that names it is replaced.
    let generation: Int
    /// Each entry's place, by the page's key (`ParseCache.key(of:)`).
    let places: [StableHash: Place]
    /// How many places the index file holds: more than `places` when one was added for a key it
    /// already named (its last one counts).
    let records: Int

    static func packName(generation: Int) -> String { "pages-\(generation).pack" }

    init(generation: Int, places: [StableHash: Place], records: Int? = nil) {
        self.generation = generation
        packName = Self.packName(generation: generation)
        self.places = places
        self.records = records ?? places.count
    }

    /// The index in `folder`; nil when there is none, or it is not one this docgen writes.
    init?(in folder: String) {
        guard let bytes = FileBytes.contents(of: folder + "/" + Self.indexName), bytes.starts(with: Self.header) else { return nil }
        var reader = VarintReader(bytes: bytes, from: Self.header.count)
        // Every number below `limit`, so that no sum of them overflows, whatever a damaged index says.
        let limit = 1 << 48
        let number = { (reader: inout VarintReader) in reader.integer().flatMap { (0..<limit).contains($0) ? $0 : nil } }
        guard let generation = number(&reader), generation > 0, let count = reader.next(), count <= UInt64(bytes.count) else { return nil }
        var places: [StableHash: Place] = [:]
        places.reserveCapacity(Int(count))
        var records = 0
        while !reader.atEnd {
            guard let first = reader.next(), let second = reader.next(), let offset = number(&reader), let html = number(&reader),
                  let search = number(&reader), let rest = number(&reader), let later = number(&reader) else { return nil }
            places[StableHash(lanes: (first, second))] = Place(offset: offset, html: html, search: search, rest: rest, later: later)
            records += 1
        }
        guard records >= count else { return nil }
        self.init(generation: generation, places: places, records: records)
    }

    /// The index's bytes: a line naming the format, the generation, the number of entries, then
    /// each entry in its key's order: its key's two lanes, offset and four lengths, as varints. Places
    /// added later (`appendToIndex`) follow in the same form.
    var indexBytes: [UInt8] {
        var bytes = Self.header
        bytes.appendInteger(generation)
        bytes.appendVarint(UInt64(places.count))
        return bytes + Self.recordBytes(places)
    }

    /// Each place in its key's order: its key's two lanes, offset and four lengths, as varints.
    private static func recordBytes(_ places: [StableHash: Place]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (key, place) in places.sorted(by: { $0.key.lanes < $1.key.lanes }) {
            bytes.appendVarint(key.lanes.0)
            bytes.appendVarint(key.lanes.1)
            for number in [place.offset, place.html, place.search, place.rest, place.later] { bytes.appendInteger(number) }
        }
        return bytes
    }

    /// Adds `places` at the end of the index in `folder` (this one, as read), where a reader takes
    /// them over the earlier places of their keys. False when it could not; the index may then end
    /// in part of a place, and is refused whole when read.
    func appendToIndex(_ places: [StableHash: Place], in folder: String) -> Bool {
        places.isEmpty || FileBytes.append(Self.recordBytes(places), to: folder + "/" + Self.indexName)
    }

    /// Writes the index into `folder`: a new file renamed over the old. False when it could not.
    func writeIndex(in folder: String) -> Bool {
        FileBytes.replace(folder + "/" + Self.indexName, with: indexBytes)
    }
}

/// A pack open for writing: entries go at its end, one after another.
final class PackWriter {
    private let descriptor: Int32
    /// Where the next entry goes.
    private var end: Int

    /// Opens `path` to add entries at its end; with `fresh`, empties it first. Not through a link.
    init?(path: String, fresh: Bool) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOFOLLOW | (fresh ? O_TRUNC : 0), 0o644)
        guard descriptor >= 0 else { return nil }
        guard let size = FileBytes.regularFileSize(descriptor) else {
            close(descriptor)
            return nil
        }
        self.descriptor = descriptor
        end = size
    }

    deinit { close(descriptor) }

    /// Writes `bytes` at the end; their offset, or nil when they could not all be written (the
    /// pack may then hold part of them, which no index names).
    func append(_ bytes: [UInt8]) -> Int? {
        let start = end
        var done = 0
        while done < bytes.count {
            let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress! + done, bytes.count - done, off_t(start + done)) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return nil }
            done += written
        }
        end = start + bytes.count
        return start
    }
}
