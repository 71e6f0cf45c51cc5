import Lifecycle

/// Checks one lifecycle block against the model: its attributes, its spellings, and the
/// order of its callbacks.
public enum SequenceChecker {
    static let knownAttributes = ["id", "mode", "from", "events"]

    public static func check(_ block: LifecycleBlock) -> CheckedSequence {
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for attribute in block.attributes {
            if !knownAttributes.contains(attribute.name) {
                let hint = TextDistance.suggestion(for: attribute.name, among: knownAttributes).map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.append(.error(at: attribute.location, "unknown attribute '\(attribute.name)'\(hint)",
                                          rule: "unknown-attribute"))
            } else if !seen.insert(attribute.name).inserted {
                diagnostics.append(.error(at: attribute.location, "attribute '\(attribute.name)' is given twice",
                                          rule: "duplicate-attribute"))
            } else if attribute.value.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.append(.error(at: attribute.location, "attribute '\(attribute.name)' is empty",
                                          rule: "malformed-attribute"))
            } else if attribute.name == "id", !isValidID(attribute.value) {
                // The id becomes an HTML id, a URL fragment and an SVG id prefix.
                diagnostics.append(.error(at: attribute.location,
                                          "id '\(attribute.value)' may use only letters, digits, '-' and '_' (at most 100)",
                                          rule: "malformed-attribute"))
            }
        }
        for required in ["id", "mode", "events"] where block.attribute(required) == nil {
            diagnostics.append(.error(at: block.fence, "lifecycle block needs '\(required)='", rule: "missing-attribute"))
        }

        let mode = block.attribute("mode").flatMap { attribute -> LifecycleMode? in
            if let mode = LifecycleMode(rawValue: attribute.value) { return mode }
            diagnostics.append(unknown("mode", attribute, among: LifecycleMode.allCases.map(\.rawValue), rule: "unknown-mode"))
            return nil
        }
        var from = StartState.notRunning
        if let attribute = block.attribute("from") {
            if let state = StartState(rawValue: attribute.value) { from = state } else {
                diagnostics.append(unknown("state", attribute, among: StartState.allCases.map(\.rawValue), rule: "unknown-state"))
            }
        }
        var events: [EventOccurrence] = []
        var eventsAreValid = true
        if let attribute = block.attribute("events") {
            for name in attribute.value.split(separator: " ").map(String.init) {
                do throws(EventOccurrence.ParseError) {
                    events.append(try EventOccurrence(parsing: name))
                } catch {
                    eventsAreValid = false
                    switch error {
                    case .unknownEvent(let event):
                        diagnostics.append(unknown("event", attribute, named: event,
                                                   among: LifecycleEvent.allCases.map(\.rawValue), rule: "unknown-event"))
                    case .badWindow(let number):
                        diagnostics.append(.error(at: attribute.location,
                                                  "'\(name)': a window number is a whole number from 1 ('\(number)' is not)",
                                                  rule: "malformed-attribute"))
                    }
                }
            }
        }

        // Resolve every spelling first: unknown and ambiguous names are errors on their own line.
        var resolved: [SequenceAlignment.Entry] = []
        for line in block.lines {
            switch CallbackSpelling.resolve(line.spelling) {
            case .callback(let callback):
                if let problem = windowMarkerProblem(line, callback) {
                    diagnostics.append(.error(at: line.window?.location ?? line.location, problem, rule: "window-marker"))
                    resolved.append((line, nil))
                } else {
                    resolved.append((line, callback))
                }
            case .ambiguous(let candidates):
                diagnostics.append(.error(at: line.location, CallbackSpelling.ambiguityMessage(line.spelling, candidates),
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
        // Only a block whose info string reads right is run through the model: a misspelt 'from'
        // or a missing 'events' would otherwise be blamed on every callback line.
        let infoStringIsValid = !diagnostics.contains { $0.severity == .error && Self.infoStringRules.contains($0.rule) }
            && block.syntaxErrors.isEmpty
        if let mode, eventsAreValid, infoStringIsValid {
            do {
                let expected = try LifecycleMachine.expectedSequence(mode: mode, from: from, events: events)
                let alignment = SequenceAlignment(documented: resolved, expected: expected, mode: mode, fence: block.fence).run()
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

    static let infoStringRules: Set<String> = ["unknown-attribute", "missing-attribute", "duplicate-attribute",
                                               "malformed-attribute", "unknown-mode", "unknown-state"].reduce(into: []) {
        $0.insert("docgen." + $1)
    }

    /// What is wrong with a line's `window=N`, if anything: a window is a whole number from 1, and
    /// only a scene delegate's callback goes to one window.
    private static func windowMarkerProblem(_ line: LifecycleBlock.Line, _ callback: Callback) -> String? {
        guard let marker = line.window else { return nil }
        guard let number = Int(marker.value), number >= 1, String(number) == marker.value else {
            return "'window=\(marker.value)': a window number is a whole number from 1"
        }
        guard callback.receiver == .sceneDelegate else {
            return "'\(callback.swiftSelector)' goes to the app delegate, not to a window: remove 'window=\(number)'"
        }
        return nil
    }

    static func isValidID(_ id: String) -> Bool {
        id.utf8.count <= 100 && id.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            && id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
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
