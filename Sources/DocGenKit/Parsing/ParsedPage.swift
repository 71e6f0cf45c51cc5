/// A page after parsing: front matter, the Markdown tree, and the blocks docgen checks.
public struct ParsedPage: Sendable {
    public struct Heading: Sendable, Equatable, Codable {
        public var level: Int
        public var text: String
        public var id: String
        public var location: SourceLocation?
    }

    /// Everything the page holds, in one box: a page is copied wherever it is passed or read out
    /// of an array (a check, a map over the site), and copying the sixteen fields one by one
    /// retained each of them (some 8 % of a one-page rebuild's CPU went to copying pages).
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }
    private var box: Box
    private var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    private struct Fields: Sendable {
        var source: SourcePage
        var frontMatter: FrontMatter?
        var tree: MarkdownNode?
        var facts: HeldOrLater<PageTreeFacts>
        var treeCheckDiagnostics: [Diagnostic]?
        /// Checked as the tree was released (none before), or as the parse cache's entry has them.
        var sequences: HeldOrLater<[CheckedSequence]?>
        /// The checked sequences' diagnostics, kept apart: verification reports them for every page.
        var sequenceDiagnostics: [Diagnostic]?
        var useDigests: PageUseDigests?
        /// The HTML while it is in memory (`htmlPlace` nil), else empty.
        var heldHTML: String
        var htmlPlace: HTMLPlace?
        /// Where the search text is when it left memory between parse and render (`facts` holds
        /// it otherwise), with its digest.
        var searchPlace: SearchPlace?
        var lifecycleBlocks: HeldOrLater<[LifecycleBlock]>
        /// Their ids and the headings', hashed as the parse cache kept them (`anchorsDigest`).
        var anchorsDigest: StableHash?
        var tables: HeldOrLater<[TableBlock]>
        var tableStarts: [SourceLocation: Int]
        var headings: HeldOrLater<[Heading]>
        /// Their levels, ids and texts, hashed as the parse cache kept them (`headingsDigest`).
        var headingsDigest: StableHash?
        var tabGroups: [ContentTabs.Group]
        var bodyLineOffset: Int
        var diagnostics: [Diagnostic]
        /// The key of the parse cache's entry the page was taken from; nil for a page parsed in this build.
        var parseCacheKey: StableHash?
    }

    public var source: SourcePage { fields.source }
    /// `nil` when the front matter is missing or malformed; such a page is reported, not published.
    public var frontMatter: FrontMatter? { fields.frontMatter }
    /// The Markdown tree, until the pipeline releases it (`releasingTree(after:)`): a large
    /// site is never held as trees. Reading it after that is a programming error, not a silent miss.
    public var document: MarkdownNode {
        guard let tree = fields.tree else { preconditionFailure("the Markdown tree of \(file) was released; read `facts` instead") }
        return tree
    }
    /// What the cross-page checks and the search index read of the tree, taken while it was alive.
    public var facts: PageTreeFacts { fields.facts.value }
    /// The diagnostics of the checks that read the tree (`TreeChecks`), when they ran before it was released.
    var treeCheckDiagnostics: [Diagnostic]? { fields.treeCheckDiagnostics }
    /// Each lifecycle block checked against the model (`SequenceChecker`), when that ran as the tree
    /// was released or came from the parse cache; verification checks the blocks otherwise.
    var checkedSequences: [CheckedSequence]? { fields.sequences.value }
    /// The diagnostics of `checkedSequences`, when the blocks were checked (read without them).
    var sequenceDiagnostics: [Diagnostic]? { fields.sequenceDiagnostics }
    /// What the page's lifecycle blocks add to the reference pages' lists of uses, hashed
    /// (`PageUseDigests`): made with `checkedSequences`, nil when they were not.
    var useDigests: [PageUseDigests.Item]? { fields.useDigests?.items }
    /// The body as cmark rendered it, with `BodyPlaceholder` tokens where checked blocks, tables,
    /// diagrams and permalink labels go; read from the build's spill file once `spilling(into:)`
    /// put it there, or from the parse cache's entry for a page taken from it.
    public var html: String { String(decoding: htmlBytes, as: UTF8.self) }
    /// The page's text cut at its h2 and h3 headings, for the search index.
    var searchSections: [SearchIndex.Section] {
        searchBytes.map(SearchIndex.Section.unpacked) ?? facts.searchSections
    }
    /// What `searchSections` hold, hashed (`SearchDigest`): without reading them back when they left memory.
    var searchDigest: SearchDigest {
        fields.searchPlace?.digest ?? SearchDigest(facts.searchSections)
    }
    /// The search sections, packed, when they left memory.
    private var searchBytes: [UInt8]? {
        switch fields.searchPlace {
        case nil: return nil
        case .spill(let file, let slice, _): return file.load(slice)
        case .cacheEntry(let range, _):
            // The entry gone since the page was read: parsing its text again gives the same sections.
            return range.contents() ?? SearchIndex.Section.packed(PageParser.parse(source).facts.searchSections)
        }
    }
    /// Where the search text waits, with its digest, taken from the bytes as they were stored.
    private enum SearchPlace: Sendable {
        case spill(SpillFile, SpillFile.Slice, SearchDigest)
        /// In the parse cache's entry, beside the HTML: only the search files written again read it.
        case cacheEntry(FileRange, SearchDigest)

        var digest: SearchDigest {
            switch self {
            case .spill(_, _, let digest), .cacheEntry(_, let digest): digest
            }
        }
    }
    /// Where the HTML is when it left memory between parse and render.
    private enum HTMLPlace: Sendable {
        case spill(SpillFile, SpillFile.Slice)
        /// In the parse cache's entry, where it stays: only the pages rendered again read it, and a
        /// one-page rebuild renders few (copying every cached page's HTML to the spill file was a
        /// tenth of one).
        case cacheEntry(FileRange)
    }

    private var htmlBytes: [UInt8] {
        switch fields.htmlPlace {
        case nil: return Array(fields.heldHTML.utf8)
        case .spill(let file, let slice): return file.load(slice)
        case .cacheEntry(let range):
            // The entry gone since the page was read (its cache folder deleted during the build):
            // the page's text, held for the render, gives the same HTML again.
            return range.contents() ?? Array(PageParser.parse(source).html.utf8)
        }
    }
    public var lifecycleBlocks: [LifecycleBlock] { fields.lifecycleBlocks.value }
    /// The ids of the page's headings and lifecycle blocks, hashed: what links to the page may name.
    var anchorsDigest: StableHash { fields.anchorsDigest ?? Self.anchorsDigest(headings: headings, blocks: lifecycleBlocks) }

    static func anchorsDigest(headings: [Heading], blocks: [LifecycleBlock]) -> StableHash {
        var hash = StableHash()
        hash.add(UInt64(headings.count))
        for heading in headings { hash.add(heading.id) }
        hash.add(UInt64(blocks.count))
        for block in blocks { hash.add(block.id ?? "") }
        return hash
    }
    /// The tables (fenced `table` blocks and pipe-table paragraphs), read once here, in document
    /// order: `tables[n].blockID.ordinal == n`.
    public var tables: [TableBlock] { fields.tables.value }
    /// Where each table starts in `document`, to find the table read from a node.
    var tableStarts: [SourceLocation: Int] { fields.tableStarts }
    public var headings: [Heading] { fields.headings.value }
    /// The headings' levels, ids and texts, hashed: a page's key takes in its neighbours' and its
    /// other languages' (`SiteMap.Entry.headingsDigest`), and the parse cache keeps it, so that the
    /// headings of an unchanged page are not read for it.
    var headingsDigest: StableHash { fields.headingsDigest ?? Self.headingsDigest(of: headings) }

    static func headingsDigest(of headings: [Heading]) -> StableHash {
        var outline = StableHash()
        outline.add(UInt64(headings.count))
        for heading in headings { outline.add(UInt64(heading.level)); outline.add(heading.id); outline.add(heading.text) }
        return outline
    }
    /// The page's content tab groups, in document order.
    public var tabGroups: [ContentTabs.Group] { fields.tabGroups }
    /// Lines above the Markdown body: the front matter and its `---` lines (0 without front matter).
    public var bodyLineOffset: Int { fields.bodyLineOffset }
    public var diagnostics: [Diagnostic] { fields.diagnostics }

    public var id: PageID { source.id }
    /// Whether the Markdown tree is still held.
    public var hasTree: Bool { fields.tree != nil }
    public var file: String { source.displayPath }

    /// The table with this identity, when it is one of this page's.
    public func table(_ id: BlockID) -> TableBlock? {
        guard id.page == self.id, id.kind == .table, tables.indices.contains(id.ordinal) else { return nil }
        return tables[id.ordinal]
    }

    /// The table the parser read from `node` of `document`: a fenced `table` block or a
    /// pipe-table paragraph. Inside the parsed tree a node's start is its identity.
    public func table(readFrom node: MarkdownNode) -> TableBlock? {
        switch node.kind {
        case .paragraph: break
        case .codeBlock(let info, _) where info == TableBlock.info: break
        default: return nil
        }
        return node.start.flatMap { tableStarts[$0] }.map { tables[$0] }
    }

    /// Every node a reader sees: the page's, then each table cell's (cells are parsed on their own),
    /// with the place to report for it, asked for when needed (the nearest placed node's, else its cell's).
    public func walkAll(_ visit: (_ node: MarkdownNode, _ place: () -> SourceLocation?) -> Void) {
        document.walk { node, placed in visit(node) { placed?.start } }
        for table in tables {
            table.forEachCell { cell in
                // Handed as a question: the cell itself passed along, it was copied for every node.
                cell.document.walk { node, placed in visit(node) { placed?.start ?? cell.location } }
            }
        }
    }
    public var title: String { frontMatter?.title ?? source.path }

    /// A page just parsed, with its tree; `sourceLines` are its text's lines, already split by the parser.
    init(source: SourcePage, sourceLines: [Substring], frontMatter: FrontMatter?, document: MarkdownNode, html: String,
         lifecycleBlocks: [LifecycleBlock], tables: [TableBlock], tableStarts: [SourceLocation: Int], headings: [Heading],
         tabGroups: [ContentTabs.Group], bodyLineOffset: Int, diagnostics: [Diagnostic], searchable: Bool = true) {
        // Empty facts first, so that the facts can read the page.
        box = Box(Fields(source: source, frontMatter: frontMatter, tree: document, facts: .held(PageTreeFacts()), treeCheckDiagnostics: nil,
                         sequences: .held(nil), sequenceDiagnostics: nil, useDigests: nil, heldHTML: html, htmlPlace: nil, searchPlace: nil,
                         lifecycleBlocks: .held(lifecycleBlocks), anchorsDigest: nil,
                         tables: .held(tables), tableStarts: tableStarts, headings: .held(headings), headingsDigest: nil, tabGroups: tabGroups,
                         bodyLineOffset: bodyLineOffset, diagnostics: diagnostics))
        fields.facts = .held(PageTreeFacts(reading: self, lines: sourceLines, searchable: searchable))
    }

    /// A released page as the parse cache keeps it (`ParseCache`): all but its source, which the
    /// next build reads anew, and its tree, which is gone.
    struct Stored: Codable {
        var frontMatter: FrontMatter?
        /// The HTML's UTF-8 bytes and the packed search sections, as blobs: a cached page's search
        /// text goes straight to the spill file, never made into text on the way (`init(source:stored:spill:)`).
        /// The HTML is not coded with the rest: `ParseCache` keeps it ahead of it in the entry,
        /// and a page taken from the cache reads it from there only when rendered.
        var html: [UInt8] = []
        var search: [UInt8]
        var lifecycleBlocks: [LifecycleBlock]
        var tables: [TableBlock]
        var tableStarts: [SourceLocation: Int]
        var headings: StoredHeadings
        var tabGroups: [ContentTabs.Group]
        var bodyLineOffset: Int
        var diagnostics: [Diagnostic]
        var facts: PageTreeFacts
        var treeCheckDiagnostics: [Diagnostic]
        /// `checkedSequences`, packed (`StoredSequences`).
        var sequences: [UInt8]
        /// Their diagnostics.
        var sequenceDiagnostics: [Diagnostic]
        /// `useDigests`, packed, after a 1; empty when there are none to keep (a callback the
        /// catalogue does not list), and `SequenceUsage` makes them from the sequences.
        var useDigests: [UInt8]
        /// `ParsedPage.anchorsDigest`'s two lanes.
        var anchors: [UInt64]
        /// `ParsedPage.headingsDigest`'s two lanes.
        var outline: [UInt64]
        /// Read from the parse cache's pack, the parts read when first asked for; `lifecycleBlocks`,
        /// `tables`, `facts` and `headings` are then empty, and `tableStarts` too (only a page's tree
        /// reads it). Never coded.
        var blocksLater: MadeOnce<[LifecycleBlock]>?
        var tablesLater: MadeOnce<[TableBlock]>?
        var factsLater: MadeOnce<PageTreeFacts>?
        var headingsLater: MadeOnce<[Heading]>?

        private enum CodingKeys: String, CodingKey {
            case frontMatter, search, lifecycleBlocks, tables, tableStarts, headings, tabGroups, bodyLineOffset, diagnostics, facts,
                 treeCheckDiagnostics, sequences, sequenceDiagnostics, useDigests, anchors, outline
        }
    }

    /// What the parse cache keeps of a released page; `nil` while the page has its tree.
    var stored: Stored? {
        let fields = fields
        guard !hasTree, let treeCheckDiagnostics = fields.treeCheckDiagnostics,
              let checked = fields.sequences.value, let sequences = StoredSequences(checked).bytes else { return nil }
        let search = searchBytes ?? SearchIndex.Section.packed(facts.searchSections)
        let anchors = anchorsDigest.lanes, outline = headingsDigest.lanes
        return Stored(frontMatter: fields.frontMatter, html: htmlBytes, search: search, lifecycleBlocks: fields.lifecycleBlocks.value,
                      tables: fields.tables.value, tableStarts: fields.tableStarts, headings: StoredHeadings(fields.headings.value),
                      tabGroups: fields.tabGroups, bodyLineOffset: fields.bodyLineOffset, diagnostics: fields.diagnostics,
                      facts: fields.facts.value.with(searchSections: []), treeCheckDiagnostics: treeCheckDiagnostics, sequences: sequences,
                      sequenceDiagnostics: fields.sequenceDiagnostics ?? checked.flatMap(\.diagnostics),
                      useDigests: fields.useDigests?.packed.map { [1] + $0 } ?? [], anchors: [anchors.0, anchors.1],
                      outline: [outline.0, outline.1])
    }

    /// The released page `stored` was made from, given its source again; with `spill`, its HTML
    /// and search text go there as they are (as `spilling(into:)` would put them). With `html`
    /// and `search` (and its digest), they are read from there when asked for, and `stored.html`
    /// and `stored.search` are not read. `cacheKey`: the parse cache's entry it was read from.
    init(source: SourcePage, stored: Stored, spill: SpillFile? = nil, html: FileRange? = nil,
         search: (range: FileRange, digest: SearchDigest)? = nil, cacheKey: StableHash? = nil) throws(StoredPageError) {
        guard let count = PackedFields.count(in: stored.search), count % 4 == 0 else { throw StoredPageError() }
        // Read when first asked for; bytes that are not what `StoredSequences` wrote (a damaged
        // file) give the blocks checked again, which is what they held.
        let blocks: HeldOrLater<[LifecycleBlock]> = stored.blocksLater.map { .later($0) } ?? .held(stored.lifecycleBlocks)
        let packedSequences = stored.sequences
        let sequences = MadeOnce { () -> [CheckedSequence]? in
            let blocks = blocks.value
            return StoredSequences(bytes: packedSequences, blocks: blocks)?.sequences ?? blocks.map(SequenceChecker.check)
        }
        var useDigests: PageUseDigests?
        if let kept = stored.useDigests.first {
            guard kept == 1, let read = PageUseDigests(packed: Array(stored.useDigests.dropFirst())) else { throw StoredPageError() }
            useDigests = read
        }
        var heldHTML = "", htmlPlace: HTMLPlace?
        if let html {
            htmlPlace = .cacheEntry(html)
        } else if let spill, let slice = spill.store(stored.html) {
            htmlPlace = .spill(spill, slice)
        } else {
            heldHTML = String(decoding: stored.html, as: UTF8.self)
        }
        var facts: HeldOrLater<PageTreeFacts> = stored.factsLater.map { .later($0) } ?? .held(stored.facts), searchPlace: SearchPlace?
        if let search {
            searchPlace = .cacheEntry(search.range, search.digest)
        } else if let spill, let slice = spill.store(stored.search) {
            searchPlace = .spill(spill, slice, SearchDigest(packed: stored.search))
        } else {
            let sections = SearchIndex.Section.unpacked(stored.search)
            facts = facts.map { $0.with(searchSections: sections) }
        }
        box = Box(Fields(source: source, frontMatter: stored.frontMatter, tree: nil, facts: facts,
                         treeCheckDiagnostics: stored.treeCheckDiagnostics, sequences: .later(sequences),
                         sequenceDiagnostics: stored.sequenceDiagnostics, useDigests: useDigests,
                         heldHTML: heldHTML,
                         htmlPlace: htmlPlace, searchPlace: searchPlace, lifecycleBlocks: blocks,
                         anchorsDigest: stored.anchors.count == 2 ? StableHash(lanes: (stored.anchors[0], stored.anchors[1])) : nil,
                         tables: stored.tablesLater.map { .later($0) } ?? .held(stored.tables),
                         tableStarts: stored.tableStarts,
                         headings: stored.headingsLater.map { .later($0) } ?? .held(stored.headings.headings),
                         headingsDigest: stored.outline.count == 2 ? StableHash(lanes: (stored.outline[0], stored.outline[1])) : nil,
                         tabGroups: stored.tabGroups, bodyLineOffset: stored.bodyLineOffset, diagnostics: stored.diagnostics,
                         parseCacheKey: cacheKey))
    }

    /// The key of the parse cache's entry this page was taken from (`ParseCache.page(for:spill:)`);
    /// nil for a page parsed in this build.
    var parseCacheKey: StableHash? { fields.parseCacheKey }

    /// A stored page whose search sections or sequences are not what `SearchIndex.Section.packed`
    /// and `StoredSequences` write (a damaged file).
    struct StoredPageError: Error {}

    /// The page once `checks` have read its tree and its lifecycle blocks are checked, without the tree (the page's and its table cells'):
    /// what rendering needs (the HTML, tables, blocks, headings) and `facts` stay.
    /// With `keepingUseDigests` (a page that will be rendered), what its blocks add to the
    /// reference pages is hashed as well (`useDigests`), for the parse cache to keep.
    func releasingTree(after checks: TreeChecks, keepingUseDigests: Bool = true) -> ParsedPage {
        var page = self, fields = fields
        fields.treeCheckDiagnostics = checks.diagnostics(of: self)
        let sequences = lifecycleBlocks.map(SequenceChecker.check)
        fields.sequences = .held(sequences)
        fields.sequenceDiagnostics = sequences.flatMap(\.diagnostics)
        fields.useDigests = keepingUseDigests ? PageUseDigests(self) { number, _ in sequences[number] } : nil
        fields.tree = nil
        fields.tables = .held(tables.map(\.released))
        page.fields = fields
        return page
    }

    /// The page with its HTML and search text in `file`, read back when rendered: a build holds
    /// thousands of pages between parse and render. Kept in memory when the file refuses them.
    func spilling(into file: SpillFile) -> ParsedPage {
        // Both already in a file (a page from the parse cache): nothing to copy.
        if box.fields.htmlPlace != nil, box.fields.searchPlace != nil { return self }
        var page = self, fields = fields
        if fields.htmlPlace == nil, let slice = file.store(Array(fields.heldHTML.utf8)) {
            fields.htmlPlace = .spill(file, slice)
            fields.heldHTML = ""
        }
        if fields.searchPlace == nil {
            let search = SearchIndex.Section.packed(facts.searchSections)
            if let slice = file.store(search) {
                fields.searchPlace = .spill(file, slice, SearchDigest(packed: search))
                fields.facts = .held(facts.with(searchSections: []))
            }
        }
        page.fields = fields
        return page
    }

    /// The page with its source text (`SourcePage.spilling(into:)`) and its tables' cells in
    /// `file`: a few checks and the render read them again, one page at a time.
    func spillingSource(into file: SpillFile) -> ParsedPage {
        // A page taken unread from the parse cache has no text to spill, and its tables read their
        // cells from the cache's entry: it stays as it is, uncopied (10,000 copies were 6 % of a
        // one-page rebuild's reading of the cache).
        if box.fields.source.unread != nil, box.fields.tables.isOutOfMemory { return self }
        var page = self, fields = fields
        let spilled = source.spilling(into: file)
        fields.source = spilled
        fields.tables = .held(tables.map { $0.spilling(into: file, page: spilled) })
        page.fields = fields
        return page
    }

    /// The page without what only rendering reads (its HTML and search text), for `verify`.
    func droppingRenderedText() -> ParsedPage {
        var page = self, fields = fields
        fields.heldHTML = ""
        fields.facts = .held(facts.with(searchSections: []))
        fields.htmlPlace = nil
        fields.searchPlace = nil
        page.fields = fields
        return page
    }
}

