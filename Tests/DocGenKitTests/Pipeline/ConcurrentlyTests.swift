@testable import DocGenKit
import DocGenTestSupport
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
        // Under ThreadSanitizer the name set from inside the thread may read back as the one it was
        // made with (`scripts/sanitizers thread` saw the Dispatch worker's in two runs of three); a
        // plain build names it.
        withKnownIssue("the thread's name under ThreadSanitizer", isIntermittent: true) {
            #expect(name == Background<Int>.threadName)
        } when: {
            activeSanitizer == "thread"
        }
    }
}
