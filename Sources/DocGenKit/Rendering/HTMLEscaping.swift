import Mustache

/// The escaping of every `{{value}}` in the theme's templates: what swift-mustache's HTML content
/// type writes, byte for byte, without its dictionary lookup of every Character of every value
/// (a tenth of a 10,000-page build). Most values hold none of `< > & " '` and are given back as
/// they are; in the others, such a byte between two ASCII bytes (or an end) is a Character of its
/// own and is replaced from the bytes. Any other value is escaped Character by Character, as the
/// library does: `<` with a combining mark after it is one Character, which the library leaves alone.
struct HTMLEscaping: MustacheContentType {
    /// The name templates select it by; `Theme` puts the selection at the top of each template.
    static let name = "DOCGEN_HTML"
    /// The line put before each template's text: a standalone tag, so it prints nothing.
    static let pragma = "{{% CONTENT_TYPE: \(name) }}\n"

    /// Makes `pragma` name this type (swift-mustache keeps content types in one shared table).
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)

    func escapeText(_ text: String) -> String {
        var text = text
        switch text.withUTF8(Self.escapedFromBytes) {
        case .unchanged: return text
        case .escaped(let escaped): return escaped
        case .needsCharacters: return Self.escapedByCharacters(text)
        }
    }

    private enum Outcome {
        case unchanged
        case escaped(String)
        /// A byte to escape has a non-ASCII neighbour: it might be part of a longer Character.
        case needsCharacters
    }

    private static func replacement(of byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }

    private static func escapedFromBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
        guard let first = bytes.firstIndex(where: { replacement(of: $0) != nil }) else { return .unchanged }
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count + 16)
        escaped.append(contentsOf: bytes[..<first])
        for index in first..<bytes.count {
            let byte = bytes[index]
            guard let replacement = replacement(of: byte) else { escaped.append(byte); continue }
            guard index == 0 || bytes[index - 1] < 0x80, index + 1 == bytes.count || bytes[index + 1] < 0x80 else { return .needsCharacters }
            escaped.append(contentsOf: UnsafeBufferPointer(start: replacement.utf8Start, count: replacement.utf8CodeUnitCount))
        }
        return .escaped(String(decoding: escaped, as: UTF8.self))
    }

    private static func escapedByCharacters(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
