/// One front matter value, as the checks of `FrontMatterReader` read it, whoever parsed it.
struct FrontMatterField {
    /// The value's text (Yams's `Node.string`).
    var text: String?
    /// The value's text if it is a scalar (Yams's `Node.scalar?.string`).
    var scalarText: String?
    /// The value as `true` or `false`, if YAML reads it as a boolean (Yams's `Node.bool`).
    var bool: Bool?
    /// Where the value starts: line within the YAML (from 1) and column (from 1, in scalars).
    var line: Int
    var column: Int
}

/// Reads front matter written as the pages almost always are, one `key: value` line per known key,
/// without Yams: reading it took 4 % of a 10,000-page `verify`. It answers only where the YAML
/// reading is plain to see, and otherwise returns nil so that Yams reads the block (and reports
/// what is wrong, with its own words and positions). Lines it takes:
///
/// - `key: value`, the key one of `FrontMatter.knownKeys`, each key once;
/// - a value plain (no YAML indicator first, no `: `, ` #` or `:` at the end), or in double quotes
///   without a backslash or quote inside, or in single quotes without a quote inside;
/// - no tab, no space around the value, and only characters YAML prints (no line separators).
enum PlainFrontMatter {
    static func fields(of yaml: Substring) -> [String: FrontMatterField]? {
        var fields: [String: FrontMatterField] = [:]
        var lineNumber = 0
        for line in yaml.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
            let key = String(Substring(line[..<colon]))
            guard FrontMatter.knownKeys.contains(key), fields[key] == nil else { return nil }
            let rest = line[line.index(after: colon)...]
            guard rest.first == UInt8(ascii: " "), let value = scalar(Substring(rest.dropFirst())) else { return nil }
            fields[key] = FrontMatterField(text: value.text, scalarText: value.text, bool: value.bool, line: lineNumber,
                                           column: key.unicodeScalars.count + 3)
        }
        return fields
    }

    /// The text a one-line scalar stands for, or nil where that needs a YAML parser to say.
    /// The checks read bytes: every character they look for is ASCII.
    private static func scalar(_ written: Substring) -> (text: String, bool: Bool?)? {
        let bytes = written.utf8
        guard let first = written.unicodeScalars.first, let last = bytes.last,
              written.unicodeScalars.allSatisfy(isPlainPrintable) else { return nil }
        switch first {
        case "\"", "'":
            // Quoted scalars are strings, never booleans.
            let quote = UInt8(ascii: first == "'" ? "'" : "\"")
            let inner = bytes.dropFirst().dropLast()
            guard bytes.count >= 2, last == quote, !inner.contains(quote),
                  quote == UInt8(ascii: "'") || !inner.contains(UInt8(ascii: "\\")) else { return nil }
            return (String(Substring(inner)), nil)
        default:
            guard !indicators.contains(first), last != UInt8(ascii: " "), last != UInt8(ascii: ":"),
                  !holds(UInt8(ascii: ":"), UInt8(ascii: " "), in: bytes),
                  !holds(UInt8(ascii: " "), UInt8(ascii: "#"), in: bytes) else { return nil }
            // YAML 1.1 reads more words as booleans (`yes`, `On`…): those go to Yams.
            let text = String(written)
            switch text {
            case "true": return (text, true)
            case "false": return (text, false)
            default: return bytes.count <= 5 && booleanLike(text) ? nil : (text, nil)
            }
        }
    }

    /// Whether the byte pair `a b` occurs in `bytes`.
    private static func holds(_ a: UInt8, _ b: UInt8, in bytes: Substring.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in bytes {
            if previous == a && byte == b { return true }
            previous = byte
        }
        return false
    }

    /// The characters that give a line's first character a YAML meaning, and space.
    private static let indicators: Set<Unicode.Scalar> = [
        "-", "?", ":", ",", "[", "]", "{", "}", "#", "&", "*", "!", "|", ">", "'", "\"", "%", "@", "`", " ",
    ]

    /// Any casing of a word YAML 1.1 may read as a boolean.
    private static func booleanLike(_ text: String) -> Bool {
        ["true", "false", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
    }

    /// YAML's printable characters, less tab and the characters libyaml takes for line breaks
    /// (NEL, LINE and PARAGRAPH SEPARATOR) and the byte order mark.
    private static func isPlainPrintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2028, 0x2029, 0xFEFF: false
        case 0x20...0x7E, 0xA0...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
