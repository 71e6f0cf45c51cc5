@testable import DocGenKit
import Foundation
import Testing

/// The theme's partial tags and UI keys read from bytes (`PartialReferences`, `RequiredStrings.uiKeys`)
/// against the regular expressions they replace, which read Characters: the same finds in random
/// templates. (Their alphabet has no combining marks and no CR: there a Character is its scalar,
/// and a line ends at each line feed, as the byte scan counts them.)
@Suite("Template tags by bytes")
struct TemplateBytesTests {
    /// The partial references as the regular expression found them, line by line.
    static func partialsByRegex(_ template: String) -> [PartialReferences.Reference] {
        var references: [PartialReferences.Reference] = []
        let partialTag = /\{\{\s*[><]\s*([^\s}*][^\s}]*)\s*\}\}/
        for (index, line) in template.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            for match in line.matches(of: partialTag) {
                let column = line.utf8.distance(from: line.startIndex, to: match.range.lowerBound) + 1
                references.append(.init(name: String(match.output.1), line: index + 1, column: column))
            }
        }
        return references
    }

    static func uiKeysByRegex(_ template: String) -> [String] {
        template.matches(of: /\{\{\{?\s*ui\.([A-Za-z0-9]+)/).map { String($0.output.1) }
    }

    /// Pieces that make tags, almost-tags and text around them.
    static let pieces = ["{{", "{{>", "{{<", "{{ui.", "{{{", "{", "}}", "}", ">", "<", "*", " ", "\t", "\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{2003}",
                         "\u{3000}", "\u{200B}", "\u{1C}", "ui.", "ui", ".", "a", "Z", "9", "_", "-", "é", "名", "키", "😀", "#", "/", "^"]

    @Test("random templates: the same partials, lines and columns, and the same UI keys")
    func randomTemplates() {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SplitMix(seed: seed)
        var found = (partials: 0, keys: 0)
        for _ in 0..<3_000 {
            let count = Int(random.next() % 40)
            let template = (0..<count).map { _ in Self.pieces[Int(random.next() % UInt64(Self.pieces.count))] }.joined()
            #expect(PartialReferences.references(in: template) == Self.partialsByRegex(template), "seed \(seed): \(template.debugDescription)")
            #expect(RequiredStrings.uiKeys(in: template) == Self.uiKeysByRegex(template), "seed \(seed): \(template.debugDescription)")
            found.partials += Self.partialsByRegex(template).count
            found.keys += Self.uiKeysByRegex(template).count
        }
        // Enough of both, that the comparison means something.
        #expect(found.partials > 100 && found.keys > 100, "seed \(seed): \(found)")
    }

    @Test("docgen's own theme: the same partials and UI keys")
    func ownTheme() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Site/templates").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }
        #expect(names.count > 10)
        var partials = 0, keys = 0
        for name in names {
            let template = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(PartialReferences.references(in: template) == Self.partialsByRegex(template), "\(name)")
            #expect(RequiredStrings.uiKeys(in: template) == Self.uiKeysByRegex(template), "\(name)")
            partials += Self.partialsByRegex(template).count
            keys += Self.uiKeysByRegex(template).count
        }
        #expect(partials > 5 && keys > 20)
    }

    @Test("a tag's line and column, and tags that are not partials")
    func examples() {
        let template = "<p>\n  {{> nav }}{{>*dynamic}}\n{{ < side}} {{>two words}} {{{ui.key1}}} {{ui.}}\n{{\n ui.next}}"
        #expect(PartialReferences.references(in: template) == [
            .init(name: "nav", line: 2, column: 3), .init(name: "side", line: 3, column: 1),
        ])
        #expect(RequiredStrings.uiKeys(in: template) == ["key1", "next"])
        // A partial's tag does not run across lines.
        #expect(PartialReferences.references(in: "{{\n> a}} {{>\nb}} {{> c\n}}").isEmpty)
    }
}
