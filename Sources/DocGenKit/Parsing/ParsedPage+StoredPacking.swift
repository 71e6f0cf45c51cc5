/// A released page as the parse cache writes it: one blob read field after field, with no keyed
/// container around the parts (decoding `Stored` through them was a tenth of a one-page rebuild).
/// First what every build reads of a cached page: the front matter (0, or 1 and its title, order,
/// description, raw-HTML switch and date, each optional one behind 0 or 1), the search sections'
/// bytes, the tab groups (0, or the length of their `BinaryEncoder` bytes), the body's line offset,
/// the diagnostics, the tree checks' diagnostics, the checked sequences, their diagnostics, their
/// uses' digests (`PageUseDigests`), the anchors' digest and the headings' (two lanes each), and the
/// lengths of the five parts that follow. Then those parts, read only when asked for: the lifecycle
/// blocks (a counted list of their blobs), the tables (a counted list), where the tables start
/// (line, column, table), the headings (a counted list) and the facts. The parse cache reads only the
/// first part of an entry: a one-page rebuild at 10,000 pages asked for the others of 4 pages.
/// Nil when a location lies outside the page's file; the cache then codes the page with
/// `BinaryEncoder` (`ParseCache`).
extension ParsedPage.Stored {
    func packed(file: String) -> [UInt8]? {
        packedParts(file: file).map { $0.read + $0.whenAsked }
    }

