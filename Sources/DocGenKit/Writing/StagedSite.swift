import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The staging folder of one build, taking the site's files as they are rendered, from any
/// thread. It accepts only the files its manifest lists, each once, and knows which are still
/// missing, so a renderer that forgets a file cannot publish a site without it.
public final class StagedSite: Sendable {
    let folder: URL
    /// Whether the folder is an old site made ready again (`RecycledStaging`): its files may be
    /// the current site's too (hard links), so one is replaced, never written through, and one
    /// that is already the file to reuse is left as it is.
    let recycled: Bool
    /// `folder`'s path with a slash: a file's path is this and its own (the paths are checked
    /// relative ones, `SiteWriter.staysInside`); `URL.appendingPathComponent` was 2 % of a rebuild.
    private let prefix: String
    /// Each planned file's number, and which numbers were written: a flag each, where a set of the
    /// written paths hashed each of a large site's paths once more, inside the lock.
    private let expected: [String: Int]
    private let written: Locked<[Bool]>
    private let reusedCount = Atomic<Int>(0)
    /// A recycled folder's folders, held open: each reused page's file there is looked at by name
    /// (by its whole path, the kernel's walk was half of reusing ten thousand pages).
    private let heldFolders: HeldFolders?

    /// Makes every folder the manifest needs up front, so that workers only create files.
    /// `positions`: `OutputManifest.positions` of its paths.
    init(folder: URL, manifest: OutputManifest, positions: [String: Int]? = nil, recycled: Bool = false) throws(BuildError) {
        self.folder = folder
        self.recycled = recycled
        prefix = folder.path + "/"
        expected = positions ?? OutputManifest.positions(of: manifest.paths)
        written = Locked([Bool](repeating: false, count: manifest.paths.count))
        let folders = manifest.ownedFolders.sorted()
        do {
            for path in folders {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            }
        } catch {
            throw .output("cannot write the site into \(folder.path): \(error.localizedDescription)")
        }
        heldFolders = recycled ? HeldFolders([""] + folders, under: folder.path, followingLinks: false) : nil
    }

    /// Whether most of the site's files were taken from the previous site: the old site then
    /// shares most of its files with the new one, and is worth keeping as the next staging folder.
    var reusedMost: Bool { reusedCount.load(ordering: .relaxed) * 2 > expected.count }

    public func write(_ file: OutputFile) throws(BuildError) {
        try accept(file.path)
        do {
            if recycled { try Self.unlinkIfPresent(prefix + file.path) }
            try FileBytes.writeWithoutSync(file.data, to: prefix + file.path)
        } catch {
            throw .output("cannot write the site into \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Puts the previous site's file for `path` (at the path `source`) in place, unchanged, when it
    /// is still the file `identity` describes (the one docgen wrote); false, with nothing done, when
    /// it is not. A hard link where the file system allows one (staging lies beside the output, so
    /// on the same file system), a copy otherwise. In a recycled folder, a file that is already that
    /// one (the same inode: a link made by an earlier build) is left in place, and the site's own is
    /// not looked at: it is the same file.
    func reuse(_ path: String, from source: String, ifStill identity: FileIdentity) throws(BuildError) -> Bool {
        let destination = prefix + path
        if recycled, stagedIdentity(of: path) == identity {
            try accept(path)
            reusedCount.add(1, ordering: .relaxed)
            return true
        }
        guard FileIdentity(path: source) == identity else { return false }
        try accept(path)
        reusedCount.add(1, ordering: .relaxed)
        if recycled {
            do { try Self.unlinkIfPresent(destination) } catch {
                throw .output("cannot replace \(destination): \(error.localizedDescription)")
            }
        }
        guard link(source, destination) != 0 else { return true }
        do {
            try FileBytes.writeWithoutSync(try Data(contentsOf: URL(fileURLWithPath: source)), to: destination)
        } catch {
            throw .output("cannot copy \(source) into \(folder.path): \(error.localizedDescription)")
        }
        return true
    }

    /// The file at `path` in the staging folder (as `FileIdentity(path:)` sees it).
    private func stagedIdentity(of path: String) -> FileIdentity? {
        let (folder, name) = HeldFolders.split(path)
        guard let status = heldFolders?.linkStatus(of: name, in: folder) else { return FileIdentity(path: prefix + path) }
        return status.flatMap(FileIdentity.init(status:))
    }

    /// Fails when a planned file was never written.
    func checkComplete() throws(BuildError) {
        let done = written.withLock { $0 }
        let missing = expected.filter { !done[$0.value] }.keys
        if let first = missing.sorted().first {
            throw .output("internal error: \(missing.count) planned file(s) of the site were not written, such as '\(first)'")
        }
    }

    private static func unlinkIfPresent(_ path: String) throws {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
    }

    private func accept(_ path: String) throws(BuildError) {
        guard let number = expected[path], written.withLock({ flags in
            defer { flags[number] = true }
            return !flags[number]
        }) else {
            throw .output("internal error: '\(path)' is not in the site's plan, or was written twice")
        }
    }
}
