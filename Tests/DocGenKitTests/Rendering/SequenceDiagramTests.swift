@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Sequence figures read at their natural size on a desktop: drawn roomy when that fits the
/// sequence card, closer together (titles and states on two lines) when not.
@Suite("Sequence diagrams")
struct SequenceDiagramTests {
    /// The checked sequences of one of `Content/`'s pages, in `language`.
    static func sequences(_ language: String, _ path: String) throws -> [CheckedSequence] {
        let url = PackagePaths.content.appendingPathComponent("\(language)/\(path)")
        let page = PageParser.parse(SourcePage(language: Language(language), path: path, displayPath: url.path,
                                               text: try String(contentsOf: url, encoding: .utf8)))
        return page.lifecycleBlocks.map(SequenceChecker.check)
    }

    static func width(_ svg: String) -> Double? {
        svg.firstMatch(of: /viewBox="0 0 ([0-9.]+)[ ]/).flatMap { Double($0.output.1) }
    }

    @Test("Every sequence figure of the scene delegate page fits the card", arguments: StateDiagramTests.languages)
    func fitsTheCard(language: String) throws {
        let diagram = SequenceDiagram(names: try StateDiagramTests.names(language))
        let figures = try Self.sequences(language, "scenes/scene-delegate.md").compactMap(diagram.figure)
        // Two scenes make four lanes and the widest figures.
        #expect(figures.contains { $0.svg.contains("data-node=\"scene-2\"") })
        for figure in figures {
            let width = try #require(Self.width(figure.svg))
            #expect(width <= SequenceDiagram.columnWidth, "\(language): \(width) px")
        }
    }

    @Test("A figure that fits as drawn keeps its titles and states on one line")
    func roomyFirst() throws {
        let diagram = SequenceDiagram(names: try StateDiagramTests.names("en"))
        let figure = try #require(try Self.sequences("en", "life-cycle/app-launch.md").compactMap(diagram.figure).first)
        #expect(try #require(Self.width(figure.svg)) <= SequenceDiagram.columnWidth)
        #expect(!figure.svg.contains("<tspan"), "a figure that fits was wrapped")
    }
}
