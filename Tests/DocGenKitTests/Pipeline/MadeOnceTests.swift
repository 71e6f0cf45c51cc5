@testable import DocGenKit
import Testing

/// `MadeOnce`: made only when asked for, and once, however many threads ask at the same time.
@Suite("Made once")
struct MadeOnceTests {
    @Test("nothing is made until the value is asked for; then once, for every thread that asks")
    func madeOnceWhenAsked() {
        let makings = Locked(0)
        let value = MadeOnce { () -> [Int] in
            makings.withLock { $0 += 1 }
            return Array(0..<1_000)
        }
        #expect(makings.withLock { $0 } == 0, "made before it was asked for")
        let sums = Array(0..<64).parallelMap { _ in value.value.reduce(0, +) }
        #expect(sums.allSatisfy { $0 == 499_500 })
        #expect(makings.withLock { $0 } == 1)
    }

    @Test("an absent value is made once too: nil is an answer, not a reason to ask again")
    func absentMadeOnce() {
        let makings = Locked(0)
        let value = MadeOnce { () -> String? in
            makings.withLock { $0 += 1 }
            return nil
        }
        #expect(value.value == nil && value.value == nil)
        #expect(makings.withLock { $0 } == 1)
    }
}
