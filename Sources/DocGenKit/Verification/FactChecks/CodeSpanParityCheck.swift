/// A translation has its English page's code spans: identifiers, selectors and values are never
/// translated. Compared section by section when the headings correspond one for one (the same
/// count and levels), otherwise over the whole page, as multisets: the order may follow the
/// translated sentence.
enum CodeSpanParityCheck {
    static func compare(_ translation: PageStructure, _ english: PageStructure) -> [Diagnostic] {
        let englishFile = english.page.file
        let bySection = translation.sectionsAlign(with: english)
        let scope = bySection ? "English section" : "English page"
        return ItemDifference.between(english: english.codeSpans, translation: translation.codeSpans, asSets: false, bySection: bySection).map { difference in
            switch difference {
            case .replaced(let original, let item):
                .warning(at: item.location, "code span `\(item.text)` where the \(scope) has `\(original.text)` (\(englishFile):\(original.location.line))",
                         rule: "parity-code-span")
            case .missing(let original):
                .warning(at: translation.heading(correspondingTo: original, in: english),
                         "missing code span `\(original.text)` of the \(scope) (\(englishFile):\(original.location.line))",
                         rule: "parity-code-span")
            case .extra(let item):
                .warning(at: item.location, "code span `\(item.text)` is not in the \(scope)", rule: "parity-code-span")
            }
        }
    }
}
