@testable import DocGenKit
import Testing

/// The order diagnostics are printed in: by place, rule, summary and severity, each once, the
/// same whatever order the checks found them in.
@Suite("Diagnostic order")
struct DiagnosticOrderTests {
    private static let here = SourceLocation(file: "Content/en/index.md", line: 4, column: 2)

    @Test("two diagnostics that differ only in severity: the error first, whichever came first")
    func severityBreaksTies() {
        let error = Diagnostic.error(at: Self.here, "unknown callback", rule: "callback")
        let warning = Diagnostic.warning(at: Self.here, "unknown callback", rule: "callback")
        #expect(warning != error)
        #expect(error < warning && !(warning < error))
        #expect([warning, error].sortedWithoutRepeats() == [error, warning])
        #expect([error, warning].sortedWithoutRepeats() == [error, warning])
    }

    @Test("repeats are dropped even when found apart, and the rest keep place, rule and summary order")
    func repeatsDropped() {
        let later = SourceLocation(file: "Content/en/index.md", line: 9)
        let other = SourceLocation(file: "Content/fr/index.md", line: 1)
        let a = Diagnostic.warning(at: Self.here, "b summary", rule: "term")
        let b = Diagnostic.warning(at: Self.here, "a summary", rule: "term")
        let c = Diagnostic.error(at: Self.here, "z", rule: "link")
        let d = Diagnostic.error(at: later, "x", rule: "term")
        let e = Diagnostic(.note, at: other, "y", rule: "term")
        let found = [e, a, d, c, a, b, e, Diagnostic.warning(at: Self.here, "a summary", rule: "term")]
        #expect(found.sortedWithoutRepeats() == [c, b, a, d, e])
        #expect(Array(found.reversed()).sortedWithoutRepeats() == [c, b, a, d, e])
    }
}
