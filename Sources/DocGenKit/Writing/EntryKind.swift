#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, looked at with `lstat`: a symbolic link is reported as one, never followed.
enum EntryKind: Equatable {
    case missing, directory, regularFile, symbolicLink, other

    static func at(_ path: String) -> EntryKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        return EntryKind(mode: info.st_mode)
    }

    init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFDIR: self = .directory
        case S_IFREG: self = .regularFile
        case S_IFLNK: self = .symbolicLink
        default: self = .other
        }
    }
}
