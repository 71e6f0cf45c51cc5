/// A section (a folder of pages) as its `_section.md` describes it, in one language: a title for
/// the navigation, its place among sections, and a sentence about it. Translated like any page.
public struct SectionDescription: Sendable, Equatable {
    public static let fileName = "_section.md"

    public var name: String
    public var title: String
    public var order: Int?
    public var description: String?
}

/// The sections of the content, in navigation order, with their titles in every language.
public struct ContentSections: Sendable {
    /// Section names in navigation order: by the English `order`, then title.
    public let order: [String]
    private let byLanguage: [Language: [String: SectionDescription]]

    public init(_ content: ParsedContent) {
        var byLanguage: [Language: [String: SectionDescription]] = [:]
        for page in content.pages where page.source.isSectionDescription {
            guard let front = page.frontMatter else { continue }
            let name = page.source.section
            byLanguage[page.source.language, default: [:]][name] =
                SectionDescription(name: name, title: front.title, order: front.order, description: front.description)
        }
        self.byLanguage = byLanguage
        let english = (byLanguage[.source] ?? [:]).values
        order = english.sorted { ($0.order == nil ? 1 : 0, $0.order ?? 0, $0.title) < ($1.order == nil ? 1 : 0, $1.order ?? 0, $1.title) }
            .map(\.name)
    }

    /// The section in `language`, or the English one when it is not translated yet.
    public func section(_ name: String, in language: Language) -> SectionDescription? {
        byLanguage[language]?[name] ?? byLanguage[.source]?[name]
    }

    /// Whether English describes the section.
    public func isDescribed(_ name: String) -> Bool { byLanguage[.source]?[name] != nil }
}
