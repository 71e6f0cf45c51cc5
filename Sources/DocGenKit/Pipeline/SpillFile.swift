import Foundation

/// Bytes a build holds from parse to render, kept in a scratch file instead of memory: every
/// page's source, HTML and search text and its tables' cells, resident at once, were over half of
/// a 10,000-page build's peak (556 → 272 MiB without them).
/// The file is unlinked as soon as it is open, so nothing is left behind, whatever happens to
/// the process. Writes reserve their range under a lock and then write outside it, so parse
/// workers store side by side; reads need no lock.
final class SpillFile: @unchecked Sendable {
    struct Slice: Sendable {
        let offset: Int64
        let count: Int
    }

    private let descriptor: Int32
    private let end = Locked<Int64>(0)

    /// `nil` when no scratch file can be made there: the build then keeps the text in memory.
    init?(in folder: URL = FileManager.default.temporaryDirectory) {
        var template = Array(folder.appendingPathComponent("docgen-spill-XXXXXX").path.utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Where `bytes` now are; `nil` when they could not be written (a full disk): keep them in memory.
    func store(_ bytes: [UInt8]) -> Slice? {
        let offset = end.withLock { end in
            defer { end += Int64(bytes.count) }
            return end
        }
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer in
                pwrite(descriptor, buffer.baseAddress! + written, bytes.count - written, off_t(offset) + off_t(written))
            }
            guard result > 0 else { return nil }
            written += result
        }
        return Slice(offset: offset, count: bytes.count)
    }

    /// The bytes `store` wrote at `slice`. A file docgen alone holds open cannot lose them short
    /// of a failing disk, which stops the build rather than render pages half empty.
    func load(_ slice: Slice) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: slice.count)
        var read = 0
        while read < slice.count {
            let result = bytes.withUnsafeMutableBytes { buffer in
                pread(descriptor, buffer.baseAddress! + read, slice.count - read, off_t(slice.offset) + off_t(read))
            }
            guard result > 0 else { fatalError("docgen: the build's scratch file could not be read back (\(errno))") }
            read += result
        }
        return bytes
    }
}
