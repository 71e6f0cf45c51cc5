import Foundation

/// A 128-bit hash that is the same in every process and on every machine (Swift's `Hasher` is
/// seeded per process), fast enough to fingerprint every page of a large site on each build.
/// Not cryptographic: it tells apart inputs that differ by accident, which is all a build
/// cache needs. Two independent 64-bit lanes: FNV-1a, and a multiply–rotate mixer.
struct StableHash: Sendable, Hashable {
    private var fnv: UInt64 = 0xcbf2_9ce4_8422_2325
    private var mix: UInt64 = 0x9e37_79b9_7f4a_7c15

    /// A file's bytes, as `add(bytes:)` reads any others.
    mutating func add(bytes data: Data) {
        data.withUnsafeBytes { add(bytes: $0) }
    }

    /// Eight bytes a step, then the rest one by one: every page's text is hashed on each build.
    mutating func add(bytes buffer: UnsafeRawBufferPointer) {
        var offset = 0
        while offset + 8 <= buffer.count {
            add(word: UInt64(littleEndian: buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        while offset < buffer.count {
            add(word: UInt64(buffer[offset]))
            offset += 1
        }
    }

    private mutating func add(word: UInt64) {
        fnv = (fnv ^ word) &* 0x0000_0100_0000_01b3
        mix = ((mix ^ word) &* 0xff51_afd7_ed55_8ccd)
        mix = (mix << 31) | (mix >> 33)
    }

    /// Bytes of a packed field, prefixed by their length, as `add(_:)` hashes a string.
    mutating func add(field slice: ArraySlice<UInt8>) {
        add(UInt64(slice.count))
        slice.withUnsafeBytes { add(bytes: $0) }
    }

    /// Another hash, as it stands: a digest kept from earlier goes into a key in two steps.
    mutating func add(_ other: StableHash) {
        add(word: other.fnv)
        add(word: other.mix)
    }

    /// One lane is enough to spread keys in a table: the two are independent.
    func hash(into hasher: inout Hasher) {
        hasher.combine(fnv)
    }

    /// The two lanes as they stand, for a digest kept in a file; `init(lanes:)` takes them back.
    var lanes: (UInt64, UInt64) { (fnv, mix) }

    init() {}

    init(lanes: (UInt64, UInt64)) {
        (fnv, mix) = lanes
    }

    /// A string, prefixed by its length, so that ("ab", "c") and ("a", "bc") differ.
    mutating func add(_ text: String) {
        // Read where the text lies: `withUTF8` needs a mutable copy, retained and released for each
        // of the half a million strings a one-page rebuild hashes.
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            add(UInt64(bytes.count))
            add(bytes: UnsafeRawBufferPointer(bytes))
        }
        guard done == nil else { return }
        add(UInt64(text.utf8.count))
        var text = text
        text.withUTF8 { add(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// The eight bytes of `number`, in one step (every string's length comes through here).
    mutating func add(_ number: UInt64) {
        add(word: number)
    }

    /// 32 lower-case hexadecimal digits.
    var hex: String {
        // A final avalanche, so that the last bytes reach every bit.
        var high = mix ^ (mix >> 33)
        high = (high &* 0xc4ce_b9fe_1a85_ec53) ^ (high >> 29)
        // Written digit by digit into the string's storage: `String(_:radix:)`, padded and joined,
        // was 2 % of a one-page rebuild, which makes the keys of every page.
        return String(unsafeUninitializedCapacity: 32) { digits in
            func write(_ word: UInt64, from start: Int) {
                for place in 0..<16 {
                    let nibble = UInt8(truncatingIfNeeded: word >> (60 - 4 * UInt64(place))) & 0xf
                    digits[start + place] = nibble < 10 ? UInt8(ascii: "0") + nibble : UInt8(ascii: "a") + nibble - 10
                }
            }
            write(fnv, from: 0)
            write(high, from: 16)
            return 32
        }
    }
}