/// Parses loaded pages: front matter with Yams, Markdown with libcmark, once per page.
public enum PageParser {
    /// With `rendering: false` (`verify`), the page gets no HTML, its table cells none, and no search
    /// text: only what the checks read.
    public static func parse(_ source: SourcePage, rendering: Bool = true) -> ParsedPage {
        let file = source.displayPath
        let front = FrontMatterReader.read(source.text, file: file)
        let sourceLines = source.text.lines()
        var blocks: [LifecycleBlock] = []
        var tables: [TableBlock] = []
        var tableStarts: [SourceLocation: Int] = [:]
        var headings: [ParsedPage.Heading] = []
        var tabGroups: [ContentTabs.Group] = []
        var diagnostics = front.diagnostics
        let options = CommonMark.Options(allowsRawHTML: front.frontMatter?.allowsRawHTML ?? false)
        // Bytes first: only a page holding U+F8FF at all is searched by Characters.
        if source.text.containsBytes(String(BodyPlaceholder.frame)),
           let line = sourceLines.firstIndex(where: { $0.contains(BodyPlaceholder.frame) }) {
            diagnostics.append(.error(at: SourceLocation(file: file, line: line + 1),
                                      "the character U+F8FF is reserved by docgen", rule: "encoding"))
        }

        let (document, html) = CommonMark.parseAndRender(front.body, options: options, file: file,
                                                         lineOffset: front.bodyLineOffset, rendering: rendering) { document in
            var tableSources: [TableSource] = []
            read(document, page: source.id, sourceLines: sourceLines, file: file,
                 blocks: &blocks, tables: &tableSources, headings: &headings, diagnostics: &diagnostics)
            // Tables are read in document order, so their ordinals follow the page.
            for table in tableSources.sorted(by: { $0.start < $1.start }) {
                let id = BlockID(page: source.id, kind: .table, ordinal: tables.count)
                switch TableBlock.parse(lines: table.lines, firstLine: table.firstLine, file: file, options: options,
                                         rendersCells: rendering, blockID: id) {
                case .success(let parsed):
                    tableStarts[table.start] = tables.count
                    tables.append(parsed)
                case .failure(let problem):
                    diagnostics.append(problem)
                }
            }
            // Looking for markers walks the whole tree; a page that has none (nearly all) skips it.
            let tabs = front.body.containsBytes("docgen:") ? ContentTabs.groups(in: document, file: file) : (groups: [], diagnostics: [])
            tabGroups = tabs.groups
            diagnostics += tabs.diagnostics
            return customization(page: source.id, blocks: blocks, tables: tables, tableStarts: tableStarts, headings: headings,
                                 tabs: ContentTabs.html(for: tabs.groups))
        }
        return ParsedPage(source: source, sourceLines: sourceLines, frontMatter: front.frontMatter, document: document, html: html,
                          lifecycleBlocks: blocks, tables: tables, tableStarts: tableStarts, headings: headings, tabGroups: tabGroups,
                          bodyLineOffset: front.bodyLineOffset,
                          diagnostics: diagnostics, searchable: rendering)
    }

