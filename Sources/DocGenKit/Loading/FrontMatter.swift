/// The YAML block at the top of a page.
public struct FrontMatter: Sendable, Equatable, Codable {
    public var title: String
    /// Position within the page's section (its folder); lower comes first. Pages without one
    /// follow the ordered pages, by title (as in Hugo and MkDocs).
    public var order: Int?
    public var description: String?
    /// Opt-in: keep raw HTML and unsafe URLs in this page (off by default, as in cmark).
    public var allowsRawHTML: Bool
    /// `updated: 2026-11-20`: when the page's content last changed, shown in its footer. Written
    /// by hand, so that a rebuild never changes it.
    public var updated: ContentDate?

    public init(title: String, order: Int? = nil, description: String? = nil, allowsRawHTML: Bool = false,
                updated: ContentDate? = nil) {
        self.title = title
        self.order = order
        self.description = description
        self.allowsRawHTML = allowsRawHTML
        self.updated = updated
    }

    static let knownKeys: Set<String> = ["title", "order", "description", "unsafe-html", "updated"]
}
