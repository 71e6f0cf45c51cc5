/// A page's identity: its language and its path inside the language folder (`en` and
/// `scenes/scenes.md`). No two pages of a content folder share one.
public struct PageID: Hashable, Sendable, Codable, CustomStringConvertible {
    public let language: Language
    public let path: String

    public init(language: Language, path: String) {
        self.language = language
        self.path = path
    }

    public var description: String { language.code + "/" + path }
}

extension SourcePage {
    public var id: PageID { PageID(language: language, path: path) }
}
