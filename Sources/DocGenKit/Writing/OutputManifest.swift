import Foundation

/// The list of files docgen wrote into an output folder, kept inside it as `.docgen-manifest`.
/// docgen replaces a folder only when everything in it is on that list: it never deletes what
/// it did not write.
struct OutputManifest {
    static let fileName = ".docgen-manifest"
    static let header = "# Files written by docgen. docgen refuses to replace a folder holding anything else.\n"

    var paths: [String]

    func encoded() -> Data { Data((Self.header + paths.sorted().map { $0 + "\n" }.joined()).utf8) }

    static func read(from folder: URL) -> OutputManifest? {
        guard let text = try? String(contentsOf: folder.appendingPathComponent(fileName), encoding: .utf8) else { return nil }
        return OutputManifest(paths: text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init))
    }
}
