/// `heading.mustache`: a heading of a generated page with its `#` link, included where a
/// reference page's context has a `heading`.
struct HeadingContext: PartialContext {
    static let partial = Partial.heading

    /// 2 for `<h2>`.
    let level: Int
    /// Unique in the page; the table of contents and search results link to it.
    let id: String
    let text: String

    var linkTargets: [String] { [id] }

    static var sample: HeadingContext { HeadingContext(level: 2, id: "sample-heading", text: "Sample heading") }
}
