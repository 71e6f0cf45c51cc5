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

    /// The header, then the paths in order, a line each: written as bytes (a line made for each of a
    /// large site's paths, then joined, was a hundredth of a one-page rebuild, on one core).
    func encoded() -> Data {
        let sorted = paths.sorted()
        var bytes: [UInt8] = []
        bytes.reserveCapacity(Self.header.utf8.count + sorted.reduce(0) { $0 + $1.utf8.count + 1 })
        bytes += Self.header.utf8
        for path in sorted {
            bytes += path.utf8
            bytes.append(UInt8(ascii: "\n"))
        }
        return Data(bytes)
    }

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

    /// Each path's position in `paths` (the first, for a path listed twice): made once a build, and
    /// taken by the staging folder (`StagedSite`) and the spare made ready (`RecycledStaging`), which
    /// each made a table of a large site's paths of their own.
    static func positions(of paths: [String]) -> [String: Int] {
        var positions: [String: Int] = [:]
        positions.reserveCapacity(paths.count)
        for (position, path) in paths.enumerated() where positions[path] == nil { positions[path] = position }
        return positions
    }

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

    /// The names of the files and folders it accounts for, by the folder they lie in (`""` for the
    /// top, which holds the manifest and its next version): the listed files and `ownedFolders`, by name.
    /// A walk joins names with single slashes, so a listed path with an empty component (a leading,
    /// doubled or trailing slash) names no file it could meet; its folders count.
    var ownedNames: [String: (files: Set<String>, folders: Set<String>)] {
        var owned: [String: (files: Set<String>, folders: Set<String>)] = ["": ([Self.fileName, Self.nextFileName], [])]
        // A site's paths come sorted, so most lie in the folder of the path before: their names are
        // gathered, and stored under the folder once it changes (compared as bytes, found in place).
        var folder: [UInt8]?, folderName = "", folderHoldsFiles = false, names: Set<String> = []
        func store() {
            guard !names.isEmpty else { return }
            // Handed over whole when the folder has none yet (as in a sorted list); a union hashes every name again.
            if owned[folderName]?.files.isEmpty ?? true {
                owned[folderName, default: ([], [])].files = names
            } else {
                owned[folderName, default: ([], [])].files.formUnion(names)
            }
            names = []
        }
        for path in paths {
            var path = path
            path.makeContiguousUTF8()
            path.utf8.withContiguousStorageIfAvailable { bytes in
                let slash = UInt8(ascii: "/")
                // The folders, as `ownedFolders` finds them: those before the last slash, trailing ones dropped.
                var end = bytes.count
                while end > 0, bytes[end - 1] == slash { end -= 1 }
                let cut = bytes[..<end].lastIndex(of: slash)
                let parent = UnsafeBufferPointer(rebasing: bytes[..<(cut ?? 0)])
                let sameFolder = folder.map { folder in
                    folder.count == parent.count
                        && (parent.isEmpty || folder.withUnsafeBufferPointer { memcmp($0.baseAddress!, parent.baseAddress!, parent.count) == 0 })
                } ?? false
                if !sameFolder {
                    store()
                    folder = Array(parent)
                    folderName = String(decoding: parent, as: UTF8.self)
                    folderHoldsFiles = !parent.isEmpty && parent.first != slash && parent.last != slash
                        && !zip(parent, parent.dropFirst()).contains { $0 == slash && $1 == slash }
                    Self.addFolders(of: folderName, to: &owned)
                }
                // A file only where every component of the path is a name: none empty.
                guard !bytes.isEmpty, end == bytes.count else { return }
                if let cut {
                    if folderHoldsFiles { names.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[(cut + 1)...]), as: UTF8.self)) }
                } else {
                    owned[""]!.files.insert(path)
                }
            }
        }
        store()
        return owned
    }

    /// Records each folder of `folder` in the one above it (empty components skipped, as
    /// `ownedFolders` joins a path's folders).
    private static func addFolders(of folder: String, to owned: inout [String: (files: Set<String>, folders: Set<String>)]) {
        var parent = ""
        for part in folder.utf8.split(separator: UInt8(ascii: "/")) {
            let name = String(Substring(part)), path = parent.isEmpty ? name : parent + "/" + name
            owned[parent, default: ([], [])].folders.insert(name)
            if owned[path] == nil { owned[path] = ([], []) }
            parent = path
        }
    }
}
