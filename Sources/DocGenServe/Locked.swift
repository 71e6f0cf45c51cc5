import Foundation

/// A value behind a lock, for the little state that request handlers, the watcher thread and the
/// rebuild loop share. (`Synchronization.Mutex` needs macOS 15; the package supports macOS 14.)
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }

    var current: Value { withLock { $0 } }
}
