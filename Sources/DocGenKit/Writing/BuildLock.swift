#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive `flock` on `.OUT.docgen-lock` beside the output, held while a build writes, so
/// two builds into one folder take turns instead of tearing the site.
///
/// The kernel drops the lock when its process ends, however it ends, so a killed build never
/// locks the next one out. The lock file is left in place: deleting it would let a build that
/// is already waiting on the old file run beside one that locks a new file.
enum BuildLock {
    static func fileURL(for output: URL) -> URL {
        output.deletingLastPathComponent().appendingPathComponent(".\(output.lastPathComponent).docgen-lock")
    }

    /// Runs `body` holding the lock; when another build holds it, says so through `onWait`, then waits.
    static func withLock<T>(for output: URL, onWait: (String) -> Void,
                            _ body: () throws(BuildError) -> T) throws(BuildError) -> T {
        let url = fileURL(for: output)
        // Read-only is enough for flock; O_NOFOLLOW: a link planted under its name is refused, not followed.
        let descriptor = open(url.path, O_RDONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .output("cannot open the lock file \(url.path): \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }  // closing releases the lock
        if try !lock(descriptor, waiting: false) {
            onWait("docgen: waiting for another build writing \(output.path) to finish (lock: \(url.path))")
            _ = try lock(descriptor, waiting: true)
        }
        return try body()
    }

    /// Takes the lock; false when another process holds it and `waiting` is false.
    private static func lock(_ descriptor: Int32, waiting: Bool) throws(BuildError) -> Bool {
        while flock(descriptor, LOCK_EX | (waiting ? 0 : LOCK_NB)) != 0 {
            switch errno {
            case EINTR: continue
            case EWOULDBLOCK where !waiting: return false
            default: throw .output("cannot lock the output: \(String(cString: strerror(errno)))")
            }
        }
        return true
    }
}
