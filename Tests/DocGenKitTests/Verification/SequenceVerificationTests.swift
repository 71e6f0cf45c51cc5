import DocGenKit
import Testing

/// Lifecycle blocks checked against the model, on fixture content.
@Suite("Verifying lifecycle blocks")
struct SequenceVerificationTests {
    static let home = "id=home mode=app-delegate from=active events=\"home\""

    @Test("a correct block passes with no diagnostic")
    func correctBlock() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("every accepted spelling and trailing comments pass")
    func spellingsAndComments() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, [
            "applicationWillResignActive:   // Objective-C selector",
            "applicationDidEnterBackground  // bare name",
        ])])
        #expect(diagnostics.isEmpty, "\(diagnostics.listing)")
    }

    @Test("a swapped pair of lines is a callback-order error at the exact position of the offending line")
    func swappedLines() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, [
            "    applicationDidEnterBackground(_:)",
            "    applicationWillResignActive(_:)",
        ])])
        let order = diagnostics.with(rule: "callback-order")
        #expect(order.count == 1, "\(diagnostics.listing)")
        let error = try #require(order.first)
        #expect(error.severity == .error)
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 6, column: 5))
        #expect(error.summary.contains("'applicationWillResignActive(_:)' comes before it"))
        #expect(diagnostics.errors.count == 1, "one swap, one error:\n\(diagnostics.listing)")
    }

    @Test("the column of an indented body line is its byte offset, whatever the Chinese comments around it")
    func columnAfterChinese() throws {
        // The spelling on line 7 starts at byte 3; Chinese comments (3 bytes a character) do not move it.
        let diagnostics = try verify(["zh-Hans/index.md": pageWithBlock(Self.home, [
            "applicationWillResignActive(_:) // 先失去活跃",
            "  sceneDidEnterBackground(_:)   // 错误的模式",
        ]), "en/index.md": pageWithBlock(Self.home, ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])])
        let error = try #require(diagnostics.with(rule: "callback-mode").first, "\(diagnostics.listing)")
        #expect(error.location == SourceLocation(file: "Content/zh-Hans/index.md", line: 7, column: 3))
    }

    @Test("a misspelt callback is an unknown-callback error with a did-you-mean")
    func misspelt() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=l mode=scenes from=inactive events=\"leave-switcher\"",
                                                                   ["sceneDidBecomeAcitve(_:)"])])
        let error = try #require(diagnostics.with(rule: "unknown-callback").first, "\(diagnostics.listing)")
        #expect(error.summary == "unknown callback 'sceneDidBecomeAcitve(_:)'; did you mean 'sceneDidBecomeActive(_:)'?")
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 6, column: 1))
    }

    @Test("an app-delegate-only callback in scenes mode is a callback-mode error")
    func wrongMode() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=l mode=scenes from=inactive events=\"leave-switcher\"",
                                                                   ["applicationDidBecomeActive(_:)"])])
        let error = try #require(diagnostics.with(rule: "callback-mode").first, "\(diagnostics.listing)")
        #expect(error.summary == "'applicationDidBecomeActive(_:)' is not called in scenes mode")
        #expect(error.location.line == 6)
    }

    @Test("a scenes-only callback in app-delegate mode is a callback-mode error")
    func wrongModeTheOtherWay() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=l mode=app-delegate from=inactive events=\"leave-switcher\"",
                                                                   ["sceneDidBecomeActive(_:)"])])
        #expect(diagnostics.with(rule: "callback-mode").count == 1, "\(diagnostics.listing)")
    }

    @Test("an ambiguous bare name is an error that lists the candidates")
    func ambiguous() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, ["performActionFor"])])
        let error = try #require(diagnostics.with(rule: "ambiguous-callback").first, "\(diagnostics.listing)")
        #expect(error.summary.contains("is ambiguous"))
        #expect(error.summary.contains("'application(_:performActionFor:completionHandler:)'"))
        #expect(error.summary.contains("'windowScene(_:performActionFor:completionHandler:)'"))
    }

    @Test("unknown attribute values are errors with did-you-mean, at the attribute", arguments: [
        ("id=x mode=scene events=\"home\" from=active", "unknown-mode", "unknown mode 'scene'; did you mean 'scenes'?", 19),
        ("id=x mode=scenes from=actve events=\"home\"", "unknown-state", "unknown state 'actve'; did you mean 'active'?", 31),
        ("id=x mode=scenes from=active events=\"hom\"", "unknown-event", "unknown event 'hom'; did you mean 'home'?", 43),
        ("id=x mode=scenes from=active events=\"home\" evnts=x", "unknown-attribute", "unknown attribute 'evnts'; did you mean 'events'?", 57),
    ])
    func unknownValues(_ attributes: String, _ rule: String, _ summary: String, _ column: Int) throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(attributes, ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])])
        let error = try #require(diagnostics.with(rule: rule).first, "\(diagnostics.listing)")
        #expect(error.summary == summary)
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 5, column: column))
    }

    @Test("a block without its required attributes is reported at the fence")
    func missingAttributes() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=x", ["sceneDidBecomeActive"])])
        let missing = diagnostics.with(rule: "missing-attribute")
        #expect(Set(missing.map(\.summary)) == ["lifecycle block needs 'mode='", "lifecycle block needs 'events='"])
        #expect(missing.allSatisfy { $0.location == SourceLocation(file: "Content/en/index.md", line: 5, column: 1) })
    }

    @Test("an event impossible in its state is an impossible-event error naming the state")
    func impossibleEvent() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=x mode=app-delegate from=not-running events=\"foreground\"",
                                                                   ["applicationWillEnterForeground(_:)"])])
        let error = try #require(diagnostics.with(rule: "impossible-event").first, "\(diagnostics.listing)")
        #expect(error.summary.contains("'foreground' is impossible while the app is not running"))
        #expect(error.location.line == 5)
    }

    @Test("a missing required step is an error; a missing optional step only a warning")
    func missingSteps() throws {
        let kill = "id=k mode=scenes from=active events=\"open-switcher kill\""
        let optionalOnly = try verify(["en/index.md": pageWithBlock(kill, ["sceneWillResignActive(_:)", "applicationWillTerminate(_:)"])])
        #expect(optionalOnly.errors.isEmpty, "\(optionalOnly.listing)")
        #expect(optionalOnly.with(rule: "optional-step-omitted").count == 3, "\(optionalOnly.listing)")
        #expect(optionalOnly.warnings.count == optionalOnly.count)

        let required = try verify(["en/index.md": pageWithBlock(kill, ["applicationWillTerminate(_:)"])])
        let error = try #require(required.with(rule: "callback-missing").first, "\(required.listing)")
        #expect(error.summary == "missing 'sceneWillResignActive(_:)' before 'applicationWillTerminate(_:)'")
    }

    @Test("a required step missing at the end is reported on the last line")
    func missingAtEnd() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, ["applicationWillResignActive(_:)"])])
        let error = try #require(diagnostics.with(rule: "callback-missing").first)
        #expect(error.summary == "missing 'applicationDidEnterBackground(_:)' at the end of the sequence")
        #expect(error.location.line == 6)
    }

    @Test("a callback the events do not produce is a callback-extra error")
    func extraCallback() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(Self.home, [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)",
        ])])
        #expect(diagnostics.with(rule: "callback-extra").map(\.location.line) == [8], "\(diagnostics.listing)")
    }

    @Test("a repeated lifecycle id in one page is a duplicate-id error at the second id")
    func duplicateID() throws {
        let block = Fixture.lifecycle(Self.home, ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
        let diagnostics = try verify(["en/index.md": Fixture.page(body: block + "\n" + block)])
        let error = try #require(diagnostics.with(rule: "duplicate-id").first, "\(diagnostics.listing)")
        #expect(error.summary == "duplicate lifecycle id 'home' (first used on line 5)")
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 10, column: 14))
        #expect(diagnostics.count == 1)
    }

    @Test("an unclosed quote in the info string is a malformed-attribute error")
    func unclosedQuote() throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=x mode=scenes events=\"home", [])])
        #expect(diagnostics.with(rule: "malformed-attribute").count == 1, "\(diagnostics.listing)")
    }

    @Test("a block quoted in a blockquote reports body lines at their real column")
    func blockInBlockquote() throws {
        let body = "> ```lifecycle \(Self.home)\n> applicationDidEnterBackground(_:)\n> applicationWillResignActive(_:)\n> ```\n"
        let diagnostics = try verify(["en/index.md": Fixture.page(body: body)])
        let error = try #require(diagnostics.with(rule: "callback-order").first, "\(diagnostics.listing)")
        #expect(error.location == SourceLocation(file: "Content/en/index.md", line: 6, column: 3))
    }

    @Test("attribute diagnostics of an indented block point at the attribute")
    func attributeColumnInIndentedBlock() throws {
        // "> ```lifecycle id=…": the 'id' attribute starts at byte column 16.
        let block = "> ```lifecycle \(Self.home)\n> applicationWillResignActive(_:)\n> applicationDidEnterBackground(_:)\n> ```\n"
        let diagnostics = try verify(["en/index.md": Fixture.page(body: block + "\n" + block)])
        let error = try #require(diagnostics.with(rule: "duplicate-id").first, "\(diagnostics.listing)")
        #expect(error.location.line == 10)
        #expect(error.location.column == 16)
    }
}
