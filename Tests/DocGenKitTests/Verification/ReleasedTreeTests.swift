@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// `verify` and `build` let each page's Markdown tree go as soon as the page is parsed and its
/// tree checks have run (`ParsedPage.releasingTree(after:)`); everything after reads `facts`.
/// What they report must be exactly what the checks report on pages that keep their trees.
@Suite("Released trees")
struct ReleasedTreeTests {
    /// The repository's content and term base, with faults of every kind a tree check or a fact
    /// finds: version claims, anchors, callback names, terms, and translations missing lines.
    private static func damagedProject(in root: URL) throws -> URL {
        let files = FileManager.default
        for folder in ["Content", "Terms"] {
            try files.copyItem(at: PackagePaths.root.appendingPathComponent(folder), to: root.appendingPathComponent(folder))
        }
        let content = root.appendingPathComponent("Content")
        for path in try files.subpathsOfDirectory(atPath: content.path).sorted() where path.hasSuffix(".md") {
            let url = content.appendingPathComponent(path)
            var text = try String(contentsOf: url, encoding: .utf8)
                .replacingOccurrences(of: "iOS 13", with: "iOS 11")
                .replacingOccurrences(of: ".md#", with: ".md#x")
                .replacingOccurrences(of: "DidBecomeActive", with: "DidBecomeActiv")
                .replacingOccurrences(of: "scene delegate", with: "SceneDelegate object")
            if path == "en/guides/background.md" {
                // A version claim the catalogue refutes, so that the check fires whatever lines the
                // damage below happens to remove.
                text += "\nSince iOS 11, `applicationWillTerminate(_:)` runs before the process ends.\n"
            }
            if !path.hasPrefix("en/") {
                // Every eleventh line after the front matter goes: parity, staleness and tables notice.
                text = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset < 8 || $0.offset % 11 != 0 }.map(\.element).joined(separator: "\n")
            }
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return content
    }

    @Test("verify reports the same diagnostics whether the trees are kept or released",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path), "no Content/ folder next to the tests"))
    func sameDiagnostics() throws {
        try withTemporaryDirectory { root in
            let content = try Self.damagedProject(in: root)
            let (kept, keptLoading) = Pipeline.parse(contentDirectory: content)
            #expect(kept.pages.allSatisfy { $0.hasTree })
            let withTrees = Verifier.verify(kept, adding: keptLoading)

            let (released, _) = Pipeline.parse(contentDirectory: content, displayBase: nil, releasingTrees: true)
            #expect(released.pages.allSatisfy { !$0.hasTree })
            let withoutTrees = Pipeline.verify(contentDirectory: content)

            let rules = Set(withTrees.diagnostics.map(\.rule))
            for rule in ["term", "version-claim", "broken-link", "unknown-callback", "parity-code-span", "parity-link"] {
                #expect(rules.contains("docgen." + rule), "the damage should trigger \(rule)")
            }
            #expect(withoutTrees.diagnostics == withTrees.diagnostics)
            // The same sequences, though looked up in the released pages rather than indexed.
            #expect(withoutTrees.checkedSequences == withTrees.checkedSequences && !withTrees.checkedSequences.isEmpty)
            for page in kept.pages {
                for block in page.lifecycleBlocks {
                    #expect(withoutTrees.sequence(block.blockID) == withTrees.sequence(block.blockID), "\(block.blockID)")
                }
            }
        }
    }

    @Test("a released page keeps what rendering and search read, and its table cells lose their trees")
    func releasedPageKeepsFacts() throws {
        let text = ContentFixture.page(body: """
            # Title

            See [the states](states.md#active) and `applicationDidBecomeActive(_:)`.

            | Callback | When |
            |---|---|
            | `sceneDidBecomeActive(_:)` | [later](later.md) |

            ```swift
            let x = 1
            ```
            """)
        let page = PageParser.parse(SourcePage(language: .source, path: "index.md", displayPath: "en/index.md", text: text))
        let released = page.releasingTree(after: TreeChecks(firstPage: nil, cache: nil))
        #expect(!released.hasTree)
        #expect(released.html == page.html)
        #expect(released.headings == page.headings)
        // What a walk of the whole tree (the page's, then its cells') finds, in the same order.
        var spans: [String] = [], links: [String] = []
        page.walkAll { node, _ in
            if case .code(let literal) = node.kind { spans.append(literal) }
            if case .link(let destination, _) = node.kind { links.append(destination) }
        }
        #expect(released.facts.codeSpans.map(\.text) == spans)
        #expect(released.facts.links.map(\.text) == links)
        #expect(Set(spans) == ["applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"])
        #expect(Set(links) == ["states.md#active", "later.md"])
        #expect(released.tables.flatMap(\.cells).allSatisfy { $0.document.children.isEmpty })
        #expect(released.tables.flatMap(\.cells).map(\.html) == page.tables.flatMap(\.cells).map(\.html))
        let search = SearchIndex.document(for: released, href: "index.html")
        #expect(search.sections.map(\.text) == SearchIndex.sections(of: page).map(\.text))
        #expect(search.sections.contains { $0.text.contains("sceneDidBecomeActive") })
    }
}
