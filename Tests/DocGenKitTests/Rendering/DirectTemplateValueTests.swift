@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The contexts that make their template values directly must make what encoding them makes:
/// the same keys (an optional left out when nil), the same kinds of value, the same text.
@Suite("Template values made directly")
struct DirectTemplateValueTests {
    @Test("every table and every lifecycle block of Content/, in every language, and the partials' samples: the same values as encoding makes")
    func sameAsEncoded() throws {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root)
        let report = Verifier.verify(content)
        let strings = try UIStrings.load(directory: PackagePaths.localizations, displayBase: nil)
        var tables = 0, blocks = 0, withLegend = 0, withDiagram = 0
        for page in content.pages {
            let names = StateNames(strings: strings.all(in: page.source.language))
            for table in page.tables {
                let context = TableContext(table)
                #expect(Self.same(context.templateValue, MustacheValues.of(context)), "\(page.file): a table")
                tables += 1
            }
            for block in page.lifecycleBlocks {
                let sequence = try #require(report.sequence(block.blockID))
                for legend in [false, true] {
                    let context = LifecycleBlockContext(sequence, names: names, withLegend: legend)
                    #expect(Self.same(context.templateValue, MustacheValues.of(context)), "\(page.file): block \(block.id ?? "?")")
                    if context.legend != nil { withLegend += 1 }
                    if context.diagram != nil { withDiagram += 1 }
                }
                blocks += 1
            }
        }
        // Every shape was met: cells with and without alignment and labels, blocks with and without the optional parts.
        #expect(tables > 10 && blocks > 50 && withLegend > 0 && withDiagram > 0, "\(tables) tables, \(blocks) blocks")
        #expect(Self.same(TableContext.sample.templateValue, MustacheValues.of(TableContext.sample)))
        #expect(Self.same(LifecycleBlockContext.sample.templateValue, MustacheValues.of(LifecycleBlockContext.sample)))
    }

    @Test("the comparison itself tells a missing key, a nil kept, a flag for text and a different text apart")
    func comparisonFails() {
        let cell = TableContext.Cell(html: "x", align: nil, label: "l")
        let encoded = MustacheValues.of(cell)
        #expect(Self.same(cell.templateValue, encoded))
        #expect(!Self.same(.dictionary(["html": .text("x")]), encoded))
        #expect(!Self.same(.dictionary(["html": .text("x"), "label": .text("l"), "align": .text("")]), encoded))
        #expect(!Self.same(.dictionary(["html": .flag(true), "label": .text("l")]), encoded))
        #expect(!Self.same(.dictionary(["html": .text("y"), "label": .text("l")]), encoded))
    }

    /// Two values as a template reads them: kinds, keys and contents alike.
    static func same(_ a: TemplateValue, _ b: TemplateValue) -> Bool {
        switch (a, b) {
        case (.text(let x), .text(let y)): return x == y
        case (.flag(let x), .flag(let y)): return x == y
        case (.strings(let x), .strings(let y)): return x == y
        case (.list(let x), .list(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
        case (.dictionary(let x), .dictionary(let y)):
            return Set(x.keys) == Set(y.keys) && x.allSatisfy { key, value in same(value, y[key]!) }
        case (.other(let x), .other(let y)):
            if let x = x as? Int, let y = y as? Int { return x == y }
            return String(reflecting: x) == String(reflecting: y)
        default: return false
        }
    }
}
