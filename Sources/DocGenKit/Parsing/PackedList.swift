/// An element of a list the parse cache keeps packed (`PageTreeFacts+Packing.swift`).
protocol PackableListElement: Sendable, Equatable {
    /// The items `pack` wrote, or nil when the bytes are not what it writes.
    static func unpack(_ bytes: [UInt8], file: String) -> [Self]?
    /// Whether `unpack` would read the bytes, found without making their texts.
    static func isPacked(_ bytes: [UInt8]) -> Bool
}

/// A list read back from the parse cache as its packed bytes and unpacked each time it is read.
/// An unchanged page's code spans, links and code blocks are read only by checks whose results
/// the check cache already holds, so in a one-page rebuild most are never unpacked: making their
/// strings, and freeing them, was a tenth of reading the cache. The bytes are checked when
/// taken, so a damaged entry is still refused then, not found wanting later.
struct PackedList<Element: PackableListElement>: Sendable, Equatable {
    private enum Form: Sendable {
        case items([Element])
        case packed([UInt8], file: String)
    }

    private var form: Form

    init(_ items: [Element] = []) { form = .items(items) }

    /// Nil when `bytes` are not a list `Element.pack` wrote.
    init?(packed bytes: [UInt8], file: String) {
        guard Element.isPacked(bytes) else { return nil }
        form = .packed(bytes, file: file)
    }

    var items: [Element] {
        switch form {
        case .items(let items): return items
        case .packed(let bytes, let file): return Element.unpack(bytes, file: file) ?? []
        }
    }

    mutating func append(_ item: Element) {
        var list = items
        form = .items([])  // the list's one reference, so that it grows in place
        list.append(item)
        form = .items(list)
    }

    static func == (left: Self, right: Self) -> Bool { left.items == right.items }
}
