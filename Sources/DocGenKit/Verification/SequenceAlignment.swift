import Lifecycle

/// Matches the callbacks a block documents with the steps the model expects.
///
/// The expected steps form a partial order (`ExpectedSequence`): a documented sequence is right
/// when it lists every required step, any optional ones, each after all the steps the model puts
/// before it, and each group with an allowed number of members. The search tries every way
/// to match a repeated callback (two windows both resign), so the verdict does not depend on a
/// greedy choice; only when no match exists does a greedy pass explain what is wrong.
struct SequenceAlignment {
    typealias Entry = (line: LifecycleBlock.Line, callback: Callback?)

    let documented: [Entry]
    let expected: ExpectedSequence
    let mode: LifecycleMode
    let fence: SourceLocation

    /// For each step, every step that must come before it.
    private let ancestors: [Set<Int>]

    init(documented: [Entry], expected: ExpectedSequence, mode: LifecycleMode, fence: SourceLocation) {
        self.documented = documented
        self.expected = expected
        self.mode = mode
        self.fence = fence
        var ancestors: [Set<Int>] = []
        for (index, direct) in expected.predecessors.enumerated() {
            // Predecessors always have smaller indexes, so theirs are complete already.
            var all = Set(direct)
            for predecessor in direct where predecessor < index { all.formUnion(ancestors[predecessor]) }
            ancestors.append(all)
        }
        self.ancestors = ancestors
    }

    struct Result {
        var matches: [Int: Step] = [:]
        var diagnostics: [Diagnostic] = []
    }

    func run() -> Result {
        if let matching = exactMatch() { return explain(matching) }
        return greedyDiagnostics()
    }

    /// The window a documented line names with `window=N`, if any.
    private func window(of position: Int) -> Int? { documented[position].line.window.flatMap { Int($0.value) } }

    /// Whether documented line `position` may be step `candidate`: the same callback, and the
    /// window the line names (when it names one) or any window but `forbidden`.
    private func fits(_ position: Int, _ candidate: Int, forbidden: Int? = nil) -> Bool {
        let step = expected.steps[candidate]
        guard step.callback == documented[position].callback else { return false }
        if let window = window(of: position) { return step.scene == window }
        return forbidden == nil || step.scene != forbidden
    }

    // MARK: The exact search

    /// Documented line index → matched step index, for a match that satisfies every rule, with
    /// line `forbidding.line` given to any window but `forbidding.window`.
    private func exactMatch(forbidding: (line: Int, window: Int)? = nil) -> [Int: Int]? {
        var failed = Set<SearchState>()
        var budget = 200_000  // a bound for hostile blocks; real ones need a few hundred states
        var matching: [Int: Int] = [:]

        func search(_ position: Int, _ consumed: Set<Int>) -> Bool {
            budget -= 1
            guard budget > 0 else { return false }
            let state = SearchState(position: position, consumed: consumed)
            if failed.contains(state) { return false }
            guard position < documented.count else {
                if isComplete(consumed: consumed, matched: Set(matching.values)) { return true }
                failed.insert(state)
                return false
            }
            guard documented[position].callback != nil else { return search(position + 1, consumed) }
            let forbidden = forbidding?.line == position ? forbidding?.window : nil
            for candidate in expected.steps.indices
            where !consumed.contains(candidate) && fits(position, candidate, forbidden: forbidden) {
                let skipped = ancestors[candidate].subtracting(consumed)
                guard skipped.allSatisfy({ expected.steps[$0].isOptional }) else { continue }
                matching[position] = candidate
                if search(position + 1, consumed.union(skipped).union([candidate])) { return true }
                matching[position] = nil
            }
            failed.insert(state)
            return false
        }
        return search(0, []) ? matching : nil
    }

    private struct SearchState: Hashable {
        let position: Int
        let consumed: Set<Int>
    }

    private func isComplete(consumed: Set<Int>, matched: Set<Int>) -> Bool {
        for index in expected.steps.indices where !consumed.contains(index) && !expected.steps[index].isOptional {
            return false
        }
        return expected.groups.allSatisfy { $0.allowedCounts.contains($0.members.filter(matched.contains).count) }
    }

