#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A value that one thread at a time reads or changes, behind a pthread mutex.
///
/// Not `Synchronization.Mutex`: on Linux it waits with futex calls that ThreadSanitizer cannot
/// see, so `scripts/sanitizers thread` reported every access a Mutex guards as a race (a
/// two-thread program that only touches a `Mutex<Set<String>>` inside `withLock` is reported too).
/// ThreadSanitizer knows pthread mutexes, so the races it reports are real ones.
public final class Locked<Value>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    public func withLock<Result, Failure: Error>(_ body: (inout Value) throws(Failure) -> Result) throws(Failure) -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
