/// A problem found in the content or the site, with where it is and a stable rule id.
public struct Diagnostic: Error, Hashable, Sendable, Codable, Comparable {
    public enum Severity: String, Sendable, Codable {
        case error, warning, note
    }

    public var location: SourceLocation
    public var severity: Severity
    /// A terse, lower-case summary; "did you mean …?" where one fix is likely.
    public var summary: String
    /// A stable identifier such as `docgen.callback-order`, for people and tools to filter on.
    public var rule: String

    public init(_ severity: Severity, at location: SourceLocation, _ summary: String, rule: String) {
        self.severity = severity
        self.location = location
        self.summary = summary
        self.rule = "docgen." + rule
    }

    public static func error(at location: SourceLocation, _ summary: String, rule: String) -> Diagnostic {
        Diagnostic(.error, at: location, summary, rule: rule)
    }

    public static func warning(at location: SourceLocation, _ summary: String, rule: String) -> Diagnostic {
        Diagnostic(.warning, at: location, summary, rule: rule)
    }

    /// By location, then rule, then summary, then severity (errors first): two diagnostics are
    /// equal only if neither comes first, so sorting alone puts repeats side by side.
    /// Field by field rather than as tuples, which copied the texts for every comparison: a large
    /// site sorts thousands of diagnostics on one thread.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        if lhs.summary != rhs.summary { return lhs.summary < rhs.summary }
        return lhs.severity.rank < rhs.severity.rank
    }
}

extension Diagnostic.Severity {
    fileprivate var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Sorted, each diagnostic once. Repeats are dropped as they meet after the sort: a set of
    /// them hashed every text of the thousands a large site has, and listed them in an order
    /// that changed from run to run wherever two differed only in severity.
    func sortedWithoutRepeats() -> [Diagnostic] {
        var sorted = self
        sorted.sort()
        var kept: [Diagnostic] = []
        kept.reserveCapacity(sorted.count)
        for diagnostic in sorted where kept.last != diagnostic { kept.append(diagnostic) }
        return kept
    }
}
