@testable import DocGenKit
import Testing

/// `PageStaleness.addKey(to:)`, which hashes a page's staleness field by field for its key.
@Suite("Page staleness in a page's key")
struct PageStalenessKeyTests {
    static let section = PageSection(key: "launch", level: 2, title: "Launch", line: 12, text: "The app launches.")
    static let change = PageStaleness.Change(kind: .changed, english: section, recordedKey: "launch",
                                             recordedText: "The app starts.", translation: section)
    static let page = PageStaleness(language: Language("fr"), path: "launch/page.md", translationFile: "Content/fr/launch/page.md",
                                    englishFile: "Content/en/launch/page.md", state: .outdated, changes: [change],
                                    headingsMatch: true, translationSections: [section])

    @Test("hashes as many fields as the types have: a field added without a line in addKey fails here")
    func everyField() {
        #expect(Mirror(reflecting: Self.page).children.count == 8)
        #expect(Mirror(reflecting: Self.change).children.count == 5)
        #expect(Mirror(reflecting: Self.section).children.count == 5)
    }

    @Test("a change to any one field, or a nil for a value, gives another key")
    func everyFieldCounts() {
        let other = PageSection(key: "launch", level: nil, title: "Launch", line: 12, text: "The app launches.")
        let sections: [PageSection] = [
            Self.section, other,
            PageSection(key: "launch-2", level: 2, title: "Launch", line: 12, text: "The app launches."),
            PageSection(key: "launch", level: 3, title: "Launch", line: 12, text: "The app launches."),
            PageSection(key: "launch", level: 2, title: "Start", line: 12, text: "The app launches."),
            PageSection(key: "launch", level: 2, title: "Launch", line: 13, text: "The app launches."),
            PageSection(key: "launch", level: 2, title: "Launch", line: 12, text: "The app starts."),
        ]
        var changes = sections.map { PageStaleness.Change(kind: .changed, english: $0, recordedKey: "launch", recordedText: "The app starts.",
                                                          translation: Self.section) }
        changes += sections.dropFirst().map { PageStaleness.Change(kind: .changed, english: Self.section, recordedKey: "launch",
                                                                   recordedText: "The app starts.", translation: $0) }
        changes += [
            PageStaleness.Change(kind: .added, english: Self.section, recordedKey: "launch", recordedText: "The app starts.", translation: Self.section),
            PageStaleness.Change(kind: .changed, english: nil, recordedKey: "launch", recordedText: "The app starts.", translation: Self.section),
            PageStaleness.Change(kind: .changed, english: Self.section, recordedKey: nil, recordedText: "The app starts.", translation: Self.section),
            PageStaleness.Change(kind: .changed, english: Self.section, recordedKey: "launch", recordedText: nil, translation: Self.section),
            PageStaleness.Change(kind: .changed, english: Self.section, recordedKey: "launch", recordedText: "", translation: Self.section),
            PageStaleness.Change(kind: .changed, english: Self.section, recordedKey: "launch", recordedText: "The app starts.", translation: nil),
        ]
        let page = Self.page
        var pages = changes.map { change in
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: [change], headingsMatch: page.headingsMatch, translationSections: page.translationSections)
        }
        pages += [
            PageStaleness(language: Language("es"), path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: "launch/other.md", translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: "x.md", englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: "y.md",
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: .current, changes: page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: [], headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes + page.changes, headingsMatch: true, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: false, translationSections: page.translationSections),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: []),
            PageStaleness(language: page.language, path: page.path, translationFile: page.translationFile, englishFile: page.englishFile,
                          state: page.state, changes: page.changes, headingsMatch: true, translationSections: [other]),
        ]
        let keys = pages.map { staleness in
            var hash = StableHash()
            staleness.addKey(to: &hash)
            return hash.hex
        }
        #expect(Set(keys).count == keys.count, "\(keys.count) pages, \(Set(keys).count) keys")
    }
}
