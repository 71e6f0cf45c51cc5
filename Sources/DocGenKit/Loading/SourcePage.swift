/// One Markdown file of `Content/` as read from disk, before parsing.
public struct SourcePage: Sendable {
    public let language: Language
    /// The path inside the language folder, with `/` separators: `scenes/scene-delegate.md`.
    /// A page's translations have the same path in every language folder.
    public let path: String
    /// The path printed in diagnostics (relative to where docgen was started when possible).
    public let displayPath: String
    public let text: String

    public init(language: Language, path: String, displayPath: String, text: String) {
        self.language = language
        self.path = path
        self.displayPath = displayPath
        self.text = text
    }

    /// The folder inside the language folder: the page's section ("" for top-level pages).
    public var section: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `<section>/_section.md` describes its folder (title, order, description) instead of being a page.
    public var isSectionDescription: Bool { path == SectionDescription.fileName || path.hasSuffix("/" + SectionDescription.fileName) }

    /// The output path of the page: `scenes/scene-delegate.html`.
    public var htmlPath: String { String(path.dropLast(3)) + ".html" }
}
