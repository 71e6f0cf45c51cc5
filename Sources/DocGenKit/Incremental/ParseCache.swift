import Foundation
import Synchronization

/// Each page as the last build parsed it, once its tree checks had run and its tree was released
/// (`ParsedPage.Stored`), so that an unchanged page is not parsed again: libcmark, the tree copy,
/// the front matter and the tree checks are what a one-page edit would otherwise repeat on every page.
///
/// One entry a page, in the render cache's folder (`parsed/`, all in one pack file: `PagePack`),
/// found by the page's key:
/// its text, its path as diagnostics print it, and the build's inputs that parsing and the tree
/// checks read (`PageCheckCache.fingerprint`: the docgen binary, the theme, the catalogs, the term
/// base, the current folder). A page whose key has an entry is decoded from it; any other is parsed.
/// Entries are written while a build that passed verification renders its site, where no index
/// names them; once the site is in place, the index names that build's pages (and, after a few
/// pages were parsed again, their entries before: `PagePack`).
final class ParseCache: Sendable {
    private let folder: URL
    private let fingerprint: String
    /// The last build's index, and its pack open for reading (one descriptor for every page's read).
    private let index: PagePack?
    /// The index's places, apart: read for every page, `index?.places` copied the whole index
    /// (retaining and releasing each of its parts) on each read.
    private let places: [StableHash: PagePack.Place]
    private let packPath: String
    private let packDescriptor: Int32
    private let packSize: Int
    /// How many pages were taken from the pack in this build (each such page keeps its entry's
    /// key, `ParsedPage.parseCacheKey`: a locked table of every page's key, filled from both cores,
    /// cost a one-page rebuild at 10,000 pages more than making the parsed pages' keys again).
    private let reusedCount = Atomic<Int>(0)
    /// The pages' files as the last build found them: an unchanged one is not read (`SourceIndex`).
    let sources: SourceIndex
    /// The translations' locks as the last build found them: an unchanged one is not read (`LockIndex`).
    let locks: LockIndex

    init(renderCacheFolder: URL, fingerprint: String) {
        let folder = renderCacheFolder.appendingPathComponent("parsed", isDirectory: true)
        (self.folder, self.fingerprint) = (folder, fingerprint)
        // Nothing is read from a folder that is not docgen's render cache folder.
        let readable = RenderCache.isDocgens(renderCacheFolder)
        sources = SourceIndex(file: readable ? folder.appendingPathComponent(SourceIndex.fileName) : nil)
        locks = LockIndex(file: readable ? folder.appendingPathComponent(LockIndex.fileName) : nil, start: sources.start)
        let index = readable ? PagePack(in: folder.path) : nil
        let packPath = index.map { folder.path + "/" + $0.packName } ?? ""
        (self.index, self.packPath, places) = (index, packPath, index?.places ?? [:])
        (packDescriptor, packSize) = index.flatMap { _ in FileBytes.openForReading(packPath) } ?? (-1, 0)
    }

    deinit {
        if packDescriptor >= 0 { close(packDescriptor) }
    }

    /// How many pages were taken from the cache rather than parsed.
    var reused: Int { reusedCount.load(ordering: .relaxed) }

    /// Whether this build parsed at most a few pages (a rebuild after a few edits): its peak memory
    /// is then far lower than a full build's, and freed memory is not handed back between stages.
    func parsedFew(of pages: [ParsedPage]) -> Bool { pages.count - reused <= Self.fewPages }

    /// A page's key: as a hash, not its hexadecimal text, which made, hashed and compared
    /// 10,000 strings of 32 digits in a one-page rebuild.
    func key(of source: SourcePage) -> StableHash {
        var hash = StableHash()
        hash.add(fingerprint)
        hash.add(source.language.code)
        hash.add(source.path)
        hash.add(source.displayPath)
        hash.add(source.textHash)
        return hash
    }

    /// The page as the last build parsed it, when its key is unchanged; else `nil` (parse it).
    /// With `spill`, its HTML and search text go straight there (`ParsedPage.spilling(into:)`).
    func page(for source: SourcePage, spill: SpillFile? = nil) -> ParsedPage? {
        let key = key(of: source)
        guard packDescriptor >= 0, let place = places[key], place.offset + place.size <= packSize,
              let entry = readEntry(at: place),
              let stored = Self.decode(entry.rest, from: entry.codedStart, file: source.displayPath,
                                       tablesIn: .init(path: packPath, base: place.laterOffset, page: source)),
              let page = try? ParsedPage(source: source, stored: stored, spill: spill, html: entry.html,
                                         search: (entry.search, entry.searchDigest), cacheKey: key) else { return nil }
        reusedCount.add(1, ordering: .relaxed)
        return page
    }

