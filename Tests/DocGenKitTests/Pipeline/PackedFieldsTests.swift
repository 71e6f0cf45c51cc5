@testable import DocGenKit
import Testing

/// `count(in:)` reads the lengths alone; walking the fields one by one is the oracle.
@Suite("Packed fields")
struct PackedFieldsTests {
    private static func countedByWalking(_ bytes: [UInt8]) -> Int? {
        var count = 0
        return PackedFields.forEachField(in: bytes) { _ in count += 1 } ? count : nil
    }

    @Test("the count is the walk's, for packed, cut and damaged bytes")
    func countAgreesWithWalk() {
        var random = SplitMix(seed: 53)
        let pieces = ["", "a", "é", "生命", "\u{0}", String(repeating: "x", count: 300)]
        for _ in 0..<1_000 {
            let fields = (0..<Int.random(in: 0...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            var bytes = PackedFields.pack(fields)
            #expect(PackedFields.count(in: bytes) == fields.count)
            switch random.next() % 3 {
            case 0 where !bytes.isEmpty: bytes.removeLast(Int.random(in: 1...bytes.count, using: &random))
            case 1 where !bytes.isEmpty: bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            default: bytes += [UInt8](repeating: 7, count: Int.random(in: 1...5, using: &random))
            }
            #expect(PackedFields.count(in: bytes) == Self.countedByWalking(bytes), "\(fields)")
        }
        #expect(PackedFields.count(in: [255, 255, 255, 127]) == nil, "a length past the end")
    }

    @Test("fields appended one by one are the bytes pack writes, and unpack gives them back")
    func appendedAsPacked() {
        var random = SplitMix(seed: 59)
        let pieces = ["", "a", "é", "生命", "\u{0}", "12", String(repeating: "x", count: 300)]
        for _ in 0..<500 {
            let fields = (0..<Int.random(in: 0...9, using: &random)).map { _ in pieces.randomElement(using: &random)! }
            var bytes: [UInt8] = []
            for field in fields { PackedFields.append(field, to: &bytes) }
            #expect(bytes == PackedFields.pack(fields))
            #expect(PackedFields.unpack(bytes) == fields)
        }
    }
}
