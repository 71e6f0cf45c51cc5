import Lifecycle

/// Checks one lifecycle block against the model: its attributes, its spellings, and the
/// order of its callbacks.
public enum SequenceChecker {
    static let knownAttributes = ["id", "mode", "from", "events"]

    public static func check(_ block: LifecycleBlock) -> CheckedSequence {
        var diagnostics: [Diagnostic] = []
        for attribute in block.attributes where !knownAttributes.contains(attribute.name) {
            let hint = TextDistance.suggestion(for: attribute.name, among: knownAttributes).map { "; did you mean '\($0)'?" } ?? ""
            diagnostics.append(.error(at: attribute.location, "unknown attribute '\(attribute.name)'\(hint)",
                                      rule: "unknown-attribute"))
        }
        for required in ["id", "mode", "events"] where block.attribute(required) == nil {
            diagnostics.append(.error(at: block.fence, "lifecycle block needs '\(required)='", rule: "missing-attribute"))
        }

        let mode = block.attribute("mode").flatMap { attribute -> LifecycleMode? in
            if let mode = LifecycleMode(rawValue: attribute.value) { return mode }
            diagnostics.append(unknown("mode", attribute, among: LifecycleMode.allCases.map(\.rawValue), rule: "unknown-mode"))
            return nil
        }
        var from = AppState.notRunning
        if let attribute = block.attribute("from") {
            if let state = AppState(rawValue: attribute.value) { from = state } else {
                diagnostics.append(unknown("state", attribute, among: AppState.allCases.map(\.rawValue), rule: "unknown-state"))
            }
        }
        var events: [LifecycleEvent] = []
        var eventsAreValid = true
        if let attribute = block.attribute("events") {
            for name in attribute.value.split(separator: " ").map(String.init) {
                if let event = LifecycleEvent(rawValue: name) { events.append(event) } else {
                    eventsAreValid = false
                    diagnostics.append(unknown("event", attribute, named: name,
                                               among: LifecycleEvent.allCases.map(\.rawValue), rule: "unknown-event"))
                }
            }
        }

        // Resolve every spelling first: unknown and ambiguous names are errors on their own line.
        var resolved: [(line: LifecycleBlock.Line, callback: Callback?)] = []
        for line in block.lines {
            switch CallbackSpelling.resolve(line.spelling) {
            case .callback(let callback):
                resolved.append((line, callback))
            case .ambiguous(let candidates):
                let names = candidates.map { "'\($0.swiftSelector)'" }.joined(separator: ", ")
                diagnostics.append(.error(at: line.location, "'\(line.spelling)' could be any of \(names); write the full selector",
                                          rule: "ambiguous-callback"))
                resolved.append((line, nil))
            case .unknown(let suggestion):
                let hint = suggestion.map { "; did you mean '\($0.swiftSelector)'?" } ?? ""
                diagnostics.append(.error(at: line.location, "unknown callback '\(line.spelling)'\(hint)",
                                          rule: "unknown-callback"))
                resolved.append((line, nil))
            }
        }

        var rows = resolved.map { CheckedSequence.Row(line: $0.line, step: nil) }
        if let mode, eventsAreValid {
            do {
                let expected = try LifecycleMachine.steps(mode: mode, from: from, events: events)
                let alignment = align(resolved, with: expected, mode: mode, fence: block.fence)
                diagnostics += alignment.diagnostics
                for (index, step) in alignment.matches { rows[index].step = step }
            } catch {
                diagnostics.append(.error(at: block.attribute("events")?.location ?? block.fence, error.description,
                                          rule: "impossible-event"))
            }
        }
        return CheckedSequence(block: block, mode: mode, from: from, events: events, rows: rows,
                               diagnostics: diagnostics)
    }

    /// Walks the documented callbacks and the model's steps together. Optional steps may be
    /// skipped (a warning); a required one that is skipped is missing, or out of order when it
    /// is documented further down.
    static func align(
        _ documented: [(line: LifecycleBlock.Line, callback: Callback?)], with expected: [Step],
        mode: LifecycleMode, fence: SourceLocation
    ) -> (matches: [Int: Step], diagnostics: [Diagnostic]) {
        var matches: [Int: Step] = [:]
        var diagnostics: [Diagnostic] = []
        var next = 0
        var reported = Set<Int>()  // documented lines already blamed for an order error
        for (index, entry) in documented.enumerated() {
            guard let callback = entry.callback, !reported.contains(index) else { continue }
            let location = entry.line.location
            guard let found = expected[next...].firstIndex(where: { $0.callback == callback }) else {
                if !callback.modes.contains(mode) {
                    diagnostics.append(.error(at: location, "'\(callback.swiftSelector)' is not called in \(mode.rawValue) mode",
                                              rule: "callback-mode"))
                } else if expected[..<next].contains(where: { $0.callback == callback }) {
                    let previous = documented[..<index].last { $0.callback != nil }?.callback?.swiftSelector ?? "the start"
                    diagnostics.append(.error(at: location, "'\(callback.swiftSelector)' is out of order: the model has it before '\(previous)'",
                                              rule: "callback-order"))
                } else {
                    diagnostics.append(.error(at: location, "unexpected callback '\(callback.swiftSelector)': these events do not produce it here",
                                              rule: "callback-extra"))
                }
                continue
            }
            for skipped in expected[next..<found] {
                let name = skipped.callback.swiftSelector
                if let later = documented[(index + 1)...].firstIndex(where: { $0.callback == skipped.callback }) {
                    reported.insert(later)
                    diagnostics.append(.error(at: location, "'\(callback.swiftSelector)' is out of order: '\(name)' comes before it",
                                              rule: "callback-order"))
                } else if skipped.isOptional {
                    diagnostics.append(.warning(at: location, "optional step '\(name)' is omitted before '\(callback.swiftSelector)'",
                                                rule: "optional-step-omitted"))
                } else if !documented.contains(where: { $0.callback == nil }) {
                    diagnostics.append(.error(at: location, "missing '\(name)' before '\(callback.swiftSelector)'",
                                              rule: "callback-missing"))
                }
            }
            matches[index] = expected[found]
            next = found + 1
        }
        // A line that names no callback most likely stands for a missing step: one error is enough.
        let hasUnresolved = documented.contains { $0.callback == nil }
        let end = documented.last?.line.location ?? fence
        for remaining in expected[next...] where !(hasUnresolved && !remaining.isOptional) {
            let name = remaining.callback.swiftSelector
            diagnostics.append(remaining.isOptional
                ? .warning(at: end, "optional step '\(name)' is omitted at the end", rule: "optional-step-omitted")
                : .error(at: end, "missing '\(name)' at the end of the sequence", rule: "callback-missing"))
        }
        return (matches, diagnostics)
    }

    private static func unknown(
        _ what: String, _ attribute: LifecycleBlock.Attribute, named name: String? = nil, among candidates: [String], rule: String
    ) -> Diagnostic {
        let value = name ?? attribute.value
        let hint = TextDistance.suggestion(for: value, among: candidates).map { "; did you mean '\($0)'?" }
            ?? "; expected one of \(candidates.joined(separator: ", "))"
        return .error(at: attribute.location, "unknown \(what) '\(value)'\(hint)", rule: rule)
    }
}
