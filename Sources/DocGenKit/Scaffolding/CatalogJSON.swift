/// A String Catalog's JSON kept as written: keys in their order, strings and numbers as their
/// source text, so that adding entries rewrites nothing else. Printing follows the layout Xcode
/// uses (two-space indent, `"key" : value`) or the one of `json.dumps(indent=2)` (`"key": value`),
/// whichever the file has; `CatalogScaffold` refuses a file it could not print back byte for byte.
enum CatalogJSON: Equatable {
    struct Member: Equatable {
        /// The key's string token, quotes included.
        var key: String
        var value: CatalogJSON
    }

    case object([Member])
    case array([CatalogJSON])
    /// A string token as written, quotes and escapes included.
    case string(raw: String)
    /// A number, `true`, `false` or `null`, as written.
    case literal(String)

    /// A JSON string token for `text`, escaped as both layouts escape it.
    static func quoted(_ text: String) -> CatalogJSON {
        .string(raw: jsonQuoted(text))
    }

    /// The object member named `key` (given unquoted).
    subscript(key: String) -> CatalogJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == "\"\(key)\"" }?.value
    }

    /// The text of a string token without its quotes, for plain strings (keys, tags, states).
    var plainString: String? {
        guard case .string(let raw) = self, !raw.dropFirst().dropLast().contains("\\") else { return nil }
        return String(raw.dropFirst().dropLast())
    }

    // MARK: Printing

    func printed(separator: String) -> String {
        var out = ""
        print(into: &out, indent: "", separator: separator)
        return out + "\n"
    }

    private func print(into out: inout String, indent: String, separator: String) {
        switch self {
        case .string(let raw), .literal(let raw):
            out += raw
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += indent + "  "
                item.print(into: &out, indent: indent + "  ", separator: separator)
                out += index + 1 < items.count ? ",\n" : "\n"
            }
            out += indent + "]"
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            for (index, member) in members.enumerated() {
                out += indent + "  " + member.key + separator
                member.value.print(into: &out, indent: indent + "  ", separator: separator)
                out += index + 1 < members.count ? ",\n" : "\n"
            }
            out += indent + "}"
        }
    }

    // MARK: Parsing

    struct ParseError: Error { let offset: Int }

    static func parse(_ text: String) throws(ParseError) -> CatalogJSON {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipSpace()
        guard parser.position == parser.bytes.count else { throw ParseError(offset: parser.position) }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ byte: UInt8) throws(ParseError) {
            skipSpace()
            guard position < bytes.count, bytes[position] == byte else { throw ParseError(offset: position) }
            position += 1
        }

        mutating func value() throws(ParseError) -> CatalogJSON {
            skipSpace()
            guard position < bytes.count else { throw ParseError(offset: position) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") { position += 1; return .object(members) }
                while true {
                    skipSpace()
                    let key = try string()
                    try expect(UInt8(ascii: ":"))
                    members.append(Member(key: key, value: try value()))
                    skipSpace()
                    guard position < bytes.count else { throw ParseError(offset: position) }
                    position += 1
                    if bytes[position - 1] == UInt8(ascii: "}") { return .object(members) }
                    guard bytes[position - 1] == UInt8(ascii: ",") else { throw ParseError(offset: position - 1) }
                }
            case UInt8(ascii: "["):
                position += 1
                var items: [CatalogJSON] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") { position += 1; return .array(items) }
                while true {
                    items.append(try value())
                    skipSpace()
                    guard position < bytes.count else { throw ParseError(offset: position) }
                    position += 1
                    if bytes[position - 1] == UInt8(ascii: "]") { return .array(items) }
                    guard bytes[position - 1] == UInt8(ascii: ",") else { throw ParseError(offset: position - 1) }
                }
            case UInt8(ascii: "\""):
                return .string(raw: try string())
            default:
                let start = position
                while position < bytes.count, !" \n\r\t,]}".utf8.contains(bytes[position]) { position += 1 }
                guard position > start else { throw ParseError(offset: start) }
                return .literal(String(decoding: bytes[start..<position], as: UTF8.self))
            }
        }

        /// A string token, returned as written (quotes and escapes kept).
        mutating func string() throws(ParseError) -> String {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw ParseError(offset: position) }
            let start = position
            position += 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard position < bytes.count else { throw ParseError(offset: start) }
            position += 1
            return String(decoding: bytes[start..<position], as: UTF8.self)
        }
    }
}
