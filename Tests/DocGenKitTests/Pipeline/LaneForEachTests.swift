@testable import DocGenKit
import Foundation
import Testing

@Suite("Lanes")
struct LaneForEachTests {
    private struct Stop: Error, Equatable { let element: Int }

    // Many short calls: a lane's thread that still held the body after the call returned made a
    // `withoutActuallyEscaping` version trap at random (the second of a loop of cold builds of Content/).
    @Test("every element runs once, in any lane, call after call")
    func everyElementOnce() throws {
        for round in 0..<500 {
            let seen = Locked([Int](repeating: 0, count: 5 + round % 4))
            let elements = Array(0..<(5 + round % 4))
            elements.laneForEach(lanes: 2) { element in seen.withLock { $0[element] += 1 } }
            #expect(seen.withLock { $0 } == Array(repeating: 1, count: elements.count))
        }
    }

    @Test("the error of the first element that threw, in the elements' order, whichever lane threw first")
    func firstErrorInOrder() {
        for _ in 0..<200 {
            #expect(throws: Stop(element: 3)) {
                try Array(0..<10).laneForEach(lanes: 2) { (element) throws(Stop) in
                    if element == 7 { throw Stop(element: 7) }
                    if element == 3 { usleep(200); throw Stop(element: 3) }
                }
            }
        }
    }

    @Test("once an element threw, the lanes take no other")
    func stopsAfterAnError() {
        let ran = Locked(0)
        #expect(throws: Stop(element: 0)) {
            try Array(0..<1_000).laneForEach(lanes: 2) { (element) throws(Stop) in
                ran.withLock { $0 += 1 }
                if element == 0 { throw Stop(element: 0) }
                usleep(100)
            }
        }
        // The other lane finishes the element it holds, and perhaps one more taken before the flag.
        #expect(ran.withLock { $0 } < 10)
    }
}
