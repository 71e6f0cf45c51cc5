/// A part of a page held in memory, or read from the parse cache's entry when first asked for
/// (`MadeOnce`): a one-page rebuild takes every other page from the cache and reads few of their parts.
enum HeldOrLater<Value: Sendable>: Sendable {
    case held(Value)
    case later(MadeOnce<Value>)

    var value: Value {
        switch self {
        case .held(let value): value
        case .later(let read): read.value
        }
    }

    /// The part made from this one, when this one is (at once when it is held).
    func map<Other: Sendable>(_ transform: @escaping @Sendable (Value) -> Other) -> HeldOrLater<Other> {
        switch self {
        case .held(let value): .held(transform(value))
        case .later(let read): .later(MadeOnce { transform(read.value) })
        }
    }
}

extension HeldOrLater<[TableBlock]> {
    /// Whether no cell is in memory: tables not read yet, or whose cells are in a file.
    var isOutOfMemory: Bool {
        switch self {
        case .held(let tables): tables.allSatisfy(\.isOutOfMemory)
        case .later: true
        }
    }
}
