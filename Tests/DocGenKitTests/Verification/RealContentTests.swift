import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

@Suite("The repository's own content")
struct RealContentTests {
    @Test("Content/ verifies with zero errors",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path), "no Content/ folder next to the tests"))
    func realContentVerifies() {
        let report = Pipeline.verify(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root)
        #expect(report.diagnostics.errors.isEmpty, "\(report.diagnostics.errors.listing)")
        #expect(!report.checkedSequences.isEmpty, "the content documents lifecycle sequences")
        #expect(report.checkedSequences.allSatisfy { $0.isVerified })
        let parity = report.diagnostics.filter { $0.rule.hasPrefix("docgen.parity-") }
        #expect(parity.isEmpty, "every translation keeps its English page's structure: \(parity.listing)")
    }

    @Test("every language of Content/ has the English pages' lifecycle blocks")
    func everyLanguageHasEveryBlock() {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root)
        #expect(content.languages.first == Language.source)
        #expect(content.languages.count > 1)
        for page in content.pages where page.source.language.isSource {
            for language in content.languages {
                guard let translation = content.page(language, page.source.path) else { continue }
                #expect(translation.lifecycleBlocks.compactMap(\.id) == page.lifecycleBlocks.compactMap(\.id),
                        "\(translation.file)")
            }
        }
    }
}
