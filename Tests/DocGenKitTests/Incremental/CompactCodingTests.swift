@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The parse cache's compact forms (a page's code spans and links packed, a location in the page's
/// own file as one number) and `HashingEncoder`, which keys generated pages by their context.
@Suite("Compact coding")
struct CompactCodingTests {
    private static let text = """
        ---
        title: 앱 상태
        ---
        # Title

        Call `sceneDidBecomeActive(_:)` then [the states](states.md#active), `응용 프로그램`.

        | API | Note |
        |---|---|
        | `application(_:didFinishLaunchingWithOptions:)` | [back](../index.md) |

        ```swift
        let x = 1
        ```
        """

    private static func coded<T: Codable>(_ value: T, file: String?) throws -> (bytes: [UInt8], back: T) {
        var encoder = BinaryEncoder(), decoder = BinaryDecoder()
        encoder.userInfo[SourceLocation.fileInContext] = file
        decoder.userInfo[SourceLocation.fileInContext] = file
        let bytes = try encoder.encode(value)
        return (bytes, try decoder.decode(T.self, from: bytes))
    }

    @Test("a page's facts come back equal, packed in the parse cache's coder and plain in any other")
    func factsRoundTrip() throws {
        let page = PageParser.parse(SourcePage(language: Language("ko"), path: "a.md", displayPath: "Content/ko/a.md", text: Self.text))
        #expect(page.facts.codeSpans.count >= 3)
        #expect(page.facts.links.count >= 2)
        #expect(page.facts.codeBlocks.count == 1)
        #expect(page.facts.topLevelBlockLines.count >= 3)
        let packed = try Self.coded(page.facts, file: page.file)
        #expect(packed.back == page.facts)
        let plain = try Self.coded(page.facts, file: nil)
        #expect(plain.back == page.facts)
        // Packed is the smaller form: no key and no location object per span or link.
        #expect(packed.bytes.count < plain.bytes.count)
    }

    @Test("locations in the page's own file come back as one number each; others keep their file")
    func locations() throws {
        let locations = [SourceLocation(file: "Content/en/a.md", line: 3, column: 9),
                         SourceLocation(file: "Content/en/b.md", line: 1, column: 1),
                         SourceLocation(file: "Content/en/a.md", line: 1 << 33, column: 2)]
        let coded = try Self.coded(locations, file: "Content/en/a.md")
        #expect(coded.back == locations)
        let single = try Self.coded(locations[0], file: "Content/en/a.md")
        #expect(single.bytes.count < 12)
    }

