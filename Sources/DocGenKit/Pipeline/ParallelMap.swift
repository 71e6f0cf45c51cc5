import Dispatch

extension Array where Element: Sendable {
    /// `map` on every core, the results in the order of the elements, so output stays identical
    /// to a one-core run. `transform` must not depend on the order it is called in.
    func parallelMap<T: Sendable, E: Error>(_ transform: @Sendable (Element) throws(E) -> T) throws(E) -> [T] {
        guard count > 1 else { return try map(transform) }
        let elements = self
        let results = Locked([Result<T, E>?](repeating: nil, count: count))
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let result: Result<T, E>
            do throws(E) { result = .success(try transform(elements[index])) } catch { result = .failure(error) }
            results.withLock { $0[index] = result }
        }
        return try results.withLock { $0 }.map { (result) throws(E) -> T in try result!.get() }
    }
}
