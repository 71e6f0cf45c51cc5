/// A UI string with one `%@` that a code span fills (`use %@` → `use <code>x</code>`): the
/// text around it, so that the template writes the code and every part stays escaped.
struct TextAroundCode: Sendable, Encodable {
    let before: String
    let code: String
    let after: String

    init(_ format: String, code: String) {
        let range = format.range(of: "%@")
        before = range.map { String(format[..<$0.lowerBound]) } ?? format
        after = range.map { String(format[$0.upperBound...]) } ?? ""
        self.code = code
    }
}

/// Since when a callback is deprecated on iOS, and what to use instead.
struct Deprecation: Sendable, Encodable {
    /// `Deprecated in iOS 26.0`.
    let since: String
    /// `use sceneDidBecomeActive(_:)`, when the catalogue names a replacement.
    let use: TextAroundCode?

    static let sample = Deprecation(since: "Deprecated in iOS 26.0", use: TextAroundCode("use %@", code: "sceneDidBecomeActive(_:)"))
}
