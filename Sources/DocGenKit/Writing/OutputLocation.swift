#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// One of the project's own folders, which the output may neither lie in nor contain: a site
/// written into `Content/` would be read back as pages, and a swap would take `Content/` away.
public struct ProjectFolder: Sendable {
    public var role: String
    public var url: URL

    public init(_ role: String, _ url: URL) {
        self.role = role
        self.url = url
    }
}

/// Where the site may go: a real folder or nothing yet, apart from the project's folders.
enum OutputLocation {
    static func check(_ output: URL, apartFrom projectFolders: [ProjectFolder]) throws(BuildError) {
        switch EntryKind.at(output.path) {
        case .missing, .directory: break
        case .symbolicLink:
            throw .output("\(output.path) is a symbolic link; docgen will not replace it (give the folder it points to as --output)")
        case .regularFile:
            throw .output("\(output.path) is a file, not a folder; docgen will not replace it")
        case .other:
            throw .output("\(output.path) is not a folder docgen can look into or replace")
        }
        let site = realComponents(of: output)
        for folder in projectFolders {
            let project = realComponents(of: folder.url)
            if site == project {
                throw .output("\(output.path) is the \(folder.role) folder; choose another --output")
            } else if site.starts(with: project) {
                throw .output("\(output.path) lies inside the \(folder.role) folder \(folder.url.path); choose an --output outside it")
            } else if project.starts(with: site) {
                throw .output("\(output.path) contains the \(folder.role) folder \(folder.url.path); choose an --output beside it")
            }
        }
    }

    /// The path's components with every symbolic link in its existing part resolved, so that
    /// two spellings of one folder compare equal even before the output exists.
    static func realComponents(of url: URL) -> [String] {
        var existing = url.standardizedFileURL
        var missing: [String] = []
        while true {
            if let resolved = realpath(existing.path, nil) {
                defer { free(resolved) }
                let base = String(cString: resolved).split(separator: "/").map(String.init)
                return base + missing
            }
            guard existing.path != "/" else { return missing }
            missing.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
    }
}
