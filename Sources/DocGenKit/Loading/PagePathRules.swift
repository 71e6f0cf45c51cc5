/// What a page's path may contain. The path becomes a URL, a file name and a link on every page
/// of its language, so characters that change a URL's meaning (`:` makes `javascript:x.md` a
/// scheme, `#`, `?` and `%` a fragment, a query or an escape) and control characters (a newline
/// breaks the manifest) are refused when the page is loaded, with the path in the message.
enum PagePathRules {
    static let forbidden: Set<Character> = [":", "#", "?", "%", "\\"]
    static let maximumComponentBytes = 255

    /// Why `path` (relative to the language folder) is refused, or `nil` when it is fine.
    static func problem(with path: String) -> String? {
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

    /// The path as it can be shown on one line: control characters written as escapes.
    static func printable(_ path: String) -> String {
        String(path.unicodeScalars.flatMap { scalar -> [Character] in
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
