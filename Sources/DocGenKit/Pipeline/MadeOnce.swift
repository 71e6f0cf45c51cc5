/// A value made the first time it is asked for, by the thread that asks first (the others wait
/// for it), and never when no one asks: unlike `Background`, which makes its value at once.
final class MadeOnce<Value: Sendable>: Sendable {
    private let make: @Sendable () -> Value
    private let made = Locked<Value?>(nil)

    init(_ make: @escaping @Sendable () -> Value) {
        self.make = make
    }

    var value: Value {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