    /// What `save` writes, worked out from this build's pages, with nothing written: which entries
    /// the build took from the pack, which pages it parsed, and the record of the pages' files.
    /// Made while the site renders, so that the last stretch, once the site is in place, only writes.
    struct SavePlan: Sendable {
        fileprivate let pageCount: Int
        fileprivate let kept: [(key: StableHash, place: PagePack.Place)]
        fileprivate let parsed: [(key: StableHash, page: ParsedPage)]
        fileprivate let sourceRecord: [UInt8]
        /// nil: the last build's stands.
        fileprivate let lockRecord: [UInt8]?
    }

    /// `pages`' plan for `save`: a page taken from this cache keeps its entry, any other gets a new
    /// one. `translationLocks`: the locks this build read, or took from the record.
    func plan(_ pages: [ParsedPage], translationLocks: [Language: TranslationLock] = [:]) -> SavePlan {
        // The files' record made on the other core meanwhile.
        let sourceRecord = Background { [sources] in sources.encoded(pages.map(\.source)) }
        var kept: [(key: StableHash, place: PagePack.Place)] = []
        var parsed: [(key: StableHash, page: ParsedPage)] = []
        for page in pages {
            if let key = page.parseCacheKey, let place = places[key] {
                kept.append((key, place))
            } else {
                parsed.append((key(of: page.source), page))
            }
        }
        return SavePlan(pageCount: pages.count, kept: kept, parsed: parsed, sourceRecord: sourceRecord.value,
                        lockRecord: locks.encoded(translationLocks))
    }

    /// The entries `writeEntries` wrote, and what `finishSave` needs to name them.
    struct WrittenEntries: Sendable {
        fileprivate let plan: SavePlan
        fileprivate let generation: Int
        fileprivate let appending: Bool
        /// The places of the entries written in this build.
        fileprivate let added: [StableHash: PagePack.Place]
    }

    /// `writeEntries`, then `finishSave`: for a caller with nothing to do meanwhile.
    func save(_ plan: SavePlan) {
        if let written = writeEntries(plan) { finishSave(written) }
    }

    /// Adds an entry for each page that was parsed in this build (in page order), into a pack the
    /// last index does not name or after the end of the one it names: until `finishSave` writes the
    /// index, the cache reads as before. A build writes them while its site renders, under the
    /// output's lock (another build into the same output writes the same pack); waiting for the
    /// site to be in place left them alone at the end of a clean build (its last tenth at 10,000
    /// pages, with the two cores 62 % busy). Nil when the folder or the pack cannot be written.
    func writeEntries(_ plan: SavePlan) -> WrittenEntries? {
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let (kept, parsed, pageCount) = (plan.kept, plan.parsed, plan.pageCount)
        // The entries this build took from the pack stay where they are, unless they would be
        // less than half of it: then the pack is written anew with them.
        let appending = index != nil && packDescriptor >= 0 && 2 * kept.reduce(0) { $0 + $1.place.size } >= packSize
        let generation = appending ? index!.generation : (index?.generation ?? 0) + 1
        guard let writer = PackWriter(path: folder.path + "/" + PagePack.packName(generation: generation), fresh: !appending) else { return nil }
        // The places of the entries written in this build: the parsed pages', and the kept ones'
        // when the pack is written anew.
        var added: [StableHash: PagePack.Place] = [:]
        var whole = true
        if !appending {
            added.reserveCapacity(pageCount)
            for (key, place) in kept {
                guard let bytes = FileBytes.read(packDescriptor, at: place.offset, count: place.size),
                      let offset = writer.append(bytes) else { whole = false; break }
                added[key] = place.moved(to: offset)
            }
        }
        // One entry at a time, on this thread: the site renders on every core meanwhile.
        for (key, page) in parsed where whole {
            guard let (bytes, place) = Self.entry(of: page) else { continue }
            guard let offset = writer.append(bytes) else { whole = false; break }
            added[key] = place.moved(to: offset)
        }
        return WrittenEntries(plan: plan, generation: generation, appending: appending, added: added)
    }

