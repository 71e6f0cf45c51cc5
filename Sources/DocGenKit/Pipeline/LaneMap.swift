import Synchronization

extension Array where Element: Sendable {
    /// `map` on `lanes` threads of their own, each taking the next element as it is free; the
    /// results in the order of the elements. For elements that each run a `parallelMap` of their
    /// own: inside `parallelMap` (a Dispatch `concurrentPerform`), libdispatch runs a nested one
    /// on its calling thread alone, so the longest element finished on one core while the other
    /// waited. From a lane, each `parallelMap` gets every core the other lanes leave idle.
    func laneMap<T: Sendable>(lanes: Int, _ transform: @escaping @Sendable (Element) -> T) -> [T] {
        guard count > 1, lanes > 1 else { return map(transform) }
        let elements = self
        let next = Atomic<Int>(0)
        let results = Locked([T?](repeating: nil, count: count))
        let run: @Sendable () -> Void = {
            while case let index = next.add(1, ordering: .relaxed).oldValue, index < elements.count {
                let result = transform(elements[index])
                results.withLock { $0[index] = result }
            }
        }
        let others = (1..<Swift.min(lanes, count)).map { _ in Background(run) }
        run()
        for lane in others { lane.value }
        return results.withLock { $0 }.map { $0! }
    }
}