    @Test("every byte of packed facts damaged throws or reads, never traps")
    func damagedFacts() throws {
        let page = PageParser.parse(SourcePage(language: .source, path: "a.md", displayPath: "a.md", text: Self.text))
        let bytes = try Self.coded(page.facts, file: "a.md").bytes
        var decoder = BinaryDecoder()
        decoder.userInfo[SourceLocation.fileInContext] = "a.md"
        for index in bytes.indices {
            for replacement: UInt8 in [0, 1, 0x7f, 0x80, 0xff] {
                var damaged = bytes
                damaged[index] = replacement
                _ = try? decoder.decode(PageTreeFacts.self, from: damaged)
            }
        }
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try decoder.decode(PageTreeFacts.self, from: Array(bytes[..<length])) }
        }
    }

    @Test("a page's headings come back equal: packed when every location is in its file or absent, else plain")
    func headingsRoundTrip() throws {
        let page = PageParser.parse(SourcePage(language: Language("ko"), path: "h.md", displayPath: "Content/ko/h.md",
                                               text: "# 앱 상태\n\n## Active `state`\n\ntext\n\n### Ünïcode, again\n"))
        var headings = page.headings
        #expect(headings.count == 3)
        headings.append(ParsedPage.Heading(level: 2, text: "no place", id: "no-place", location: nil))
        let packed = try Self.coded(StoredHeadings(headings), file: page.file)
        #expect(packed.back.headings == headings)
        let plain = try Self.coded(StoredHeadings(headings), file: nil)
        #expect(plain.back.headings == headings)
        #expect(packed.bytes.count < plain.bytes.count)
        headings[0].location = SourceLocation(file: "Content/ko/other.md", line: 1, column: 1)
        #expect(try Self.coded(StoredHeadings(headings), file: page.file).back.headings == headings)
        // Damaged: throws or reads, never traps; cut short: throws.
        var decoder = BinaryDecoder()
        decoder.userInfo[SourceLocation.fileInContext] = page.file
        for index in packed.bytes.indices {
            for replacement: UInt8 in [0, 1, 2, 0x7f, 0x80, 0xff] {
                var damaged = packed.bytes
                damaged[index] = replacement
                _ = try? decoder.decode(StoredHeadings.self, from: damaged)
            }
        }
        for length in 0..<packed.bytes.count {
            #expect(throws: DecodingError.self) { try decoder.decode(StoredHeadings.self, from: Array(packed.bytes[..<length])) }
        }
    }

    private static let blocks = """
        ---
        title: Scenes
        ---
        ```lifecycle id=two mode=scenes from=not-running events="launch"
        application(_:willFinishLaunchingWithOptions:)   // 먼저
        application(_:didFinishLaunchingWithOptions:)
        scene(_:willConnectTo:options:) window=1
        sceneWillEnterForeground(_:) window=2 // 두 번째 창
        ```

        ```lifecycle mode=app-delegate from=active events="home"
        applicationWillResignActive(_:)
        ```
        """

    @Test("a page's lifecycle blocks come back equal, packed in the parse cache's coder and plain in any other")
    func blocksRoundTrip() throws {
        let page = PageParser.parse(SourcePage(language: Language("ko"), path: "s.md", displayPath: "Content/ko/s.md", text: Self.blocks))
        #expect(page.lifecycleBlocks.count == 2)
        #expect(page.lifecycleBlocks[0].lines.contains { $0.comment != nil && $0.window != nil }, "the check sees a comment and a window")
        let packed = try Self.coded(page.lifecycleBlocks, file: page.file)
        #expect(packed.back == page.lifecycleBlocks)
        let plain = try Self.coded(page.lifecycleBlocks, file: nil)
        #expect(plain.back == page.lifecycleBlocks)
        #expect(packed.bytes.count < plain.bytes.count)
        // A block with a location in another file is kept plain, and comes back equal.
        var moved = page.lifecycleBlocks
        moved[1].lines[0].location = SourceLocation(file: "Content/ko/other.md", line: 3, column: 1)
        #expect(try Self.coded(moved, file: page.file).back == moved)
    }

    @Test("every byte of packed lifecycle blocks damaged throws or reads, never traps")
    func damagedBlocks() throws {
        let page = PageParser.parse(SourcePage(language: .source, path: "s.md", displayPath: "s.md", text: Self.blocks))
        let bytes = try Self.coded(page.lifecycleBlocks, file: "s.md").bytes
        var decoder = BinaryDecoder()
        decoder.userInfo[SourceLocation.fileInContext] = "s.md"
        for index in bytes.indices {
            for replacement: UInt8 in [0, 1, 2, 0x7f, 0x80, 0xff] {
                var damaged = bytes
                damaged[index] = replacement
                _ = try? decoder.decode([LifecycleBlock].self, from: damaged)
            }
        }
        for length in 0..<bytes.count {
            #expect(throws: DecodingError.self) { try decoder.decode([LifecycleBlock].self, from: Array(bytes[..<length])) }
        }
    }

    struct Shape: Encodable, Equatable {
        var name: String
        var note: String?
        var flag: Bool
        var count: Int
        var names: [String: String]
        var rows: [[String]]
    }

    private static func shape(_ random: inout SplitMix) -> Shape {
        let words = ["", "a", "b", "ab", "앱", "\u{0}"]
        func word() -> String { words.randomElement(using: &random)! }
        let size = Int.random(in: 0...3, using: &random)
        return Shape(name: word(), note: Bool.random(using: &random) ? word() : nil, flag: Bool.random(using: &random),
                     count: Int.random(in: -2...2, using: &random),
                     names: Dictionary((0..<size).map { _ in (word(), word()) }, uniquingKeysWith: { a, _ in a }),
                     rows: (0..<size).map { _ in (0..<Int.random(in: 0...2, using: &random)).map { _ in word() } })
    }

    private static func hash(_ value: some Encodable) throws -> String {
        var hash = StableHash()
        try HashingEncoder.add(value, to: &hash)
        return hash.hex
    }

    @Test("equal values hash equal and different ones differently, among 2,000 small random shapes")
    func hashesTellValuesApart() throws {
        var random = SplitMix(seed: 3)
        var seen: [String: Shape] = [:]
        for _ in 0..<2_000 {
            let value = Self.shape(&random)
            let key = try Self.hash(value)
            if let earlier = seen[key] { #expect(earlier == value, "\(earlier) and \(value) hash alike") }
            seen[key] = value
        }
        #expect(seen.count > 1_000)
    }

    @Test("a dictionary hashes the same whatever order it lists its entries in")
    func dictionaryOrder() throws {
        let entries = (0..<40).map { ("key\($0)", "value\($0)") }
        var small: [String: String] = [:], large: [String: String] = [:]
        large.reserveCapacity(4_000)
        for (key, value) in entries { small[key] = value }
        for (key, value) in entries.reversed() { large[key] = value }
        #expect(small == large)
        #expect(Array(small.keys) != Array(large.keys))  // the two really list them differently
        #expect(try Self.hash(small) == Self.hash(large))
    }

    /// Every lifecycle block of `Tests/Malformed/` (errors of every kind) and of `Content/`, as parsed pages.
    private static func pagesWithBlocks() throws -> [ParsedPage] {
        var pages: [ParsedPage] = []
        let malformed = PackagePaths.root.appendingPathComponent("Tests/Malformed")
        for name in try FileManager.default.contentsOfDirectory(atPath: malformed.path).sorted() where name.hasSuffix(".md") {
            // Some are not UTF-8 on purpose: read as the loader would, with replacement characters.
            let text = String(decoding: try Data(contentsOf: malformed.appendingPathComponent(name)), as: UTF8.self)
            pages.append(PageParser.parse(SourcePage(language: .source, path: name, displayPath: "Tests/Malformed/" + name, text: text)))
        }
        if FileManager.default.fileExists(atPath: PackagePaths.content.path) {
            pages += Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root).0.pages
        }
        return pages.filter { !$0.lifecycleBlocks.isEmpty }
    }

    @Test("checked sequences come back from their stored bytes as checking the blocks again gives them")
    func sequencesRoundTrip() throws {
        let pages = try Self.pagesWithBlocks()
        #expect(pages.count >= 60)
        var withErrors = 0, withSteps = 0
        for page in pages {
            let checked = page.lifecycleBlocks.map(SequenceChecker.check)
            withErrors += checked.filter { $0.diagnostics.hasErrors }.count
            withSteps += checked.filter { $0.rows.contains { $0.step?.scene != nil } }.count
            let bytes = try #require(StoredSequences(checked).bytes, "\(page.file)")
            let back = try #require(StoredSequences(bytes: bytes, blocks: page.lifecycleBlocks), "\(page.file)")
            #expect(back.sequences == checked, "\(page.file)")
            // Bytes for other blocks (one block fewer) are refused, not misread.
            #expect(StoredSequences(bytes: bytes, blocks: Array(page.lifecycleBlocks.dropLast())) == nil, "\(page.file)")
        }
        // The pages cover what the bytes must carry: diagnostics, and steps sent to a window.
        #expect(withErrors >= 25 && withSteps >= 5, "\(withErrors) with errors, \(withSteps) with scene steps")
    }

    @Test("every byte of stored sequences damaged reads as nil or as sequences, never traps")
    func damagedSequences() throws {
        for page in try Self.pagesWithBlocks().prefix(12) {
            let bytes = try #require(StoredSequences(page.lifecycleBlocks.map(SequenceChecker.check)).bytes)
            for index in bytes.indices {
                for replacement: UInt8 in [0, 1, 0x7f, 0x80, 0xff] {
                    var damaged = bytes
                    damaged[index] = replacement
                    _ = StoredSequences(bytes: damaged, blocks: page.lifecycleBlocks)
                }
            }
            for length in 0..<bytes.count {
                #expect(StoredSequences(bytes: Array(bytes[..<length]), blocks: page.lifecycleBlocks) == nil)
            }
        }
    }

    @Test("a block id comes back equal from its one text, a path with spaces included; other texts are refused")
    func blockIDs() throws {
        // A combining mark after a space makes one Character with it: the text is split at its bytes.
        for (language, path) in [("en", "a.md"), ("zh-Hans", "dir/with space/b c.md"), ("ko", " lead.md"), ("en", ""),
                                 ("\u{301}x", "\u{301}a.md"), ("fr", "\u{301} .md")] {
            for kind in [BlockID.Kind.lifecycle, .table] {
                let id = BlockID(page: PageID(language: Language(language), path: path), kind: kind, ordinal: 7)
                #expect(try Self.coded(id, file: nil).back == id)
            }
        }
        for text in ["", "table", "table 1", "table 1 en", "row 1 en a.md", "table -1 en a.md", "table x en a.md", "table 1  a.md"] {
            let bytes = try BinaryEncoder().encode(text)
            #expect(throws: DecodingError.self, "\(text)") { try BinaryDecoder().decode(BlockID.self, from: bytes) }
        }
        for language in ["e n", "e \u{301}"] {
            let spaced = BlockID(page: PageID(language: Language(language), path: "a.md"), kind: .table, ordinal: 0)
            #expect(throws: EncodingError.self) { try BinaryEncoder().encode(spaced) }
        }
    }

    @Test("a page's tables come back equal, packed in the parse cache's coder and plain in any other; damaged bytes never trap")
    func tablesRoundTrip() throws {
        let text = Self.text + "\n\n```table\n| A | B | C |\n|:--|:-:|--:|\n| `x` | *y* | [z](z.md) |\n| 1 | 2 | 3 |\n```\n"
        let page = PageParser.parse(SourcePage(language: Language("ko"), path: "t.md", displayPath: "Content/ko/t.md", text: text))
            .releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
        #expect(page.tables.count == 2)
        #expect(page.tables.contains { $0.alignments.contains(.center) })
        let packed = try Self.coded(page.tables, file: page.file)
        #expect(packed.back == page.tables)
        let plain = try Self.coded(page.tables, file: nil)
        #expect(plain.back == page.tables)
        #expect(packed.bytes.count < plain.bytes.count)
        // Cells in another file than the page's: packed with that file's name; in several files: plain.
        var moved = page.tables
        moved[0].rows = moved[0].rows.map { $0.map { cell in var cell = cell; cell.location.file = "Content/ko/other.md"; return cell } }
        moved[0].header = moved[0].header.map { cell in var cell = cell; cell.location.file = "Content/ko/other.md"; return cell }
        moved[1].rows[0][0].location.file = "Content/ko/other.md"
        #expect(try Self.coded(moved, file: page.file).back == moved)
        var decoder = BinaryDecoder()
        decoder.userInfo[SourceLocation.fileInContext] = page.file
        for index in packed.bytes.indices {
            for replacement: UInt8 in [0, 1, 2, 0x7f, 0x80, 0xff] {
                var damaged = packed.bytes
                damaged[index] = replacement
                _ = try? decoder.decode([TableBlock].self, from: damaged)
            }
        }
        for length in 0..<packed.bytes.count {
            #expect(throws: DecodingError.self) { try decoder.decode([TableBlock].self, from: Array(packed.bytes[..<length])) }
        }
    }

    /// A text that encodes as a plain `String` does, but is not one: it takes the general dictionary path.
    private struct Text: Encodable {
        var text: String
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(text)
        }
    }

    @Test("a dictionary of texts feeds the same bytes through its shortcut as through the general path")
    func textDictionaryShortcut() throws {
        var random = SplitMix(seed: 11)
        let words = ["", "a", "B", "ab", "é", "e\u{301}", "앱", "\u{0}", "z z"]
        for _ in 0..<500 {
            let entries = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                (words.randomElement(using: &random)! + words.randomElement(using: &random)!, words.randomElement(using: &random)!)
            }
            let texts = Dictionary(entries, uniquingKeysWith: { a, _ in a })
            #expect(try Self.hash(texts) == Self.hash(texts.mapValues(Text.init)), "\(texts)")
            #expect(try Self.hash(["ui": texts]) == Self.hash(["ui": texts.mapValues(Text.init)]), "\(texts)")
        }
    }
}
