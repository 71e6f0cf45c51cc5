#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What tells a page's file from the same path written since, as `git` judges its index: the
/// device and inode, the size, and the modification and change times. The change time cannot be
/// set back (`touch` sets the modification time; any write or `touch` moves the change time to
/// the present), so a file whose change time is older than a build's start and is the same
/// at the next build has not been written in between (`SourceIndex`).
struct SourceIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64
    var size: Int64
    var modified: Int64
    var changed: Int64

    /// The file at `path`, symbolic links followed (the page is the file they lead to).
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(status: info)
    }

    /// From what `stat` (or `lstat`, for a file that is not a link) said of the file.
    init(status info: stat) {
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        #if canImport(Darwin)
        modified = Self.nanoseconds(info.st_mtimespec)
        changed = Self.nanoseconds(info.st_ctimespec)
        #else
        modified = Self.nanoseconds(info.st_mtim)
        changed = Self.nanoseconds(info.st_ctim)
        #endif
    }

    init(device: UInt64, inode: UInt64, size: Int64, modified: Int64, changed: Int64) {
        (self.device, self.inode, self.size, self.modified, self.changed) = (device, inode, size, modified, changed)
    }

    /// The system clock, in the file times' unit.
    static var now: Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return nanoseconds(time)
    }

    private static func nanoseconds(_ time: timespec) -> Int64 {
        Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec)
    }
}

extension [UInt8] {
    /// A file's identity as the records write it (`SourceIndex`, `LockIndex`): device and inode, then
    /// size, modification and change times.
    mutating func appendIdentity(_ identity: SourceIdentity) {
        appendVarint(identity.device)
        appendVarint(identity.inode)
        appendInteger(Int(identity.size))
        appendInteger(Int(identity.modified))
        appendInteger(Int(identity.changed))
    }
}

extension VarintReader {
    /// An identity `appendIdentity` wrote.
    mutating func identity() -> SourceIdentity? {
        guard let device = next(), let inode = next(), let size = integer(), let modified = integer(), let changed = integer() else {
            return nil
        }
        return SourceIdentity(device: device, inode: inode, size: Int64(size), modified: Int64(modified), changed: Int64(changed))
    }
}
