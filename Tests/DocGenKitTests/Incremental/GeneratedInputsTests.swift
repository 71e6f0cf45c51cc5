@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Lifecycle
import Testing

/// A generated page's key takes the digest of what its context is made from (`GeneratedBody.inputs`),
/// not the context itself. So no edit may change a context and leave its inputs as they were: the
/// page would be taken, stale, from the previous build.
@Suite("Generated pages' inputs")
struct GeneratedInputsTests {
    /// Every generated page of every language, by language and path: its inputs, and its context as hashed.
    private static func generated(in content: URL, theme: Theme) -> [String: (inputs: StableHash, context: StableHash)] {
        let (parsed, _) = Pipeline.parse(contentDirectory: content, displayBase: nil, releasingTrees: true)
        let renderer = SiteRenderer(content: parsed, report: Verifier.verify(parsed), theme: theme)
        var pages: [String: (inputs: StableHash, context: StableHash)] = [:]
        for (language, entries) in renderer.map.entries {
            for entry in entries {
                guard case .generated(let body, _, _) = entry.body else { continue }
                var context = StableHash()
                ValueFingerprint.add(encoding: body.context, to: &context)
                pages[language.code + "/" + entry.htmlPath] = (body.inputs, context)
            }
        }
        return pages
    }

    /// One edit of a page that holds lifecycle blocks (or of a callback's prose), chosen by `random`.
    private static func edit(_ kind: Int, _ text: String, random: inout SplitMix) -> String? {
        var lines = text.components(separatedBy: "\n")
        let fences = lines.indices.filter { lines[$0].hasPrefix("```lifecycle") }
        switch kind {
        case 0:  // the page's title
            guard let at = lines.firstIndex(where: { $0.hasPrefix("title:") }) else { return nil }
            lines[at] += " (edited)"
        case 1:  // the heading a block sits under
            guard let fence = fences.randomElement(using: &random),
                  let heading = lines[..<fence].lastIndex(where: { $0.hasPrefix("#") }) else { return nil }
            lines[heading] += " edited"
        case 2:  // a block's id
            guard let fence = fences.randomElement(using: &random), let range = lines[fence].range(of: "id=") else { return nil }
            lines[fence].insert(contentsOf: "x", at: range.upperBound)
        case 3:  // one of a block's steps dropped (the block may fail, and its sequence go)
            guard let fence = fences.randomElement(using: &random),
                  let end = lines[(fence + 1)...].firstIndex(where: { $0.hasPrefix("```") }), end > fence + 1 else { return nil }
            lines.remove(at: Int.random(in: (fence + 1)..<end, using: &random))
        case 4:  // blocks swapped with the text between them: their order on the page
            guard fences.count >= 2, let end = lines[(fences[0] + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return nil }
            let block = Array(lines[fences[0]...end])
            lines.removeSubrange(fences[0]...end)
            lines += [""] + block
        default:  // prose only: no generated page changes but a prose page's own
            lines.append("\nOne more sentence, for the test.")
        }
        return lines.joined(separator: "\n")
    }

    @Test("an edit that changes a generated page's context changes its inputs", .timeLimit(.minutes(5)))
    func contextsFollowInputs() throws {
        let theme = try Theme.load(siteDirectory: PackagePaths.site, localizationsDirectory: PackagePaths.localizations, displayBase: nil)
        try withTemporaryDirectory { root in
            let content = root.appendingPathComponent("Content")
            try FileManager.default.copyItem(at: PackagePaths.content, to: content)
            let files = try FileManager.default.subpathsOfDirectory(atPath: content.path).filter { $0.hasSuffix(".md") }.sorted()
            let withBlocks = try files.filter { try String(contentsOf: content.appendingPathComponent($0), encoding: .utf8).contains("```lifecycle") }
            let prose = files.filter { ReferenceProse.isProsePath(String($0.drop { $0 != "/" }.dropFirst())) }
            #expect(withBlocks.count > 10 && !prose.isEmpty)
            let before = Self.generated(in: content, theme: theme)
            var random = SplitMix(seed: 27)
            var changedContexts = 0, sameInputs = 0
            for round in 0..<12 {
                let kind = round % 6
                let file = kind == 5 ? prose.randomElement(using: &random)! : withBlocks.randomElement(using: &random)!
                let url = content.appendingPathComponent(file)
                let original = try String(contentsOf: url, encoding: .utf8)
                guard let edited = Self.edit(kind, original, random: &random) else { continue }
                try Data(edited.utf8).write(to: url)
                let after = Self.generated(in: content, theme: theme)
                for (page, now) in after {
                    guard let then = before[page] else { continue }
                    if now.context != then.context {
                        changedContexts += 1
                        #expect(now.inputs != then.inputs, "edit \(kind) of \(file) changed \(page)'s context, not its inputs")
                    } else if now.inputs == then.inputs {
                        sameInputs += 1
                    }
                }
                try Data(original.utf8).write(to: url)
            }
            // Not empty: edits did change contexts, and pages they did not reach kept their inputs.
            #expect(changedContexts > 50)
            #expect(sameInputs > 1_000)
        }
    }

    @Test("every field of a use reaches the inputs of the pages that list it")
    func everyFieldOfAUse() {
        typealias Use = SequenceUsage.Use
        func use(title: String = "Launch", path: String = "a/b.html", heading: String? = "Cold launch", mode: LifecycleMode = .scenes,
                 events: [EventOccurrence] = [EventOccurrence(.launch)], href: String = "a/b.html#seq-x", id: String = "x",
                 steps: [Int] = [1, 3]) -> Use {
            Use(block: SequenceUsage.Block(pageTitle: title, pagePath: path, heading: heading, mode: mode, events: events, href: href, id: id),
                steps: steps)
        }
        func inputs(_ uses: [Use]) -> StableHash {
            var hash = StableHash()
            hash.add(SequenceUsage.digest(of: uses))
            return hash
        }
        let base = inputs([use()])
        let variants: [(String, [Use])] = [
            ("title", [use(title: "Launch!")]), ("path", [use(path: "a/c.html")]), ("no heading", [use(heading: nil)]),
            ("heading", [use(heading: "Warm launch")]), ("mode", [use(mode: .appDelegate)]),
            ("events", [use(events: [EventOccurrence(.launch), EventOccurrence(.launch)])]),
            ("window", [use(events: [EventOccurrence(.launch, window: 1)])]),
            ("window 0", [use(events: [EventOccurrence(.launch, window: 0)])]), ("href", [use(href: "a/b.html#seq-y")]),
            ("id", [use(id: "y")]), ("steps", [use(steps: [1, 2])]), ("one step", [use(steps: [1])]),
            ("two uses", [use(), use()]), ("none", []),
        ]
        for (name, uses) in variants {
            #expect(inputs(uses) != base, "\(name)")
        }
        // Steps and pieces move between fields without meeting: ("ab", "c") is not ("a", "bc").
        #expect(inputs([use(title: "ab", path: "c")]) != inputs([use(title: "a", path: "bc")]))
        #expect(inputs([use(steps: [1]), use(steps: [2, 3])]) != inputs([use(steps: [1, 2]), use(steps: [3])]))
    }
}
