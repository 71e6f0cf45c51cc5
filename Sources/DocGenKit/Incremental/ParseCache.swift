import Foundation
import Synchronization

/// Each page as the last build parsed it, once its tree checks had run and its tree was released
/// (`ParsedPage.Stored`), so that an unchanged page is not parsed again: libcmark, the tree copy,
/// the front matter and the tree checks are what a one-page edit would otherwise repeat on every page.
///
/// One file a page, in the render cache's folder (`parsed/<key>.page`, in `BinaryEncoder`'s form),
/// named by the page's key:
/// its text, its path as diagnostics print it, and the build's inputs that parsing and the tree
/// checks read (`PageCheckCache.fingerprint`: the docgen binary, the theme, the catalogs, the term
/// base, the current folder). A page whose key has a file is decoded from it; any other is parsed.
/// Files are written only after a build whose site was put in place, and then the folder holds
/// that build's pages alone.
final class ParseCache: Sendable {
    private let folder: URL
    /// `folder`'s path with a slash, to which a file's name is added (cheaper than a `URL`'s).
    private let folderPrefix: String
    private let fingerprint: String
    /// Whether the folder is docgen's render cache folder: nothing is read from anywhere else.
    private let readable: Bool
    /// The keys of the pages taken from the folder in this build.
    private let reusedKeys = Locked<Set<String>>([])
    /// Each page's key, by language and path, as `page(for:)` made it: `save` would otherwise
    /// hash every page's text again, read back from the spill file.
    private let keys = Locked<[String: String]>([:])
    private let reusedCount = Atomic<Int>(0)
    /// The pages' files as the last build found them: an unchanged one is not read (`SourceIndex`).
    let sources: SourceIndex

    init(renderCacheFolder: URL, fingerprint: String) {
        folder = renderCacheFolder.appendingPathComponent("parsed", isDirectory: true)
        folderPrefix = folder.path + "/"
        self.fingerprint = fingerprint
        readable = RenderCache.isDocgens(renderCacheFolder)
        sources = SourceIndex(file: readable ? folder.appendingPathComponent(SourceIndex.fileName) : nil)
        // About as many pages as last time: room made before every page adds its key.
        let pages = sources.count
        keys.withLock { $0.reserveCapacity(pages) }
        reusedKeys.withLock { $0.reserveCapacity(pages) }
    }

    /// How many pages were taken from the cache rather than parsed.
    var reused: Int { reusedCount.load(ordering: .relaxed) }

    func key(of source: SourcePage) -> String {
        var hash = StableHash()
        hash.add(fingerprint)
        hash.add(source.language.code)
        hash.add(source.path)
        hash.add(source.displayPath)
        hash.add(source.textHash)
        return hash.hex
    }

    /// The page as the last build parsed it, when its key is unchanged; else `nil` (parse it).
    /// With `spill`, its HTML and search text go straight there (`ParsedPage.spilling(into:)`).
    func page(for source: SourcePage, spill: SpillFile? = nil) -> ParsedPage? {
        let key = key(of: source)
        keys.withLock { $0[Self.name(of: source)] = key }
        guard readable else { return nil }
        guard let entry = Self.readEntry(file(key)), let stored = Self.decode(entry.coded, file: source.displayPath),
              let page = try? ParsedPage(source: source, stored: stored, spill: spill, html: entry.html,
                                         search: (entry.search, entry.searchDigest),
                                         tablesIn: entry.packedOffset.map { (file(key), $0) }) else { return nil }
        reusedKeys.withLock { _ = $0.insert(key) }
        reusedCount.add(1, ordering: .relaxed)
        return page
    }

    /// Writes a file for each of `pages` that was parsed in this build (on every core), then removes
    /// the files of pages that are gone or changed. Each file is written whole and renamed into place.
    func save(_ pages: [ParsedPage]) {
        let files = FileManager.default
        guard (try? files.createDirectory(at: folder, withIntermediateDirectories: true)) != nil else { return }
        let reused = reusedKeys.withLock { $0 }, known = keys.withLock { $0 }
        let current = Set(pages.parallelMap { page in
            let key = known[Self.name(of: page.source)] ?? key(of: page.source)
            guard !reused.contains(key), let stored = page.stored else { return key }
            let temporary = folder.appendingPathComponent(key + ".\(getpid()).tmp")
            var rest = stored
            rest.search = []
            guard let coded = Self.encode(rest, file: page.source.displayPath),
                  (try? FileBytes.writeWithoutSync(Data(Self.entry(html: stored.html, search: stored.search, digest: page.searchDigest,
                                                                   coded: coded)), to: temporary.path)) != nil,
                  rename(temporary.path, file(key)) == 0 else {
                _ = unlink(temporary.path)
                return key
            }
            return key
        })
        // The files' record last, once every page it names has its entry.
        let index = folder.appendingPathComponent(SourceIndex.fileName), temporary = index.path + ".\(getpid()).tmp"
        if (try? FileBytes.writeWithoutSync(Data(sources.encoded(pages.map(\.source))), to: temporary)) == nil
            || rename(temporary, index.path) != 0 {
            _ = unlink(temporary)
            _ = unlink(index.path)
        }
        // Builds into one output take turns (`BuildLock`): a `.tmp` left here is a killed build's, and
        // a `.json` one an earlier docgen's.
        for name in (try? files.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let stale = name.hasSuffix(Self.suffix) ? !current.contains(String(name.dropLast(Self.suffix.count)))
                                                    : name.hasSuffix(".tmp") || name.hasSuffix(".json")
            if stale { _ = unlink(folder.appendingPathComponent(name).path) }
        }
    }