    /// Where a table is written: the node it starts at and its source lines.
    private struct TableSource {
        var start: SourceLocation
        var lines: [Substring]
        var firstLine: Int
    }

    /// Finds what docgen checks in the tree: lifecycle blocks (numbered in document order),
    /// tables, diagrams, headings.
    private static func read(
        _ document: MarkdownNode, page: PageID, sourceLines: [Substring], file: String,
        blocks: inout [LifecycleBlock], tables: inout [TableSource], headings: inout [ParsedPage.Heading],
        diagnostics: inout [Diagnostic]
    ) {
        var slugs = HeadingSlugs()
        document.walk { node, placed in
            guard !node.isText else { return }
            var location: SourceLocation? { placed?.start }
            switch node.kind {
            case .codeBlock(let info, let literal) where LifecycleBlock.isLifecycleInfo(info):
                guard let fence = node.start else { return }
                let block = LifecycleBlock.parse(info: info, literal: literal, fence: fence, sourceLines: sourceLines,
                                                 blockID: BlockID(page: page, kind: .lifecycle, ordinal: blocks.count))
                diagnostics += block.syntaxErrors
                blocks.append(block)
            case .codeBlock(let info, let literal) where info == TableBlock.info:
                guard let fence = node.start else { return }
                // Split by bytes (`lines()`): split by Characters, a fenced table's lines cost 180,000 instructions.
                let lines = literal.lines().filter { !$0.allSatisfy(\.isWhitespace) }
                tables.append(TableSource(start: fence, lines: lines, firstLine: fence.line + 1))
            case .codeBlock(let info, _) where DiagramBlock.isDiagramInfo(info):
                if let problem = DiagramBlock.check(info: info, at: node.start ?? SourceLocation(file: file, line: 1)) {
                    diagnostics.append(problem)
                }
            case .tooDeep:
                diagnostics.append(.error(at: node.start ?? location ?? SourceLocation(file: file, line: 1),
                                          "nesting deeper than \(MarkdownNode.maximumDepth) levels (block quotes, lists) at this line; docgen does not publish it",
                                          rule: "nesting-too-deep"))
            case .heading(let level):
                let text = node.plainText
                headings.append(.init(level: level, text: text, id: slugs.next(for: text), location: location))
            default:
                break
            }
        }
        // Pipe tables as authors write them on GitHub: a top-level paragraph whose first two lines
        // are a header row and a delimiter row; its lines up to the paragraph's end are the rows.
        for node in document.children {
            guard case .paragraph = node.kind, let start = node.start, start.column == 1,
                  start.line - 1 < sourceLines.count else { continue }
            let lines = Array(sourceLines[(start.line - 1)...].prefix { !$0.allSatisfy(\.isWhitespace) && $0.containsBytes("|") })
            guard TableBlock.startsTable(lines) else { continue }
            tables.append(TableSource(start: start, lines: lines, firstLine: start.line))
        }
    }