    /// The match found, with a warning for each optional step left out, placed at the first
    /// documented line that had to come after it.
    private func explain(_ matching: [Int: Int]) -> Result {
        var result = Result()
        var happened = Set<Int>()
        for (line, step) in matching.sorted(by: { $0.key < $1.key }) {
            happened.formUnion(ancestors[step])
            happened.insert(step)
            result.matches[line] = stepAsLogged(step, happened: happened)
            if let warning = unsaidWindow(line, matching) { result.diagnostics.append(warning) }
            if expected.steps[step].presence == .tolerated {
                result.diagnostics.append(.warning(at: documented[line].line.location,
                    "'\(expected.steps[step].callback.swiftSelector)' belongs to a second scene seen during teardown: "
                    + "an anomaly some logs show, accepted but not guaranteed (§4.1)", rule: "tolerated-anomaly"))
            }
        }
        let matched = Set(matching.values)
        for index in expected.steps.indices where !matched.contains(index) {
            let step = expected.steps[index]
            guard step.presence == .optional, !hasMatchedAlternative(index, matched) else { continue }
            let name = step.callback.swiftSelector
            let next = matching.filter { ancestors[$0.value].contains(index) }.map(\.key).min()
            if let next, let following = documented[next].callback {
                result.diagnostics.append(.warning(at: documented[next].line.location,
                    "optional step '\(name)' is omitted before '\(following.swiftSelector)'", rule: "optional-step-omitted"))
            } else {
                result.diagnostics.append(.warning(at: documented.last?.line.location ?? fence,
                    "optional step '\(name)' is omitted at the end", rule: "optional-step-omitted"))
            }
        }
        return result
    }

    /// The model's step with the app state that follows the documented order: the model records
    /// one order of two windows' calls, and a log may interleave them otherwise.
    private func stepAsLogged(_ index: Int, happened: Set<Int>) -> Step {
        let step = expected.steps[index]
        let appState = expected.appState(after: index, happened: happened)
        guard appState != step.appState else { return step }
        return Step(step.callback, step.presence, scene: step.scene, appState: appState, sceneState: step.sceneState)
    }

    /// A warning when line `position` names no window and another window could take it just as
    /// well: the table would show a receiver the writer never chose.
    private func unsaidWindow(_ position: Int, _ matching: [Int: Int]) -> Diagnostic? {
        guard window(of: position) == nil, let step = matching[position], let scene = expected.steps[step].scene,
              expected.steps.indices.contains(where: { fits(position, $0, forbidden: scene) }),
              let other = exactMatch(forbidding: (position, scene)), let otherScene = other[position].flatMap({ expected.steps[$0].scene })
        else { return nil }
        let name = expected.steps[step].callback.swiftSelector
        let windows = [scene, otherScene].sorted().map { "window \($0)" }.joined(separator: " or ")
        return .warning(at: documented[position].line.location,
                        "'\(name)' could go to \(windows) here: write 'window=N' after it to say which "
                        + "(the table shows window \(scene))", rule: "ambiguous-window")
    }

    /// A step of a group of alternatives (the group never wants all its members) is not worth a
    /// warning when another member stood in for it, or when an earlier member already got one.
    private func hasMatchedAlternative(_ index: Int, _ matched: Set<Int>) -> Bool {
        expected.groups.contains { group in
            guard group.members.contains(index), (group.allowedCounts.max() ?? 0) < group.members.count else { return false }
            return group.members.contains { $0 != index && (matched.contains($0) || $0 < index) }
        }
    }

    // MARK: Explaining a sequence that does not fit

