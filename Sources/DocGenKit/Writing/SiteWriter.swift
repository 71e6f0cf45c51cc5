import Foundation

/// Writes the site into a staging folder beside the output, then swaps it in. A build that
/// fails at any point leaves the previous site as it was; two builds into one output take turns.
///
/// In order: refuse an output docgen must not touch (before writing anything), take the lock,
/// check the site's paths, clear what killed builds left, stage (the manifest first, as the owner
/// mark; into the spare an incremental build kept, `recycles`) while looking at the output again
/// (it may have changed while waiting; the look must pass before the swap), swap, remove the old
/// site or keep it as the spare.
struct SiteWriter {
    let outputDirectory: URL
    /// The project's folders, which the output may neither lie in nor contain.
    var projectFolders: [ProjectFolder] = []
    /// Told what the user should know: that this build waits for another one, or that it kept
    /// the old site's folder because something docgen did not write appeared in it.
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// Runs once the new site is in place, while the lock is still held (the render cache
    /// records what this build wrote, before another build can replace it).
    var installed: () -> Void = {}
    /// Whether the caller refused a bad output itself before its work (`BuildOptions.checkOutputFolder`):
    /// the output is then looked at only under the lock, not once more on the way (each look
    /// reads the whole old site's folders).
    var checkedBeforeLock = false
    /// Whether pages are taken from the previous site (an incremental build): the old site is then
    /// kept beside the output as the next build's staging folder, when it shares most of its files
    /// with the new one (hard links, so it costs little room), and the spare kept by the last build is
    /// staged into (`RecycledStaging`). Otherwise both are removed.
    var recycles = false

    /// Writes `files`, all held in memory: for small sites and tests.
    func write(_ files: [OutputFile]) throws(BuildError) {
        try write(paths: files.map(\.path)) { (staged) throws(BuildError) in
            for file in files { try staged.write(file) }
        }
    }

    /// Writes a site whose files `produce` hands to the staging folder one by one, as they are
    /// rendered (from any thread), so that no more than a few pages are in memory at once.
    /// `paths` lists every file beforehand: the manifest, which is the staging folder's owner
    /// mark, must be there before the first page. A file outside `paths`, or a path of `paths`
    /// left unwritten, fails the build and leaves the previous site as it was.
    func write(paths: [String], produce: (StagedSite) throws(BuildError) -> Void) throws(BuildError) {
        let output = outputDirectory.standardizedFileURL
        if !checkedBeforeLock { try Self.checkOutput(output, paths: paths, projectFolders: projectFolders) }
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .output("cannot make the folder for \(output.path): \(error.localizedDescription)")
        }
        try BuildLock.withLock(for: output, onWait: report) { () throws(BuildError) in
            // Looked at again while the site is staged beside it, and passed before the swap: the
            // look reads the whole old site's folders (on one core, some 30 ms of a one-page rebuild).
            let positions = try Self.checkPaths(paths, in: output)
            let looked = Background { [projectFolders] in
                Result { () throws(BuildError) in try Self.lookAt(output, apartFrom: projectFolders) }
            }
            let folders = BuildFolders(output: output)
            let spare = folders.clearLeftovers(keepingSpare: recycles)
            let manifest = OutputManifest(paths: paths)
            let recycled = spare.flatMap { RecycledStaging.prepare($0, for: manifest, positions: positions, beside: output) }
            if let spare, recycled == nil { _ = BuildFolders.removeIfOwned(spare) }
            let staging: URL
            if let recycled { staging = recycled } else { staging = try folders.makeStaging(with: manifest) }
            do throws(BuildError) {
                let staged = try StagedSite(folder: staging, manifest: manifest, positions: positions, recycled: recycled != nil)
                try produce(staged)
                try staged.checkComplete()
                try looked.value.get()
                var old = try SiteSwap.install(staging, at: output, previous: folders.previousName())
                // Kept as the spare: already under its name when the spare was staged into and exchanged.
                if let kept = old, recycles, staged.reusedMost,
                   kept == recycled || rename(kept.path, folders.spareName().path) == 0 {
                    old = nil
                }
                // The previous site is deleted while the caches are saved: neither waits on the other.
                let foreignInOld = Locked<String?>(nil)
                let removal = DispatchGroup()
                if let old {
                    DispatchQueue.global().async(group: removal) { foreignInOld.withLock { $0 = BuildFolders.removeIfOwned(old) } }
                }
                installed()
                removal.wait()
                if let old, let foreign = foreignInOld.withLock({ $0 }) {
                    // Only if something was added to the output since it was checked, a moment ago.
                    report("docgen: note: kept \(old.path), the previous site: it holds \(foreign), which docgen did not write")
                }
            } catch {
                // A recycled folder still holds only what its manifest lists: it stays the spare.
                if recycled == nil { _ = BuildFolders.removeIfOwned(staging) }
                throw error
            }
        }
    }

    private static func checkOutput(_ output: URL, paths: [String], projectFolders: [ProjectFolder]) throws(BuildError) {
        _ = try checkPaths(paths, in: output)
        try lookAt(output, apartFrom: projectFolders)
    }

    /// Before anything is staged: a path that would lead out of the staging folder is never written.
    /// Returns each path's position in `paths` (`OutputManifest.positions`), which finds a path listed twice.
    private static func checkPaths(_ paths: [String], in output: URL) throws(BuildError) -> [String: Int] {
        if let unsafe = paths.first(where: { !Self.staysInside($0) }) {
            throw .output("refusing to write '\(unsafe)': a site file must stay inside \(output.path)")
        }
        let positions = OutputManifest.positions(of: paths)
        if positions.count < paths.count, let twice = Self.firstDuplicate(in: paths) {
            throw .output("internal error: two files of the site at '\(twice)'")
        }
        return positions
    }

    private static func lookAt(_ output: URL, apartFrom projectFolders: [ProjectFolder]) throws(BuildError) {
        try OutputLocation.check(output, apartFrom: projectFolders)
        try OutputOwnership.check(output)
    }

    /// A relative path with no empty, `.` or `..` component, which cannot lead out of the site.
    /// Read as the file system reads it, byte by byte up to each `/`: split as Characters, a slash
    /// followed by a combining mark is no slash, and `../\u{301}` would be one harmless-looking piece.
    /// A scan, not a split: every path of the site is checked twice a rebuild.
    static func staysInside(_ path: String) -> Bool {
        guard path != OutputManifest.fileName else { return false }
        var path = path
        return path.withUTF8 { bytes in
            var length = 0, dots = 0  // the current component's bytes, and how many of them are dots
            for byte in bytes {
                if byte == UInt8(ascii: "/") {
                    if length == 0 || length == dots && dots <= 2 { return false }
                    (length, dots) = (0, 0)
                } else {
                    length += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
            }
            return !(length == 0 || length == dots && dots <= 2)
        }
    }

    private static func firstDuplicate(in paths: [String]) -> String? {
        var seen = Set<String>()
        return paths.first { !seen.insert($0).inserted }
    }
}

