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

extension Array where Element: Sendable {
    /// `forEach` on `lanes` threads, as `laneMap`, for a `body` that may throw: once an element has
    /// thrown, no lane takes another, and the error of the first element (in their order) that
    /// threw is thrown when every lane has stopped. `body` escapes: a lane's thread may still hold
    /// it a moment after its last element (so `withoutActuallyEscaping` would trap, at random).
    func laneForEach<E: Error>(lanes: Int, _ body: @escaping @Sendable (Element) throws(E) -> Void) throws(E) {
        let failed = Atomic<Bool>(false)
        let outcomes = laneMap(lanes: lanes) { element -> Result<Void, E>? in
            guard !failed.load(ordering: .relaxed) else { return nil }
            do throws(E) {
                try body(element)
                return .success(())
            } catch {
                failed.store(true, ordering: .relaxed)
                return .failure(error)
            }
        }
        for case let outcome? in outcomes { try outcome.get() }
    }
}
