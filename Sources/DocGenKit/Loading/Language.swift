/// A content language, named by its BCP 47 code as the folder under `Content/` is.
public struct Language: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    public let code: String
    public init(_ code: String) { self.code = code }

    /// English is the source: every other language is a translation of it.
    public static let source = Language("en")
    public var isSource: Bool { self == .source }
    public var description: String { code }

    /// The source language first, then the others by code, so every list is in a stable order.
    public static func < (lhs: Language, rhs: Language) -> Bool {
        if lhs.isSource != rhs.isSource { return lhs.isSource }
        return lhs.code < rhs.code
    }
}
