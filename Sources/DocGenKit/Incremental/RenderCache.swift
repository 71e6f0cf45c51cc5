import Foundation
import Synchronization

/// What the last build wrote, so that this one renders only the pages whose inputs changed and
/// takes the others from the site already in the output (a hard link, no copy).
///
/// It lives beside the output, in `.OUT.docgen-cache/`, which docgen makes and marks with a
/// `CACHEDIR.TAG` (so backup tools skip it). A folder of that name without docgen's tag is
/// neither read nor written. The cache holds a line per page: the page's key (`PageKey`) and
/// the identity of the file written for it (the last of a path's lines, when a build added some: `save`). A page is reused only when both still match: a key
/// from other inputs, or a file changed since by anyone, means the page is rendered again.
/// Deleting the folder is always safe; the next build is then a full one.
final class RenderCache: Sendable {
    static let tag = "Signature: 8a477f597d28d172789f06886806bc55\n# docgen's render cache: see Documentation/Performance.md.\n"
    private static let fileName = "pages.tsv"

    let folder: URL
    /// The site this build replaces, where reused pages are taken from.
    let output: URL
    /// `output`'s path with a slash, to which a page's relative path is added (cheaper than a `URL`'s).
    private let outputPrefix: String
    let fingerprint: String
    /// The last build's entry for each path.
    typealias Entries = [String: Entry]

    struct Entry: Sendable {
        var key: String
        var file: FileIdentity
    }

    /// The last build's entries, and how many lines the file holds (more, when later lines replace earlier ones).
    struct Previous: Sendable {
        var entries: Entries = [:]
        var lines = 0
    }

    private let previous: Previous
    /// Each page this build writes, with its key and, for a page taken from the last site, the
    /// identity its file was checked to have just before it was linked; saved once the site is in place.
    private let written = Locked<[String: (key: String, reused: FileIdentity?)]>([:])
    private let reusedCount = Atomic<Int>(0)

    /// The cache beside `output`, made if absent; nil when a folder of its name is not docgen's
    /// or cannot be made (the build is then a full one, and says why through `report`).
    /// `previous` is what `previousEntries` read, when the build started it early.
    static func open(beside output: URL, fingerprint: String, previous: Background<Previous>? = nil,
                     report: (String) -> Void) -> RenderCache? {
        let output = output.standardizedFileURL
        let folder = folder(beside: output)
        let tagFile = folder.appendingPathComponent("CACHEDIR.TAG")
        switch EntryKind.at(folder.path) {
        case .missing:
            guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
                  (try? Data(tag.utf8).write(to: tagFile)) != nil else { return nil }
        case .directory:
            guard isDocgens(folder) else {
                report("docgen: note: not using \(folder.path) as the render cache: docgen did not make it (no docgen CACHEDIR.TAG); building every page")
                return nil
            }
        default:
            report("docgen: note: \(folder.path) is not a folder; building every page")
            return nil
        }
        return RenderCache(folder: folder, output: output, fingerprint: fingerprint,
                           previous: previous?.value ?? previousEntries(beside: output, fingerprint: fingerprint))
    }

    /// The last build's entries beside `output`, read without making or changing anything: none
    /// when the folder is not docgen's or the file was made by another binary or theme.
    static func previousEntries(beside output: URL, fingerprint: String) -> Previous {
        let folder = folder(beside: output)
        guard isDocgens(folder) else { return Previous() }
        return read(folder.appendingPathComponent(fileName), fingerprint: fingerprint)
    }

