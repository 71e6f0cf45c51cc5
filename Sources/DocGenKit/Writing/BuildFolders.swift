#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The folders a build makes beside the output: `.OUT.docgen-staging-<pid>-<random>` for the
/// new site, where the swap needs one `.OUT.docgen-previous-<pid>-<random>` for the old, and,
/// after an incremental build, `.OUT.docgen-spare-<pid>-<random>`: the old site, kept to be the
/// next build's staging folder (`RecycledStaging`).
///
/// A name unique to the build means a folder the user made is never taken for docgen's, and
/// two builds never share one. Such a folder is removed only when it is empty or carries the
/// owner mark (the manifest, written into it before any page) and holds nothing it does not list.
struct BuildFolders {
    enum Kind: String, CaseIterable { case staging, previous, spare }

    let output: URL
    private var parent: URL { output.deletingLastPathComponent() }

    private func prefix(_ kind: Kind) -> String { ".\(output.lastPathComponent).docgen-\(kind.rawValue)-" }

    /// A new staging folder holding only `manifest`, so that whatever a killed build leaves in
    /// it is listed there. `mkdir` fails rather than reuse a folder that exists.
    func makeStaging(with manifest: OutputManifest) throws(BuildError) -> URL {
        let staging = try makeUnique(.staging)
        do {
            try FileBytes.writeWithoutSync(manifest.encoded(), to: staging.appendingPathComponent(OutputManifest.fileName).path)
        } catch {
            _ = unlink(staging.appendingPathComponent(OutputManifest.fileName).path)
            _ = rmdir(staging.path)
            throw .output("cannot write into \(staging.path): \(error.localizedDescription)")
        }
        return staging
    }

    /// A name for the old site that nothing uses yet; the old site brings its own mark.
    func previousName() -> URL { parent.appendingPathComponent(prefix(.previous) + Self.uniqueSuffix()) }

    /// A name for the old site kept as the next build's staging folder.
    func spareName() -> URL { parent.appendingPathComponent(prefix(.spare) + Self.uniqueSuffix()) }

    /// Clears what killed builds left beside the output, and the spare unless `keepingSpare`; returns
    /// the spare kept, one that holds nothing its manifest does not list. Call only while holding
    /// the build lock: then no live build is using any of these folders.
    ///
    /// Where the swap takes two renames, a build killed between them leaves no output and the
    /// old site in a `previous` folder; that site is put back first, so it stays the site until
    /// this build succeeds.
    @discardableResult
    func clearLeftovers(keepingSpare: Bool = false) -> URL? {
        var leftovers: [(kind: Kind, url: URL)] = []
        try? OpenFolder(path: parent.path)?.forEachEntry { name, entryKind in
            if entryKind == .directory, let kind = Kind.allCases.first(where: { Self.isUniqueName(name, prefix: prefix($0)) }) {
                leftovers.append((kind, parent.appendingPathComponent(name)))
            }
            return true
        }
        if EntryKind.at(output.path) == .missing,
           let previous = leftovers.first(where: { $0.kind == .previous && Self.isOwnedSite($0.url) }) {
            _ = rename(previous.url.path, output.path)
        }
        // Sorted, so that of two spares (a build killed after keeping one) the same is taken each time.
        let spare = keepingSpare
            ? leftovers.filter { $0.kind == .spare }.map(\.url).sorted { $0.path < $1.path }.first(where: Self.isOwnedSite)
            : nil
        for leftover in leftovers where leftover.url != spare {
            if leftover.kind == .staging, Self.removeIfMarkUnfinished(leftover.url) { continue }
            _ = Self.removeIfOwned(leftover.url)
        }
        return spare
    }

    /// Removes a staging folder whose build was killed while `makeStaging` wrote the owner mark: the
    /// mark is the first thing written, so such a folder holds that file alone, empty or cut before
    /// its header, which no reader takes for a manifest (and the folder was kept for ever). Anything
    /// else in it, or a mark that reads, leaves the folder to `removeIfOwned`.
    private static func removeIfMarkUnfinished(_ folder: URL) -> Bool {
        guard let opened = try? OpenFolder(path: folder.path), OutputManifest.read(in: opened) == nil else { return false }
        var entries: [(name: String, kind: EntryKind)] = []
        try? opened.forEachEntry { name, kind in
            entries.append((name, kind))
            return entries.count < 2
        }
        guard entries.count == 1, entries[0].name == OutputManifest.fileName, entries[0].kind == .regularFile else { return false }
        return unlink(folder.path + "/" + OutputManifest.fileName) == 0 && rmdir(folder.path) == 0
    }

    /// Whether `folder` has a manifest and nothing it does not list.
    private static func isOwnedSite(_ folder: URL) -> Bool {
        guard let opened = try? OpenFolder(path: folder.path), let manifest = OutputManifest.read(in: opened) else { return false }
        do { return try OutputOwnership.firstForeignEntry(in: opened, manifest: manifest) == nil } catch { return false }
    }

    /// How many of a site's top folders (its languages, its assets) are removed at a time.
    static let removalLanes = 6

    /// Removes `folder` when it holds nothing docgen did not write; otherwise keeps it and
    /// returns what made it keep it.
    static func removeIfOwned(_ folder: URL) -> String? {
        switch EntryKind.at(folder.path) {
        case .missing: return nil
        case .directory: break
        case .symbolicLink: return "a symbolic link"
        case .regularFile, .other: return "a file, not a folder"
        }
        do throws(BuildError) {
            // One descriptor for the look and the removal: what was looked at is what goes.
            guard let opened = try OpenFolder(path: folder.path) else { return nil }
            if let foreign = try OutputOwnership.firstForeignEntry(in: opened) { return foreign.path }
            try opened.removeContents(last: OutputManifest.fileName, lanes: Self.removalLanes)
            guard rmdir(folder.path) == 0 || errno == ENOENT else { return String(cString: strerror(errno)) }
            return nil
        } catch {
            return "\(error)"
        }
    }

    private func makeUnique(_ kind: Kind) throws(BuildError) -> URL {
        for _ in 0..<8 {
            let folder = parent.appendingPathComponent(prefix(kind) + Self.uniqueSuffix())
            if mkdir(folder.path, 0o755) == 0 { return folder }
            if errno != EEXIST { break }
        }
        throw .output("cannot make a staging folder beside \(output.path): \(String(cString: strerror(errno)))")
    }

    /// `<pid>-<16 hex digits>`.
    private static func uniqueSuffix() -> String {
        let random = String(UInt64.random(in: .min ... .max), radix: 16)
        return "\(getpid())-" + String(repeating: "0", count: 16 - random.count) + random
    }

    /// Whether `name` is `prefix` followed by exactly what `uniqueSuffix` makes.
    static func isUniqueName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let parts = name.dropFirst(prefix.count).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let pid = parts.first, let random = parts.last else { return false }
        return !pid.isEmpty && pid.allSatisfy(\.isASCII) && pid.allSatisfy(\.isNumber)
            && random.count == 16 && random.allSatisfy(\.isHexDigit) && random == random.lowercased()
    }
}
