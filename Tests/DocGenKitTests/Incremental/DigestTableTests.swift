@testable import DocGenKit
import Testing

/// `DigestTable` against a `Dictionary` holding the same keys: what one finds, the other does.
@Suite("Digest table")
struct DigestTableTests {
    @Test("random keys, some set again and some sharing a slot, are found as a Dictionary finds them", arguments: [0, 10, 3_000])
    func matchesDictionary(capacity: Int) {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(seed: seed)
        var table = DigestTable(capacity: capacity)
        var oracle: [StableHash: (StableHash, Int)] = [:]
        var keys: [StableHash] = []
        for step in 0..<5_000 {
            let key: StableHash
            if !keys.isEmpty, step % 5 == 0 {
                key = keys[Int(random.next() % UInt64(keys.count))]  // set again
            } else if !keys.isEmpty, step % 7 == 0 {
                // The same first lane (the same first slot), another key.
                key = StableHash(lanes: (keys[Int(random.next() % UInt64(keys.count))].lanes.0, random.next()))
            } else {
                key = StableHash(lanes: (random.next(), random.next()))
            }
            if oracle[key] == nil { keys.append(key) }
            let digest = StableHash(lanes: (random.next(), random.next())), number = Int(random.next() % 1_000_000)
            table.set(key, digest: digest, number: number)
            oracle[key] = (digest, number)
        }
        #expect(table.count == oracle.count, "seed \(seed)")
        for (key, (digest, number)) in oracle {
            let found = table.find(key)
            #expect(found?.digest == digest && found?.number == number, "seed \(seed)")
        }
        for _ in 0..<5_000 {
            let absent = StableHash(lanes: (random.next(), random.next()))
            if oracle[absent] == nil { #expect(table.find(absent) == nil, "seed \(seed)") }
        }
    }

    @Test("an empty table finds nothing")
    func empty() {
        #expect(DigestTable().find(StableHash(lanes: (0, 0))) == nil)
        #expect(DigestTable().count == 0)
    }
}
