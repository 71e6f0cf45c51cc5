import Foundation

/// The list of files docgen wrote into an output folder, kept inside it as `.docgen-manifest`.
/// docgen replaces a folder only when everything in it is on that list: it never deletes what
/// it did not write.
///
/// The manifest is also docgen's owner mark: it is the first file written into every folder
/// docgen makes (a staging folder gets it before any page), so a folder without one was not
/// made by docgen, and a folder holding anything it does not list is not docgen's alone.
struct OutputManifest {
    static let fileName = ".docgen-manifest"
    /// Where a recycled staging folder's new manifest is written before it is renamed over the
    /// old one (`RecycledStaging`): a build killed in between leaves a folder still docgen's.
    static let nextFileName = ".docgen-manifest.next"
    static let header = "# Files written by docgen. docgen refuses to replace a folder holding anything else.\n"

    var paths: [String]

    func encoded() -> Data { Data((Self.header + paths.sorted().map { $0 + "\n" }.joined()).utf8) }

    /// The manifest of `folder`: a regular file that starts with docgen's header, or nil.
    static func read(from folder: URL) -> OutputManifest? {
        guard let opened = try? OpenFolder(path: folder.path) else { return nil }
        return read(in: opened)
    }

    static func read(in folder: OpenFolder) -> OutputManifest? {
        guard let data = folder.contents(of: fileName), var text = String(data: data, encoding: .utf8),
              text.hasPrefix(header) else { return nil }
        // Read as bytes (a site's manifest has a line per file, thousands, and is read several
        // times a build): `Substring`s compare Characters, and a generic split makes a slice per line.
        var paths: [String] = []
        text.withUTF8 { bytes in
            ByteSearch.forEachPiece(of: bytes, separatedBy: UInt8(ascii: "\n")) { line in
                if line[0] != UInt8(ascii: "#") { paths.append(String(decoding: line, as: UTF8.self)) }
            }
        }
        return OutputManifest(paths: paths)
    }

    /// The files this manifest accounts for, itself (and its next version) included.
    var ownedFiles: Set<String> { Set(paths + [Self.fileName, Self.nextFileName]) }

    /// Every folder above a listed file (`a/b/c.html` gives `a` and `a/b`); empty components skipped.
    var ownedFolders: Set<String> {
        var folders = Set<String>()
        // A site's paths come sorted, so most lie in the folder of the path before: those add nothing.
        // (For a path that does not end with a slash, its folders are those of the text before its last slash.)
        // Found in the path's bytes where they lie, and compared with the folder before as bytes
        // (two folders whose names are canonically equivalent are two folders): a search of a
        // `Substring`'s UTF-8 view, and a string made of every path's folder, were most of this,
        // and a site's manifest is read three times a build.
        var previousFolder: [UInt8]?
        for path in paths {
            let inPreviousFolder = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
                let slash = UInt8(ascii: "/")
                guard bytes.last != slash, let cut = bytes.lastIndex(of: slash) else {
                    previousFolder = nil
                    return false
                }
                let folder = UnsafeBufferPointer(rebasing: bytes[..<cut])
                if let previousFolder, previousFolder.count == folder.count,
                   cut == 0 || previousFolder.withUnsafeBufferPointer({ memcmp($0.baseAddress!, folder.baseAddress!, cut) == 0 }) { return true }
                previousFolder = Array(folder)
                return false
            } ?? false
            if inPreviousFolder { continue }
            var folder = ""
            for part in path.utf8.split(separator: UInt8(ascii: "/")).dropLast() {
                folder += folder.isEmpty ? Substring(part) : "/" + Substring(part)
                folders.insert(folder)
            }
        }
        return folders
    }
}
