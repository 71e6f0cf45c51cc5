#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Puts a staged site where the output is, in one step where the system allows it, so that a
/// reader, or a `kill -9`, sees either the old site or the new one and never a mix or nothing.
enum SiteSwap {
    /// Moves `staging` to `output` and returns the folder that now holds the old site, if any.
    /// `previous` is used only where the two paths cannot be exchanged in one step.
    static func install(_ staging: URL, at output: URL, previous: URL) throws(BuildError) -> URL? {
        if EntryKind.at(output.path) == .missing {
            try move(staging, to: output)
            return nil
        }
        if try exchange(staging, output) { return staging }
        // Two renames: between them the output is briefly absent, the old site safe in `previous`.
        try move(output, to: previous)
        do throws(BuildError) {
            try move(staging, to: output)
        } catch {
            _ = rename(previous.path, output.path)
            throw error
        }
        return previous
    }

    private static func move(_ from: URL, to: URL) throws(BuildError) {
        guard rename(from.path, to.path) == 0 else {
            throw .output("cannot move \(from.path) to \(to.path): \(String(cString: strerror(errno)))")
        }
    }

    /// Swaps two paths atomically: true when done, false when this system or file system cannot.
    private static func exchange(_ a: URL, _ b: URL) throws(BuildError) -> Bool {
        #if os(Linux)
        guard let renameat2 = linuxRenameat2 else { return false }
        let result = renameat2(AT_FDCWD, a.path, AT_FDCWD, b.path, renameExchange)
        #elseif canImport(Darwin)
        let result = renamex_np(a.path, b.path, UInt32(RENAME_SWAP))
        #else
        let result: Int32 = -1
        errno = ENOSYS
        #endif
        if result == 0 { return true }
        if [EINVAL, ENOSYS, ENOTSUP, EOPNOTSUPP].contains(errno) { return false }
        throw .output("cannot swap \(a.path) with \(b.path): \(String(cString: strerror(errno)))")
    }

    #if os(Linux)
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`, which the Glibc module does not bring in.
    private static let renameExchange: UInt32 = 1 << 1

    private typealias Renameat2 = @convention(c) (Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32) -> Int32

    /// glibc's `renameat2` (2.28 and later), looked up at run time: the Glibc module does not
    /// declare it, and `syscall(SYS_renameat2, …)` is variadic, which Swift cannot call.
    private static let linuxRenameat2: Renameat2? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: Renameat2.self)
    }()
    #endif
}
