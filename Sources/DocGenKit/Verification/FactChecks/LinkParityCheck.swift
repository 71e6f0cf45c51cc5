/// A translation links where its English page links: the same relative `.md` pages and external
/// URLs, compared as sets section by section when the headings correspond, else over the page. The link text is translated and may be reworded; a
/// `#fragment` names a heading of the translation's own language, so only the page is compared.
enum LinkParityCheck {
    static func compare(_ translation: PageStructure, _ english: PageStructure) -> [Diagnostic] {
        let englishFile = english.page.file
        return ItemDifference.between(english: english.links, translation: translation.links, asSets: true,
                                       bySection: translation.sectionsAlign(with: english)).map { difference in
            switch difference {
            case .replaced(let original, let item):
                .warning(at: item.location, "link to '\(item.text)' where the English page links to '\(original.text)' (\(englishFile):\(original.location.line))",
                         rule: "parity-link")
            case .missing(let original):
                .warning(at: translation.heading(correspondingTo: original, in: english),
                         "missing link to '\(original.text)' of the English page (\(englishFile):\(original.location.line))",
                         rule: "parity-link")
            case .extra(let item):
                .warning(at: item.location, "link to '\(item.text)' is not in the English page", rule: "parity-link")
            }
        }
    }
}
