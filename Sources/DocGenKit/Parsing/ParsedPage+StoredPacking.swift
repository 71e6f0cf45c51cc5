/// A released page as the parse cache writes it: one blob read field after field, with no keyed
/// container around the parts (decoding `Stored` through them was a tenth of a one-page rebuild).
/// In order: the front matter (0, or 1 and its title, order, description, raw-HTML switch and
/// date, each optional one behind 0 or 1), the search sections' bytes, the lifecycle blocks
/// (behind their length: a counted list of their blobs) and the tables (a counted list of their
/// blobs), where the tables start (line, column, table), the headings (behind their length: a
/// counted list), the tab groups (0, or the length of their `BinaryEncoder` bytes), the body's line
/// offset, the diagnostics, the facts (behind their length), the tree checks' diagnostics, the
/// checked sequences, their diagnostics, their uses' digests (`PageUseDigests`), the anchors' digest
/// and the headings' (two lanes each).
/// Nil when a location lies outside the page's file; the cache then codes the page with
/// `BinaryEncoder` (`ParseCache`).
extension ParsedPage.Stored {
    func packed(file: String) -> [UInt8]? {
        let inFile = { (location: SourceLocation) in location.file == file }
        guard tableStarts.keys.allSatisfy(inFile), headings.headings.allSatisfy({ $0.location.map(inFile) ?? true }),
              let facts = facts.packed(file: file) else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(search.count + facts.count + 4096)
        bytes.appendOptional(frontMatter) { $0.append($1) }
        bytes.appendBlob(search)
        var blocks: [UInt8] = []
        blocks.appendVarint(UInt64(lifecycleBlocks.count))
        for block in lifecycleBlocks {
            guard let packed = block.packed(file: file) else { return nil }
            blocks += packed
        }
        bytes.appendBlob(blocks)
        bytes.appendVarint(UInt64(tables.count))
        for table in tables {
            guard let packed = table.packed(file: file) else { return nil }
            bytes += packed
        }
        // By table, so that the same page gives the same bytes.
        bytes.appendVarint(UInt64(tableStarts.count))
        for (location, table) in tableStarts.sorted(by: { $0.value < $1.value }) {
            bytes.appendLocation(location)
            bytes.appendInteger(table)
        }
        var headingBytes: [UInt8] = []
        headingBytes.appendVarint(UInt64(headings.headings.count))
        for heading in headings.headings { headingBytes.append(heading) }
        bytes.appendBlob(headingBytes)
        if tabGroups.isEmpty {
            bytes.appendVarint(0)
        } else {
            guard let coded = try? BinaryEncoder().encode(tabGroups) else { return nil }
            bytes.appendBlob(coded)
        }
        bytes.appendInteger(bodyLineOffset)
        guard bytes.appendDiagnostics(diagnostics) else { return nil }
        bytes.appendBlob(facts)
        guard bytes.appendDiagnostics(treeCheckDiagnostics) else { return nil }
        bytes.appendBlob(sequences)
        guard bytes.appendDiagnostics(sequenceDiagnostics) else { return nil }
        bytes.appendBlob(useDigests)
        guard anchors.count == 2, outline.count == 2 else { return nil }
        for lane in anchors + outline { bytes.appendVarint(lane) }
        return bytes
    }

