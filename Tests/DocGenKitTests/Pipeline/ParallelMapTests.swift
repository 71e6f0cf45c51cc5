@testable import DocGenKit
import Synchronization
import Testing

@Suite("parallelMap")
struct ParallelMapTests {
    @Test("the runs cut every count into consecutive ranges that cover each element once",
          arguments: [1, 2, 3, 255, 256, 257, 1_000, 10_001])
    func runsCoverEveryElementOnce(count: Int) {
        let runs = ParallelRuns(count: count)
        #expect(runs.count == min(count, ParallelRuns.most))
        var next = 0
        for run in 0..<runs.count {
            let range = runs.range(run)
            #expect(range.lowerBound == next)
            #expect(!range.isEmpty)
            next = range.upperBound
        }
        #expect(next == count)
        let sizes = (0..<runs.count).map { runs.range($0).count }
        #expect(sizes.max()! - sizes.min()! <= 1)
    }

    @Test("results come back in the elements' order, each element transformed once",
          arguments: [0, 1, 2, 7, 256, 257, 4_099])
    func resultsInOrder(count: Int) {
        let calls = Atomic<Int>(0)
        let results = Array(0..<count).parallelMap { value -> String in
            calls.add(1, ordering: .relaxed)
            return "#\(value * 3)"
        }
        #expect(results == (0..<count).map { "#\($0 * 3)" })
        #expect(calls.load(ordering: .relaxed) == count)
    }

    struct Refused: Error, Equatable { let value: Int }

    @Test("the error of the first element that threw is thrown, whichever core met it first")
    func firstErrorInOrder() {
        for _ in 0..<20 {
            #expect(throws: Refused(value: 1_500)) {
                try Array(0..<5_000).parallelMap { (value) throws(Refused) -> [Int] in
                    if value >= 1_500, value % 500 == 0 { throw Refused(value: value) }
                    return [value]
                }
            }
        }
    }

    @Test("results holding objects are neither leaked nor freed twice, when one element throws")
    func resultsReleased() {
        do {
            let kept = Array(0..<1_000).parallelMap { _ in Tracked() }
            #expect(Tracked.alive.load(ordering: .relaxed) == 1_000)
            #expect(kept.count == 1_000)
        }
        #expect(Tracked.alive.load(ordering: .relaxed) == 0)
        #expect(throws: Refused(value: 999)) {
            try Array(0..<1_000).parallelMap { (value) throws(Refused) -> Tracked in
                if value == 999 { throw Refused(value: value) }
                return Tracked()
            }
        }
        #expect(Tracked.alive.load(ordering: .relaxed) == 0)
    }
}

/// Counts its living instances, for `ParallelMapTests.resultsReleased` alone.
private final class Tracked: Sendable {
    static let alive = Atomic<Int>(0)
    init() { Self.alive.add(1, ordering: .relaxed) }
    deinit { Self.alive.subtract(1, ordering: .relaxed) }
}
