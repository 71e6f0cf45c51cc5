import Foundation

/// The Markdown files under a language folder, by `readdir`: Foundation's enumerator made a
/// `URL` of every entry and the loader then standardized each, a twentieth of a one-page rebuild
/// at 10,000 pages. As the enumerator, it does not follow a symbolic link to a folder (the link
/// itself is listed), and hidden entries (and all below them) are left out.
enum FolderWalk {
    /// Paths relative to `folder`, in no particular order, of the entries whose names end in
    /// `.md` (a folder so named too: reading it then fails, and says so). `unreadable` hears each
    /// folder that cannot be listed, and why.
    static func markdownPaths(under folder: String, unreadable: (_ folder: String, _ reason: String) -> Void) -> [String] {
        var paths: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let absolute = relative.isEmpty ? folder : .path(folder, relative)
            guard let directory = opendir(absolute) else {
                unreadable(absolute, String(cString: strerror(errno)))
                continue
            }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix(".") else { continue }  // `.`, `..` and hidden entries
                let path = relative.isEmpty ? name : .path(relative, name)
                if isFolder(entry.pointee.d_type, at: { .path(absolute, name) }) { pending.append(path) }
                if name.hasSuffix(".md") { paths.append(path) }
            }
            closedir(directory)
        }
        return paths
    }

    /// A folder itself, not a link to one; the file system is asked only when the entry does not say
    /// (and only then is the path made).
    private static func isFolder(_ type: UInt8, at path: () -> String) -> Bool {
        if type != UInt8(DT_UNKNOWN) { return type == UInt8(DT_DIR) }
        var status = stat()
        return lstat(path(), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
