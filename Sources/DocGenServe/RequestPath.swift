/// The path of a request, checked and decoded, as the relative path of a file the build wrote.
///
/// Nothing here touches the file system: a request target either names a path that stays inside
/// the site, one segment at a time, or it is refused. Refused outright (400): a target that does
/// not start with `/` (absolute URLs, `*`), an empty segment (`//`), `.` or `..` (also spelt
/// `%2e%2e`), a segment that decodes to a slash or backslash (`%2f`, `%5c`), a NUL or any other
/// control character, bad percent-encoding and bytes that are not UTF-8.
public enum RequestPath {
    public enum Resolution: Equatable, Sendable {
        /// A file of the site, as a relative path (`en/index.html`).
        case file(String)
        /// docgen's own endpoints (`/__docgen/events` → `events`).
        case internalEndpoint(String)
        /// A folder asked for without its trailing slash: the page's relative links need one.
        case redirect(location: String)
        case notFound
        case badRequest(reason: String)
    }

    /// The first segment of docgen's own endpoints. No site file can live there: the site's top
    /// level holds only language folders, `assets/`, `index.html` and the like.
    public static let internalPrefix = "__docgen"

    /// The site's files, relative paths as the build wrote them.
    public static func resolve(target: String, files: Set<String>) -> Resolution {
        let parsed: Parsed
        switch parse(target) {
        case .success(let value): parsed = value
        case .failure(let refusal): return .badRequest(reason: refusal.reason)
        }
        if parsed.segments.first == internalPrefix {
            return parsed.segments.count == 2 && !parsed.trailingSlash ? .internalEndpoint(parsed.segments[1]) : .notFound
        }
        let joined = parsed.segments.joined(separator: "/")
        if parsed.segments.isEmpty { return files.contains("index.html") ? .file("index.html") : .notFound }
        if parsed.trailingSlash {
            let index = joined + "/index.html"
            return files.contains(index) ? .file(index) : .notFound
        }
        if files.contains(joined) { return .file(joined) }
        if files.contains(joined + "/index.html") {
            return .redirect(location: parsed.rawPath + "/" + (parsed.query.map { "?" + $0 } ?? ""))
        }
        return .notFound
    }

    struct Parsed: Equatable {
        /// Decoded segments, none empty, `.` or `..`.
        var segments: [String]
        var trailingSlash: Bool
        /// The path as received (still percent-encoded), without the query.
        var rawPath: String
        var query: String?
    }

    struct Refusal: Error, Equatable {
        var reason: String
    }

    static func parse(_ target: String) -> Result<Parsed, Refusal> {
        var path = Substring(target)
        var query: String?
        if let mark = path.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            if path[mark] == "?" { query = String(path[path.index(after: mark)...]) }
            path = path[..<mark]
        }
        guard path.hasPrefix("/") else {
            return .failure(Refusal(reason: "the request target must be a path starting with '/'"))
        }
        let rawSegments = path.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        var segments: [String] = []
        var trailingSlash = false
        for (index, raw) in rawSegments.enumerated() {
            if raw.isEmpty {
                // "/" alone, or a trailing slash; an empty segment anywhere else is "//".
                if index == rawSegments.count - 1 { trailingSlash = index > 0; continue }
                return .failure(Refusal(reason: "empty path segment ('//')"))
            }
            guard let decoded = percentDecode(raw) else {
                return .failure(Refusal(reason: "malformed percent-encoding or bytes that are not UTF-8"))
            }
            if decoded == "." || decoded == ".." {
                return .failure(Refusal(reason: "'.' and '..' are not allowed in a path"))
            }
            if decoded.unicodeScalars.contains(where: { $0 == "/" || $0 == "\\" || $0.value < 0x20 || $0.value == 0x7F }) {
                return .failure(Refusal(reason: "encoded slashes, backslashes, NUL and control characters are not allowed in a path"))
            }
            segments.append(decoded)
        }
        return .success(Parsed(segments: segments, trailingSlash: trailingSlash, rawPath: String(path), query: query))
    }

    /// `%XX` decoded; nil for a `%` not followed by two hex digits or a result that is not UTF-8.
    static func percentDecode(_ segment: Substring) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(segment.utf8.count)
        var iterator = segment.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        // Decoding repairs bad UTF-8 with U+FFFD; a repaired string no longer gives back the bytes.
        let text = String(decoding: bytes, as: UTF8.self)
        return text.utf8.elementsEqual(bytes) ? text : nil
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