    private func greedyDiagnostics() -> Result {
        var result = Result()
        var consumed = Set<Int>(), matchedSteps = Set<Int>()
        var reported = Set<Int>()  // documented lines already blamed for an order error
        let hasUnresolved = documented.contains { $0.callback == nil }

        for (position, entry) in documented.enumerated() {
            guard let callback = entry.callback, !reported.contains(position) else { continue }
            let location = entry.line.location
            let candidates = expected.steps.indices.filter { fits(position, $0) && !consumed.contains($0) }
            // The candidate that leaves out the fewest required steps, then the model's order.
            guard let chosen = candidates.min(by: { missingRequired($0, consumed) < missingRequired($1, consumed) }) else {
                result.diagnostics.append(unmatched(callback, at: position, matchedSteps: matchedSteps))
                continue
            }
            for skipped in ancestors[chosen].subtracting(consumed).sorted() {
                let step = expected.steps[skipped]
                guard !step.isOptional else { continue }
                let name = step.callback.swiftSelector
                if let later = documented[(position + 1)...].firstIndex(where: { $0.callback == step.callback }) {
                    reported.insert(later)
                    result.diagnostics.append(.error(at: location,
                        "'\(callback.swiftSelector)' is out of order: '\(name)' comes before it", rule: "callback-order"))
                } else if !hasUnresolved {
                    result.diagnostics.append(.error(at: location,
                        "missing '\(name)' before '\(callback.swiftSelector)'", rule: "callback-missing"))
                }
            }
            consumed.formUnion(ancestors[chosen])
            consumed.insert(chosen)
            matchedSteps.insert(chosen)
            result.matches[position] = expected.steps[chosen]
        }
        let end = documented.last?.line.location ?? fence
        for index in expected.steps.indices where !consumed.contains(index) {
            let step = expected.steps[index]
            if !step.isOptional, !hasUnresolved {
                result.diagnostics.append(.error(at: end, "missing '\(step.callback.swiftSelector)' at the end of the sequence",
                                                 rule: "callback-missing"))
            }
        }
        for group in expected.groups where !group.allowedCounts.contains(group.members.filter(matchedSteps.contains).count) {
            let at = group.members.compactMap { member in result.matches.first { $0.value == expected.steps[member] }?.key }.min()
            result.diagnostics.append(.error(at: at.map { documented[$0].line.location } ?? fence,
                "\(group.rule)", rule: "callback-group"))
        }
        if !result.diagnostics.contains(where: { $0.severity == .error }), !hasUnresolved {
            result.diagnostics.append(.error(at: fence, "the documented order fits none of the orders the model allows",
                                             rule: "callback-order"))
        }
        return result
    }

    /// Why a documented callback has no step left to match.
    private func unmatched(_ callback: Callback, at position: Int, matchedSteps: Set<Int>) -> Diagnostic {
        let location = documented[position].line.location
        let name = callback.swiftSelector
        if !callback.modes.contains(mode) {
            return .error(at: location, "'\(name)' is not called in \(mode.rawValue) mode", rule: "callback-mode")
        }
        let produced = expected.steps.indices.filter { expected.steps[$0].callback == callback }
        if let window = window(of: position), !produced.isEmpty, !produced.contains(where: { expected.steps[$0].scene == window }) {
            let others = Set(produced.compactMap { expected.steps[$0].scene }).sorted().map(String.init).joined(separator: ", ")
            return .error(at: documented[position].line.window?.location ?? location,
                          "window \(window) receives no '\(name)' here; these events send it to window \(others)",
                          rule: "callback-window")
        }
        if !produced.isEmpty, produced.allSatisfy(matchedSteps.contains) {
            let times = produced.count == 1 ? "once" : "\(produced.count) times"
            return .error(at: location, "'\(name)' appears twice: these events produce it \(times)", rule: "callback-repeated")
        }
        if !produced.isEmpty {
            let previous = documented[..<position].last { $0.callback != nil }?.callback?.swiftSelector ?? "the start"
            return .error(at: location, "'\(name)' is out of order: the model has it before '\(previous)'", rule: "callback-order")
        }
        if !callback.isModelled {
            return .error(at: location, "'\(name)' is a real delegate method, but no event of the model produces it", rule: "callback-extra")
        }
        return .error(at: location, "unexpected callback '\(name)': these events do not produce it here", rule: "callback-extra")
    }

    private func missingRequired(_ candidate: Int, _ consumed: Set<Int>) -> Int {
        ancestors[candidate].subtracting(consumed).filter { !expected.steps[$0].isOptional }.count
    }
}
