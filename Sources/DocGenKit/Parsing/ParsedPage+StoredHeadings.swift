/// A page's headings as the parse cache keeps them: one blob, not one keyed value per heading
/// (with its location's), which made them a fifth of reading a cached page. Each heading is its
/// level, text and id, then 0 for no location or 1 and its line and column. Packed only when the
/// coder knows the page's file (`SourceLocation.fileInContext`) and every location lies in it.
struct StoredHeadings: Codable {
    var headings: [ParsedPage.Heading]

    init(_ headings: [ParsedPage.Heading]) { self.headings = headings }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        guard let file = decoder.userInfo[SourceLocation.fileInContext] as? String,
              let bytes = try? container.decode([UInt8].self) else {
            headings = try container.decode([ParsedPage.Heading].self)
            return
        }
        var reader = VarintReader(bytes: bytes), headings: [ParsedPage.Heading] = []
        while !reader.atEnd {
            guard let heading = reader.heading(file: file) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "not packed headings")
            }
            headings.append(heading)
        }
        self.headings = headings
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        guard let file = encoder.userInfo[SourceLocation.fileInContext] as? String,
              headings.allSatisfy({ $0.location.map { $0.file == file } ?? true }) else {
            try container.encode(headings)
            return
        }
        var bytes: [UInt8] = []
        for heading in headings { bytes.append(heading) }
        try container.encode(bytes)
    }
}

extension [UInt8] {
    /// A heading as `VarintReader.heading(file:)` reads it; its location, if any, must lie in the reader's file.
    mutating func append(_ heading: ParsedPage.Heading) {
        appendInteger(heading.level)
        appendText(heading.text)
        appendText(heading.id)
        if let location = heading.location {
            appendVarint(1)
            appendLocation(location)
        } else {
            appendVarint(0)
        }
    }
}

extension VarintReader {
    mutating func heading(file: String) -> ParsedPage.Heading? {
        guard let level = integer(), let title = text(), let id = text(), let mark = next(), mark <= 1 else { return nil }
        var location: SourceLocation?
        if mark == 1 {
            guard let written = self.location(file: file) else { return nil }
            location = written
        }
        return ParsedPage.Heading(level: level, text: title, id: id, location: location)
    }
}