    /// `.OUT.docgen-cache`, beside `output`.
    static func folder(beside output: URL) -> URL {
        let output = output.standardizedFileURL
        return output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).docgen-cache")
    }

    /// Whether `folder` carries docgen's `CACHEDIR.TAG`: only then is anything in it read.
    static func isDocgens(_ folder: URL) -> Bool {
        FileManager.default.contents(atPath: folder.appendingPathComponent("CACHEDIR.TAG").path) == Data(tag.utf8)
    }

    private init(folder: URL, output: URL, fingerprint: String, previous: Previous) {
        self.folder = folder
        self.output = output
        outputPrefix = output.path + "/"
        self.fingerprint = fingerprint
        self.previous = previous
        // About as many pages as last time: room made before the first (grown from empty, the
        // table was copied over a dozen times while 10,000 pages were taken).
        written.withLock { $0.reserveCapacity(previous.entries.count) }
    }

    /// How many pages (HTML files) were taken from the previous build.
    var reused: Int { reusedCount.load(ordering: .relaxed) }

    /// Puts the previous build's file for `path` into `staged` when it was made from the same
    /// key and is still as docgen wrote it; false when the page must be rendered. Either way the
    /// page's key is remembered for the next build.
    func reuse(_ path: String, key: String, into staged: StagedSite) throws(BuildError) -> Bool {
        let source = outputPrefix + path
        guard let entry = previous.entries[path], entry.key == key, try staged.reuse(path, from: source, ifStill: entry.file) else {
            written.withLock { $0[path] = (key, nil) }
            return false
        }
        written.withLock { $0[path] = (key, entry.file) }
        // Pages are what a build reports; a search index's scripts are taken the same way, uncounted.
        if path.hasSuffix(".html") { reusedCount.add(1, ordering: .relaxed) }
        return true
    }

    /// Records what this build wrote, read back from the site now in place. Call while the build
    /// still holds the output's lock, so that the lines describe this build's files. A linked file
    /// keeps the identity it was checked to have (a link changes neither its inode, size nor time),
    /// which spares a `stat` per unchanged page; had it changed since, the next build renders it.
    ///
    /// When this build dropped none of the last build's files and rendered few, only their lines
    /// are added, at the file's end, where a reader takes them over the earlier ones: sorting and
    /// writing the lines of 10,000 pages' files again took some 15 ms at the end of a one-page rebuild.
    func save() {
        let all = written.withLock { $0 }
        let rendered = all.filter { $0.value.reused == nil }
        let new = rendered.keys.count { previous.entries[$0] == nil }
        let dropped = previous.entries.count - (all.count - new)
        let file = folder.appendingPathComponent(Self.fileName)
        if dropped == 0, previous.lines > 0, previous.lines + rendered.count <= all.count + all.count / 4 {
            if rendered.isEmpty || FileBytes.append(lines(of: rendered), to: file.path) { return }
        }
        _ = FileBytes.replace(file.path, with: Array(Self.header(fingerprint).utf8) + lines(of: all))
    }

    /// A line per file, in its path's byte order. Written as bytes: joining each line's fields, then
    /// the lines, as Strings was most of what saving cost (1 % of a one-page rebuild's instructions).
    private func lines(of written: [String: (key: String, reused: FileIdentity?)]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(written.count * 128)
        for (path, written) in written.sorted(by: { $0.key.utf8Precedes($1.key) }) {
            guard let file = written.reused ?? FileIdentity(path: outputPrefix + path) else { continue }
            for field in [written.key, String(file.inode), String(file.size), String(file.modifiedSeconds),
                          String(file.modifiedNanoseconds)] {
                text += field.utf8
                text.append(UInt8(ascii: "\t"))
            }
            text += path.utf8
            text.append(UInt8(ascii: "\n"))
        }
        return text
    }

    private static func header(_ fingerprint: String) -> String { "# \(BuildFingerprint.format) \(fingerprint)\n" }

    /// The entries of a cache file made with the same binary and theme, a path's last line
    /// counting; none otherwise, or when its last line is cut short (a build killed while adding lines).
    private static func read(_ file: URL, fingerprint: String) -> Previous {
        guard let data = FileManager.default.contents(atPath: file.path), data.last == UInt8(ascii: "\n"),
              var text = String(data: data, encoding: .utf8), text.hasPrefix(header(fingerprint)) else { return Previous() }
        var previous = Previous(), isHeader = true
        // Read as bytes, a line at a time: a generic split made a slice per line and per field.
        text.withUTF8 { bytes in
            ByteSearch.forEachPiece(of: bytes, separatedBy: UInt8(ascii: "\n")) { line in
                if isHeader { isHeader = false; return }
                guard let (path, entry) = Self.entry(in: line) else { return }
                previous.entries[path] = entry
                previous.lines += 1
            }
        }
        return previous
    }

    /// A line as `save` writes it: the key, the file's inode, size, seconds and nanoseconds, then
    /// its path (the rest of the line), separated by tabs.
    private static func entry(in line: UnsafeBufferPointer<UInt8>) -> (path: String, entry: Entry)? {
        var fields: [UnsafeBufferPointer<UInt8>] = []
        fields.reserveCapacity(6)
        var start = 0
        for (index, byte) in line.enumerated() where byte == UInt8(ascii: "\t") && fields.count < 5 {
            fields.append(UnsafeBufferPointer(rebasing: line[start..<index]))
            start = index + 1
        }
        fields.append(UnsafeBufferPointer(rebasing: line[start...]))
        let text = { (field: Int) in String(decoding: fields[field], as: UTF8.self) }
        guard fields.count == 6, let inode = UInt64(text(1)), let size = Int64(text(2)),
              let seconds = Int64(text(3)), let nanoseconds = Int64(text(4)) else { return nil }
        return (text(5), Entry(key: text(0), file: FileIdentity(inode: inode, size: size, modifiedSeconds: seconds,
                                                                modifiedNanoseconds: nanoseconds)))
    }
}
