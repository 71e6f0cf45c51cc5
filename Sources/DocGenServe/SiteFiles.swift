#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads the built site's files for the server, and only those.
///
/// A path reaches here only when the last good build wrote it (`RequestPath` checks it against
/// that list), so `..`, encoded slashes and other detours never get this far. This is the second
/// fence: the file's real path, every symbolic link resolved, must still lie inside the site's
/// real folder, and it must be a regular file; a link planted in the site that leads out of it,
/// or to a folder, is refused as if the file did not exist.
public struct SiteFiles: Sendable {
    /// The site folder with its symbolic links resolved (`/tmp` is a link on some systems).
    public let root: String

    public init(root folder: URL) {
        let path = folder.standardizedFileURL.path
        root = Self.realPath(path) ?? path
    }

    /// The bytes of `relativePath`, or nil when it is missing, not a regular file, or leads out of the site.
    public func read(_ relativePath: String) -> Data? {
        guard let real = Self.realPath(root + "/" + relativePath), real.hasPrefix(root + "/") else { return nil }
        let descriptor = open(real, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        return (try? handle.readToEnd()) ?? Data()
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The `Content-Type` of a site file, from its extension.
public enum MediaTypes {
    public static func contentType(for path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "application/octet-stream" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "application/octet-stream"
    }

    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "xhtml": "application/xhtml+xml; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "xml": "application/xml",
        "opf": "application/oebps-package+xml",
        "ncx": "application/x-dtbncx+xml",
        "txt": "text/plain; charset=utf-8",
        "md": "text/markdown; charset=utf-8",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "avif": "image/avif",
        "ico": "image/vnd.microsoft.icon",
        "woff": "font/woff",
        "woff2": "font/woff2",
        "ttf": "font/ttf",
        "otf": "font/otf",
        "epub": "application/epub+zip",
        "zip": "application/zip",
        "pdf": "application/pdf",
        "wasm": "application/wasm",
    ]
}
