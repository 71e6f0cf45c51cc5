import Foundation
import Synchronization

/// The diagnostics of the checks that read one page alone (terms, version claims, inline
/// callbacks, tab modes) or a translation and its English page (structural parity), kept from the
/// last build so that an unchanged page, or pair, is not checked again.
///
/// An entry is used only when its page's text, its path as diagnostics print it and the
/// build's inputs (the docgen binary, the theme, the catalogs, the term base, the current
/// folder) are all the same as when it was made; otherwise the check runs. It lives in the
/// render cache's folder (`checks.bin`, in `BinaryEncoder`'s form), is written only after a build
/// whose site was put in place, and holds the entries of that build alone, so pages deleted since drop out.
final class PageCheckCache: Sendable {
    private static let fileName = "checks.bin"
    /// The JSON form earlier versions wrote: removed when this build saves its own.
    private static let earlierFileName = "checks.json"

    private struct Entry: Codable, Sendable {
        var hash: String
        var diagnostics: [Diagnostic]
    }

    private struct File: Codable {
        var fingerprint: String
        /// By `key(check, page)`.
        var entries: [String: Entry]
    }

    private let file: URL
    private let fingerprint: String
    private let previous: [String: Entry]
    private let current = Locked<[String: Entry]>([:])
    /// Each page's hash, by language and path: several checks ask for it, it is made once.
    private let pageHashes = Locked<[String: String]>([:])
    private let reusedCount = Atomic<Int>(0)

    /// Reads the last build's entries from `folder` when it is docgen's render cache folder; it is
    /// neither made nor written here (`save` runs once the build has opened the render cache).
    init(folder: URL, fingerprint: String) {
        file = folder.appendingPathComponent(Self.fileName)
        self.fingerprint = fingerprint
        if RenderCache.isDocgens(folder), let data = FileManager.default.contents(atPath: file.path),
           let stored = try? BinaryDecoder().decode(File.self, from: [UInt8](data)), stored.fingerprint == fingerprint {
            previous = stored.entries
        } else {
            previous = [:]
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
    var reused: Int { reusedCount.load(ordering: .relaxed) }

    /// `check`'s diagnostics for `page`: from the last build when the page is unchanged, else computed.
    /// A check that compares the page with another (a translation with its English page) names
    /// it as `comparedWith`: then both must be unchanged.
    func diagnostics(of check: String, for page: ParsedPage, comparedWith other: ParsedPage? = nil,
                     compute: () -> [Diagnostic]) -> [Diagnostic] {
        let key = check + " " + Self.pageKey(page)
        var pageHash = hash(of: page)
        if let other { pageHash += " " + hash(of: other) }
        let diagnostics: [Diagnostic]
        if let entry = previous[key], entry.hash == pageHash {
            diagnostics = entry.diagnostics
            reusedCount.add(1, ordering: .relaxed)
        } else {
            diagnostics = compute()
        }
        current.withLock { $0[key] = Entry(hash: pageHash, diagnostics: diagnostics) }
        return diagnostics
    }

    private static func pageKey(_ page: ParsedPage) -> String { page.source.language.code + "/" + page.source.path }

    /// The page's text and its path as diagnostics print it, made once for every check that asks.
    private func hash(of page: ParsedPage) -> String {
        let pageKey = Self.pageKey(page)
        if let made = pageHashes.withLock({ $0[pageKey] }) { return made }
        var hash = StableHash()
        hash.add(page.file)
        hash.add(page.source.text)
        let made = hash.hex
        pageHashes.withLock { $0[pageKey] = made }
        return made
    }

    /// Writes this build's entries (a new file renamed over the old).
    func save() {
        let stored = File(fingerprint: fingerprint, entries: current.withLock { $0 })
        guard let bytes = try? BinaryEncoder().encode(stored) else { return }
        let folder = file.deletingLastPathComponent()
        _ = unlink(folder.appendingPathComponent(Self.earlierFileName).path)
        let temporary = folder.appendingPathComponent(Self.fileName + ".\(getpid()).tmp")
        do {
            try Data(bytes).write(to: temporary)
            if rename(temporary.path, file.path) != 0 { _ = unlink(temporary.path) }
        } catch {
            _ = unlink(temporary.path)
        }
    }
}
