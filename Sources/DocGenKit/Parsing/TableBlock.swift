import Foundation

/// A GitHub-style pipe table (GFM's table rules), written either as authors do on GitHub (pipe
/// rows in a paragraph of their own) or inside a fenced block with info string `table`. libcmark
/// implements CommonMark only, which has no tables; this gives pages tables without raw HTML.
/// Every cell is parsed once, here, so its code spans and links are checked like prose.
public struct TableBlock: Sendable, Equatable, Codable {
    /// Coded by name: one string, where a case without a raw value is a keyed container.
    public enum Alignment: String, CaseIterable, Sendable, Equatable, Codable { case none, left, center, right }

    public struct Cell: Sendable, Equatable, Codable {
        /// The cell's Markdown, as written (with `\|` unescaped).
        public var text: String
        /// The cell parsed by libcmark, with positions in the page's file; an empty document once
        /// released.
        public var document: MarkdownNode {
            get { tree?.node ?? MarkdownNode(kind: .document) }
            set { tree = Tree(node: newValue) }
        }
        /// Boxed: a released cell keeps 8 bytes for its tree, not an empty node's 80 (a large site
        /// has hundreds of thousands of cells).
        private var tree: Tree?
        /// The cell's inline HTML, rendered by cmark in the same pass (links rewritten to `.html`).
        public var html: String
        public var location: SourceLocation

        /// The cell once its tree has been read (`ParsedPage.releasingTree(after:)`).
        var withoutTree: Cell {
            var cell = self
            cell.tree = nil
            return cell
        }

        private final class Tree: Sendable, Equatable {
            let node: MarkdownNode
            init(node: MarkdownNode) { self.node = node }
            static func == (a: Tree, b: Tree) -> Bool { a.node == b.node }
        }

        /// A released cell, as the spill file gives it back.
        init(text: String, html: String, location: SourceLocation) {
            self.text = text
            self.html = html
            self.location = location
            tree = nil
        }

        init(text: String, document: MarkdownNode, html: String, location: SourceLocation) {
            self.text = text
            self.html = html
            self.location = location
            tree = Tree(node: document)
        }