    /// Names the entries `writeEntries` wrote: writes the index of this build's pages, or adds the
    /// new entries' places to the last one when the pack was kept and they are few; the files'
    /// records last. Called once the site is in place.
    func finishSave(_ written: WrittenEntries) {
        let (plan, generation, added) = (written.plan, written.generation, written.added)
        let pageCount = plan.pageCount
        // Added to the last index while it would name at most a quarter more entries than pages:
        // writing the places of 10,000 pages again took some 10 ms at the end of a one-page rebuild.
        if written.appending, let index, index.records + added.count <= pageCount + pageCount / 4 {
            guard index.appendToIndex(added, in: folder.path) else { return }
        } else {
            var places = added
            if written.appending { for (key, place) in plan.kept { places[key] = place } }
            guard PagePack(generation: generation, places: places).writeIndex(in: folder.path) else { return }
        }
        // The files' records last, once every page they name has its entry.
        for case let (name, record?) in [(SourceIndex.fileName, plan.sourceRecord), (LockIndex.fileName, plan.lockRecord)] {
            let path = folder.path + "/" + name
            if !FileBytes.replace(path, with: record) { _ = unlink(path) }
        }
        // Builds into one output take turns (`BuildLock`): a `.tmp` left here is a killed build's, a
        // pack the index no longer names the one before, and a `.page` or `.json` an earlier docgen's.
        let packName = PagePack.packName(generation: generation)
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name != packName {
            if [".pack", ".page", ".tmp", ".json"].contains(where: name.hasSuffix) { _ = unlink(folder.path + "/" + name) }
        }
    }

    /// How many parsed pages `parsedFew` counts as few.
    private static let fewPages = 64

    /// A page's entry (`PagePack`): its HTML, search sections, their digest and its coded rest,
    /// with their lengths; nil for a page that keeps no stored form.
    private static func entry(of page: ParsedPage) -> ([UInt8], PagePack.Place)? {
        guard var rest = page.stored else { return nil }
        let (html, search) = (rest.html, rest.search)
        rest.search = []
        guard let coded = encodedParts(rest, file: page.source.displayPath) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(html.count + search.count + SearchDigest.byteCount + coded.read.count + coded.whenAsked.count)
        bytes += html
        bytes += search
        bytes += page.searchDigest.bytes
        bytes += coded.read
        bytes += coded.whenAsked
        return (bytes, PagePack.Place(offset: 0, html: html.count, search: search.count, rest: SearchDigest.byteCount + coded.read.count,
                                      later: coded.whenAsked.count))
    }

    /// The page coded whole, as `decode` reads it without `tablesIn`.
    static func encode(_ stored: ParsedPage.Stored, file: String) -> [UInt8]? {
        encodedParts(stored, file: file).map { $0.read + $0.whenAsked }
    }

    /// The page coded as an entry holds it: what is read with the page (behind a byte that says
    /// how it is coded) and what is read only when asked for (`ParsedPage.Stored.packedParts`).
    /// A page that does not pack is coded whole by `BinaryEncoder`, all of it read with the page.
    private static func encodedParts(_ stored: ParsedPage.Stored, file: String) -> (read: [UInt8], whenAsked: [UInt8])? {
        if let packed = stored.packedParts(file: file) { return ([1] + packed.read, packed.whenAsked) }
        var encoder = BinaryEncoder()
        encoder.userInfo[SourceLocation.fileInContext] = file
        return (try? encoder.encode(stored)).map { ([0] + $0, []) }
    }

    /// The page `encode` coded, from `start` in `bytes`; with `tablesIn`, `bytes` hold only what
    /// is read with the page, and the rest lies in the pack from `tablesIn.base`
    /// (`ParsedPage.Stored.init(packed:from:file:tablesIn:)`).
    static func decode(_ bytes: [UInt8], from start: Int = 0, file: String,
                       tablesIn entry: TableBlock.CacheEntryPlace? = nil) -> ParsedPage.Stored? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case 1:
            return ParsedPage.Stored(packed: bytes, from: start + 1, file: file, tablesIn: entry)
        case 0:
            var decoder = BinaryDecoder()
            decoder.userInfo[SourceLocation.fileInContext] = file
            return try? decoder.decode(ParsedPage.Stored.self, from: Array(bytes[(start + 1)...]))
        default:
            return nil
        }
    }

    private struct Entry {
        let html: FileRange
        let search: FileRange
        let searchDigest: SearchDigest
        /// The entry's rest as read: the search digest, then the coded page from `codedStart`
        /// (decoded where it lies: copying it out was three copies of every page's entry).
        let rest: [UInt8]
        let codedStart: Int
    }

    /// Where an entry's HTML and search sections are, their digest, and the part of its coded rest
    /// read with the page (read now: the sections are read only for a page rendered again, or a
    /// search file written again; the rest of the page, only when asked for).
    private func readEntry(at place: PagePack.Place) -> Entry? {
        let codedStart = SearchDigest.byteCount
        guard place.rest > codedStart, let rest = FileBytes.read(packDescriptor, at: place.restOffset, count: place.rest),
              let digest = SearchDigest(bytes: rest.prefix(codedStart)) else { return nil }
        return Entry(html: FileRange(path: packPath, offset: place.offset, count: place.html),
                     search: FileRange(path: packPath, offset: place.offset + place.html, count: place.search),
                     searchDigest: digest, rest: rest, codedStart: codedStart)
    }
}