    /// The rewrites cmark applies before it renders: links to `.html`, heading ids and anchors,
    /// and placeholders where the renderer puts checked blocks, tables and diagrams. cmark hands
    /// over positions; a block's start line leads to the identity the walk gave it.
    private static func customization(
        page: PageID, blocks: [LifecycleBlock], tables: [TableBlock], tableStarts: [SourceLocation: Int],
        headings: [ParsedPage.Heading], tabs: [Int: String]
    ) -> RenderCustomization {
        let lifecycleIDs = Dictionary(blocks.map { ($0.fence.line, $0.blockID) }, uniquingKeysWith: { first, _ in first })
        let tableIDs = Dictionary(tableStarts.map { ($0.key.line, tables[$0.value].blockID) }, uniquingKeysWith: { first, _ in first })
        var customization = RenderCustomization()
        customization.rewriteLink = rewriteLink
        customization.replaceCodeBlock = { info, _, start in
            if LifecycleBlock.isLifecycleInfo(info) {
                // Never left to cmark: a block the walk did not read becomes a place the renderer
                // cannot fill, an internal error.
                return (lifecycleIDs[start.line].map(BodyPlaceholder.lifecycle) ?? .unread(.lifecycle)).token
            }
            if info == TableBlock.info, let id = tableIDs[start.line] { return BodyPlaceholder.table(id).token }
            if let kind = DiagramBlock.kind(info: info) { return BodyPlaceholder.diagram(kind.rawValue).token }
            return nil
        }
        customization.replaceHTMLBlock = { start in tabs[start.line] }
        customization.replaceParagraph = { start in
            tableIDs[start.line].map { BodyPlaceholder.table($0).token }
        }
        // cmark visits headings in document order, as the walk did when it gave them their ids.
        var ids = headings.map(\.id).makeIterator()
        customization.decorateHeading = { _, _ in
            guard let id = ids.next() else { return nil }
            let escaped = HTML.escape(id)
            return (escaped, " <a class=\"heading-anchor\" href=\"#\(escaped)\" aria-label=\"\(BodyPlaceholder.permalinkLabel.token)\">#</a>")
        }
        // GitHub's callouts: `> [!NOTE]` … become a titled box; an unknown kind stays a quote.
        customization.decorateAdmonition = { kind in
            guard Admonition.kinds.contains(kind) else { return nil }
            return ("<div class=\"admonition admonition-\(kind)\" role=\"note\"><p class=\"admonition-title\">"
                    + BodyPlaceholder.admonitionLabel(kind).token + "</p>\n", "</div>\n")
        }
        // Where the site says that the English of a section changed since it was translated.
        customization.surroundHeading = { id in
            (BodyPlaceholder.beforeHeading(id: id).token, BodyPlaceholder.afterHeading(id: id).token)
        }
        return customization
    }
}