        // Coded without its tree: only released pages are stored (`ParseCache`), and decoding an
        // empty tree per cell was a tenth of a cached build.
        private enum CodingKeys: String, CodingKey { case text, html, location }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            text = try container.decode(String.self, forKey: .text)
            html = try container.decode(String.self, forKey: .html)
            location = try container.decode(SourceLocation.self, forKey: .location)
            tree = nil
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(html, forKey: .html)
            try container.encode(location, forKey: .location)
        }
    }

    /// The table's identity in the pipeline.
    public var blockID: BlockID
    public var alignments: [Alignment]
    /// The cells, in memory, or in a build's spill file from parse to render (a 10,000-page site
    /// has about 350,000 cells: their text, HTML and places weighed some 60 MB).
    fileprivate var store: CellStore

    public var header: [Cell] {
        get { store.cells.header }
        set { store = .held(header: newValue, rows: rows) }
    }

    public var rows: [[Cell]] {
        get { store.cells.rows }
        set { store = .held(header: header, rows: newValue) }
    }

    /// The rows below the header and the header's cells, counted without reading the cells:
    /// the parity check compares only these, and read every cell of every table for them.
    public var shape: (rows: Int, columns: Int) {
        func shape(_ rowLengths: [Int]) -> (rows: Int, columns: Int) { (max(rowLengths.count - 1, 0), rowLengths.first ?? 0) }
        switch store {
        case .held(let header, let rows): return (rows.count, header.count)
        case .packed(let packed): return shape(packed.rowLengths)
        case .spilled(_, _, _, let rowLengths): return shape(rowLengths)
        case .cacheEntry(let entry): return shape(entry.rowLengths)
        }
    }

    public init(blockID: BlockID, header: [Cell], alignments: [Alignment], rows: [[Cell]]) {
        self.blockID = blockID
        self.alignments = alignments
        store = .held(header: header, rows: rows)
    }

    fileprivate enum CellStore: Sendable {
        case held(header: [Cell], rows: [[Cell]])
        /// The cells packed (`Packed`), as a packed table is read back without its place in the
        /// parse cache's pack: until the page is spilled, or a check or the render asks for them.
        case packed(Packed)
        /// The same bytes in a build's spill file.
        case spilled(SpillFile, SpillFile.Slice, file: String, rowLengths: [Int])
        /// The same bytes where they lie in the parse cache's entry (`VarintReader.table(file:cellsIn:)`).
        case cacheEntry(CacheEntryCells)

        var cells: (header: [Cell], rows: [[Cell]]) {
            switch self {
            case .held(let header, let rows):
                return (header, rows)
            case .packed(let packed):
                return packed.cells
            case .spilled(let spill, let slice, let file, let rowLengths):
                return Packed(bytes: spill.load(slice), file: file, rowLengths: rowLengths).cells
            case .cacheEntry(let entry):
                return entry.packed?.cells ?? entry.reparsed.store.cells
            }
        }

        /// The cells packed, unless they lie in more than one file.
        var packed: Packed? {
            switch self {
            case .held(let header, let rows):
                return Packed(header: header, rows: rows)
            case .packed(let packed):
                return packed
            case .spilled(let spill, let slice, let file, let rowLengths):
                return Packed(bytes: spill.load(slice), file: file, rowLengths: rowLengths)
            case .cacheEntry(let entry):
                return entry.packed ?? entry.reparsed.store.packed
            }
        }
    }

    /// A cached page's table whose cells stay in the parse cache's entry: a one-page rebuild takes
    /// every other page from there, and copying their tables to the spill file was 2 % of it.
    fileprivate struct CacheEntryCells: Sendable {
        let range: FileRange
        let file: String
        let rowLengths: [Int]
        /// The page and the table's place in it, to read the table again from its text.
        let page: SourcePage
        let ordinal: Int

        /// The same cells, read again from `page` if need be: the page as it is once its text went
        /// to the spill file (a held text, kept here, would stay in memory until the build ends).
        func readingAgain(from page: SourcePage) -> CacheEntryCells {
            CacheEntryCells(range: range, file: file, rowLengths: rowLengths, page: page, ordinal: ordinal)
        }

        /// nil when the entry is gone, or no longer holds these cells where they were.
        var packed: Packed? {
            guard let bytes = range.contents(), PackedFields.count(in: bytes) == 4 * rowLengths.reduce(0, +) else { return nil }
            return Packed(bytes: bytes, file: file, rowLengths: rowLengths)
        }

        /// The entry gone since the page was read (its cache folder deleted during the build): the
        /// page's text gives the same table again.
        var reparsed: TableBlock {
            // Rendered: the cells' HTML is what this table is read for.
            let tables = PageParser.parse(page).tables
            guard tables.indices.contains(ordinal) else {
                return TableBlock(blockID: BlockID(page: PageID(language: page.language, path: page.path), kind: .table, ordinal: ordinal),
                                  header: [], alignments: [], rows: [])
            }
            // Released, as the cached table's cells were.
            return tables[ordinal].released
        }
    }

    /// Four fields a cell (text, HTML, line, column; `PackedFields`), header first, the cells'
    /// one file apart, and each row's length (`rowLengths[0]` is the header's).
    fileprivate struct Packed: Sendable {
        var bytes: [UInt8]
        var file: String
        var rowLengths: [Int]

        init(bytes: [UInt8], file: String, rowLengths: [Int]) {
            self.bytes = bytes
            self.file = file
            self.rowLengths = rowLengths
        }

        init?(header: [Cell], rows: [[Cell]]) {
            guard let file = header.first?.location.file else { return nil }
            let all = [header] + rows
            guard all.allSatisfy({ $0.allSatisfy { $0.location.file == file } }) else { return nil }
            // Packed as they are read, with no list of the fields: the lists, four strings a cell, were
            // half of spilling the tables of every page of `verify` at 10,000 pages.
            var bytes: [UInt8] = []
            bytes.reserveCapacity(all.reduce(0) { $0 + $1.reduce(0) { $0 + 32 + $1.text.utf8.count + $1.html.utf8.count } })
            for row in all {
                for cell in row {
                    PackedFields.append(cell.text, to: &bytes)
                    PackedFields.append(cell.html, to: &bytes)
                    PackedFields.append(String(cell.location.line), to: &bytes)
                    PackedFields.append(String(cell.location.column), to: &bytes)
                }
            }
            self.bytes = bytes
            self.file = file
            rowLengths = all.map { $0.count }
        }

        var cells: (header: [Cell], rows: [[Cell]]) {
            let fields = PackedFields.unpack(bytes)
            var next = 0
            let rows = rowLengths.map { length in
                (0..<length).map { _ in
                    defer { next += 4 }
                    return Cell(text: fields[next], html: fields[next + 1],
                                location: SourceLocation(file: file, line: Int(fields[next + 2]) ?? 0, column: Int(fields[next + 3]) ?? 0))
                }
            }
            return (rows.first ?? [], Array(rows.dropFirst()))
        }
    }

    /// The table with its cells in `spill`, read back when a check or the render asks for them.
    /// Cells keep no tree there: spill a table once its trees are released. Kept in memory when
    /// the file refuses them. Cells in the parse cache's entry stay there, to be read again from
    /// `page` (the page, its text spilled) if the entry is gone.
    /// Whether the cells are read from a file when asked for (a spill file, the parse cache's
    /// entry), so that spilling the table changes nothing but, for an entry, the page it is read
    /// again from.
    var isOutOfMemory: Bool {
        switch store {
        case .spilled, .cacheEntry: true
        case .held, .packed: false
        }
    }

    func spilling(into spill: SpillFile, page: SourcePage? = nil) -> TableBlock {
        let packed: Packed
        switch store {
        case .spilled: return self
        case .cacheEntry(let entry):
            guard let page else { return self }
            var table = self
            table.store = .cacheEntry(entry.readingAgain(from: page))
            return table
        case .packed(let cells): packed = cells
        case .held(let header, let rows):
            guard let cells = Packed(header: header, rows: rows) else { return self }
            packed = cells
        }
        guard let slice = spill.store(packed.bytes) else { return self }
        var table = self
        table.store = .spilled(spill, slice, file: packed.file, rowLengths: packed.rowLengths)
        return table
    }

    public static func == (a: TableBlock, b: TableBlock) -> Bool {
        a.blockID == b.blockID && a.alignments == b.alignments && a.header == b.header && a.rows == b.rows
    }

    /// In the parse cache (whose coder knows the page's file), one blob: the id (`BlockID`'s
    /// text), the number of alignments and each one's name, the cells' file (0 for the page's,
    /// else 1 and the name), the number of rows and each row's length (the header's first), and
    /// the cells as the spill file keeps them (length, then bytes). No value per cell, nor a keyed
    /// container per table: those were a sixth of reading a cached page. A table whose cells lie
    /// in several files, or any table in another coder, is coded field by field.
    private enum CodingKeys: String, CodingKey { case blockID, alignments, header, rows }

    public init(from decoder: any Decoder) throws {
        if let file = decoder.userInfo[SourceLocation.fileInContext] as? String,
           let bytes = try? decoder.singleValueContainer().decode([UInt8].self) {
            var reader = VarintReader(bytes: bytes)
            guard let table = reader.table(file: file), reader.atEnd else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a packed table"))
            }
            self = table
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        blockID = try container.decode(BlockID.self, forKey: .blockID)
        alignments = try container.decode([Alignment].self, forKey: .alignments)
        store = .held(header: try container.decode([Cell].self, forKey: .header), rows: try container.decode([[Cell]].self, forKey: .rows))
    }

    public func encode(to encoder: any Encoder) throws {
        if let file = encoder.userInfo[SourceLocation.fileInContext] as? String, let bytes = packed(file: file) {
            var container = encoder.singleValueContainer()
            try container.encode(bytes)
            return
        }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(blockID, forKey: .blockID)
        try container.encode(alignments, forKey: .alignments)
        let cells = store.cells
        try container.encode(cells.header, forKey: .header)
        try container.encode(cells.rows, forKey: .rows)
    }

    /// The blob (above), when the cells are packed and the id codes (see `BlockID`).
    func packed(file: String) -> [UInt8]? {
        guard let packed = store.packed, let id = blockID.codedText else { return nil }
        var bytes: [UInt8] = []
        bytes.appendText(id)
        bytes.appendVarint(UInt64(alignments.count))
        for alignment in alignments { bytes.appendText(alignment.rawValue) }
        if packed.file == file {
            bytes.appendVarint(0)
        } else {
            bytes.appendVarint(1)
            bytes.appendText(packed.file)
        }
        bytes.appendVarint(UInt64(packed.rowLengths.count))
        for length in packed.rowLengths { bytes.appendInteger(length) }
        bytes.appendVarint(UInt64(packed.bytes.count))
        bytes += packed.bytes
        return bytes
    }

    /// A table read back from the parse cache, its cells packed in memory or left in the pack
    /// (`VarintReader.table(file:cellsIn:)`) until something asks for them.
    fileprivate init(blockID: BlockID, alignments: [Alignment], store: CellStore) {
        self.blockID = blockID
        self.alignments = alignments
        self.store = store
    }

    /// Where a packed page read from the parse cache's pack lies (`VarintReader.table(file:cellsIn:)`):
    /// the pack, where the reader's bytes begin in it, and the page, to parse again should the entry go.
    struct CacheEntryPlace {
        let path: String
        let base: Int
        let page: SourcePage
    }

    static let info = "table"

    /// Every cell, header first.
    public var cells: [Cell] {
        let (header, rows) = headerAndRows
        return header + rows.flatMap { $0 }
    }

    /// Calls `body` with every cell, in the order of `cells`, each borrowed where it lies: `cells`
    /// copies every cell into a new array (a retain for each string and tree a cell holds).
    public func forEachCell(_ body: (Cell) throws -> Void) rethrows {
        func visit(_ row: [Cell]) throws {
            try row.withUnsafeBufferPointer { row in
                for index in row.indices { try body(row[index]) }
            }
        }
        let (header, rows) = headerAndRows
        try visit(header)
        for row in rows { try visit(row) }
    }

    /// The header and the rows read at once: each of `header` and `rows` reads every cell of a
    /// spilled or cached table again (a table rendered through both was read three times, 2 % of a build).
    public var headerAndRows: (header: [Cell], rows: [[Cell]]) { store.cells }

    /// Reads a table from its source lines (the first one at `firstLine` of `file`), or explains,
    /// with the line, why it is not one.
    /// `rendersCells: false` (`verify`) parses the cells without making their HTML, which only the
    /// rendered page shows.
    static func parse(lines: [Substring], firstLine: Int, file: String, options: CommonMark.Options = .init(),
                      rendersCells: Bool = true, blockID: BlockID) -> Result<TableBlock, Diagnostic> {
        let at = { (index: Int) in SourceLocation(file: file, line: firstLine + index) }
        guard lines.count >= 2 else {
            return .failure(.error(at: at(0), "a table needs a header row and a '|---|' row", rule: "table"))
        }
        let separators = splitRow(lines[1]).map(\.text)
        let headerCount = splitRow(lines[0]).count
        guard separators.count == headerCount, separators.allSatisfy(isDelimiter) else {
            return .failure(.error(at: at(1), "the second row of a table must be '|---|' with one cell per column",
                                   rule: "table"))
        }
        let alignments: [Alignment] = separators.map {
            switch ($0.hasPrefix(":"), $0.hasSuffix(":")) {
            case (true, true): .center
            case (true, false): .left
            case (false, true): .right
            case (false, false): .none
            }
        }
        func row(_ index: Int) -> [Cell] {
            splitRow(lines[index]).map { piece in
                let location = SourceLocation(file: file, line: firstLine + index, column: piece.byteOffset + 1)
                let (document, html) = CommonMark.parseAndRender(piece.text, options: options, file: file,
                                                                 lineOffset: location.line - 1, columnOffset: piece.byteOffset,
                                                                 rendering: rendersCells) { _ in
                    var customization = RenderCustomization()
                    customization.rewriteLink = rewriteLink
                    return customization
                }
                return Cell(text: piece.text, document: document, html: rendersCells ? inlineHTML(html) : "", location: location)
            }
        }
        var rows: [[Cell]] = []
        for index in lines.indices.dropFirst(2) {
            let cells = row(index)
            guard cells.count == headerCount else {
                return .failure(.error(at: at(index), "table row has \(cells.count) cells, the header has \(headerCount)",
                                       rule: "table"))
            }
            rows.append(cells)
        }
        return .success(TableBlock(blockID: blockID, header: row(0), alignments: alignments, rows: rows))
    }

    /// A cell is one paragraph: its HTML without the `<p>` around it.
    static func inlineHTML(_ html: String) -> String {
        var trimmed = html.trimmingWhitespaceAndNewlines()
        // The tags by bytes: with ASCII on both sides they are whole Characters, as `hasPrefix` and
        // `hasSuffix` compare them (by Characters, they were 5 % of the tables' parse). Any other
        // edge (an accent right after `<p>`) is compared by Characters.
        enum Tags { case none, around(Range<Int>), askCharacters }
        let tags: Tags = trimmed.withUTF8 { bytes in
            let count = bytes.count
            guard count >= 7, bytes.starts(with: "<p>".utf8), bytes[(count - 4)...].elementsEqual("</p>".utf8) else { return .none }
            return bytes[3] < 0x80 && bytes[count - 5] < 0x80 ? .around(3..<(count - 4)) : .askCharacters
        }
        switch tags {
        case .none: return trimmed
        case .around(let inner): return String(decoding: trimmed.utf8.dropFirst(inner.lowerBound).prefix(inner.count), as: UTF8.self)
        case .askCharacters:
            return trimmed.hasPrefix("<p>") && trimmed.hasSuffix("</p>") ? String(trimmed.dropFirst(3).dropLast(4)) : trimmed
        }
    }

    /// GFM: a header row and a delimiter row start a table. Used on a paragraph's first two lines.
    static func startsTable(_ lines: [Substring]) -> Bool {
        guard lines.count >= 2, lines[0].containsBytes("|") else { return false }
        let separators = splitRow(lines[1]).map(\.text)
        return lines[1].containsBytes("|") || separators.count > 1 ? separators.allSatisfy(isDelimiter)
            && separators.count == splitRow(lines[0]).count : false
    }

    private static func isDelimiter(_ cell: String) -> Bool {
        !cell.isEmpty && cell.allSatisfy { "-: ".contains($0) } && cell.containsBytes("-")
    }

    /// Splits a row on `|`, except `\|` and pipes inside code spans; each cell with the byte
    /// offset of its first character in the line. It reads bytes, not characters, as GitHub's
    /// tables do: every delimiter is ASCII, which no byte of a multi-byte UTF-8 character can be
    /// (and grapheme breaking was most of the time this took on a large site).
    static func splitRow(_ line: Substring) -> [(text: String, byteOffset: Int)] {
        line.utf8.withContiguousStorageIfAvailable(splitRow(bytes:)) ?? Array(line.utf8).withUnsafeBufferPointer(splitRow(bytes:))
    }

    private static func splitRow(bytes: UnsafeBufferPointer<UInt8>) -> [(text: String, byteOffset: Int)] {
        var cells: [Range<Int>] = []
        cells.reserveCapacity(8)  // grown from empty, a row's few cells were three allocations
        var start = 0, inCode = false, escaped = false
        for index in 0..<bytes.count {
            if escaped { escaped = false; continue }
            switch bytes[index] {
            case UInt8(ascii: "\\"): escaped = true
            case UInt8(ascii: "`"): inCode.toggle()
            case UInt8(ascii: "|") where !inCode:
                cells.append(start..<index)
                start = index + 1
            default: break
            }
        }
        cells.append(start..<bytes.count)
        let (leadingPipe, trailingPipe) = edgePipes(of: bytes)
        if leadingPipe { cells.removeFirst() }
        if trailingPipe { cells.removeLast() }
        return cells.map { cell in
            let leading = bytes[cell].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
            let kept = ByteSearch.trimming(cell, of: bytes, where: \.isTrimmedWhitespace)
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[kept]), as: UTF8.self)
            // Over the range itself: a slice's `indices`, not specialized here, cost a thousand instructions a cell.
            let escapesPipe = kept.contains { bytes[$0] == UInt8(ascii: "\\") && $0 + 1 < kept.upperBound && bytes[$0 + 1] == UInt8(ascii: "|") }
            return (escapesPipe ? text.replacingOccurrences(of: "\\|", with: "|") : text, cell.lowerBound + leading)
        }
    }

    /// Whether the row, trimmed of white space, starts with a `|` and ends with one that closes its
    /// last cell (not escaped, not the same pipe): those pipes hold no cell. Read by bytes where the
    /// pipes have ASCII beside them, and so are Characters of their own; by Characters otherwise.
    private static func edgePipes(of bytes: UnsafeBufferPointer<UInt8>) -> (leading: Bool, trailing: Bool) {
        let trimmed = ByteSearch.trimming(0..<bytes.count, of: bytes, where: \.isTrimmedWhitespace)
        let (first, last) = (trimmed.lowerBound, trimmed.upperBound - 1)
        let isASCII = { (index: Int) in !trimmed.contains(index) || bytes[index] < 0x80 }
        guard isASCII(first + 1), isASCII(last - 1), isASCII(last - 2) else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[trimmed]), as: UTF8.self)
            // More than one Character, found without counting them all.
            return (text.hasPrefix("|"), text.hasSuffix("|") && text.index(after: text.startIndex) != text.endIndex && !text.hasSuffix("\\|"))
        }
        guard !trimmed.isEmpty else { return (false, false) }
        let pipe = UInt8(ascii: "|")
        return (bytes[first] == pipe, bytes[last] == pipe && trimmed.count > 1 && bytes[last - 1] != UInt8(ascii: "\\"))
    }
}