    /// The page `packed(file:)` wrote, from `start` in `bytes` (read as they are, after the entry's
    /// head, not copied out of them), or nil when the bytes are not what it writes (a damaged file).
    /// With `tablesIn`, where those bytes lie in the parse cache's pack, the lifecycle blocks, the
    /// tables and the facts are read when first asked for (from the page's text again if their bytes
    /// turn out damaged), the tables' cells from the pack (`TableBlock.readWhenAsked`,
    /// `VarintReader.table(file:cellsIn:)`), and where the tables start is passed over. So are the
    /// headings: a rebuild reads those of the pages it renders (their strings were most of reading a
    /// page from the cache), and takes the others' digest.
    init?(packed bytes: [UInt8], from start: Int = 0, file: String, tablesIn entry: TableBlock.CacheEntryPlace? = nil) {
        var reader = VarintReader(bytes: bytes, from: start)
        guard let frontMatter = reader.optional({ $0.frontMatter() }),
              let search = reader.blob() else { return nil }
        // In the pack, the blocks, headings and facts are left where they lie until asked for: a
        // one-page rebuild at 10,000 pages asked for those of 4 pages, and copying them out of
        // every page's entry was a quarter of its heap.
        let inPack = { (range: Range<Int>) in entry.map { FileRange(path: $0.path, offset: $0.base + range.lowerBound, count: range.count) } }
        guard let blockRange = reader.blobRange() else { return nil }
        var blocks: [LifecycleBlock] = [], tables: [TableBlock] = [], starts: [(SourceLocation, Int)] = []
        var blocksLater: MadeOnce<[LifecycleBlock]>?, tablesLater: MadeOnce<[TableBlock]>?
        if let entry, let blocksInPack = inPack(blockRange) {
            let page = entry.page
            blocksLater = MadeOnce {
                blocksInPack.contents().flatMap { Self.blocks(in: $0, file: file, page: page.id) }
                    ?? PageParser.parse(page, rendering: false).lifecycleBlocks
            }
            let tablesStart = reader.offset
            guard reader.skipTables() else { return nil }
            let range = FileRange(path: entry.path, offset: entry.base + tablesStart, count: reader.offset - tablesStart)
            tablesLater = TableBlock.readWhenAsked(from: range, file: file, page: entry.page)
            guard reader.skipTableStarts() else { return nil }
        } else {
            guard let read = Self.blocks(in: Array(bytes[blockRange]), file: file),
                  let readTables = reader.list({ $0.table(file: file) }),
                  let readStarts = reader.list({ reader -> (SourceLocation, Int)? in
                      guard let location = reader.location(file: file), let table = reader.integer() else { return nil }
                      return (location, table)
                  }) else { return nil }
            (blocks, tables, starts) = (read, readTables, readStarts)
        }
        guard let headingRange = reader.blobRange(),
              let tabGroups = reader.tabGroups(),
              let bodyLineOffset = reader.integer(),
              let diagnostics = reader.diagnostics(),
              let factRange = reader.blobRange(),
              let treeCheckDiagnostics = reader.diagnostics(),
              let sequences = reader.blob(),
              let sequenceDiagnostics = reader.diagnostics(),
              let useDigests = reader.blob(),
              let firstLane = reader.next(), let secondLane = reader.next(),
              let outlineFirst = reader.next(), let outlineSecond = reader.next(),
              reader.atEnd else { return nil }
        var headings: [ParsedPage.Heading] = [], headingsLater: MadeOnce<[ParsedPage.Heading]>?
        if let entry, let headingsInPack = inPack(headingRange) {
            let page = entry.page
            headingsLater = MadeOnce {
                headingsInPack.contents().flatMap { Self.headings(in: $0, file: file) } ?? PageParser.parse(page, rendering: false).headings
            }
        } else {
            guard let read = Self.headings(in: Array(bytes[headingRange]), file: file) else { return nil }
            headings = read
        }
        var facts = PageTreeFacts(), factsLater: MadeOnce<PageTreeFacts>?
        if let entry, let factsInPack = inPack(factRange) {
            let page = entry.page
            factsLater = MadeOnce {
                // Without search sections, which the cache keeps apart.
                factsInPack.contents().flatMap { Self.facts(in: $0, file: file) }
                    ?? PageParser.parse(page, rendering: false).facts.with(searchSections: [])
            }
        } else {
            guard let read = Self.facts(in: Array(bytes[factRange]), file: file) else { return nil }
            facts = read
        }
        self.init(frontMatter: frontMatter, search: search, lifecycleBlocks: blocks, tables: tables,
                  tableStarts: Dictionary(starts, uniquingKeysWith: { first, _ in first }), headings: StoredHeadings(headings),
                  tabGroups: tabGroups, bodyLineOffset: bodyLineOffset, diagnostics: diagnostics, facts: facts,
                  treeCheckDiagnostics: treeCheckDiagnostics, sequences: sequences,
                  sequenceDiagnostics: sequenceDiagnostics, useDigests: useDigests, anchors: [firstLane, secondLane],
                  outline: [outlineFirst, outlineSecond])
        (self.blocksLater, self.tablesLater, self.factsLater, self.headingsLater) = (blocksLater, tablesLater, factsLater, headingsLater)
    }

