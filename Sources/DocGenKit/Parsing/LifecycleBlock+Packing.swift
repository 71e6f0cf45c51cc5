/// A lifecycle block's attributes and lines as the parse cache keeps them: one blob each, not one
/// keyed value per attribute and line (with its location's), which made the blocks the largest part
/// of reading a cached page after its code spans and links were packed (`PageTreeFacts.Inline.pack`).
/// Each attribute is its line and column as varints, then its name and value; each line its line
/// and column, its spelling, its comment (0 for none, else length + 1) and its window marker
/// (0 for none, else 1 and an attribute). Only blocks whose locations all lie in the page's own
/// file are packed.
extension LifecycleBlock {
    private enum CodingKeys: String, CodingKey {
        case blockID, fence, attributes, lines, packedAttributes, packedLines, syntaxErrors
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        blockID = try container.decode(BlockID.self, forKey: .blockID)
        fence = try container.decode(SourceLocation.self, forKey: .fence)
        syntaxErrors = try container.decode([Diagnostic].self, forKey: .syntaxErrors)
        let file = decoder.userInfo[SourceLocation.fileInContext] as? String
        // A packed list, read item by item; nil when the entry holds the plain list instead.
        func unpacked<Item>(_ key: CodingKeys, _ read: (inout VarintReader, String) -> Item?) throws -> [Item]? {
            guard let bytes = try container.decodeIfPresent([UInt8].self, forKey: key) else { return nil }
            var reader = VarintReader(bytes: bytes), items: [Item] = []
            while !reader.atEnd {
                guard let file, let item = read(&reader, file) else {
                    throw DecodingError.dataCorruptedError(forKey: key, in: container, debugDescription: "not a packed \(key.stringValue)")
                }
                items.append(item)
            }
            return items
        }
        attributes = try unpacked(.packedAttributes) { $0.attribute(file: $1) } ?? container.decode([Attribute].self, forKey: .attributes)
        lines = try unpacked(.packedLines) { $0.line(file: $1) } ?? container.decode([Line].self, forKey: .lines)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(blockID, forKey: .blockID)
        try container.encode(fence, forKey: .fence)
        try container.encode(syntaxErrors, forKey: .syntaxErrors)
        let file = encoder.userInfo[SourceLocation.fileInContext] as? String
        let inFile = { (location: SourceLocation) in location.file == file }
        if file != nil, attributes.allSatisfy({ inFile($0.location) }),
           lines.allSatisfy({ inFile($0.location) && ($0.window.map { inFile($0.location) } ?? true) }) {
            var packedAttributes: [UInt8] = [], packedLines: [UInt8] = []
            for attribute in attributes { packedAttributes.append(attribute) }
            for line in lines {
                packedLines.appendLocation(line.location)
                packedLines.appendText(line.spelling)
                if let comment = line.comment {
                    packedLines.appendVarint(UInt64(comment.utf8.count) + 1)
                    packedLines += comment.utf8
                } else {
                    packedLines.appendVarint(0)
                }
                if let window = line.window {
                    packedLines.appendVarint(1)
                    packedLines.append(window)
                } else {
                    packedLines.appendVarint(0)
                }
            }
            try container.encode(packedAttributes, forKey: .packedAttributes)
            try container.encode(packedLines, forKey: .packedLines)
        } else {
            try container.encode(attributes, forKey: .attributes)
            try container.encode(lines, forKey: .lines)
        }
    }
}

private extension [UInt8] {
    mutating func append(_ attribute: LifecycleBlock.Attribute) {
        appendLocation(attribute.location)
        appendText(attribute.name)
        appendText(attribute.value)
    }
}

private extension VarintReader {
    mutating func attribute(file: String) -> LifecycleBlock.Attribute? {
        guard let location = location(file: file), let name = text(), let value = text() else { return nil }
        return LifecycleBlock.Attribute(name: name, value: value, location: location)
    }

    mutating func line(file: String) -> LifecycleBlock.Line? {
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
