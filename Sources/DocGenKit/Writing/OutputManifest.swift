import Foundation

/// The list of files docgen wrote into an output folder, kept inside it as `.docgen-manifest`.
/// docgen replaces a folder only when everything in it is on that list: it never deletes what
/// it did not write.
///
/// The manifest is also docgen's owner mark: it is the first file written into every folder
/// docgen makes (a staging folder gets it before any page), so a folder without one was not
/// made by docgen, and a folder holding anything it does not list is not docgen's alone.
struct OutputManifest {
    static let fileName = ".docgen-manifest"
    static let header = "# Files written by docgen. docgen refuses to replace a folder holding anything else.\n"

    var paths: [String]

    func encoded() -> Data { Data((Self.header + paths.sorted().map { $0 + "\n" }.joined()).utf8) }

    /// The manifest of `folder`: a regular file that starts with docgen's header, or nil.
    static func read(from folder: URL) -> OutputManifest? {
        guard let opened = try? OpenFolder(path: folder.path) else { return nil }
        return read(in: opened)
    }

    static func read(in folder: OpenFolder) -> OutputManifest? {
        guard let data = folder.contents(of: fileName), let text = String(data: data, encoding: .utf8),
              text.hasPrefix(header) else { return nil }
        return OutputManifest(paths: text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }

    /// The files and folders this manifest accounts for, itself included.
    var ownedFiles: Set<String> { Set(paths + [Self.fileName]) }

    var ownedFolders: Set<String> {
        Set(paths.flatMap { path in
            let parts = path.split(separator: "/").dropLast()
            return parts.indices.map { parts[...($0)].joined(separator: "/") }
        })
    }
}
