/// A string made of pieces of another (UTF-8 byte ranges whose ends fall between scalars: next to
/// an ASCII delimiter, say) and of new strings, in order. The pieces are copied as they are:
/// collected as bytes, the result was checked again as UTF-8 when it became a `String`, the
/// largest single cost of a clean build (`String(decoding:)` over every page's HTML, twice).
struct StringSplice {
    private let source: String
    private var result = ""

    /// `capacity`: the bytes the result is expected to take.
    init(of source: String, capacity: Int) {
        self.source = source
        result.reserveCapacity(capacity)
    }

    /// Appends the source's bytes `range`; each end must fall between two scalars.
    mutating func copy(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        let utf8 = source.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound), end = utf8.index(start, offsetBy: range.count)
        result += source[start..<end]
    }

    mutating func append(_ text: String) { result += text }

    var text: String { result }
}
