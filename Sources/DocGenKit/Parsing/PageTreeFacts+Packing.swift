/// A page's code spans and links as the parse cache keeps them: one blob a list, not one keyed
/// value per item (with its location's), which made reading them half of reading a cached page.
/// Each item is its line, column, `writtenOnLine + 1` (0 for none) and text length as varints,
/// then its text. Only lists whose locations all lie in the page's own file are packed.
extension PageTreeFacts.Inline: PackableListElement {
    static func pack(_ items: [Self], file: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(items.reduce(0) { $0 + 8 + $1.text.utf8.count })
        for item in items {
            guard item.location.file == file else { return nil }
            bytes.appendLocation(item.location)
            bytes.appendVarint(item.writtenOnLine.map { UInt64(bitPattern: Int64($0) &+ 1) } ?? 0)
            bytes.appendVarint(UInt64(item.text.utf8.count))
            bytes += item.text.utf8
        }
        return bytes
    }

    /// The items `pack` wrote, or nil when the bytes are not what it writes (a damaged file).
    static func unpack(_ bytes: [UInt8], file: String) -> [Self]? {
        var items: [Self] = [], reader = VarintReader(bytes: bytes)
        while !reader.atEnd {
            guard let location = reader.location(file: file), let written = reader.next(),
                  let length = reader.next(), let text = reader.text(length: length) else { return nil }
            items.append(Self(text: text, location: location,
                              writtenOnLine: written == 0 ? nil : Int(truncatingIfNeeded: Int64(bitPattern: written &- 1))))
        }
        return items
    }

    static func isPacked(_ bytes: [UInt8]) -> Bool {
        var reader = VarintReader(bytes: bytes)
        while !reader.atEnd {
            guard reader.next() != nil, reader.next() != nil, reader.next() != nil, reader.skipText() else { return false }
        }
        return true
    }
}

/// A page's code blocks, packed the same way: each is its location's line and column, its first
/// code line, its info string, and its number of lines followed by the lines.
extension PageStructure.CodeBlock: PackableListElement {
    static func pack(_ blocks: [Self], file: String) -> [UInt8]? {
        var bytes: [UInt8] = []
        for block in blocks {
            guard block.location.file == file else { return nil }
            bytes.appendLocation(block.location)
            bytes.appendInteger(block.firstLine)
            bytes.appendText(block.info)
            bytes.appendVarint(UInt64(block.lines.count))
            for line in block.lines { bytes.appendText(line) }
        }
        return bytes
    }

    /// The blocks `pack` wrote, or nil when the bytes are not what it writes (a damaged file).
    static func unpack(_ bytes: [UInt8], file: String) -> [Self]? {
        var blocks: [Self] = [], reader = VarintReader(bytes: bytes)
        while !reader.atEnd {
            guard let location = reader.location(file: file), let firstLine = reader.integer(),
                  let info = reader.text(), let count = reader.next(), count <= UInt64(bytes.count) else { return nil }
            var lines: [String] = []
            for _ in 0..<count {
                guard let text = reader.text() else { return nil }
                lines.append(text)
            }
            blocks.append(Self(info: info, lines: lines, firstLine: firstLine, location: location))
        }
        return blocks
    }

    static func isPacked(_ bytes: [UInt8]) -> Bool {
        var reader = VarintReader(bytes: bytes)
        while !reader.atEnd {
            guard reader.next() != nil, reader.next() != nil, reader.next() != nil, reader.skipText(),
                  let count = reader.next(), count <= UInt64(bytes.count) else { return false }
            for _ in 0..<count {
                guard reader.skipText() else { return false }
            }
        }
        return true
    }
}

extension PageTreeFacts {
    /// The facts but their search sections (which the parse cache keeps apart), as
    /// `VarintReader.facts(file:)` reads them: the code spans, links and code blocks, each list
    /// packed as above behind its length, then the top-level block lines as a counted list.
    /// Nil when a location lies outside `file`.
    func packed(file: String) -> [UInt8]? {
        guard let codeSpans = Inline.pack(codeSpans, file: file), let links = Inline.pack(links, file: file),
              let codeBlocks = PageStructure.CodeBlock.pack(codeBlocks, file: file) else { return nil }
        var bytes: [UInt8] = []
        for list in [codeSpans, links, codeBlocks] { bytes.appendBlob(list) }
        bytes.appendVarint(UInt64(topLevelBlockLines.count))
        for line in topLevelBlockLines { bytes.appendInteger(line) }
        return bytes
    }
}

extension VarintReader {
    mutating func facts(file: String) -> PageTreeFacts? {
        // The lists stay packed until read (`PackedList`): the checks that read an unchanged page's
        // lists have their results in the check cache, the link check's while no page's anchors change.
        guard let codeSpans = blob().flatMap({ PackedList<PageTreeFacts.Inline>(packed: $0, file: file) }),
              let links = blob().flatMap({ PackedList<PageTreeFacts.Inline>(packed: $0, file: file) }),
              let codeBlocks = blob().flatMap({ PackedList<PageStructure.CodeBlock>(packed: $0, file: file) }),
              let lines = list({ $0.integer() }) else { return nil }
        return PageTreeFacts(codeSpans: codeSpans, links: links, codeBlocks: codeBlocks, topLevelBlockLines: lines)
    }
}
