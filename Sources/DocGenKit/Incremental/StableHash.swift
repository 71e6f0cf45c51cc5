/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), fast enough to fingerprint every page of a large site on each build.
/// Not cryptographic: it tells apart inputs that differ by accident, which is all a build
/// cache needs. Two independent 64-bit lanes: FNV-1a, and a multiply–rotate mixer.
struct StableHash {
    private var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    private var mix: UInt64 = 0x9e37_79b9_7f4a_7c15

    mutating func add<Bytes: Sequence>(bytes: Bytes) where Bytes.Element == UInt8 {
        for byte in bytes {
            fnv = (fnv ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            mix = ((mix ^ UInt64(byte)) &* 0xff51_afd7_ed55_8ccd)
            mix = (mix << 31) | (mix >> 33)
        }
    }

    /// A string, prefixed by its length, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        add(UInt64(text.utf8.count))
        var text = text
        text.withUTF8 { add(bytes: $0) }
    }

    /// The eight bytes of `number`, lowest first (fed one by one, without making an array of them:
    /// every string's length comes through here).
    mutating func add(_ number: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) {
            let byte = UInt64(UInt8(truncatingIfNeeded: number >> UInt64(shift)))
            fnv = (fnv ^ byte) &* 0x0000_0100_0000_01b3
            mix = ((mix ^ byte) &* 0xff51_afd7_ed55_8ccd)
            mix = (mix << 31) | (mix >> 33)
        }
    }

    /// 32 lower-case hexadecimal digits.
    var hex: String {
        // A final avalanche, so that the last bytes reach every bit.
        var high = mix ^ (mix >> 33)
        high = (high &* 0xc4ce_b9fe_1a85_ec53) ^ (high >> 29)
        return Self.hex(fnv) + Self.hex(high)
    }

    private static func hex(_ word: UInt64) -> String {
        let digits = String(word, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
