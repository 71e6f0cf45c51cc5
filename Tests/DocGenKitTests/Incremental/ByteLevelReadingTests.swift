@testable import DocGenKit
import Lifecycle
import Testing

/// The cache's readers that compare bytes instead of making strings give what the string readers
/// give, for texts of any shape: those readers are the oracle.
@Suite("Byte-level reading")
struct ByteLevelReadingTests {
    static let pieces = ["en", "fr", "zh-Hans", " ", "  ", "lifecycle", "table", "tables", "0", "7", "12", "-1", "+3", "007",
                         "index.md", "a b.md", "é", "e\u{301}", "生命周期", "/", ""]

    /// A block id read with `page` as the reader's page, and as the text alone.
    static func bothReadings(of text: String, page: PageID) -> (fast: BlockID?, oracle: BlockID?, fastAtEnd: Bool) {
        var bytes: [UInt8] = []
        bytes.appendText(text)
        var reader = VarintReader(bytes: bytes)
        let fast = reader.blockID(on: page)
        return (fast, BlockID(codedText: text), reader.atEnd)
    }

    @Test("a block id naming the reader's page is that page's; any other text is read as the text reader reads it")
    func blockIDsAgree() {
        var random = SplitMix(seed: 29)
        // Among them, texts of the same length that differ in their code or their path.
        let pages = [PageID(language: .source, path: "index.md"), PageID(language: .source, path: "index.mx"),
                     PageID(language: Language("fr"), path: "index.md"), PageID(language: Language("zh-Hans"), path: "a b.md"),
                     PageID(language: Language("fr"), path: "é/生命周期.md"), PageID(language: Language("e\u{301}"), path: "x.md")]
        var agreedOnPage = 0
        for _ in 0..<3_000 {
            let page = pages.randomElement(using: &random)!
            let text: String
            if random.next() % 2 == 0 {
                // Well formed, naming this page or another.
                let named = random.next() % 3 == 0 ? pages.randomElement(using: &random)! : page
                let kind = ["lifecycle", "table", "tables"].randomElement(using: &random)!
                let ordinal = ["0", "3", "42", "-1", "+3", "007", "999999999999999999999"].randomElement(using: &random)!
                text = "\(kind) \(ordinal) \(named.language.code) \(named.path)"
            } else {
                text = (0..<Int.random(in: 0...7, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            }
            let (fast, oracle, atEnd) = Self.bothReadings(of: text, page: page)
            #expect(fast == oracle, "\(text.debugDescription)")
            // Read whole or not at all: the reader stands after the text whenever it gave an id.
            #expect(fast == nil || atEnd, "\(text.debugDescription)")
            if fast?.page == page { agreedOnPage += 1 }
        }
        #expect(agreedOnPage > 300)  // the fast reading was taken often, not only the oracle's
    }

    @Test("a case read by its bytes is the case init(rawValue:) reads, and a text of no case is none")
    func rawCasesAgree() {
        let texts = TableBlock.Alignment.allCases.map(\.rawValue) + Presence.allCases.map(\.rawValue)
            + AppState.allCases.map(\.rawValue) + ["", "Left", "lef", "leftt", "K", "\u{212A}", "none "]
        for text in texts {
            var bytes: [UInt8] = []
            bytes.appendText(text)
            bytes.appendText("after")
            var reader = VarintReader(bytes: bytes)
            #expect(reader.rawCase(TableBlock.Alignment.self) == TableBlock.Alignment(rawValue: text), "\(text.debugDescription)")
            #expect(reader.text() == "after")  // moved past the text either way
            var again = VarintReader(bytes: bytes)
            #expect(again.rawCase(Presence.self) == Presence(rawValue: text))
            var third = VarintReader(bytes: bytes)
            #expect(third.rawCase(AppState.self) == AppState(rawValue: text))
        }
    }

    @Test("bytes are the same as a text's only when they are its UTF-8 bytes")
    func sameBytes() {
        for (bytes, text, same) in [([UInt8](), "", true), (Array("abc".utf8), "abc", true), (Array("abc".utf8), "abd", false),
                                    (Array("é".utf8), "e\u{301}", false), (Array("生命".utf8), "生命", true), (Array("ab".utf8), "abc", false)] {
            #expect(bytes.withUnsafeBufferPointer { ByteSearch.same($0, text) } == same, "\(text.debugDescription)")
        }
    }
}
