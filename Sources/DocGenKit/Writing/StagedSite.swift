import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The staging folder of one build, taking the site's files as they are rendered, from any
/// thread. It accepts only the files its manifest lists, each once, and knows which are still
/// missing, so a renderer that forgets a file cannot publish a site without it.
public final class StagedSite: Sendable {
    let folder: URL
    /// `folder`'s path with a slash: a file's path is this and its own (the paths are checked
    /// relative ones, `SiteWriter.staysInside`); `URL.appendingPathComponent` was 2 % of a rebuild.
    private let prefix: String
    private let expected: Set<String>
    private let written = Locked<Set<String>>([])

    /// Makes every folder the manifest needs up front, so that workers only create files.
    init(folder: URL, manifest: OutputManifest) throws(BuildError) {
        self.folder = folder
        prefix = folder.path + "/"
        expected = Set(manifest.paths)
        do {
            for path in manifest.ownedFolders.sorted() {
                try FileManager.default.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            }
        } catch {
            throw .output("cannot write the site into \(folder.path): \(error.localizedDescription)")
        }
    }

    public func write(_ file: OutputFile) throws(BuildError) {
        try accept(file.path)
        do {
            try Self.writeWithoutSync(file.data, to: prefix + file.path)
        } catch {
            throw .output("cannot write the site into \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Puts the previous site's file for `path` (at the path `source`) in place, unchanged: a hard link where the file
    /// system allows one (staging lies beside the output, so on the same file system), a copy
    /// otherwise.
    func reuse(_ path: String, from source: String) throws(BuildError) {
        try accept(path)
        let destination = prefix + path
        guard link(source, destination) != 0 else { return }
        do {
            try Self.writeWithoutSync(try Data(contentsOf: URL(fileURLWithPath: source)), to: destination)
        } catch {
            throw .output("cannot copy \(source) into \(folder.path): \(error.localizedDescription)")
        }
    }

    /// Fails when a planned file was never written.
    func checkComplete() throws(BuildError) {
        let missing = written.withLock { expected.subtracting($0) }
        if let first = missing.sorted().first {
            throw .output("internal error: \(missing.count) planned file(s) of the site were not written, such as '\(first)'")
        }
    }

    private func accept(_ path: String) throws(BuildError) {
        let accepted = written.withLock { expected.contains(path) && $0.insert(path).inserted }
        guard accepted else {
            throw .output("internal error: '\(path)' is not in the site's plan, or was written twice")
        }
    }

    /// open, write, close. Not Data.write(to:), which fsyncs every file on Linux: thousands of
    /// syncs for one site. The swap is what makes a build whole; durability across power loss is
    /// not promised.
    private static func writeWithoutSync(_ data: Data, to path: String) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path]) }
        defer { close(descriptor) }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
                }
                offset += written
            }
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
