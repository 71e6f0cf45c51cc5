@testable import DocGenKit
import DocGenTestSupport
import Testing

/// Code spans and code blocks read back from the parse cache stay packed until read
/// (`PackedList`): what they unpack to is what was packed, and bytes that would not unpack are
/// refused when taken, as they were when every list was unpacked at once.
@Suite("Packed lists")
struct PackedListTests {
    static let file = "Content/en/page.md"
    static let spans = [PageTreeFacts.Inline(text: "sceneDidBecomeActive(_:)", location: SourceLocation(file: file, line: 3, column: 5)),
                        PageTreeFacts.Inline(text: "生命周期 é", location: SourceLocation(file: file, line: 40, column: 1), writtenOnLine: 41),
                        PageTreeFacts.Inline(text: "", location: SourceLocation(file: file, line: 1, column: 1))]
    static let blocks = [PageStructure.CodeBlock(info: "swift", lines: ["let a = 1", "", "// 한"], firstLine: 8,
                                                 location: SourceLocation(file: file, line: 7, column: 1)),
                         PageStructure.CodeBlock(info: "", lines: [], firstLine: 20, location: SourceLocation(file: file, line: 20, column: 5))]

    @Test("a packed list reads as the list that was packed, and compares equal to it")
    func roundTrip() throws {
        let packedSpans = try #require(PageTreeFacts.Inline.pack(Self.spans, file: Self.file))
        let spans = try #require(PackedList<PageTreeFacts.Inline>(packed: packedSpans, file: Self.file))
        #expect(spans.items == Self.spans)
        #expect(spans == PackedList(Self.spans))
        let packedBlocks = try #require(PageStructure.CodeBlock.pack(Self.blocks, file: Self.file))
        let blocks = try #require(PackedList<PageStructure.CodeBlock>(packed: packedBlocks, file: Self.file))
        #expect(blocks.items == Self.blocks)
        var grown = blocks
        grown.append(Self.blocks[0])
        #expect(grown.items == Self.blocks + [Self.blocks[0]])
        #expect(blocks.items == Self.blocks, "appending to a copy leaves the original")
    }

    @Test("bytes are taken exactly when they unpack: every cut and 2,000 random changes of packed lists")
    func checkedAsUnpacked() throws {
        let packedSpans = try #require(PageTreeFacts.Inline.pack(Self.spans, file: Self.file))
        let packedBlocks = try #require(PageStructure.CodeBlock.pack(Self.blocks, file: Self.file))
        var random = SplitMix(seed: 41)
        var variants: [([UInt8], [UInt8])] = (0...max(packedSpans.count, packedBlocks.count)).map {
            (Array(packedSpans.prefix($0)), Array(packedBlocks.prefix($0)))
        }
        for _ in 0..<2_000 {
            var spans = packedSpans, blocks = packedBlocks
            spans[Int.random(in: 0..<spans.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            blocks[Int.random(in: 0..<blocks.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            variants.append((spans, blocks))
        }
        var refused = 0
        for (spans, blocks) in variants {
            let unpackedSpans = PageTreeFacts.Inline.unpack(spans, file: Self.file)
            #expect((PackedList<PageTreeFacts.Inline>(packed: spans, file: Self.file) != nil) == (unpackedSpans != nil))
            #expect(PackedList<PageTreeFacts.Inline>(packed: spans, file: Self.file)?.items == unpackedSpans)
            let unpackedBlocks = PageStructure.CodeBlock.unpack(blocks, file: Self.file)
            #expect((PackedList<PageStructure.CodeBlock>(packed: blocks, file: Self.file) != nil) == (unpackedBlocks != nil))
            #expect(PackedList<PageStructure.CodeBlock>(packed: blocks, file: Self.file)?.items == unpackedBlocks)
            if unpackedSpans == nil { refused += 1 }
            if unpackedBlocks == nil { refused += 1 }
        }
        #expect(refused > 100, "only \(refused) of the changed lists were refused")
    }
}
