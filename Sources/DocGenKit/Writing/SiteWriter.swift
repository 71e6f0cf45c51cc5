import Foundation

/// Writes the site into a staging folder beside the output, then swaps it in. A build that
/// fails at any point leaves the previous site as it was.
struct SiteWriter {
    let outputDirectory: URL
    private let fileManager = FileManager.default

    func write(_ files: [OutputFile]) throws(BuildError) {
        let output = outputDirectory.standardizedFileURL
        try checkOwnership(of: output)
        let parent = output.deletingLastPathComponent()
        let staging = parent.appendingPathComponent(".\(output.lastPathComponent).docgen-staging")
        let previous = parent.appendingPathComponent(".\(output.lastPathComponent).docgen-previous")
        do {
            try fileManager.createDirectory(at: parent, withIntermediateDirectories: true)
            // Leftovers of an interrupted build are docgen's own by their name.
            for leftover in [staging, previous] where fileManager.fileExists(atPath: leftover.path) {
                try fileManager.removeItem(at: leftover)
            }
            try fileManager.createDirectory(at: staging, withIntermediateDirectories: true)
            for file in files {
                let url = staging.appendingPathComponent(file.path)
                try fileManager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: url)
            }
            try OutputManifest(paths: files.map(\.path)).encoded()
                .write(to: staging.appendingPathComponent(OutputManifest.fileName))
        } catch {
            try? fileManager.removeItem(at: staging)
            throw .output("cannot write the site into \(staging.path): \(error.localizedDescription)")
        }
        // The swap: two renames, so a reader never sees a half-written site.
        let hadPrevious = fileManager.fileExists(atPath: output.path)
        do {
            if hadPrevious { try fileManager.moveItem(at: output, to: previous) }
            try fileManager.moveItem(at: staging, to: output)
        } catch {
            if hadPrevious, !fileManager.fileExists(atPath: output.path) { try? fileManager.moveItem(at: previous, to: output) }
            try? fileManager.removeItem(at: staging)
            throw .output("cannot replace \(output.path): \(error.localizedDescription)")
        }
        if hadPrevious { try? fileManager.removeItem(at: previous) }
    }

    /// The output folder must be absent, empty, or hold only what docgen wrote there before:
    /// every file on the manifest, and no other file or folder, hidden ones included.
    private func checkOwnership(of output: URL) throws(BuildError) {
        var isDirectory: ObjCBool = false
        guard fileManager.fileExists(atPath: output.path, isDirectory: &isDirectory) else { return }
        guard isDirectory.boolValue else { throw .output("\(output.path) is a file, not a folder; docgen will not replace it") }
        let entries = everything(under: output)
        if entries.isEmpty { return }
        guard let manifest = OutputManifest.read(from: output) else {
            throw .output("\(output.path) holds files docgen did not write; choose another --output or empty it yourself")
        }
        let files = Set(manifest.paths + [OutputManifest.fileName])
        let folders = Set(manifest.paths.flatMap { path in
            let parts = path.split(separator: "/").dropLast()
            return parts.indices.map { parts[...($0)].joined(separator: "/") }
        })
        let foreign = entries.filter { $0.isDirectory ? !folders.contains($0.path) : !files.contains($0.path) }.map(\.path)
        guard foreign.isEmpty else {
            let list = foreign.prefix(5).joined(separator: ", ")
            throw .output("\(output.path) holds files docgen did not write (\(list)); move them away first")
        }
    }

    /// Every file and folder below `folder`, hidden ones too, as relative paths.
    private func everything(under folder: URL) -> [(path: String, isDirectory: Bool)] {
        guard let enumerator = fileManager.enumerator(atPath: folder.path) else { return [] }
        var entries: [(String, Bool)] = []
        while let path = enumerator.nextObject() as? String {
            entries.append((path, ContentLoader.isDirectory(folder.appendingPathComponent(path))))
        }
        return entries.sorted { $0.0 < $1.0 }
    }
}
