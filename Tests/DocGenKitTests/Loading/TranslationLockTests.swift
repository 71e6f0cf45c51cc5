@testable import DocGenKit
import Testing

/// The record of what a translation was translated from: sections, fingerprints, the lock file.
@Suite("Translation records")
struct TranslationLockTests {
    @Test("SHA-256 gives the FIPS 180-4 digests, over one and two blocks")
    func sha256() {
        #expect(SHA256.hex(Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        let twoBlocks = "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(SHA256.hex(Array(twoBlocks.utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test("the fingerprint ignores line endings, trailing whitespace and extra blank lines, not words")
    func normalisation() {
        let original = PageSection.fingerprint(of: PageSections.normalized(["## Title", "", "One two.", "Three."]))
        let sameText = [
            ["## Title  ", "", "One two.\t", "Three."],
            ["", "## Title", "", "", "", "One two.", "Three.", "", ""],
        ]
        for lines in sameText {
            #expect(PageSection.fingerprint(of: PageSections.normalized(lines)) == original, "\(lines)")
        }
        for lines in [["## Title", "", "One three.", "Three."], ["## Title", "", "One two. Three."], ["## Title", "One two.", "Three."]] {
            #expect(PageSection.fingerprint(of: PageSections.normalized(lines)) != original, "\(lines)")
        }
        #expect(original.count == 12 && original.allSatisfy(\.isHexDigit))
    }

    @Test("a page is cut into its front matter, its lead and one section per heading, CRLF or not")
    func sections() {
        let text = "---\ntitle: T\norder: 2\n---\nLead.\n\n## One\n\nText.\n\n### One, deeper\nMore.\n\nSetext\n------\n\nLast.\n"
        let page = PageParser.parse(SourcePage(language: .source, path: "x.md", displayPath: "x.md", text: text))
        let sections = PageSections.of(page)
        #expect(sections.map(\.key) == [PageSection.frontMatterKey, PageSection.leadKey, "one", "one-deeper", "setext"])
        #expect(sections.map(\.level) == [nil, nil, 2, 3, 2])
        #expect(sections.map(\.line) == [2, 5, 7, 11, 14])
        #expect(sections.map(\.text) == ["title: T\norder: 2", "Lead.", "## One\n\nText.", "### One, deeper\nMore.", "Setext\n------\n\nLast."])
        let windows = PageParser.parse(SourcePage(language: .source, path: "x.md", displayPath: "x.md",
                                                  text: LineEndings.normalized(text.replacingOccurrences(of: "\n", with: "\r\n"))))
        #expect(PageSections.of(windows).map(\.fingerprint) == sections.map(\.fingerprint))
    }

    static let awkwardTexts = [
        "", "plain", "## Heading\n\nA paragraph: with a colon, # a hash, 'quotes' and \"double quotes\".",
        "    indented code first\nthen text", "---\ntitle: looks like front matter\n---", "tab\there", "- a list\n- of: items",
        "ünïcödé 生命周期 생명주기 « guillemets »", "123", "true", "null", "~", "trailing backslash \\", "{ not: a mapping }",
        "line\n\n\nwith gaps", "\u{202F}narrow no-break space before : colon",
    ]

    @Test("a lock file is written sorted, reads back equal and rewrites byte for byte, whatever the texts")
    func roundTrip() throws {
        var lock = TranslationLock()
        for (index, text) in Self.awkwardTexts.enumerated().reversed() {
            let section = PageSection(key: index.isMultiple(of: 2) ? "s\(index)" : "(lead)", level: index.isMultiple(of: 2) ? 2 : nil,
                                      title: "", line: 1, text: text)
            lock.record([section], for: "z\(index).md")
        }
        let text = lock.serialized()
        let (read, problems) = TranslationLock.parse(text, file: "fr/translations.lock")
        #expect(problems.isEmpty, "\(problems)")
        let reread = try #require(read)
        #expect(reread == lock)
        #expect(reread.serialized() == text)
        for text in Self.awkwardTexts { #expect(reread.english.values.contains(text), "lost: \(text.debugDescription)") }
        // The same records entered in another order give the same bytes.
        var other = TranslationLock()
        for (path, sections) in lock.pages.sorted(by: { $0.key < $1.key }) {
            other.record(sections.map { recorded in
                PageSection(key: recorded.key, level: recorded.level, title: "", line: 1, text: lock.english[recorded.fingerprint]!)
            }, for: path)
        }
        #expect(other.serialized() == text)
        let pagesPart = try #require(text.range(of: "\npages:\n")).upperBound
        let paths = text[pagesPart...].split(separator: "\n").prefix { !$0.hasPrefix("english:") }
            .filter { !$0.hasPrefix("  -") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(paths == paths.sorted())
    }

    @Test("recording again drops the texts no page uses any more")
    func pruning() {
        var lock = TranslationLock()
        let old = PageSection(key: "(lead)", level: nil, title: "", line: 1, text: "Old lead.")
        let new = PageSection(key: "(lead)", level: nil, title: "", line: 1, text: "New lead.")
        lock.record([old], for: "a.md")
        lock.record([old], for: "b.md")
        lock.record([new], for: "a.md")
        #expect(Set(lock.english.values) == ["Old lead.", "New lead."])
        lock.removePages { $0 == "b.md" }
        #expect(Set(lock.english.values) == ["New lead."])
    }

    @Test("a broken lock file is an error at its line, naming the file", arguments: [
        ("version: 1\npages:\n  a.md: [\n", 4),
        ("version: 2\npages: {}\nenglish: {}\n", 1),
        ("version: 1\npages:\n  a.md:\n  - {sha256: abc}\n", 4),
        ("version: 1\npages:\n  a.md:\n  - {section: x, level: two, sha256: abc}\n", 4),
        ("just text", 1),
    ])
    func brokenFile(text: String, line: Int) {
        let (lock, problems) = TranslationLock.parse(text, file: "Content/fr/translations.lock")
        #expect(lock == nil)
        let problem = problems.first
        #expect(problem?.rule == "docgen.translations-lock")
        #expect(problem?.severity == .error)
        #expect(problem?.location.file == "Content/fr/translations.lock")
        #expect(problem?.location.line == line, "\(problems)")
    }
}
