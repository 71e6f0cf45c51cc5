import Foundation

/// A value made on a thread of its own from the moment this is made; reading it waits until it
/// is ready. For work that is independent of what the build does meanwhile (a cache's previous
/// entries read while the pages load). Not a Dispatch queue's worker: busy with this, it would
/// be one thread fewer for the `parallelMap`s running meanwhile (they got one thread, not every core).
final class Background<Value: Sendable>: Sendable {
    private let result = Locked<Value?>(nil)
    private let done = DispatchSemaphore(value: 0)

    init(_ make: @escaping @Sendable () -> Value) {
        Thread.detachNewThread { [result, done] in
            Thread.current.name = Self.threadName  // named from inside: on Linux, naming it before it starts does nothing
            let value = make()
            result.withLock { $0 = value }
            done.signal()
        }
    }

    /// The name of the threads that make the values, as debuggers and profilers show them (Linux
    /// takes at most 15 bytes; a new thread otherwise keeps the name of the one that made it).
    static var threadName: String { "docgen-backgrnd" }

    var value: Value {
        if let made = result.withLock({ $0 }) { return made }
        done.wait()
        done.signal()  // for the next reader
        return result.withLock { $0 }!
    }
}

/// Runs `first` here and `second` on another thread at the same time, and returns both results:
/// for stages that are independent and each too short to be worth splitting further (the theme
/// is loaded while the pages are, checked while they are verified).
func concurrently<A, B: Sendable>(_ first: () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
    let background = Background(second)
    let firstResult = first()
    return (firstResult, background.value)
}