    private static let suffix = ".page"

    // An entry: a line naming the format, the lengths of the HTML and of the packed search
    // sections (8 bytes each, little-endian), the HTML, the search sections, their digest
    // (`SearchDigest.bytes`), then the rest of the page: 1 and its packed form
    // (`ParsedPage.Stored.packed(file:)`), or 0 and its `BinaryEncoder` form when it does not
    // pack. The HTML and the search text come first, apart, so that reading the entry skips them:
    // only a page rendered again, or a search file written again, reads them (`FileRange`).
    private static let header = Array("docgen parsed page 4\n".utf8)

    static func encode(_ stored: ParsedPage.Stored, file: String) -> [UInt8]? {
        if let packed = stored.packed(file: file) { return [1] + packed }
        var encoder = BinaryEncoder()
        encoder.userInfo[SourceLocation.fileInContext] = file
        return (try? encoder.encode(stored)).map { [0] + $0 }
    }

    static func decode(_ coded: [UInt8], file: String) -> ParsedPage.Stored? {
        switch coded.first {
        case 1:
            return ParsedPage.Stored(packed: Array(coded.dropFirst()), file: file)
        case 0:
            var decoder = BinaryDecoder()
            decoder.userInfo[SourceLocation.fileInContext] = file
            return try? decoder.decode(ParsedPage.Stored.self, from: Array(coded.dropFirst()))
        default:
            return nil
        }
    }

    private static func entry(html: [UInt8], search: [UInt8], digest: SearchDigest, coded: [UInt8]) -> [UInt8] {
        var bytes = header
        bytes.reserveCapacity(header.count + 16 + html.count + search.count + SearchDigest.byteCount + coded.count)
        withUnsafeBytes(of: UInt64(html.count).littleEndian) { bytes += $0 }
        withUnsafeBytes(of: UInt64(search.count).littleEndian) { bytes += $0 }
        return bytes + html + search + digest.bytes + coded
    }

    private struct Entry {
        let html: FileRange
        let search: FileRange
        let searchDigest: SearchDigest
        let coded: [UInt8]
        /// Where `coded`'s packed form (after its first byte) begins in the file; nil when it is not packed.
        let packedOffset: Int?
    }

    /// Where an entry's HTML and search sections are, their digest, and its coded rest; nil for a
    /// file that is not a whole entry.
    private static func readEntry(_ path: String) -> Entry? {
        FileBytes.withOpenFile(path) { descriptor, size in
            let start = header.count + 16
            guard size >= start, let head = FileBytes.read(descriptor, at: 0, count: start), head.starts(with: header) else { return nil }
            let length = { (at: Int) in head[at..<(at + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) } }
            let (html, search) = (length(header.count), length(header.count + 8))
            guard html <= UInt64(size - start), search <= UInt64(size - start) - html,
                  case let rest = start + Int(html) + Int(search), size - rest > SearchDigest.byteCount,
                  let tail = FileBytes.read(descriptor, at: rest, count: size - rest),
                  let digest = SearchDigest(bytes: tail.prefix(SearchDigest.byteCount)) else { return nil }
            let coded = Array(tail.dropFirst(SearchDigest.byteCount))
            return Entry(html: FileRange(path: path, offset: start, count: Int(html)),
                         search: FileRange(path: path, offset: start + Int(html), count: Int(search)),
                         searchDigest: digest, coded: coded, packedOffset: coded.first == 1 ? rest + SearchDigest.byteCount + 1 : nil)
        }
    }

    private static func name(of source: SourcePage) -> String { source.language.code + "/" + source.path }

    private func file(_ key: String) -> String { folderPrefix + key + Self.suffix }
}
