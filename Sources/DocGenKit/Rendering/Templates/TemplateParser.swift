/// A theme template read into tokens the way swift-mustache reads it, for `TemplateLibrary` to
/// render without the library's run-time casts.
///
/// The themes' templates are parsed by swift-mustache first (`Theme.load` reports its errors), so
/// this reader only has to agree with it on templates it accepted: the same text, the same
/// whitespace kept or dropped around standalone tags, the same indentation for partials. It
/// follows the library's reading step by step, quirks included (after a section, the next line
/// counts as begun where the section's opening tag stood alone; trailing blanks after the last
/// line break are dropped). What it does not take on (set delimiters, inheritance, dynamic
/// partials, transforms other than a sequence's `first()` and the like, content types that
/// escape otherwise) makes it give up, and the template is left to swift-mustache.
struct TemplateParser {
    private let characters: [Character]
    private var position = 0

    private init(_ text: String) { characters = Array(text) }

    /// The template's tokens, or nil when the template is left to swift-mustache.
    static func tokens(of text: String) -> [TemplateToken]? {
        var parser = TemplateParser(text)
        return try? parser.parse(Scope(section: nil, atLineStart: true))
    }

    /// Where the reader is: inside which section (to match its closing tag), and whether a line
    /// has just begun (only then can a tag stand alone).
    private struct Scope {
        var section: TagName?
        var atLineStart: Bool
    }

    /// A tag's name as written, with the transforms around it (`first()` is `first` of "").
    private struct TagName: Equatable {
        var text: String
        var transforms: [String]
    }

    private var current: Character? { position < characters.count ? characters[position] : nil }
    private var atEnd: Bool { position >= characters.count }

    private mutating func parse(_ scope: Scope) throws -> [TemplateToken] {
        var tokens: [TemplateToken] = []
        var scope = scope
        // Blanks at the start of a line, held back until it is known whether a tag stands alone.
        var blanks = ""
        func keepBlanks() {
            if !blanks.isEmpty { tokens.append(.text(blanks)) }
            blanks = ""
        }
        while !atEnd {
            if scope.atLineStart {
                blanks = read(while: { $0 == " " || $0 == "\t" })
            }
            let text = readTextBeforeTagOrLineBreak()
            if let character = current, character.isNewline {
                tokens.append(.text(blanks + text + String(character)))
                scope.atLineStart = true
                position += 1
                continue
            }
            if !text.isEmpty {
                tokens.append(.text(blanks + text))
                blanks = ""
                scope.atLineStart = false
            }
            guard let sigil = current else { break }
            var nextAtLineStart = false
            switch sigil {
            case "#", "^":
                position += 1
                let name = try readName()
                if standsAlone(scope) {
                    nextAtLineStart = true
                } else {
                    keepBlanks()
                }
                let inner = Scope(section: name, atLineStart: nextAtLineStart)
                tokens.append(.section(reference(name), try parse(inner), inverted: sigil == "^"))
            case "/":
                position += 1
                let name = try readName()
                guard name == scope.section else { throw LeftToSwiftMustache() }
                if !standsAlone(scope), !blanks.isEmpty {
                    tokens.append(.text(blanks))
                }
                return tokens
            case "!":
                position += 1
                try skipComment()
                nextAtLineStart = standsAlone(scope)
            case "{", "&":
                keepBlanks()
                position += 1
                let name = try readName()
                if sigil == "{" {
                    guard current == "}" else { throw LeftToSwiftMustache() }
                    position += 1
                }
                tokens.append(.variable(reference(name), escaped: false))
            case ">":
                position += 1
                _ = read(while: \.isWhitespace)
                guard current != "*" else { throw LeftToSwiftMustache() }  // a dynamic partial
                let name = try readPartialName()
                if !blanks.isEmpty {
                    tokens.append(.text(blanks))
                }
                // A standalone partial indents each of its lines as the tag was indented.
                let alone = standsAlone(scope)
                tokens.append(.partial(name, indentation: alone ? blanks : nil))
                nextAtLineStart = alone
                blanks = ""
            case "%":
                position += 1
                try readContentType()
                nextAtLineStart = standsAlone(scope)
            case "=", "<", "$":
                throw LeftToSwiftMustache()  // set delimiters, inheritance
            default:
                keepBlanks()
                tokens.append(.variable(reference(try readName()), escaped: true))
            }
            scope.atLineStart = nextAtLineStart
        }
        guard scope.section == nil else { throw LeftToSwiftMustache() }
        return tokens
    }