    /// What `packed(file:)` writes, in its two parts: what is read with the page, and what is read
    /// only when asked for.
    func packedParts(file: String) -> (read: [UInt8], whenAsked: [UInt8])? {
        let inFile = { (location: SourceLocation) in location.file == file }
        guard tableStarts.keys.allSatisfy(inFile), headings.headings.allSatisfy({ $0.location.map(inFile) ?? true }),
              let facts = facts.packed(file: file) else { return nil }
        var blocks: [UInt8] = []
        blocks.appendVarint(UInt64(lifecycleBlocks.count))
        for block in lifecycleBlocks {
            guard let packed = block.packed(file: file) else { return nil }
            blocks += packed
        }
        var tableBytes: [UInt8] = []
        tableBytes.appendVarint(UInt64(tables.count))
        for table in tables {
            guard let packed = table.packed(file: file) else { return nil }
            tableBytes += packed
        }
        // By table, so that the same page gives the same bytes.
        var starts: [UInt8] = []
        starts.appendVarint(UInt64(tableStarts.count))
        for (location, table) in tableStarts.sorted(by: { $0.value < $1.value }) {
            starts.appendLocation(location)
            starts.appendInteger(table)
        }
        var headingBytes: [UInt8] = []
        headingBytes.appendVarint(UInt64(headings.headings.count))
        for heading in headings.headings { headingBytes.append(heading) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(search.count + 1024)
        bytes.appendOptional(frontMatter) { $0.append($1) }
        bytes.appendBlob(search)
        if tabGroups.isEmpty {
            bytes.appendVarint(0)
        } else {
            guard let coded = try? BinaryEncoder().encode(tabGroups) else { return nil }
            bytes.appendBlob(coded)
        }
        bytes.appendInteger(bodyLineOffset)
        guard bytes.appendDiagnostics(diagnostics), bytes.appendDiagnostics(treeCheckDiagnostics) else { return nil }
        bytes.appendBlob(sequences)
        guard bytes.appendDiagnostics(sequenceDiagnostics) else { return nil }
        bytes.appendBlob(useDigests)
        guard anchors.count == 2, outline.count == 2 else { return nil }
        for lane in anchors + outline { bytes.appendVarint(lane) }
        let later = [blocks, tableBytes, starts, headingBytes, facts]
        for part in later { bytes.appendVarint(UInt64(part.count)) }
        return (bytes, later.flatMap { $0 })
    }

    /// The page `packed(file:)` wrote, from `start` in `bytes` (read as they are, after the entry's
    /// head, not copied out of them), or nil when the bytes are not what it writes (a damaged file).
    /// With `tablesIn`, `bytes` hold only the part read with the page, and the parts read when asked
    /// for lie in the parse cache's pack from `tablesIn.base`: the lifecycle blocks, the tables, the
    /// headings and the facts are read from there when first asked for (from the page's text again if
    /// their bytes turn out damaged or gone), the tables' cells too (`TableBlock.readWhenAsked`,
    /// `VarintReader.table(file:cellsIn:)`), and where the tables start is not read at all. Without
    /// it, both parts follow one another in `bytes`.
    init?(packed bytes: [UInt8], from start: Int = 0, file: String, tablesIn entry: TableBlock.CacheEntryPlace? = nil) {
        var reader = VarintReader(bytes: bytes, from: start)
        guard let frontMatter = reader.optional({ $0.frontMatter() }),
              let search = reader.blob(),
              let tabGroups = reader.tabGroups(),
              let bodyLineOffset = reader.integer(),
              let diagnostics = reader.diagnostics(),
              let treeCheckDiagnostics = reader.diagnostics(),
              let sequences = reader.blob(),
              let sequenceDiagnostics = reader.diagnostics(),
              let useDigests = reader.blob(),
              let firstLane = reader.next(), let secondLane = reader.next(),
              let outlineFirst = reader.next(), let outlineSecond = reader.next() else { return nil }
        var lengths: [Int] = []
        for _ in 0..<5 {
            guard let length = reader.next(), length <= 1 << 48 else { return nil }
            lengths.append(Int(length))
        }
        // Where each later part lies: in the pack from `entry.base`, or in `bytes` after the lengths.
        var from = entry?.base ?? reader.offset
        let parts = lengths.map { length in
            defer { from += length }
            return from..<(from + length)
        }
        let (blockPart, tablePart, startPart, headingPart, factPart) = (parts[0], parts[1], parts[2], parts[3], parts[4])
        var blocks: [LifecycleBlock] = [], tables: [TableBlock] = [], starts: [(SourceLocation, Int)] = []
        var headings: [ParsedPage.Heading] = [], facts = PageTreeFacts()
        var blocksLater: MadeOnce<[LifecycleBlock]>?, tablesLater: MadeOnce<[TableBlock]>?
        var headingsLater: MadeOnce<[ParsedPage.Heading]>?, factsLater: MadeOnce<PageTreeFacts>?
        if let entry {
            guard reader.atEnd else { return nil }
            let page = entry.page
            let inPack = { (part: Range<Int>) in FileRange(path: entry.path, offset: part.lowerBound, count: part.count) }
            let (blocksInPack, headingsInPack, factsInPack) = (inPack(blockPart), inPack(headingPart), inPack(factPart))
            blocksLater = MadeOnce {
                blocksInPack.contents().flatMap { Self.blocks(in: $0, file: file, page: page.id) }
                    ?? PageParser.parse(page, rendering: false).lifecycleBlocks
            }
            tablesLater = TableBlock.readWhenAsked(from: inPack(tablePart), file: file, page: page)
            headingsLater = MadeOnce {
                headingsInPack.contents().flatMap { Self.headings(in: $0, file: file) } ?? PageParser.parse(page, rendering: false).headings
            }
            factsLater = MadeOnce {
                // Without search sections, which the cache keeps apart.
                factsInPack.contents().flatMap { Self.facts(in: $0, file: file) }
                    ?? PageParser.parse(page, rendering: false).facts.with(searchSections: [])
            }
        } else {
            guard factPart.upperBound == bytes.count,
                  let readBlocks = Self.blocks(in: Array(bytes[blockPart]), file: file),
                  let readTables = Self.whole(bytes, tablePart, { reader in reader.list { $0.table(file: file) } }),
                  let readStarts = Self.whole(bytes, startPart, { reader in
                      reader.list { reader -> (SourceLocation, Int)? in
                          guard let location = reader.location(file: file), let table = reader.integer() else { return nil }
                          return (location, table)
                      }
                  }),
                  let readHeadings = Self.headings(in: Array(bytes[headingPart]), file: file),
                  let readFacts = Self.facts(in: Array(bytes[factPart]), file: file) else { return nil }
            (blocks, tables, starts, headings, facts) = (readBlocks, readTables, readStarts, readHeadings, readFacts)
        }
        self.init(frontMatter: frontMatter, search: search, lifecycleBlocks: blocks, tables: tables,
                  tableStarts: Dictionary(starts, uniquingKeysWith: { first, _ in first }), headings: StoredHeadings(headings),
                  tabGroups: tabGroups, bodyLineOffset: bodyLineOffset, diagnostics: diagnostics, facts: facts,
                  treeCheckDiagnostics: treeCheckDiagnostics, sequences: sequences,
                  sequenceDiagnostics: sequenceDiagnostics, useDigests: useDigests, anchors: [firstLane, secondLane],
                  outline: [outlineFirst, outlineSecond])
        (self.blocksLater, self.tablesLater, self.factsLater, self.headingsLater) = (blocksLater, tablesLater, factsLater, headingsLater)
    }

    /// What `read` reads from `part` of `bytes`, when it reads all of it and nothing more.
    private static func whole<Value>(_ bytes: [UInt8], _ part: Range<Int>, _ read: (inout VarintReader) -> Value?) -> Value? {
        var reader = VarintReader(bytes: Array(bytes[part]))
        guard let value = read(&reader), reader.atEnd else { return nil }
        return value
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

