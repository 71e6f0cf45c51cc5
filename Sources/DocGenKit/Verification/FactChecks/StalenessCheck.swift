/// Warns about every English section that changed, appeared or went away since a translation was
/// marked translated, at the translated section it concerns, and once about a translation that
/// was never marked. Not a `FactCheck`: it reads the assessment the verifier also hands to the
/// renderer, so the page and the warnings can never disagree.
enum StalenessCheck {
    static func diagnostics(for pages: [PageStaleness], in content: ParsedContent) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for page in pages {
            let top = SourceLocation(file: page.translationFile, line: 1)
            switch page.state {
            case .current:
                continue
            case .unrecorded:
                diagnostics.append(.warning(at: top, "never marked translated: once this page says what '\(page.englishFile)' says, run 'docgen translated \(page.translationFile)'",
                                            rule: "translation-unrecorded"))
                continue
            case .outdated:
                break
            }
            if !page.headingsMatch {
                diagnostics.append(.warning(at: top, "the headings of this page follow neither '\(page.englishFile)' nor the English it was translated from, so the changes below cannot be placed; bring the headings in line, then run 'docgen translated'",
                                            rule: "outdated-translation"))
            }
            for change in page.changes {
                diagnostics.append(diagnostic(for: change, in: page))
            }
        }
        // A record whose page is gone is harmless, but it says something that is no longer true.
        for (language, lock) in content.translationLocks {
            // Sorted once found: sorting every recorded path was most of this check on a recorded site.
            for path in lock.pages.keys.filter({ content.page(language, $0) == nil }).sorted() {
                diagnostics.append(.warning(at: SourceLocation(file: lock.file, line: lock.lines[path] ?? 1),
                                            "'\(path)' is recorded as translated, but there is no such page in '\(language.code)'; the next 'docgen translated' in this language drops it",
                                            rule: "translations-lock"))
            }
        }
        return diagnostics
    }

    private static func diagnostic(for change: PageStaleness.Change, in page: PageStaleness) -> Diagnostic {
        let here = change.translation.map { SourceLocation(file: page.translationFile, line: $0.line) }
        switch change.kind {
        case .changed:
            let english = change.english!
            return .warning(at: here ?? SourceLocation(file: page.translationFile, line: 1),
                            "outdated: \(describe(english)) of '\(page.englishFile)' (line \(english.line)) changed since this was translated; 'docgen status \(page.language.code)' shows how",
                            rule: "outdated-translation")
        case .removed:
            return .warning(at: here ?? SourceLocation(file: page.translationFile, line: 1),
                            "outdated: '\(page.englishFile)' no longer has the section '\(change.recordedKey ?? "")' this was translated from",
                            rule: "outdated-translation")
        case .added:
            let english = change.english!
            // Before the translated section that follows it, or after the last one.
            let last = page.translationSections.last.map { SourceLocation(file: page.translationFile, line: $0.line) }
            let (location, place) = here.map { ($0, "before this heading") }
                ?? (page.headingsMatch ? (last ?? SourceLocation(file: page.translationFile, line: 1), "at the end of the page")
                                       : (SourceLocation(file: page.translationFile, line: 1), "in this page"))
            return .warning(at: location,
                            "not translated: \(describe(english)) of '\(page.englishFile)' (line \(english.line)) is new since this page was translated; it goes \(place)",
                            rule: "untranslated-section")
        }
    }

    /// `section 'Title'`, `the lead`, `the front matter`: how a message names an English section.
    static func describe(_ section: PageSection) -> String {
        switch section.key {
        case PageSection.frontMatterKey: "the front matter"
        case PageSection.leadKey: "the lead (the text before the first heading)"
        default: "section '\(section.title)'"
        }
    }
}