    /// The lifecycle blocks `packed(file:)` wrote behind their length; nil for other bytes.
    private static func blocks(in bytes: [UInt8], file: String, page: PageID? = nil) -> [LifecycleBlock]? {
        var reader = VarintReader(bytes: bytes)
        guard let blocks = reader.list({ $0.lifecycleBlock(file: file, page: page) }), reader.atEnd else { return nil }
        return blocks
    }

    /// The headings `packed(file:)` wrote behind their length; nil for other bytes.
    private static func headings(in bytes: [UInt8], file: String) -> [ParsedPage.Heading]? {
        var reader = VarintReader(bytes: bytes)
        guard let headings = reader.list({ $0.heading(file: file) }), reader.atEnd else { return nil }
        return headings
    }

    /// The facts `packed(file:)` wrote behind their length; nil for other bytes.
    private static func facts(in bytes: [UInt8], file: String) -> PageTreeFacts? {
        var reader = VarintReader(bytes: bytes)
        guard let facts = reader.facts(file: file), reader.atEnd else { return nil }
        return facts
    }
}

private extension [UInt8] {
    mutating func append(_ frontMatter: FrontMatter) {
        appendText(frontMatter.title)
        appendOptional(frontMatter.order) { $0.appendInteger($1) }
        appendOptional(frontMatter.description) { $0.appendText($1) }
        appendVarint(frontMatter.allowsRawHTML ? 1 : 0)
        appendOptional(frontMatter.updated) { bytes, date in
            for part in [date.year, date.month, date.day] { bytes.appendInteger(part) }
        }
    }

    mutating func appendOptional<Value>(_ value: Value?, _ write: (inout [UInt8], Value) -> Void) {
        guard let value else {
            appendVarint(0)
            return
        }
        appendVarint(1)
        write(&self, value)
    }
}

private extension VarintReader {
    mutating func frontMatter() -> FrontMatter? {
        guard let title = text(), let order = optional({ $0.integer() }), let description = optional({ $0.text() }),
              let raw = next(), raw <= 1,
              let updated = optional({ reader -> ContentDate? in
                  guard let year = reader.integer(), let month = reader.integer(), let day = reader.integer() else { return nil }
                  return ContentDate(year: year, month: month, day: day)
              }) else { return nil }
        return FrontMatter(title: title, order: order, description: description, allowsRawHTML: raw == 1, updated: updated)
    }

    mutating func tabGroups() -> [ContentTabs.Group]? {
        guard let coded = blob() else { return nil }
        return coded.isEmpty ? [] : try? BinaryDecoder().decode([ContentTabs.Group].self, from: coded)
    }

    /// 0 for none, or 1 and the value: nil when the bytes are neither, `.some(nil)` for none.
    mutating func optional<Value>(_ read: (inout VarintReader) -> Value?) -> Value?? {
        switch next() {
        case 0: return .some(nil)
        case 1: return read(&self).map { .some($0) }
        default: return nil
        }
    }
}

private extension VarintReader {
    /// Moves past where the tables start (a counted list of lines, columns and tables).
    mutating func skipTableStarts() -> Bool {
        guard let count = next(), count <= UInt64(bytes.count - offset) else { return false }
        for _ in 0..<count where next() == nil || next() == nil || next() == nil { return false }
        return true
    }
}
