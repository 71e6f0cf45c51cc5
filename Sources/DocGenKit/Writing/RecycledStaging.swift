#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The old site, kept beside the output after an incremental build (`BuildFolders.Kind.spare`),
/// made the next build's staging folder. Most of its files are hard links to the site's own, so
/// a page unchanged since is already in place: the build neither links it again nor, once the
/// site is swapped, unlinks it from a removed old site (two system calls per page, a tenth of a
/// one-page rebuild's time at 10,000 pages).
///
/// Made ready before any page is staged: what the new manifest does not list is removed, then
/// the new manifest replaces the old. At every step the folder holds only what its manifest
/// lists, so a build killed on the way leaves a folder that is still docgen's. A file in it is
/// never rewritten in place, since it may be the site's too (`StagedSite`, `recycled`).
enum RecycledStaging {
    /// `spare`, ready to take the site `manifest` lists; nil when it cannot be used (the caller then
    /// removes it and stages into a new folder). `positions`: `OutputManifest.positions` of its paths.
    static func prepare(_ spare: URL, for manifest: OutputManifest, positions: [String: Int]? = nil, beside output: URL) -> URL? {
        // Inodes are compared to tell a file shared with the site: both must be on one file system.
        guard let spareDevice = device(of: spare.path), device(of: output.path).map({ $0 == spareDevice }) ?? true,
              let folder = try? OpenFolder(path: spare.path), let old = OutputManifest.read(in: folder),
              // Removed by the paths it lists: none may lead out of the folder (a manifest edited by hand).
              old.paths.allSatisfy(SiteWriter.staysInside) else { return nil }
        let newFiles = positions ?? OutputManifest.positions(of: manifest.paths), newFolders = manifest.ownedFolders
        for path in old.paths where newFiles[path] == nil {
            guard unlink(spare.path + "/" + path) == 0 || errno == ENOENT else { return nil }
        }
        // Deepest first: a folder's subfolders are longer paths than its own.
        for path in old.ownedFolders.subtracting(newFolders).sorted(by: { $0.utf8.count > $1.utf8.count }) {
            guard rmdir(spare.path + "/" + path) == 0 || errno == ENOENT else { return nil }
        }
        let next = spare.appendingPathComponent(OutputManifest.nextFileName).path
        guard (try? FileBytes.writeWithoutSync(manifest.encoded(), to: next)) != nil,
              rename(next, spare.appendingPathComponent(OutputManifest.fileName).path) == 0 else { return nil }
        return spare
    }

    private static func device(of path: String) -> UInt64? {
        var info = stat()
        return lstat(path, &info) == 0 ? UInt64(info.st_dev) : nil
    }
}
