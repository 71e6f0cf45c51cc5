import DocGenKit
import DocGenTestSupport
import Foundation

typealias Fixture = ContentFixture

/// Writes `pages` into a temporary content folder and verifies it; paths in diagnostics read
/// `Content/<lang>/<path>.md`.
func verify(_ pages: [String: String]) throws -> [Diagnostic] {
    try withTemporaryDirectory { root in
        let content = try ContentFixture.write(pages, into: root)
        return Pipeline.verify(contentDirectory: content, displayBase: root).diagnostics
    }
}

extension Array where Element == Diagnostic {
    var errors: [Diagnostic] { filter { $0.severity == .error } }
    var warnings: [Diagnostic] { filter { $0.severity == .warning } }
    func with(rule: String) -> [Diagnostic] { filter { $0.rule == "docgen." + rule } }
    /// Without the warning that a translation was never marked translated, for tests about other
    /// checks whose fixtures have no `translations.lock`.
    var exceptUnrecorded: [Diagnostic] { filter { $0.rule != "docgen.translation-unrecorded" } }
    /// `file:line:column: severity: summary [rule]`, for readable failure messages.
    var listing: String { DiagnosticFormatter.text(self) }
}

/// A page whose body holds one lifecycle block right after the front matter:
/// the fence is on line 5, the first body line on line 6.
func pageWithBlock(_ attributes: String, _ lines: [String], title: String = "Page", before: String = "") -> String {
    Fixture.page(title: title, body: before + Fixture.lifecycle(attributes, lines))
}

/// `Testing` has a `SourceLocation` too; in these tests the name means docgen's.
typealias SourceLocation = DocGenKit.SourceLocation
