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

/// A search digest kept in a parse cache entry is read back in one pass over its 32 bytes.
@Suite("Search digest bytes")
struct SearchDigestBytesTests {
    @Test("32 bytes read back give the digest that wrote them, as four little-endian words; other lengths are refused")
    func roundTrip() throws {
        var random = SplitMix(seed: 61)
        for _ in 0..<2_000 {
            let bytes = (0..<SearchDigest.byteCount).map { _ in UInt8.random(in: 0...255, using: &random) }
            let digest = try #require(SearchDigest(bytes: bytes[...]))
            #expect(digest.bytes == bytes)
            let words = stride(from: 0, to: 32, by: 8).map { start in
                bytes[start..<(start + 8)].reversed().reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            }
            #expect(digest.text.lanes == (words[0], words[1]) && digest.outline.lanes == (words[2], words[3]))
        }
        #expect(SearchDigest(bytes: [UInt8](repeating: 1, count: 31)) == nil)
        #expect(SearchDigest(bytes: [UInt8](repeating: 1, count: 33)) == nil)
    }
}
