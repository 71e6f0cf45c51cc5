/// What a page's path may contain. The path becomes a URL, a file name and a link on every page
/// of its language, so characters that change a URL's meaning (`:` makes `javascript:x.md` a
/// scheme, `#`, `?` and `%` a fragment, a query or an escape) and control characters (a newline
/// breaks the manifest) are refused when the page is loaded, with the path in the message.
enum PagePathRules {
    static let forbidden: Set<Character> = [":", "#", "?", "%", "\\"]
    static let maximumComponentBytes = 255

    /// Why `path` (relative to the language folder) is refused, or `nil` when it is fine.
    static func problem(with path: String) -> String? {
        // Nearly every path is plain: letters, digits, `-`, `_`, `.`, `/` and text beyond ASCII
        // with no control character. Told from its bytes; anything else is read as before.
        if isPlain(path) { return nil }
        for component in path.split(separator: "/", omittingEmptySubsequences: false) {
            if component.isEmpty { return "an empty folder name" }
            if component.utf8.count > maximumComponentBytes {
                return "a name longer than \(maximumComponentBytes) bytes"
            }
            if let bad = component.first(where: { forbidden.contains($0) }) { return "the character '\(bad)'" }
            if component.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                return "a control character (such as a newline)"
            }
        }
        return nil
    }

    /// Whether no rule can apply to `path`: no empty folder name, no name over the limit, no
    /// forbidden character and no control character (C0, DEL, and C1, whose UTF-8 starts 0xC2 0x80–0x9F).
    private static func isPlain(_ path: String) -> Bool {
        var componentBytes = 0, previous: UInt8 = UInt8(ascii: "/")
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "/"):
                if previous == UInt8(ascii: "/") { return false }
                componentBytes = 0
            case 0..<0x20, 0x7f, UInt8(ascii: ":"), UInt8(ascii: "#"), UInt8(ascii: "?"), UInt8(ascii: "%"), UInt8(ascii: "\\"):
                return false
            case 0x80...0x9f where previous == 0xc2:
                return false
            default:
                componentBytes += 1
                if componentBytes > maximumComponentBytes { return false }
            }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// The path as it can be shown on one line: control characters written as escapes.
    static func printable(_ path: String) -> String {
        // Control characters are exactly U+0000–U+001F and U+007F–U+009F (category Cc).
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || (0x7f...0x9f).contains($0.value) }) else { return path }
        return String(path.unicodeScalars.flatMap { scalar -> [Character] in
            scalar.properties.generalCategory == .control ? Array(scalar.escaped(asASCII: true)) : [Character(scalar)]
        })
    }
}

/// Where the first byte that is not UTF-8 sits, as the line and the byte column docgen prints.
enum UTF8Position {
    static func firstInvalid(in bytes: [UInt8]) -> (line: Int, column: Int)? {
        var index = 0, line = 1, lineStart = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (line, index - lineStart + 1)
            }
            guard index + length <= bytes.count,
                  bytes[(index + 1)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 }),
                  String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil
            else { return (line, index - lineStart + 1) }
            if byte == UInt8(ascii: "\n") { line += 1; lineStart = index + 1 }
            index += length
        }
        return nil
    }
}
