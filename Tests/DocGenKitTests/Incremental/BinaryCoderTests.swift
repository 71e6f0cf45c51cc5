@testable import DocGenKit
import Foundation
import Testing

/// `BinaryEncoder` and `BinaryDecoder`: what one writes the other reads back equal, whatever the
/// shape (the types `Codable` synthesises: optionals, enums with payloads, dictionaries with
/// struct keys, nested arrays); damaged bytes throw rather than trap or read as something else
/// or read past a length.
@Suite("Binary coder")
struct BinaryCoderTests {
    enum Kind: String, Codable, Equatable, CaseIterable { case plain, code, link }

    enum Payload: Codable, Equatable {
        case text(String)
        case pair(Int, Double)
        case place(line: Int, column: UInt8)
        case nothing
    }

    struct Place: Codable, Hashable {
        var file: String?
        var line: Int
        var column: UInt16
    }

    struct Sample: Codable, Equatable {
        var name: String
        var flag: Bool
        var count: Int
        var offset: Int64
        var ratio: Double
        var scale: Float
        var note: String?
        var kinds: [Kind]
        var payloads: [Payload]
        var names: [String: Int]
        var places: [Place: Int]
        var rows: [[Place]]
        var ids: Set<Int>
        var missing: Int?
        var blob: [UInt8]
    }

    private static let words = ["", "a", "héllo", "앱 상태", "应用程序", "quote \" and \\ slash", "line\nbreak", "\u{0}", "😀👍🏽"]

    private static func sample(_ random: inout SplitMix) -> Sample {
        func word() -> String { words[Int.random(in: 0..<words.count, using: &random)] }
        func place() -> Place {
            Place(file: Bool.random(using: &random) ? word() : nil, line: Int.random(in: -5...100_000, using: &random),
                  column: UInt16.random(in: 0...UInt16.max, using: &random))
        }
        func payload() -> Payload {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: .text(word())
            case 1: .pair(Int.random(in: Int.min...Int.max, using: &random), Double.random(in: -1e300...1e300, using: &random))
            case 2: .place(line: Int.random(in: 0...9, using: &random), column: UInt8.random(in: 0...255, using: &random))
            default: .nothing
            }
        }
        let size = Int.random(in: 0...6, using: &random)
        return Sample(name: word(), flag: Bool.random(using: &random), count: Int.random(in: Int.min...Int.max, using: &random),
                      offset: Int64.random(in: -300...300, using: &random), ratio: Double.random(in: -1...1, using: &random),
                      scale: Float.random(in: 0...1e6, using: &random), note: Bool.random(using: &random) ? word() : nil,
                      kinds: (0..<size).map { _ in Kind.allCases.randomElement(using: &random)! },
                      payloads: (0..<size).map { _ in payload() },
                      names: Dictionary((0..<size).map { _ in (word(), Int.random(in: -9...9, using: &random)) }, uniquingKeysWith: +),
                      places: Dictionary((0..<size).map { _ in (place(), size) }, uniquingKeysWith: +),
                      rows: (0..<size).map { _ in (0..<Int.random(in: 0...3, using: &random)).map { _ in place() } },
                      ids: Set((0..<size).map { _ in Int.random(in: 0...20, using: &random) }),
                      missing: Bool.random(using: &random) ? nil : 0,
                      blob: (0..<size * 3).map { _ in UInt8.random(in: 0...255, using: &random) })
    }

    @Test("500 random values of many shapes come back equal")
    func roundTrip() throws {
        var random = SplitMix(seed: 11)
        for _ in 0..<500 {
            let value = Self.sample(&random)
            #expect(try BinaryDecoder().decode(Sample.self, from: BinaryEncoder().encode(value)) == value)
        }
    }

    @Test("a key written in another order, or left out where the type allows it, reads as JSON would read it")
    func keysFoundByName() throws {
        struct Written: Encodable { var line = 3; var file = "a.md" }  // file after line
        struct Read: Decodable, Equatable { var file: String; var line: Int; var column: Int? }
        let read = try BinaryDecoder().decode(Read.self, from: BinaryEncoder().encode(Written()))
        #expect(read == Read(file: "a.md", line: 3, column: nil))
        #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Place.self, from: BinaryEncoder().encode(["file": "x"])) }
    }

    @Test("every byte damaged and every cut of an encoded value throws or reads a value, never traps; a cut always throws")
    func damagedBytes() throws {
        var random = SplitMix(seed: 5)
        for _ in 0..<20 {
            let bytes = try BinaryEncoder().encode(Self.sample(&random))
            for index in bytes.indices {
                for replacement: UInt8 in [0, 1, 0x7f, 0x80, 0xff, 9, 8] {
                    var damaged = bytes
                    damaged[index] = replacement
                    _ = try? BinaryDecoder().decode(Sample.self, from: damaged)
                }
            }
            for length in 0..<bytes.count {
                #expect(throws: DecodingError.self) { try BinaryDecoder().decode(Sample.self, from: Array(bytes[..<length])) }
            }
        }
    }

    @Test("a table's cells come back packed, equal; damaged, they are refused when read, not later when the page renders")
    func tableCells() throws {
        let lines: [Substring] = ["| Callback | When |", "|---|:---:|", "| `sceneDidBecomeActive(_:)` | **after** the scene is shown |",
                                  "| 앱 상태 | [states](states.md) |"]
        let id = BlockID(page: PageID(language: Language("ko"), path: "a.md"), kind: .table, ordinal: 0)
        let parsed = try TableBlock.parse(lines: lines, firstLine: 3, file: "Content/ko/a.md", blockID: id).get()
        // As the parse cache stores it: released, its cells without trees.
        let table = TableBlock(blockID: id, header: parsed.header.map(\.withoutTree), alignments: parsed.alignments,
                               rows: parsed.rows.map { $0.map(\.withoutTree) })
        let bytes = try BinaryEncoder().encode(table)
        #expect(try BinaryDecoder().decode(TableBlock.self, from: bytes) == table)
        for index in bytes.indices {
            for replacement: UInt8 in [0, 0x7f, 0xff] {
                var damaged = bytes
                damaged[index] = replacement
                // Reading every cell of what decodes must not trap.
                if let back = try? BinaryDecoder().decode(TableBlock.self, from: damaged) { _ = back.cells.map(\.html) }
            }
        }
    }
}