    private mutating func read(while accepts: (Character) -> Bool) -> String {
        let start = position
        while let character = current, accepts(character) { position += 1 }
        return String(characters[start..<position])
    }

    /// Text up to a line break (left unread) or up to a tag's `{{` (read).
    private mutating func readTextBeforeTagOrLineBreak() -> String {
        var text = ""
        while let character = current {
            if character == "\n" || character == "\r\n" { break }
            if character == "{" {
                if position + 1 < characters.count, characters[position + 1] == "{" {
                    position += 2
                    break
                }
            }
            text.append(character)
            position += 1
        }
        return text
    }

    /// Whether the tag just read is alone on its line; if so, the rest of the line is read.
    private mutating func standsAlone(_ scope: Scope) -> Bool {
        guard scope.atLineStart else { return false }
        if atEnd { return true }
        var end = position
        while end < characters.count, characters[end] == " " || characters[end] == "\t" { end += 1 }
        guard end < characters.count, characters[end].isNewline else { return false }
        position = end + 1
        return true
    }

    private mutating func readClosingDelimiter() throws {
        guard position + 1 < characters.count, characters[position] == "}", characters[position + 1] == "}" else { throw LeftToSwiftMustache() }
        position += 2
    }

    private static let wordCharacters = Set<Character>("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-_?*")
    private static let nameCharacters = wordCharacters.union(["(", ")"])
    private static let partialNameCharacters = nameCharacters.union(["/"])
    private static let sequenceProperties: Set<String> = ["first", "last", "index", "even", "odd"]

    private mutating func readName() throws -> TagName {
        _ = read(while: \.isWhitespace)
        let text = read(while: Self.nameCharacters.contains)
        _ = read(while: \.isWhitespace)
        try readClosingDelimiter()
        guard text.contains("(") || text.contains(")") else { return TagName(text: text, transforms: []) }
        // Only a sequence's own properties, `first()` and the like.
        guard text.hasSuffix("()"), Self.sequenceProperties.contains(String(text.dropLast(2))) else { throw LeftToSwiftMustache() }
        return TagName(text: "", transforms: [String(text.dropLast(2))])
    }

    private mutating func readPartialName() throws -> String {
        _ = read(while: \.isWhitespace)
        let name = read(while: Self.partialNameCharacters.contains)
        _ = read(while: \.isWhitespace)
        try readClosingDelimiter()
        return name
    }

    private mutating func skipComment() throws {
        while position + 1 < characters.count {
            if characters[position] == "}", characters[position + 1] == "}" {
                position += 2
                return
            }
            position += 1
        }
        throw LeftToSwiftMustache()
    }

    /// `{{% CONTENT_TYPE: … }}`: HTML and docgen's HTML escape alike (`HTMLEscaping`), so either
    /// is read and nothing changes; any other type is left to swift-mustache.
    private mutating func readContentType() throws {
        _ = read(while: \.isWhitespace)
        let variable = read(while: Self.wordCharacters.contains)
        _ = read(while: \.isWhitespace)
        guard current == ":" else { throw LeftToSwiftMustache() }
        position += 1
        _ = read(while: \.isWhitespace)
        let value = read(while: Self.wordCharacters.contains)
        _ = read(while: \.isWhitespace)
        try readClosingDelimiter()
        guard variable == "CONTENT_TYPE", value == "HTML" || value == HTMLEscaping.name else { throw LeftToSwiftMustache() }
    }

    /// How a tag's name finds its value.
    private func reference(_ name: TagName) -> TemplateReference {
        if let property = name.transforms.first { return .sequence(property) }
        if name.text == "." { return .current }
        return .path(name.text.split(separator: ".").map(String.init), climbing: !name.text.hasPrefix("."))
    }
}

/// A piece of a parsed template.
indirect enum TemplateToken: Sendable {
    case text(String)
    case variable(TemplateReference, escaped: Bool)
    case section(TemplateReference, [TemplateToken], inverted: Bool)
    /// `indentation`: the blanks before a standalone tag, put before each of the partial's lines.
    case partial(String, indentation: String?)
}

/// Where a tag's value comes from.
enum TemplateReference: Sendable {
    /// `{{.}}`: the innermost value.
    case current
    /// `{{a.b}}`: `a` looked up from the innermost value outwards (`climbing`) or, for `{{.a}}`,
    /// in the innermost value only; then `b` in it.
    case path([String], climbing: Bool)
    /// `{{first()}}` and the like: where the innermost sequence's iteration stands.
    case sequence(String)
}
