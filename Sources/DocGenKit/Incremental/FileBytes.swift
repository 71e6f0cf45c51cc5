import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Files read straight into arrays: `FileManager.contents(atPath:)` gives `Data`, which the
/// caches' readers then copied into an array, for each of 10,000 entries.
enum FileBytes {
    /// The whole file; nil when `path` is not a regular file that can be read whole.
    static func contents(of path: String) -> [UInt8]? {
        withOpenFile(path) { descriptor, size in read(descriptor, at: 0, count: size) }
    }

    /// open, write, close. Not `Data.write(to:)`, which fsyncs every file on Linux: thousands of
    /// syncs for one site, or for one parse cache. The swap is what makes a build whole, and a cache
    /// file cut short is refused when read; durability across power loss is not promised.
    static func writeWithoutSync(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        guard data.withUnsafeBytes({ writeAll($0, to: descriptor) }) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    /// Writes `bytes` into a new file beside `path` (`<path>.<pid>.tmp`) and renames it over `path`,
    /// so that a reader sees the old file or the new one, whole; false, with nothing left beside it,
    /// when it could not.
    static func replace(_ path: String, with bytes: [UInt8]) -> Bool {
        let temporary = path + ".\(getpid()).tmp"
        guard (try? writeWithoutSync(Data(bytes), to: temporary)) != nil, rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }

    /// Adds `bytes` at the end of the file at `path`, which must exist (a link is not followed);
    /// false when it could not, or wrote only part of them.
    static func append(_ bytes: [UInt8], to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
    }

    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Calls `body` with the open file and its size; nil when `path` is not a regular file.
    static func withOpenFile<T>(_ path: String, _ body: (_ descriptor: Int32, _ size: Int) -> T?) -> T? {
        guard let (descriptor, size) = openForReading(path) else { return nil }
        defer { close(descriptor) }
        return body(descriptor, size)
    }

    /// The file open for reading, and its size; nil when `path` is not a regular file. The caller closes it.
    static func openForReading(_ path: String) -> (descriptor: Int32, size: Int)? {
        // Non-blocking: opening a fifo would otherwise wait for a writer (reading a regular file is unaffected).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        guard let size = regularFileSize(descriptor) else {
            close(descriptor)
            return nil
        }
        return (descriptor, size)
    }

    /// The open file's size; nil when it is not a regular file.
    static func regularFileSize(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return Int(status.st_size)
    }

    /// `count` bytes from `offset`; nil when the file holds fewer, or cannot be read.
    static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        // Read into uninitialized storage: zeroing it first was some 3 % of reading a cached page.
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            var done = 0
            while done < count {
                let result = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                if result < 0, errno == EINTR { continue }
                guard result > 0 else { complete = false; break }  // an error, or a file cut short
                done += result
            }
            initialized = complete ? count : 0
        }
        return complete ? bytes : nil
    }
}

/// Bytes of a file, read when asked for (a cached page's HTML in its parse cache entry).
struct FileRange: Sendable {
    let path: String
    let offset: Int
    let count: Int

    /// nil when the file is gone or no longer that long.
    func contents() -> [UInt8]? {
        FileBytes.withOpenFile(path) { descriptor, size in
            offset + count <= size ? FileBytes.read(descriptor, at: offset, count: count) : nil
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Musl)
private let systemWrite = Musl.write
#else
private let systemWrite = Darwin.write
#endif
