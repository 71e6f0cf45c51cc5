/// A lifecycle block as the parse cache keeps it: one blob, not a keyed value per field, attribute
/// and line (with its location's): the blocks were the largest part of reading a cached page after
/// its code spans and links were packed (`PageTreeFacts.Inline.pack`), and the keyed containers
/// left around the packed lists were still a sixth of it.
/// The blob: the block's id (`BlockID`'s text), its fence's line and column, its syntax errors
/// (0, or the length of their `BinaryEncoder` bytes and those bytes), the number of attributes
/// and each one (its line and column as varints, then its name and value), the number of lines
/// and each one (its line and column, its spelling, its comment: 0 for none, else length + 1,
/// and its window marker: 0 for none, else 1 and an attribute). Only blocks whose locations all
/// lie in the page's own file are packed; the others are coded field by field.
extension LifecycleBlock {
    private enum CodingKeys: String, CodingKey {
        case blockID, fence, attributes, lines, syntaxErrors
    }

    public init(from decoder: any Decoder) throws {
        if let file = decoder.userInfo[SourceLocation.fileInContext] as? String,
           let bytes = try? decoder.singleValueContainer().decode([UInt8].self) {
            var reader = VarintReader(bytes: bytes)
            guard let block = reader.lifecycleBlock(file: file), reader.atEnd else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a packed lifecycle block"))
            }
            self = block
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        blockID = try container.decode(BlockID.self, forKey: .blockID)
        fence = try container.decode(SourceLocation.self, forKey: .fence)
        syntaxErrors = try container.decode([Diagnostic].self, forKey: .syntaxErrors)
        attributes = try container.decode([Attribute].self, forKey: .attributes)
        lines = try container.decode([Line].self, forKey: .lines)
    }

    public func encode(to encoder: any Encoder) throws {
        if let file = encoder.userInfo[SourceLocation.fileInContext] as? String, let bytes = packed(file: file) {
            var container = encoder.singleValueContainer()
            try container.encode(bytes)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(blockID, forKey: .blockID)
        try container.encode(fence, forKey: .fence)
        try container.encode(syntaxErrors, forKey: .syntaxErrors)
        try container.encode(attributes, forKey: .attributes)
        try container.encode(lines, forKey: .lines)
    }

    /// The blob, when every location lies in `file` and the id codes (see `BlockID`).
    func packed(file: String) -> [UInt8]? {
        let inFile = { (location: SourceLocation) in location.file == file }
        guard inFile(fence), attributes.allSatisfy({ inFile($0.location) }),
              lines.allSatisfy({ inFile($0.location) && ($0.window.map { inFile($0.location) } ?? true) }),
              let id = blockID.codedText else { return nil }
        var bytes: [UInt8] = []
        bytes.appendText(id)
        bytes.appendLocation(fence)
        guard bytes.appendDiagnostics(syntaxErrors) else { return nil }
        bytes.appendVarint(UInt64(attributes.count))
        for attribute in attributes { bytes.append(attribute) }
        bytes.appendVarint(UInt64(lines.count))
        for line in lines {
            bytes.appendLocation(line.location)
            bytes.appendText(line.spelling)
            if let comment = line.comment {
                bytes.appendVarint(UInt64(comment.utf8.count) + 1)
                bytes += comment.utf8
            } else {
                bytes.appendVarint(0)
            }
            if let window = line.window {
                bytes.appendVarint(1)
                bytes.append(window)
            } else {
                bytes.appendVarint(0)
            }
        }
        return bytes
    }
}

private extension [UInt8] {
    mutating func append(_ attribute: LifecycleBlock.Attribute) {
        appendLocation(attribute.location)
        appendText(attribute.name)
        appendText(attribute.value)
    }
}

extension VarintReader {
    /// A block as `LifecycleBlock.packed(file:)` wrote it.
    /// With `page`, the page the block is on, when the reader knows it (`blockID(on:)`).
    mutating func lifecycleBlock(file: String, page: PageID? = nil) -> LifecycleBlock? {
        guard let id = blockID(on: page), let fence = location(file: file),
              let syntaxErrors = diagnostics(), let attributes = list({ $0.attribute(file: file) }), let lines = list({ $0.line(file: file) }) else { return nil }
        return LifecycleBlock(blockID: id, fence: fence, attributes: attributes, lines: lines, syntaxErrors: syntaxErrors)
    }

    private mutating func attribute(file: String) -> LifecycleBlock.Attribute? {
        guard let location = location(file: file), let name = text(), let value = text() else { return nil }
        return LifecycleBlock.Attribute(name: name, value: value, location: location)
    }

    private mutating func line(file: String) -> LifecycleBlock.Line? {
        guard let location = location(file: file), let spelling = text(), let commentMark = next() else { return nil }
        var comment: String?
        if commentMark > 0 {
            guard let text = text(length: commentMark - 1) else { return nil }
            comment = text
        }
        guard let windowMark = next(), windowMark <= 1 else { return nil }
        var window: LifecycleBlock.Attribute?
        if windowMark == 1 {
            guard let attribute = attribute(file: file) else { return nil }
            window = attribute
        }
        return LifecycleBlock.Line(spelling: spelling, comment: comment, location: location, window: window)
    }
}
