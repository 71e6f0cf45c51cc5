/// What the cross-page checks and the search index read of a page's Markdown tree, taken once,
/// on the parse worker. The tree itself weighs tens of kilobytes a page: with these facts it can
/// be released as soon as its page is checked, so a site of thousands of pages is never held as trees.
public struct PageTreeFacts: Sendable, Equatable, Codable {
    /// A code span or a link destination, where it starts (or, without a position, its block).
    public struct Inline: Sendable, Equatable, Codable {
        public var text: String
        public var location: SourceLocation
        /// For a link, the line that writes its destination (libcmark gives inline links no position).
        public var writtenOnLine: Int?
    }

    /// Every code span, the page's then its table cells', in document order.
    public var codeSpans: [Inline] { storedCodeSpans.items }
    private var storedCodeSpans = PackedList<Inline>()
    /// Every link destination, in the same order.
    public var links: [Inline] { storedLinks.items }
    private var storedLinks = PackedList<Inline>()
    /// Fenced and indented code blocks other than lifecycle blocks and `table` fences.
    var codeBlocks: [PageStructure.CodeBlock] { storedCodeBlocks.items }
    private var storedCodeBlocks = PackedList<PageStructure.CodeBlock>()
    /// The start line of each top-level block other than a heading.
    public private(set) var topLevelBlockLines: [Int] = []
    /// The page's text cut at its h2 and h3 headings, for search; the first section is the title's.
    private(set) var searchSections: [SearchIndex.Section] = []

    init() {}

    /// Facts as the parse cache read them back (`packed(file:)`), without search sections.
    init(codeSpans: PackedList<Inline>, links: PackedList<Inline>, codeBlocks: PackedList<PageStructure.CodeBlock>,
         topLevelBlockLines: [Int]) {
        storedCodeSpans = codeSpans
        storedLinks = links
        storedCodeBlocks = codeBlocks
        self.topLevelBlockLines = topLevelBlockLines
    }

    /// The same facts with other search sections (none, while they wait in a spill file).
    func with(searchSections: [SearchIndex.Section]) -> PageTreeFacts {
        var facts = self
        facts.searchSections = searchSections
        return facts
    }

    /// `lines` are the page's source lines (`lines[n - 1]` is line n).
    /// `searchable: false` leaves out the search sections (`verify` does not render).
    init(reading page: ParsedPage, lines: [Substring], searchable: Bool = true) {
        // Taken out of the page first: read inside the walk, `page.file` copied the whole page for each node.
        let pageStart = SourceLocation(file: page.file, line: 1)
        page.walkAll { node, location in
            // Made only for the nodes kept: for every other node (most are text) the copy was a retain
            // and a release of the file's name.
            func place() -> SourceLocation { location() ?? pageStart }
            guard !node.isText else { return }
            switch node.kind {
            case .code(let literal):
                storedCodeSpans.append(Inline(text: literal, location: place()))
            case .link(let destination, _):
                let at = place()
                storedLinks.append(Inline(text: destination, location: at,
                                    writtenOnLine: PageStructure.line(of: destination, from: at.line, in: lines)))
            case .codeBlock(let info, let literal) where !LifecycleBlock.isLifecycleInfo(info) && info != TableBlock.info:
                let at = place()
                let fenced = at.line - 1 < lines.count && Self.isFence(lines[at.line - 1])
                let codeLines = literal.lines().dropLast(literal.hasSuffix("\n") ? 1 : 0)
                storedCodeBlocks.append(PageStructure.CodeBlock(info: info, lines: codeLines.map(String.init),
                                                                firstLine: at.line + (fenced ? 1 : 0), location: at))
            default:
                break
            }
        }
        for node in page.document.children {
            if case .heading = node.kind { continue }
            if let line = node.start?.line { topLevelBlockLines.append(line) }
        }
        if searchable { searchSections = SearchIndex.sections(of: page) }
    }

    private static func isFence(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " }
        return trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~")
    }
}

extension PageTreeFacts {
    private enum CodingKeys: String, CodingKey {
        case codeSpans, links, packedCodeSpans, packedLinks, codeBlocks, packedCodeBlocks, topLevelBlockLines, packedTopLevelBlockLines,
             searchSections, packedSearchSections
    }

    /// The code spans and links are packed when the coder knows the page's file
    /// (`SourceLocation.fileInContext`), as the parse cache's does; the search sections always are.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let file = decoder.userInfo[SourceLocation.fileInContext] as? String
        func inlines(_ packed: CodingKeys, _ plain: CodingKeys) throws -> [Inline] {
            guard let bytes = try container.decodeIfPresent([UInt8].self, forKey: packed) else {
                return try container.decode([Inline].self, forKey: plain)
            }
            guard let file, let items = Inline.unpack(bytes, file: file) else {
                throw DecodingError.dataCorruptedError(forKey: packed, in: container, debugDescription: "not packed code spans or links")
            }
            return items
        }
        storedCodeSpans = PackedList(try inlines(.packedCodeSpans, .codeSpans))
        storedLinks = PackedList(try inlines(.packedLinks, .links))
        if let bytes = try container.decodeIfPresent([UInt8].self, forKey: .packedCodeBlocks) {
            guard let file, let blocks = PageStructure.CodeBlock.unpack(bytes, file: file) else {
                throw DecodingError.dataCorruptedError(forKey: .packedCodeBlocks, in: container, debugDescription: "not packed code blocks")
            }
            storedCodeBlocks = PackedList(blocks)
        } else {
            storedCodeBlocks = PackedList(try container.decode([PageStructure.CodeBlock].self, forKey: .codeBlocks))
        }
        if let bytes = try container.decodeIfPresent([UInt8].self, forKey: .packedTopLevelBlockLines) {
            var reader = VarintReader(bytes: bytes)
            while !reader.atEnd {
                guard let line = reader.integer() else {
                    throw DecodingError.dataCorruptedError(forKey: .packedTopLevelBlockLines, in: container, debugDescription: "not packed lines")
                }
                topLevelBlockLines.append(line)
            }
        } else {
            topLevelBlockLines = try container.decode([Int].self, forKey: .topLevelBlockLines)
        }
        if let bytes = try container.decodeIfPresent([UInt8].self, forKey: .packedSearchSections) {
            guard let count = PackedFields.count(in: bytes), count % 4 == 0 else {
                throw DecodingError.dataCorruptedError(forKey: .packedSearchSections, in: container, debugDescription: "not packed search sections")
            }
            searchSections = SearchIndex.Section.unpacked(bytes)
        } else {
            searchSections = try container.decode([SearchIndex.Section].self, forKey: .searchSections)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let file = encoder.userInfo[SourceLocation.fileInContext] as? String
        func encode(_ items: [Inline], _ packed: CodingKeys, _ plain: CodingKeys) throws {
            if let file, let bytes = Inline.pack(items, file: file) {
                try container.encode(bytes, forKey: packed)
            } else {
                try container.encode(items, forKey: plain)
            }
        }
        try encode(codeSpans, .packedCodeSpans, .codeSpans)
        try encode(links, .packedLinks, .links)
        if let file, let bytes = PageStructure.CodeBlock.pack(codeBlocks, file: file) {
            try container.encode(bytes, forKey: .packedCodeBlocks)
        } else {
            try container.encode(codeBlocks, forKey: .codeBlocks)
        }
        var lines: [UInt8] = []
        for line in topLevelBlockLines { lines.appendInteger(line) }
        try container.encode(lines, forKey: .packedTopLevelBlockLines)
        try container.encode(SearchIndex.Section.packed(searchSections), forKey: .packedSearchSections)
    }
}
