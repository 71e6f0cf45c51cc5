@testable import DocGenKit
import Testing

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
