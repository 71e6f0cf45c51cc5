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

    // Not a Dispatch worker: one busy with the second closure left the `parallelMap`s beside it
    // one thread (measured, that depends on how busy the pool is, so a test cannot rely on it).
    @Test("the second closure runs on a thread of its own, not on a Dispatch worker")
    func secondRunsOnItsOwnThread() {
        let (_, name) = concurrently({ 0 }, { Thread.current.name })
        #expect(name == Background<Int>.threadName)
    }
}
