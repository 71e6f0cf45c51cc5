@testable import DocGenKit
import DocGenTestSupport

/// A check run in full and with a shortcut that skips text in which it cannot find anything: on
/// random pages and on every `Content/` page, the two must report the same.
enum ShortcutComparison {
    /// `random`, then every page of `Content/`, each checked both ways: the texts of the pages whose
    /// reports differ, and how many pages the full check reported on (so that a test can require
    /// enough of them to mean something).
    static func compare(_ random: [ParsedPage], full: (ParsedPage) -> [Diagnostic],
                        shortcut: (ParsedPage) -> [Diagnostic]) -> (differing: [String], reported: Int, contentPages: Int) {
        let content = ContentLoader.load(contentDirectory: PackagePaths.content, displayBase: PackagePaths.root).pages.map { PageParser.parse($0) }
        var differing: [String] = [], reported = 0
        for page in random + content {
            let expected = full(page)
            if shortcut(page) != expected { differing.append(page.source.text) }
            if !expected.isEmpty { reported += 1 }
        }
        return (differing, reported, content.count)
    }
}
