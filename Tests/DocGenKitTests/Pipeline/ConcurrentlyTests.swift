@testable import DocGenKit
import Foundation
import Testing

@Suite("Concurrently")
struct ConcurrentlyTests {
    @Test("the second closure runs while the first one does, and both results come back")
    func runsBothAtOnce() {
        let secondRan = DispatchSemaphore(value: 0)
        // Run one after the other, the first would wait out its timeout for the second.
        let (sawSecond, second) = concurrently({ secondRan.wait(timeout: .now() + 30) == .success }, {
            secondRan.signal()
            return 7
        })
        #expect(sawSecond)
        #expect(second == 7)
    }

    @Test("a parallelMap inside either closure still gets several threads", .enabled(if: ProcessInfo.processInfo.activeProcessorCount > 1))
    func parallelMapInsideKeepsItsCores() {
        let threads: @Sendable () -> Int = {
            Set(Array(0..<64).parallelMap { _ in
                usleep(2_000)
                return UInt(pthread_self())
            }).count
        }
        // What a build does: its long stage first, a short one beside it, or the other way round.
        let (first, _) = concurrently({ threads() }, { 0 })
        let (_, second) = concurrently({ 0 }, { threads() })
        let (both, alsoBoth) = concurrently({ threads() }, { threads() })
        #expect(first > 1)
        #expect(second > 1)
        #expect(both > 1)
        #expect(alsoBoth > 1)
    }
}
