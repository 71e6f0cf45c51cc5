import DocGenKit
import Testing

@Suite("Front matter")
struct FrontMatterTests {
    func read(_ text: String) -> FrontMatterReader.Result {
        FrontMatterReader.read(text, file: "Content/en/page.md")
    }

    @Test("a complete front matter is read, and the body starts below it")
    func complete() throws {
        let result = read("---\ntitle: App states\norder: 3\ndescription: The five states.\nunsafe-html: true\n---\n# Body\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frontMatter == FrontMatter(title: "App states", order: 3, description: "The five states.", allowsRawHTML: true))
        #expect(result.body == "# Body\n")
        #expect(result.bodyLineOffset == 6)
    }

    @Test("'order' is read as YAML writes whole numbers; one too large is an error at its place, never a trap", arguments: [
        ("12", 12), ("-3", -3), ("1_000", 1_000), ("0x1F", 31), ("1:30", 90), ("-1:30", -90),
    ])
    func orderForms(written: String, value: Int) {
        let result = read("---\ntitle: T\norder: \(written)\n---\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.frontMatter?.order == value)
    }

    @Test("an 'order' past Int's range, in base 10 or base 60 (found by fuzzing), is an error at its line and column",
          arguments: ["6666666666666666:59:59", "99999999999999999999", "1:75"])
    func orderOverflow(written: String) throws {
        let result = read("---\ntitle: T\norder: \(written)\n---\n")
        #expect(result.frontMatter == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.location == SourceLocation(file: "Content/en/page.md", line: 3, column: 8))
        #expect(diagnostic.summary.contains("'order' must be a whole number"))
    }

    @Test("raw HTML is off unless the page opts in")
    func rawHTMLDefault() {
        #expect(read("---\ntitle: T\norder: 1\n---\n").frontMatter?.allowsRawHTML == false)
    }

    @Test("a page without front matter is an error at 1:1 and keeps its whole text as body")
    func missing() throws {
        let result = read("# Just Markdown\n")
        #expect(result.frontMatter == nil)
        #expect(result.body == "# Just Markdown\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(diagnostic.location == SourceLocation(file: "Content/en/page.md", line: 1, column: 1))
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.rule == "docgen.front-matter")
        #expect(diagnostic.summary.contains("missing front matter"))
    }

    @Test("front matter without a closing line is an error")
    func unclosed() throws {
        let result = read("---\ntitle: T\norder: 1\n\n# Body\n")
        #expect(result.frontMatter == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary.contains("not closed"))
        #expect(diagnostic.location.line == 1)
        #expect(diagnostic.rule == "docgen.front-matter")
    }

    @Test("malformed YAML is reported at the file line and column of the problem")
    func malformed() throws {
        // Line 4 of the file: the indented key makes "order:" a mapping value inside a scalar.
        let result = read("---\ntitle: T\norder: 1\ndescription: a\n  nested: b\n---\n")
        #expect(result.frontMatter == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary.hasPrefix("malformed front matter: "))
        #expect(diagnostic.location.line == 5)
        #expect(diagnostic.location.column == 9, "the ':' after 'nested' is byte column 9 of line 5")
    }

    @Test("an unclosed quote is reported on its line")
    func unclosedQuote() throws {
        let result = read("---\ntitle: \"T\norder: 1\n---\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary.hasPrefix("malformed front matter: "))
        #expect((2...4).contains(diagnostic.location.line))
    }

    @Test("an unknown key is an error at the key, with a did-you-mean")
    func unknownKey() throws {
        let result = read("---\ntitle: T\norder: 1\ndescripton: x\n---\n")
        #expect(result.frontMatter == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary == "unknown front matter key 'descripton'; did you mean 'description'?")
        #expect(diagnostic.location == SourceLocation(file: "Content/en/page.md", line: 4, column: 1))
    }

    @Test("an unknown key far from every known one has no suggestion")
    func unknownKeyNoSuggestion() throws {
        let result = read("---\ntitle: T\norder: 1\nauthor: me\n---\n")
        #expect(result.diagnostics.map(\.summary) == ["unknown front matter key 'author'"])
    }

    @Test("order must be a whole number; the error points at the value", arguments: ["first", "1.5", "[1]"])
    func orderNotAnInteger(_ value: String) throws {
        let result = read("---\ntitle: T\norder: \(value)\n---\n")
        #expect(result.frontMatter == nil)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.summary == "'order' must be a whole number")
        #expect(diagnostic.location.line == 3)
        #expect(diagnostic.location.column == 8)
    }

    @Test("title is required; order is optional but a whole number when given")
    func required() {
        #expect(read("---\norder: 1\n---\n").diagnostics.map(\.summary) == ["front matter needs a 'title'"])
        let unordered = read("---\ntitle: T\n---\n")
        #expect(unordered.diagnostics.isEmpty)
        #expect(unordered.frontMatter?.order == nil)
        #expect(read("---\ntitle: T\norder: first\n---\n").diagnostics.map(\.summary) == ["'order' must be a whole number"])
    }

    @Test("unsafe-html must be a Boolean")
    func unsafeHTMLBoolean() {
        #expect(read("---\ntitle: T\norder: 1\nunsafe-html: maybe\n---\n").diagnostics.map(\.summary)
            == ["'unsafe-html' must be true or false"])
    }

    @Test("front matter that is not a mapping is an error")
    func notAMapping() {
        #expect(read("---\n- a\n- b\n---\n").diagnostics.map(\.summary) == ["front matter must be a mapping with 'title:' (and optionally 'order:', 'description:')"])
    }

    @Test("a title in Chinese keeps its text")
    func chineseTitle() {
        #expect(read("---\ntitle: 应用状态一览\norder: 2\n---\n正文\n").frontMatter?.title == "应用状态一览")
    }

    @Test("a page saved with Windows line endings (CRLF) has its front matter read")
    func crlfLineEndings() {
        let result = read("---\r\ntitle: T\r\norder: 1\r\n---\r\n# Body\r\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.summary))")
        #expect(result.frontMatter?.title == "T")
    }
}

@Suite("Front matter: updated")
struct FrontMatterUpdatedTests {
    @Test("'updated' is read as a calendar day")
    func readsDay() throws {
        let result = FrontMatterReader.read("---\ntitle: T\nupdated: 2028-02-29\n---\n", file: "Content/en/page.md")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let day = try #require(result.frontMatter?.updated)
        #expect((day.year, day.month, day.day) == (2028, 2, 29))
        #expect(day.iso == "2028-02-29")
    }

    @Test("a day that does not exist or is not written YYYY-MM-DD is an error at the value's line and column",
          arguments: ["2026-02-29", "2026-13-01", "2026-11-31", "20 Nov 2026", "2026-1-5", "yesterday", "'2026-11-20T10:00'"])
    func badDay(value: String) throws {
        let result = FrontMatterReader.read("---\ntitle: T\norder: 2\nupdated: \(value)\n---\nBody\n", file: "Content/fr/page.md")
        #expect(result.frontMatter == nil)
        let problem = try #require(result.diagnostics.first, "no diagnostic for \(value)")
        #expect(result.diagnostics.count == 1)
        #expect(problem.rule == "docgen.front-matter" && problem.severity == .error)
        #expect(problem.location == SourceLocation(file: "Content/fr/page.md", line: 4, column: 10), "\(problem.location)")
        #expect(problem.summary.contains("YYYY-MM-DD"), "\(problem.summary)")
    }
}
