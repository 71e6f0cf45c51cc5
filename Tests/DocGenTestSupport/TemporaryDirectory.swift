import Foundation

/// A fresh folder under the system's temporary folder, removed again when the value is
/// released or `remove()` is called. Prefer `withTemporaryDirectory`, whose scope makes the
/// lifetime obvious.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    public init(prefix: String = "docgen-tests") throws {
        let name = "\(prefix)-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)"
        // Resolve symbolic links (/tmp on some systems) so paths compare equal to what tools print.
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath()
        url = base.appendingPathComponent(name, isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// A path inside the folder (nothing is created).
    public func appending(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }

    deinit { remove() }
}

/// Runs `body` with a new temporary folder and removes the folder afterwards, whatever happens.
public func withTemporaryDirectory<T>(_ body: (URL) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory.url)
}

/// Writes `text` to `url` as UTF-8, creating the folders on the way.
public func writeFile(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
}

/// Every regular file below `folder` (hidden ones included), by relative path, with its bytes.
public func snapshotFiles(in folder: URL) -> [String: Data] {
    var files: [String: Data] = [:]
    let root = folder.resolvingSymlinksInPath().standardizedFileURL.path
    guard let enumerator = FileManager.default.enumerator(atPath: root) else { return files }
    while let relative = enumerator.nextObject() as? String {
        let path = root + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[relative] = FileManager.default.contents(atPath: path)
        }
    }
    return files
}