extension TableBlock {
    /// A cached page's tables, read from the parse cache's entry when first asked for: only a page
    /// rendered again, or a changed page's checks, read them, and decoding every page's tables was
    /// 89 M instructions of a one-page rebuild at 10,000 pages. `range` holds their count, then each as
    /// `VarintReader.table(file:cellsIn:)` reads it; `page` is parsed again if the entry is gone or damaged.
    static func readWhenAsked(from range: FileRange, file: String, page: SourcePage) -> MadeOnce<[TableBlock]> {
        MadeOnce {
            if let bytes = range.contents() {
                var reader = VarintReader(bytes: bytes)
                let place = CacheEntryPlace(path: range.path, base: range.offset, page: page)
                if let tables = reader.list({ $0.table(file: file, cellsIn: place) }), reader.atEnd { return tables }
            }
            // Rendered, for the cells' HTML; released, as the cached tables' cells were.
            return PageParser.parse(page).tables.map(\.released)
        }
    }

    /// The table without its cells' trees, as a released page keeps it: its cells packed (`Packed`,
    /// which is what the spill file takes next), or held without their trees when they lie in more
    /// than one file. (Every cell copied without its tree, to be packed right after, was 1.5 % of
    /// `verify`.) A table read back from a file holds no trees: it stays as it is.
    var released: TableBlock {
        guard case .held(let header, let rows) = store else { return self }
        var table = self
        if let packed = Packed(header: header, rows: rows) {
            table.store = .packed(packed)
        } else {
            table.store = .held(header: header.map(\.withoutTree), rows: rows.map { $0.map(\.withoutTree) })
        }
        return table
    }
}

