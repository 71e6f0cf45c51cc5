#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Folders held open, so that a file in one is looked at by its name in it: the kernel then walks
/// one name rather than every folder of the file's path, which was half the cost of looking at
/// ten thousand files. Closed with this value.
final class HeldFolders: Sendable {
    /// At most this many are held, a descriptor each: the process's allowance (often 1,024) is
    /// shared with the files a build reads and writes at the same time.
    static let limit = 256

    private let descriptors: [String: Int32]

    /// Each of `folders` (paths after `base`, "" for `base` itself) that opens, up to `limit`;
    /// with `followingLinks: false`, one that is a symbolic link is not held.
    init(_ folders: some Sequence<String>, under base: String, followingLinks: Bool) {
        var descriptors: [String: Int32] = [:]
        let flags = O_RDONLY | O_DIRECTORY | O_CLOEXEC | (followingLinks ? 0 : O_NOFOLLOW)
        for folder in folders.prefix(Self.limit) {
            let descriptor = open(folder.isEmpty ? base : base + "/" + folder, flags)
            if descriptor >= 0 { descriptors[folder] = descriptor }
        }
        self.descriptors = descriptors
    }

    deinit {
        for descriptor in descriptors.values { close(descriptor) }
    }

    /// What `lstat` says of `name` in `folder`: `.some(nil)` when it is not there; nil when the
    /// folder is not held (then look by the whole path).
    func linkStatus(of name: String, in folder: String) -> stat?? {
        guard let descriptor = descriptors[folder] else { return nil }
        var status = stat()
        return .some(fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 ? status : nil)
    }

    /// `path` cut at its last `/` byte, as the file system cuts it: its folder ("" at the top) and its
    /// name. (A search by Characters walked every path's graphemes back from its end.)
    static func split(_ path: String) -> (folder: String, name: String) {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return ("", path) }
        return (String(path[..<slash]), String(path[path.utf8.index(after: slash)...]))
    }
}
