@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Lifecycle
import Testing

/// The reference pages' keys take each callback's and state's uses from the digests every page
/// keeps (`PageUseDigests`), not from the uses listed: the two must agree, or a reference page
/// would be taken, stale, from the previous build.
@Suite("Pages' use digests")
struct UseDigestsTests {
    /// Each language's uses as a build finds them: from the pages' kept digests when `releasingTrees`
    /// (made as each page was parsed), else from the verification report.
    private static func usages(releasingTrees: Bool) -> [Language: SequenceUsage] {
        let (content, _) = Pipeline.parse(contentDirectory: PackagePaths.content, displayBase: nil, releasingTrees: releasingTrees)
        let report = Verifier.verify(content)
        return Dictionary(uniqueKeysWithValues: content.languages.map { language in
            let written = content.pages.filter { $0.source.language == language && $0.frontMatter != nil }
                .map { SiteMap.Entry(markdown: $0, isFallback: false) }
            return (language, SequenceUsage(written: written, report: report))
        })
    }

    private static var keys: [PageUseDigests.Key] {
        CallbackCatalogue.all.map { .callback($0.swiftSelector) } + AppState.allCases.map(PageUseDigests.Key.appState)
            + SceneState.allCases.map(PageUseDigests.Key.sceneState)
    }

    private static func uses(_ usage: SequenceUsage, _ key: PageUseDigests.Key) -> [SequenceUsage.Use] {
        switch key {
        case .callback(let selector): usage.uses(of: CallbackCatalogue.all.first { $0.swiftSelector == selector }!)
        case .appState(let state): usage.uses(of: state)
        case .sceneState(let state): usage.uses(of: state)
        }
    }

    @Test("every callback's and state's digest is that of the uses its reference page lists, kept or made from the report",
          .enabled(if: FileManager.default.fileExists(atPath: PackagePaths.content.path), "no Content/ folder next to the tests"))
    func keptDigestsMatchTheLists() {
        let kept = Self.usages(releasingTrees: true), made = Self.usages(releasingTrees: false)
        #expect(kept.count >= 5 && Set(kept.keys) == Set(made.keys))
        var listed = 0, severalOnAPage = 0
        for (language, usage) in kept {
            for key in Self.keys {
                let uses = Self.uses(usage, key)
                listed += uses.isEmpty ? 0 : 1
                severalOnAPage += zip(uses, uses.dropFirst()).contains { $0.pagePath == $1.pagePath } ? 1 : 0
                #expect(usage.digest(of: key) == SequenceUsage.digest(of: uses), "\(language.code) \(key): kept")
                #expect(made[language]?.digest(of: key) == usage.digest(of: key), "\(language.code) \(key): made from the report")
            }
        }
        // Not empty: most keys are listed, and some of them more than once on one page.
        #expect(listed > 100 && severalOnAPage > 10)
    }

    @Test("digests pack and come back the same; cut or damaged bytes are refused, never a trap")
    func packedRoundTrip() throws {
        let items = [PageUseDigests.Item(key: .callback(CallbackCatalogue.all[3].swiftSelector), digest: StableHash(lanes: (1, .max))),
                     PageUseDigests.Item(key: .appState(.background), digest: StableHash(lanes: (0, 7))),
                     PageUseDigests.Item(key: .sceneState(SceneState.allCases.last!), digest: StableHash())]
        let bytes = try #require(PageUseDigests(items: items).packed)
        #expect(PageUseDigests(packed: bytes)?.items == items)
        for length in 0..<bytes.count { #expect(PageUseDigests(packed: Array(bytes[..<length])) == nil, "cut at \(length)") }
        for index in bytes.indices {
            for replacement: UInt8 in [0, 3, 0x7f, 0x80, 0xff] {
                var damaged = bytes
                damaged[index] = replacement
                _ = PageUseDigests(packed: damaged)
            }
        }
        // A callback the catalogue does not list has no place to be written.
        #expect(PageUseDigests(items: [.init(key: .callback("notACallback(_:)"), digest: StableHash())]).packed == nil)
    }
}
