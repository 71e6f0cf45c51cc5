@testable import DocGenKit
import DocGenTestSupport
import Lifecycle
import Testing

/// Where two windows could receive a line, the line names its window (`window=N`): the table then
/// shows the receiver the writer meant, and each row's states follow the block's own order.
@Suite("Window markers and states along the documented order")
struct WindowMarkerTests {
    static let attributes = PartialOrderVerificationTests.twoWindowsHome
    static let openSecond = PartialOrderVerificationTests.openSecond
    /// Home with two windows, window 2 first to the background (as the comments of a log would say).
    static let home = ["sceneWillResignActive(_:)", "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidEnterBackground(_:)"]

    static func checked(_ lines: [String], attributes: String = attributes) throws -> CheckedSequence {
        let page = PageParser.parse(SourcePage(language: Language("en"), path: "index.md", displayPath: "Content/en/index.md",
                                               text: pageWithBlock(attributes, lines)))
        return SequenceChecker.check(try #require(page.lifecycleBlocks.first))
    }

    static func marked(_ windows: [Int]) -> [String] {
        openSecond + zip(home, windows).map { "\($0) window=\($1)   // a comment" }
    }

    @Test("marked lines take the window they name, and the app state follows the log: inactive while window 1 is in front")
    func markedRows() throws {
        let sequence = try Self.checked(Self.marked([1, 2, 2, 1]))
        #expect(sequence.diagnostics.isEmpty, "\(sequence.diagnostics.listing)")
        let rows = sequence.rows.suffix(4).map { ($0.step?.scene, $0.step?.appState, $0.step?.sceneState) }
        #expect(rows.map(\.0) == [1, 2, 2, 1])
        #expect(rows.map(\.1) == [.active, .inactive, .inactive, .background])
        #expect(rows.map(\.2) == [.foregroundInactive, .foregroundInactive, .background, .background])
        #expect(sequence.rows.allSatisfy { $0.line.spelling.hasSuffix(")") }, "the marker is not part of the callback")
    }

    @Test("the other interleaving, marked: window 1 goes first and window 2 is still active after it")
    func otherOrder() throws {
        let sequence = try Self.checked(Self.openSecond + [
            "sceneWillResignActive(_:) window=1", "sceneDidEnterBackground(_:) window=1",
            "sceneWillResignActive(_:) window=2", "sceneDidEnterBackground(_:) window=2"])
        #expect(sequence.diagnostics.isEmpty, "\(sequence.diagnostics.listing)")
        #expect(sequence.rows.suffix(4).map { $0.step?.appState } == [.active, .active, .inactive, .background])
    }

    @Test("unmarked lines that either window could take get a warning each, at the line")
    func unmarkedAreAmbiguous() throws {
        let sequence = try Self.checked(Self.openSecond + Self.home)
        #expect(!sequence.diagnostics.hasErrors)
        let warnings = sequence.diagnostics.filter { $0.rule == "docgen.ambiguous-window" }
        #expect(warnings.count == 4, "\(sequence.diagnostics.listing)")
        #expect(warnings.map(\.location.line) == (0..<4).map { ContentFixture.frontMatterLines + 6 + $0 })
        #expect(warnings.first?.summary.contains("window 1 or window 2") == true)
        // Only window 2 moves: nothing to choose, nothing to say.
        let single = try Self.checked(Self.openSecond, attributes: "id=w mode=scenes from=active events=\"open-window\"")
        #expect(single.diagnostics.isEmpty, "\(single.diagnostics.listing)")
    }

    @Test("a marker that contradicts the order is an error: window 2 cannot enter the background before it resigns")
    func markerKeepsTheOrder() throws {
        let sequence = try Self.checked(Self.marked([1, 1, 2, 2]))
        #expect(sequence.diagnostics.hasErrors, "\(sequence.diagnostics.listing)")
    }

    @Test("bad markers name the marker's column", arguments: [
        ("sceneDidEnterBackground(_:) window=two", "docgen.window-marker"),
        ("sceneDidEnterBackground(_:) window=0", "docgen.window-marker"),
        ("applicationWillTerminate(_:) window=1", "docgen.window-marker"),
        ("sceneDidEnterBackground(_:) window=3", "docgen.callback-window"),
    ])
    func badMarkers(_ line: String, _ rule: String) throws {
        let sequence = try Self.checked(Self.openSecond + ["sceneWillResignActive(_:) window=1", "sceneWillResignActive(_:) window=2",
                                                           line, "sceneDidEnterBackground(_:) window=1"])
        let error = try #require(sequence.diagnostics.first { $0.severity == .error }, "\(sequence.diagnostics.listing)")
        #expect(error.rule == rule, "\(sequence.diagnostics.listing)")
        let column = line.utf8.count - line.split(separator: " ").last!.utf8.count + 1
        #expect(error.location.column == column)
    }

    @Test("a translation names the same windows as English")
    func translationParity() throws {
        let english = pageWithBlock(Self.attributes, Self.marked([1, 2, 2, 1]))
        let same = try verify(["en/index.md": english, "fr/index.md": english])
        #expect(same.with(rule: "translation-mismatch").isEmpty, "\(same.listing)")
        let swapped = try verify(["en/index.md": english, "fr/index.md": pageWithBlock(Self.attributes, Self.marked([2, 1, 1, 2]))])
        let mismatch = try #require(swapped.with(rule: "translation-mismatch").first, "\(swapped.listing)")
        #expect(mismatch.summary.contains("window=2, English has window=1"))
    }
}
