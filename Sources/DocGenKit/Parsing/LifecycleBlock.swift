/// A fenced block whose info string starts with `lifecycle`: a documented callback sequence.
///
///     ```lifecycle id=kill-from-switcher mode=scenes from=active events="open-switcher kill"
///     sceneWillResignActive(_:)
///     applicationWillTerminate(_:)   // a comment
///     ```
///
/// A line may end with `window=N` to say which window's scene delegate receives the call, where
/// two windows could (the comment is prose in the reader's language; the marker is checked).
public struct LifecycleBlock: Sendable, Equatable, Codable {
    public struct Attribute: Sendable, Equatable, Codable {
        public var name: String
        public var value: String
        public var location: SourceLocation
    }

    public struct Line: Sendable, Equatable, Codable {
        /// The callback as written, without comment or surrounding space.
        public var spelling: String
        public var comment: String?
        public var location: SourceLocation
        /// `window=N` after the callback: the window whose scene delegate receives it.
        public var window: Attribute?
    }

    /// The block's identity in the pipeline (not its `id=` attribute, which the author writes).
    public var blockID: BlockID
    public var fence: SourceLocation
    public var attributes: [Attribute]
    public var lines: [Line]
    /// Problems in the info string itself (an unclosed quote, a word without '=').
    public var syntaxErrors: [Diagnostic]

    public func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
    public var id: String? { attribute("id")?.value }

    static let infoPrefix = "lifecycle"
    static let windowPrefix = "window="

    static func isLifecycleInfo(_ info: String) -> Bool {
        info == infoPrefix || info.hasPrefix(infoPrefix + " ")
    }

    /// Reads a block from its info string and body. `sourceLines` are the file's lines, used to
    /// give every attribute and body line its exact column.
    static func parse(info: String, literal: String, fence: SourceLocation, sourceLines: [Substring],
                      blockID: BlockID) -> LifecycleBlock {
        let fenceLine = fence.line - 1 < sourceLines.count ? sourceLines[fence.line - 1] : ""
        let infoOffset = byteOffset(of: info, in: fenceLine) ?? 0
        let (attributes, errors) = parseAttributes(String(info.dropFirst(infoPrefix.count)),
                                                   fence: fence, baseColumn: infoOffset + infoPrefix.count + 1)
        var lines: [Line] = []
        for (index, raw) in literal.lines().enumerated() {
            var text = Substring(raw)
            var comment: String?
            if let range = firstRange(of: "//", in: text) {
                comment = text[range.upperBound...].trimmingWhitespace()
                text = text[..<range.lowerBound]
            }
            var spelling = text.trimmingWhitespace()
            guard !spelling.isEmpty else { continue }
            let lineNumber = fence.line + 1 + index
            let source = lineNumber - 1 < sourceLines.count ? sourceLines[lineNumber - 1] : ""
            let column = (byteOffset(of: spelling, in: source) ?? 0) + 1
            var window: Attribute?
            if let space = spelling.lastIndex(where: { $0 == " " || $0 == "\t" }),
               spelling[spelling.index(after: space)...].hasPrefix(windowPrefix) {
                let marker = spelling[spelling.index(after: space)...]
                let markerColumn = column + spelling.utf8.distance(from: spelling.startIndex, to: marker.startIndex)
                window = Attribute(name: "window", value: String(marker.dropFirst(windowPrefix.count)),
                                   location: SourceLocation(file: fence.file, line: lineNumber, column: markerColumn))
                spelling = spelling[..<space].trimmingWhitespace()
            }
            lines.append(Line(spelling: spelling, comment: comment,
                              location: SourceLocation(file: fence.file, line: lineNumber, column: column), window: window))
        }
        return LifecycleBlock(blockID: blockID, fence: fence, attributes: attributes, lines: lines, syntaxErrors: errors)
    }

    /// `key=value` and `key="several words"`, separated by spaces.
    private static func parseAttributes(
        _ text: String, fence: SourceLocation, baseColumn: Int
    ) -> ([Attribute], [Diagnostic]) {
        var attributes: [Attribute] = [], errors: [Diagnostic] = []
        let bytes = Array(text.utf8)
        var index = 0
        func location(_ offset: Int) -> SourceLocation {
            // `baseColumn` is measured from the start of the line, so the fence's own column is in it already.
            SourceLocation(file: fence.file, line: fence.line, column: baseColumn + offset)
        }
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1; continue }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: " ") { index += 1 }
            let name = String(decoding: bytes[start..<index], as: UTF8.self)
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                errors.append(.error(at: location(start), "attribute '\(name)' needs a value ('\(name)=…')",
                                     rule: "malformed-attribute"))
                continue
            }
            index += 1
            var value: String
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                let open = index
                index += 1
                let valueStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
                guard index < bytes.count else {
                    errors.append(.error(at: location(open), "unclosed quote in attribute '\(name)'",
                                         rule: "malformed-attribute"))
                    break
                }
                value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
                index += 1
            } else {
                let valueStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: " ") { index += 1 }
                value = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            }
            attributes.append(Attribute(name: name, value: value, location: location(start)))
        }
        return (attributes, errors)
    }
}