extension VarintReader {
    /// A table as `TableBlock.packed(file:)` wrote it. With `cellsIn`, the place of the reader's
    /// bytes in the parse cache's pack, the cells are not copied: they are read from there when
    /// asked for (a page rendered again), and a one-page rebuild reads every other page's tables.
    mutating func table(file: String, cellsIn entry: TableBlock.CacheEntryPlace? = nil) -> TableBlock? {
        guard let id = blockID(on: entry?.page.id),
              let alignments = list({ $0.rawCase(TableBlock.Alignment.self) }) else { return nil }
        var cellsFile = file
        switch next() {
        case 0: break
        case 1:
            guard let other = text() else { return nil }
            cellsFile = other
        default: return nil
        }
        guard let rowLengths = list({ $0.integer() }), let length = next(), length <= UInt64(bytes.count - offset) else { return nil }
        let start = offset, end = offset + Int(length)
        // Read only later: damaged bytes are refused now, while the page can still be parsed instead.
        guard rowLengths.allSatisfy({ (0...Int(length)).contains($0) }),
              PackedFields.count(in: bytes[start..<end]) == 4 * rowLengths.reduce(0, +), skip(length: length) else { return nil }
        guard let entry else {
            return TableBlock(blockID: id, alignments: alignments,
                              store: .packed(.init(bytes: Array(bytes[start..<end]), file: cellsFile, rowLengths: rowLengths)))
        }
        let range = FileRange(path: entry.path, offset: entry.base + start, count: Int(length))
        return TableBlock(blockID: id, alignments: alignments,
                          store: .cacheEntry(.init(range: range, file: cellsFile, rowLengths: rowLengths, page: entry.page, ordinal: id.ordinal)))
    }
}
