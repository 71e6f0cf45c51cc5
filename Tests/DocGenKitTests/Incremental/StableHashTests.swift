@testable import DocGenKit
import Testing

/// The hash's text is a file format (cache keys, file names): written digit by digit, it must be
/// what padding `String(_:radix:)` gave.
@Suite("Stable hash")
struct StableHashTests {
    private static func paddedHex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    @Test("32 lower-case digits, the two lanes' after the final mix, for 5,000 random states and the edges")
    func hexDigits() {
        var random = SplitMix(seed: 59)
        let edges: [UInt64] = [0, 1, 0xf, 0x10, 0xffff_ffff_ffff_ffff, 0x8000_0000_0000_0000, 0x0123_4567_89ab_cdef]
        let lanes = edges.flatMap { a in edges.map { (a, $0) } } + (0..<5_000).map { _ in (random.next(), random.next()) }
        for (fnv, mix) in lanes {
            var high = mix ^ (mix >> 33)
            high = (high &* 0xc4ce_b9fe_1a85_ec53) ^ (high >> 29)
            #expect(StableHash(lanes: (fnv, mix)).hex == Self.paddedHex(fnv) + Self.paddedHex(high))
        }
    }
}
