/// A fenced block `diagram app-states` or `diagram scene-states`: a state diagram that docgen
/// draws from the model at build time, in the page's language.
enum DiagramBlock {
    static let prefix = "diagram"

    static func isDiagramInfo(_ info: String) -> Bool { info == prefix || info.hasPrefix(prefix + " ") }

    static func kind(info: String) -> StateDiagram.Kind? {
        guard isDiagramInfo(info) else { return nil }
        return StateDiagram.Kind(rawValue: info.dropFirst(prefix.count).trimmingWhitespace())
    }

    static func check(info: String, at location: SourceLocation) -> Diagnostic? {
        guard isDiagramInfo(info), kind(info: info) == nil else { return nil }
        let names = StateDiagram.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        return .error(at: location, "unknown diagram '\(info.dropFirst(prefix.count).trimmingWhitespace())'; expected one of \(names)",
                      rule: "unknown-diagram")
    }
}
