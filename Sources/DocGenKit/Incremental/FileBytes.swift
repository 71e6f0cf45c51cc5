import Foundation

/// A whole file's bytes, read straight into an array: `FileManager.contents(atPath:)` gives
/// `Data`, which the caches' readers then copied into an array, for each of 10,000 entries.
enum FileBytes {
    /// nil when `path` is not a regular file that can be read whole.
    static func contents(of path: String) -> [UInt8]? {
        // Non-blocking: opening a fifo would otherwise wait for a writer (reading a regular file is unaffected).
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var done = 0
        while done < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + done, $0.count - done) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }  // an error, or a file cut short while read
            done += count
        }
        return bytes
    }
}
