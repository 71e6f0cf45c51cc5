/// `docgen status` for people: one summary line per language, then what needs work in it, with
/// the English diff of every outdated section; a total at the end.
extension TranslationStatus {
    public func text() -> String {
        var lines: [String] = []
        for status in languages {
            lines.append("\(status.language): " + Self.summary(Counts(status)))
            for page in status.pages.outdated {
                lines.append("  outdated: \(page.file) (from \(page.english))")
                if !page.headingsMatch {
                    lines.append("    its headings follow neither English version: the changes cannot be placed")
                }
                for change in page.sections {
                    lines.append("    " + Self.describe(change, english: page.english))
                    lines += (change.diff ?? ["(the recorded English text is not in the lock file)"]).map { "      " + $0 }
                }
            }
            lines += status.pages.unrecorded.map { "  never marked translated: \(status.language)/\($0)" }
            lines += status.pages.missing.map { "  missing: \($0) (no \(status.language)/\($0))" }
            lines += status.pages.unreadable.map { "  unreadable front matter: \(status.language)/\($0) (see docgen verify)" }
            lines += status.strings.needsReview.map { "  UI string needs review: \($0.key) (\($0.state ?? "")) at \($0.location)" }
            lines += status.strings.missing.map { "  UI string missing: \($0.key) at \($0.location)" }
        }
        lines.append("total: " + Self.summary(total))
        return lines.joined(separator: "\n") + "\n"
    }

    private static func summary(_ counts: Counts) -> String {
        var pages = "pages: \(counts.pagesCurrent) current, \(counts.pagesOutdated) outdated, \(counts.pagesMissing) missing, "
            + "\(counts.pagesUnrecorded) never marked translated"
        if counts.pagesUnreadable > 0 { pages += ", \(counts.pagesUnreadable) unreadable" }
        return pages + "; UI strings: \(counts.stringsTranslated) translated, \(counts.stringsNeedingReview) need review, "
            + "\(counts.stringsMissing) missing"
    }

    private static func describe(_ change: SectionChange, english: String) -> String {
        let name = switch change.section {
        case PageSection.frontMatterKey: "the front matter"
        case PageSection.leadKey: "the lead"
        default: change.heading.map { "section '\($0)'" } ?? "section '\(change.section)'"
        }
        let englishPlace = change.englishLine.map { "\(english):\($0)" }
        let here = change.line.map { "line \($0)" }
        switch change.change {
        case .changed:
            return "changed: \(name) (\(englishPlace ?? english)\(here.map { "; here \($0)" } ?? ""))"
        case .added:
            return "new in English, not translated: \(name) (\(englishPlace ?? english)\(here.map { "; goes before \($0)" } ?? ""))"
        case .removed:
            return "removed from English: \(name)\(here.map { " (here \($0))" } ?? "")"
        }
    }
}
