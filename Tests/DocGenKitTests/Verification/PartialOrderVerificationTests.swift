import DocGenKit
import DocGenTestSupport
import Testing

/// Blocks checked against the partial order of steps: windows that interleave, steps that come
/// both or neither, alternatives, repeats, and real methods the model does not produce.
@Suite("Verifying blocks against a partial order")
struct PartialOrderVerificationTests {
    static let twoWindowsHome = "id=w mode=scenes from=active events=\"open-window home\""
    static let openSecond = ["application(_:configurationForConnecting:options:)", "scene(_:willConnectTo:options:)",
                             "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]

    static func errors(_ attributes: String, _ lines: [String]) throws -> [Diagnostic] {
        try verify(["en/index.md": pageWithBlock(attributes, lines)]).errors
    }

    @Test("§3.13 two windows going home may interleave: each window's own order is what counts", arguments: [
        ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"],
        ["sceneWillResignActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidEnterBackground(_:)"],
    ])
    func interleavedWindows(_ home: [String]) throws {
        let errors = try Self.errors(Self.twoWindowsHome, Self.openSecond + home)
        #expect(errors.isEmpty, "\(errors.listing)")
    }

    @Test("a window's own order still holds: background before resign fails")
    func windowOrderHolds() throws {
        let errors = try Self.errors(Self.twoWindowsHome, Self.openSecond + [
            "sceneDidEnterBackground(_:)", "sceneWillResignActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
        #expect(!errors.isEmpty)
        #expect(errors.first?.rule == "docgen.callback-order", "\(errors.listing)")
    }

    @Test("one window going home twice over is a repeat: 'appears twice'")
    func repeatedCallback() throws {
        let errors = try Self.errors("id=h mode=scenes from=active events=\"home\"",
                                     ["sceneWillResignActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])
        let repeated = try #require(errors.first { $0.rule == "docgen.callback-repeated" }, "\(errors.listing)")
        #expect(repeated.summary.contains("appears twice"))
        #expect(repeated.location.line == ContentFixture.frontMatterLines + 3)
    }

    @Test("fact 5: Split View's resign and activation come both or neither")
    func bothOrNeither() throws {
        let split = "id=s mode=app-delegate from=active events=\"split-view\""
        #expect(try Self.errors(split, ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)"]).isEmpty)
        #expect(try Self.errors(split, []).isEmpty)
        let half = try Self.errors(split, ["applicationWillResignActive(_:)"])
        #expect(half.map(\.rule) == ["docgen.callback-group"], "\(half.listing)")
    }

    @Test("§3.18 a killed session is discarded once: at the kill or after the next launch")
    func discardOnce() throws {
        let attributes = "id=k mode=scenes from=switcher events=\"kill launch\""
        let launch = ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)"]
        let connect = ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        let atKill = ["sceneDidDisconnect(_:)", "application(_:didDiscardSceneSessions:)"] + launch + connect
        let atLaunch = ["sceneDidDisconnect(_:)"] + launch + ["application(_:didDiscardSceneSessions:)"] + connect
        let later = ["sceneDidDisconnect(_:)"] + launch + connect + ["application(_:didDiscardSceneSessions:)"]
        let never = ["sceneDidDisconnect(_:)"] + launch + connect
        let twice = ["application(_:didDiscardSceneSessions:)"] + launch + ["application(_:didDiscardSceneSessions:)"] + connect
        #expect(try Self.errors(attributes, atKill).isEmpty)
        #expect(try Self.errors(attributes, atLaunch).isEmpty)
        #expect(try Self.errors(attributes, later).isEmpty, "later in the launch is allowed")
        #expect(try !Self.errors(attributes, never).isEmpty, "the discard is owed")
        #expect(try !Self.errors(attributes, twice).isEmpty, "one discard, not two")
    }

    @Test("§3.1 the configuration call comes for a new session only")
    func configurationForNewSessionOnly() throws {
        let config = "application(_:configurationForConnecting:options:)"
        let relaunch = ["application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
                        config, "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"]
        let afterPurge = try Self.errors("id=p mode=scenes from=suspended events=\"purge launch\"", relaunch)
        #expect(afterPurge.map(\.rule) == ["docgen.callback-extra"], "\(afterPurge.listing)")
        let afterKill = try Self.errors("id=k mode=scenes from=suspended events=\"kill launch\"",
                                        Array(relaunch.prefix(2)) + ["application(_:didDiscardSceneSessions:)"] + relaunch.dropFirst(2))
        #expect(afterKill.isEmpty, "\(afterKill.listing)")
    }

    @Test("a real delegate method that no event produces is named as such")
    func unmodelledMethod() throws {
        let errors = try Self.errors("id=h mode=app-delegate from=active events=\"home\"", [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
            "application(_:performFetchWithCompletionHandler:)"])
        #expect(errors.count == 1)
        #expect(errors.first?.summary.contains("real delegate method") == true, "\(errors.listing)")
    }

    @Test("window numbers: an event names a window that is open, or it is an error", arguments: [
        ("open-window close-window:1", true), ("open-window close-window:2", true), ("open-window close-window:3", false),
        ("open-window home:1", false), ("close-window:x", false),
    ])
    func windowNumbers(_ events: String, _ valid: Bool) throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock("id=n mode=scenes from=active events=\"\(events)\"", [])])
        let blocking = diagnostics.errors.filter { $0.rule != "docgen.callback-missing" }
        #expect(blocking.isEmpty == valid, "\(diagnostics.listing)")
    }

    @Test("attributes: a repeated or empty one is an error")
    func attributes() throws {
        let repeated = try verify(["en/index.md": pageWithBlock("id=a mode=scenes mode=app-delegate from=active events=\"home\"",
                                                                ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])])
        #expect(repeated.with(rule: "duplicate-attribute").count == 1, "\(repeated.listing)")
        let empty = try verify(["en/index.md": pageWithBlock("id= mode=scenes from=active events=\"home\"",
                                                             ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)"])])
        #expect(empty.with(rule: "malformed-attribute").count == 1, "\(empty.listing)")
    }
}
