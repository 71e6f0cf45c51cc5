/// Keys (128-bit hashes) to a digest and a number, in one flat array of slots probed in turn
/// (open addressing): a look-up reads one slot, most often one cache line. A `Dictionary` keeps
/// its keys, its values and the map of used buckets in three arrays, and the entry found then sat
/// in a fourth: at 10,000 pages the check cache's 56,000 look-ups of a one-page rebuild each
/// waited on memory three or four times, some 4 % of the rebuild's samples for 2 % of its work.
struct DigestTable: Sendable {
    private struct Slot: Sendable {
        var key: (UInt64, UInt64)
        var digest: (UInt64, UInt64)
        /// The number stored with the key; -1 for an empty slot.
        var number: Int
    }

    private var slots: [Slot]
    private var mask: Int
    private(set) var count = 0

    /// Room for `capacity` keys before the table grows.
    init(capacity: Int = 0) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Slot(key: (0, 0), digest: (0, 0), number: -1), count: size)
        mask = size - 1
    }

    /// The digest and number stored for `key`, if any.
    func find(_ key: StableHash) -> (digest: StableHash, number: Int)? {
        let lanes = key.lanes
        var index = Int(truncatingIfNeeded: lanes.0) & mask
        while true {
            let slot = slots[index]
            if slot.number < 0 { return nil }
            if slot.key == lanes { return (StableHash(lanes: slot.digest), slot.number) }
            index = (index + 1) & mask
        }
    }

    /// Stores `digest` and `number` for `key`, over what it held.
    mutating func set(_ key: StableHash, digest: StableHash, number: Int) {
        precondition(number >= 0)
        if (count + 1) * 2 > slots.count { grow() }
        let lanes = key.lanes
        var index = Int(truncatingIfNeeded: lanes.0) & mask
        while slots[index].number >= 0, slots[index].key != lanes { index = (index + 1) & mask }
        if slots[index].number < 0 { count += 1 }
        slots[index] = Slot(key: lanes, digest: digest.lanes, number: number)
    }

    private mutating func grow() {
        var larger = DigestTable(capacity: slots.count)
        for slot in slots where slot.number >= 0 {
            larger.set(StableHash(lanes: slot.key), digest: StableHash(lanes: slot.digest), number: slot.number)
        }
        self = larger
    }
}
