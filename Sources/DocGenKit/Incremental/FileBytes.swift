import Foundation

/// Files read straight into arrays: `FileManager.contents(atPath:)` gives `Data`, which the
/// caches' readers then copied into an array, for each of 10,000 entries.
enum FileBytes {
    /// The whole file; nil when `path` is not a regular file that can be read whole.
    static func contents(of path: String) -> [UInt8]? {
        withOpenFile(path) { descriptor, size in read(descriptor, at: 0, count: size) }
    }

    /// Calls `body` with the open file and its size; nil when `path` is not a regular file.
    static func withOpenFile<T>(_ path: String, _ body: (_ descriptor: Int32, _ size: Int) -> T?) -> T? {
        // Non-blocking: opening a fifo would otherwise wait for a writer (reading a regular file is unaffected).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        return body(descriptor, Int(status.st_size))
    }

    /// `count` bytes from `offset`; nil when the file holds fewer, or cannot be read.
    static func read(_ descriptor: Int32, at offset: Int, count: Int) -> [UInt8]? {
        guard offset >= 0, count >= 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: count)
        var done = 0
        while done < count {
            let result = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + done, count - done, off_t(offset + done)) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return nil }  // an error, or a file cut short
            done += result
        }
        return bytes
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
