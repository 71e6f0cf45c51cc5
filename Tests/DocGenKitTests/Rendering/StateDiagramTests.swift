@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Lifecycle
import Testing

/// The state figures are drawn from the model: each figure's edges are the model's transitions,
/// no more and no fewer, in every language, and they include the edges of Apple's figures as
/// `lifecycle-facts.md` (§1.2, §1.4) lists them.
@Suite("State diagrams")
struct StateDiagramTests {
    static let languages = ["en", "fr", "es", "zh-Hans", "ko"]

    static func names(_ language: String) throws -> StateNames {
        let strings = try UIStrings.load(directory: PackagePaths.localizations, displayBase: nil)
        return StateNames(strings: strings.all(in: Language(language)))
    }

    /// The (from, to) pairs the SVG draws, read from its edges' data attributes.
    static func drawnEdges(_ svg: String) -> [String] {
        svg.matches(of: /data-from="([^"]+)" data-to="([^"]+)"/).map { "\($0.output.1)→\($0.output.2)" }
    }

    static func modelEdges(_ kind: StateDiagram.Kind) -> [String] {
        switch kind {
        case .appStates: StateGraph.appStateEdges(mode: .appDelegate).map { "\($0.from.rawValue)→\($0.to.rawValue)" }
        case .appStatesScenes: StateGraph.appStateEdges(mode: .scenes).map { "\($0.from.rawValue)→\($0.to.rawValue)" }
        case .sceneStates: StateGraph.sceneStateEdges().map { "\($0.from.rawValue)→\($0.to.rawValue)" }
        }
    }

    @Test("Each figure's edges are the model's transitions", arguments: languages)
    func edgesAreTheModels(language: String) throws {
        let diagrams = StateDiagram(names: try Self.names(language))
        for kind in StateDiagram.Kind.allCases {
            let drawn = Self.drawnEdges(diagrams.figure(kind).svg)
            #expect(drawn.count == Set(drawn).count, "\(kind) draws an edge twice: \(drawn)")
            #expect(Set(drawn) == Set(Self.modelEdges(kind)), "\(kind) in \(language): drawn \(drawn)")
        }
    }

    @Test("The figures hold the edges of Apple's figures (lifecycle-facts §1.2, §1.4)")
    func applesEdges() throws {
        let diagrams = StateDiagram(names: try Self.names("en"))
        let app = Set(Self.drawnEdges(diagrams.figure(.appStates).svg))
        let apple = ["not-running→inactive", "inactive→active", "active→inactive", "inactive→background", "background→inactive",
                     "not-running→background", "background→not-running", "background→suspended", "suspended→background",
                     "suspended→not-running", "suspended→inactive"]
        #expect(Set(apple).isSubset(of: app), "missing: \(Set(apple).subtracting(app).sorted())")
        let scenes = Set(Self.drawnEdges(diagrams.figure(.sceneStates).svg))
        let appleScenes = ["unattached→foreground-inactive", "foreground-inactive→foreground-active", "foreground-active→foreground-inactive",
                           "foreground-inactive→background", "background→foreground-inactive", "unattached→background",
                           "background→unattached"]
        #expect(Set(appleScenes).isSubset(of: scenes), "missing: \(Set(appleScenes).subtracting(scenes).sorted())")
        // Active connects only to Inactive (§1.2).
        #expect(app.filter { $0.split(separator: "→").contains("active") }.sorted() == ["active→inactive", "inactive→active"])
    }

    @Test("Silent transitions are labelled in the page's language", arguments: ["fr", "zh-Hans", "ko"])
    func eventLabelsAreTranslated(language: String) throws {
        let svg = StateDiagram(names: try Self.names(language)).figure(.appStates).svg
        let english = StateDiagram(names: try Self.names("en")).figure(.appStates).svg
        let events = { (svg: String) in svg.matches(of: /class="diagram-label diagram-label-event"[^>]*>(.*?)<\/text>/).map { String($0.output.1) } }
        #expect(!events(english).isEmpty)
        #expect(Set(events(svg)).isDisjoint(with: events(english)) || language == "fr", "\(events(svg)) vs \(events(english))")
        #expect(!events(svg).joined().contains("kill") && !events(svg).joined().contains("suspend"))
    }

    @Test("The same figure is the same bytes")
    func deterministic() throws {
        let first = StateDiagram(names: try Self.names("zh-Hans")).figure(.sceneStates).svg
        let second = StateDiagram(names: try Self.names("zh-Hans")).figure(.sceneStates).svg
        #expect(first == second)
    }

    /// The width and height an SVG declares.
    static func size(_ svg: String) -> (width: Double, height: Double)? {
        svg.firstMatch(of: /viewBox="0 0 ([0-9.]+) ([0-9.]+)"/).flatMap { match in
            Double(match.output.1).flatMap { width in Double(match.output.2).map { (width, $0) } }
        }
    }

    @Test("Every state figure fits the text column at its natural size", arguments: languages)
    func fitsTheColumn(language: String) throws {
        let diagrams = StateDiagram(names: try Self.names(language))
        for kind in StateDiagram.Kind.allCases {
            let size = try #require(Self.size(diagrams.figure(kind).svg))
            #expect(size.width <= StateDiagram.columnWidth, "\(kind) in \(language) is \(size.width) px wide")
        }
    }

    @Test("A figure that fits as it is keeps its labels on one line")
    func roomyFirst() throws {
        // The app states in scenes mode fit the column in English without wrapping.
        let svg = StateDiagram(names: try Self.names("en")).figure(.appStatesScenes).svg
        #expect(svg.contains(">willEnterForeground<"), "wrapped although it fits")
        #expect(try #require(Self.size(svg)).width <= StateDiagram.columnWidth)
    }
}

/// Labels split where a reader expects a line to break, never inside a word.
@Suite("Label wrapping")
struct LabelWrappingTests {
    static func split(_ line: String) -> [String] {
        LabelWrapping.split(line) { TextWidth.of($0, size: 11, monospace: true) }
    }

    @Test("API names split at a camel-case boundary near the middle")
    func camelCase() {
        #expect(Self.split("willEnterForeground") == ["willEnter", "Foreground"])
        #expect(Self.split("didBecomeActive") == ["didBecome", "Active"])
    }

    @Test("Words split at a space, dropping it; CJK between characters; one word stays whole")
    func wordsAndCJK() {
        #expect(Self.split("swiped away from the switcher") == ["swiped away from", "the switcher"])
        #expect(Self.split("从切换器中划掉").count == 2)
        #expect(Self.split("从切换器中划掉").joined() == "从切换器中划掉")
        #expect(Self.split("precalentamiento") == ["precalentamiento"])
        #expect(Self.split("purge") == ["purge"])
    }

    @Test("A CJK line never starts with closing punctuation")
    func noLineStart() {
        for part in Self.split("后台，挂起。终止") .dropFirst() {
            #expect(!"、。，）".contains(part.first!), "\(part)")
        }
    }
}
