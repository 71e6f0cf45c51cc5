import Foundation
import Testing
@testable import DocGenKit

@Suite("JSON bytes")
struct JSONBytesTests {
    /// What the search index's files were: `JSONEncoder`'s bytes, with `</` made `<\/` afterwards.
    private static func encoded(_ value: some Encodable) throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var escaped: [UInt8] = [], previous: UInt8 = 0
        for byte in try encoder.encode(value) {
            if byte == UInt8(ascii: "/"), previous == UInt8(ascii: "<") { escaped.append(UInt8(ascii: "\\")) }
            escaped.append(byte)
            previous = byte
        }
        return escaped
    }

    private static let pieces = ["\"", "\\", "/", "<", "</", "<\\/", "\u{0}", "\u{8}", "\u{9}", "\u{A}", "\u{B}", "\u{C}", "\u{D}",
                                 "\u{1F}", "\u{7F}", "\u{2028}", "\u{FEFF}", "é", "e\u{301}", "生命", "😀", "a", " ", "{}", "[1]", ""]

    @Test("strings are written as JSONEncoder writes them, in 3,000 random texts")
    func strings() throws {
        var random = SplitMix(seed: 31)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            var json = JSONBytes()
            json.array([text]) { $0.string($1) }
            #expect(json.bytes == (try Self.encoded([text])), "\(text.debugDescription)")
        }
    }

    @Test("nested arrays of strings and numbers, and objects with sorted keys, are JSONEncoder's, in 500 random values")
    func structures() throws {
        struct Part: Encodable { var first: Int; var lang: String; var texts: [[String]] }
        var random = SplitMix(seed: 37)
        func text() -> String {
            (0..<Int.random(in: 0...4, using: &random)).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
        }
        for _ in 0..<500 {
            let part = Part(first: Int.random(in: -5...100_000, using: &random), lang: text(),
                            texts: (0..<Int.random(in: 0...3, using: &random)).map { _ in (0..<Int.random(in: 0...3, using: &random)).map { _ in text() } })
            var json = JSONBytes()
            json.raw("{\"first\":"); json.int(part.first)
            json.raw(",\"lang\":"); json.string(part.lang)
            json.raw(",\"texts\":"); json.array(part.texts) { json, texts in json.array(texts) { $0.string($1) } }
            json.raw("}")
            #expect(json.bytes == (try Self.encoded(part)))
        }
    }
}
