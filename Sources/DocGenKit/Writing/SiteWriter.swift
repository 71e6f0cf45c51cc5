import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Writes the site into a staging folder beside the output, then swaps it in. A build that
/// fails at any point leaves the previous site as it was; two builds into one output take turns.
///
/// In order: refuse an output docgen must not touch (before writing anything), take the lock,
/// look again (the folder may have changed while waiting), clear what killed builds left,
/// stage (the manifest first, as the owner mark), swap, remove the old site.
struct SiteWriter {
    let outputDirectory: URL
    /// The project's folders, which the output may neither lie in nor contain.
    var projectFolders: [ProjectFolder] = []
    /// Told what the user should know: that this build waits for another one, or that it kept
    /// the old site's folder because something docgen did not write appeared in it.
    var report: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    func write(_ files: [OutputFile]) throws(BuildError) {
        let output = outputDirectory.standardizedFileURL
        try checkOutput(output, files: files)
        do {
            try FileManager.default.createDirectory(at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw .output("cannot make the folder for \(output.path): \(error.localizedDescription)")
        }
        try BuildLock.withLock(for: output, onWait: report) { () throws(BuildError) in
            try checkOutput(output, files: files)
            let folders = BuildFolders(output: output)
            folders.clearLeftovers()
            let staging = try folders.makeStaging(with: OutputManifest(paths: files.map(\.path)))
            do throws(BuildError) {
                try stage(files, in: staging)
                if let old = try SiteSwap.install(staging, at: output, previous: folders.previousName()),
                   let foreign = BuildFolders.removeIfOwned(old) {
                    // Only if something was added to the output since it was checked, a moment ago.
                    report("docgen: note: kept \(old.path), the previous site: it holds \(foreign), which docgen did not write")
                }
            } catch {
                _ = BuildFolders.removeIfOwned(staging)
                throw error
            }
        }
    }

    private func checkOutput(_ output: URL, files: [OutputFile]) throws(BuildError) {
        if let unsafe = files.first(where: { !Self.staysInside($0.path) }) {
            throw .output("refusing to write '\(unsafe.path)': a site file must stay inside \(output.path)")
        }
        try OutputLocation.check(output, apartFrom: projectFolders)
        try OutputOwnership.check(output)
    }

    /// Writes every file into the staging folder, which already holds their manifest.
    private func stage(_ files: [OutputFile], in staging: URL) throws(BuildError) {
        do {
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                // Not Data.write(to:), which fsyncs every file: thousands of syncs for one site. The
                // swap is what makes a build whole; durability across power loss is not promised.
                try Self.writeWithoutSync(file.data, to: url.path)
            }
        } catch {
            throw .output("cannot write the site into \(staging.path): \(error.localizedDescription)")
        }
    }

    /// open, write, close: Foundation's writers on Linux call fsync for every file.
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

    /// A relative path with no empty, `.` or `..` component, which cannot lead out of the site.
    private static func staysInside(_ path: String) -> Bool {
        !path.hasPrefix("/") && path != OutputManifest.fileName
            && path.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { !["", ".", ".."].contains($0) }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#else
private let systemWrite = Darwin.write
#endif
