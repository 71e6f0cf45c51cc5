import Foundation

/// `docgen status`: where each translation stands, page by page and string by string, from the
/// content, its `translations.lock` files and the String Catalogs. Every list is sorted, so the
/// same files give the same report; `Codable` for `--format json`.
public struct TranslationStatus: Codable, Sendable, Equatable {
    public struct SectionChange: Codable, Sendable, Equatable {
        public var change: PageStaleness.Change.Kind
        /// The English section's key: its heading id, `(lead)` or `(front-matter)`.
        public var section: String
        /// The English heading as it is now (empty for the lead and the front matter; `nil` when removed).
        public var heading: String?
        /// Where the English section is now (`nil` when removed).
        public var englishLine: Int?
        /// The line of the translation it concerns (for an added section: the line it goes before);
        /// `nil` when it cannot be placed.
        public var line: Int?
        /// The English since translation, as `LineDiff` lines; `nil` when the record lost the old text.
        public var diff: [String]?
    }

    public struct OutdatedPage: Codable, Sendable, Equatable {
        public var path: String
        public var file: String
        public var english: String
        /// False when the translation's headings follow neither English version (see `PageStaleness`).
        public var headingsMatch: Bool
        public var sections: [SectionChange]
    }

    public struct Pages: Codable, Sendable, Equatable {
        public var current: [String] = []
        public var outdated: [OutdatedPage] = []
        /// English pages with no translation.
        public var missing: [String] = []
        /// Translations never marked translated.
        public var unrecorded: [String] = []
        /// Translations whose front matter does not read (`docgen verify` says why).
        public var unreadable: [String] = []
    }

    public struct UIString: Codable, Sendable, Equatable {
        public var key: String
        /// `Localizations/ui.xcstrings:889`.
        public var location: String
        /// The catalog's state, for a string needing review.
        public var state: String?
    }

    public struct Strings: Codable, Sendable, Equatable {
        public var translated = 0
        public var needsReview: [UIString] = []
        public var missing: [UIString] = []
    }

    public struct LanguageStatus: Codable, Sendable, Equatable {
        public var language: String
        public var pages: Pages
        public var strings: Strings
    }

    public struct Counts: Codable, Sendable, Equatable {
        public var pagesCurrent = 0, pagesOutdated = 0, pagesMissing = 0, pagesUnrecorded = 0, pagesUnreadable = 0
        public var stringsTranslated = 0, stringsNeedingReview = 0, stringsMissing = 0

        init(_ status: LanguageStatus) {
            pagesCurrent = status.pages.current.count
            pagesOutdated = status.pages.outdated.count
            pagesMissing = status.pages.missing.count
            pagesUnrecorded = status.pages.unrecorded.count
            pagesUnreadable = status.pages.unreadable.count
            stringsTranslated = status.strings.translated
            stringsNeedingReview = status.strings.needsReview.count
            stringsMissing = status.strings.missing.count
        }

        init() {}

        static func + (lhs: Counts, rhs: Counts) -> Counts {
            var sum = Counts()
            sum.pagesCurrent = lhs.pagesCurrent + rhs.pagesCurrent
            sum.pagesOutdated = lhs.pagesOutdated + rhs.pagesOutdated
            sum.pagesMissing = lhs.pagesMissing + rhs.pagesMissing
            sum.pagesUnrecorded = lhs.pagesUnrecorded + rhs.pagesUnrecorded
            sum.pagesUnreadable = lhs.pagesUnreadable + rhs.pagesUnreadable
            sum.stringsTranslated = lhs.stringsTranslated + rhs.stringsTranslated
            sum.stringsNeedingReview = lhs.stringsNeedingReview + rhs.stringsNeedingReview
            sum.stringsMissing = lhs.stringsMissing + rhs.stringsMissing
            return sum
        }
    }

    public var languages: [LanguageStatus]
    public var total: Counts

    /// The status of `languages` (all translations, of the content and of the catalogs, when empty).
    public static func gather(content: ParsedContent, strings: UIStrings, languages requested: [Language] = []) -> TranslationStatus {
        let staleness = Dictionary(TranslationStaleness.assess(content).map { ($0.language.code + "/" + $0.path, $0) },
                                   uniquingKeysWith: { a, _ in a })
        let english = content.pages.filter(\.source.language.isSource)
        let languages = requested.isEmpty
            ? Array(Set(content.languages + strings.languages)).filter { !$0.isSource }.sorted()
            : requested
        var result: [LanguageStatus] = []
        for language in languages {
            var pages = Pages()
            for original in english {
                let path = original.source.path
                guard let translation = content.page(language, path) else {
                    pages.missing.append(path)
                    continue
                }
                guard let page = staleness[language.code + "/" + path] else {
                    pages.unreadable.append(path)
                    continue
                }
                switch page.state {
                case .current: pages.current.append(path)
                case .unrecorded: pages.unrecorded.append(path)
                case .outdated: pages.outdated.append(outdated(page, file: translation.file))
                }
            }
            var uiStrings = Strings()
            for key in strings.keys {
                let location = strings.location(of: key).map { "\($0.file):\($0.line)" } ?? ""
                switch strings.translation(of: key, in: language) {
                case .translated: uiStrings.translated += 1
                case .needsReview(let state): uiStrings.needsReview.append(UIString(key: key, location: location, state: state))
                case .missing: uiStrings.missing.append(UIString(key: key, location: location, state: nil))
                }
            }
            result.append(LanguageStatus(language: language.code, pages: pages, strings: uiStrings))
        }
        return TranslationStatus(languages: result, total: result.map(Counts.init).reduce(Counts(), +))
    }

    private static func outdated(_ page: PageStaleness, file: String) -> OutdatedPage {
        let sections = page.changes.map { change in
            let diff: [String]? = switch change.kind {
            case .changed: change.recordedText.map { LineDiff.lines(from: $0, to: change.english?.text ?? "") }
            case .added: LineDiff.lines(from: "", to: change.english?.text ?? "")
            case .removed: change.recordedText.map { LineDiff.lines(from: $0, to: "") }
            }
            return SectionChange(change: change.kind, section: change.english?.key ?? change.recordedKey ?? "",
                                 heading: change.english?.title, englishLine: change.english?.line,
                                 line: change.translation?.line, diff: diff)
        }
        return OutdatedPage(path: page.path, file: file, english: page.englishFile, headingsMatch: page.headingsMatch,
                            sections: sections)
    }

    // MARK: - Output

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self) + "\n"
    }
}
