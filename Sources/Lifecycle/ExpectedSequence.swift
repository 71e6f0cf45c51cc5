/// What a list of events produces: the steps in the model's own order, plus the freedom a
/// documented sequence has around that order.
///
/// The steps form a partial order. Step `j` must come after each of `predecessors[j]`; two
/// steps with no path between them may come in either order, as the callbacks of two windows
/// moved by one event (§3.13: the order between windows is undocumented). A group constrains how
/// many of its members appear: both or neither of Split View's resign/activate pair (fact 5),
/// a session's discard either at the kill or at the next launch (§3.18).
public struct ExpectedSequence: Equatable, Sendable {
    public struct Group: Equatable, Sendable {
        public var members: [Int]
        /// How many members a documented sequence may contain.
        public var allowedCounts: Set<Int>
        /// Why, for the diagnostic ("come both or neither").
        public var rule: String
    }

    public internal(set) var steps: [Step] = []
    /// The direct predecessors of each step, by index into `steps`.
    public internal(set) var predecessors: [[Int]] = []
    public internal(set) var groups: [Group] = []
    /// Scene mode: the connected windows' states (by window number) when the block starts, and
    /// after each step in the model's order. Nil in app-delegate mode, where there are no windows.
    public internal(set) var windowsAtStart: [Int: SceneState]?
    public internal(set) var windowsAfter: [[Int: SceneState]] = []

    public init() {}

    /// The app state once exactly the steps in `happened` have taken place, in whatever order the
    /// sequence allows: a documented log may interleave two windows differently from the model's
    /// own order, and the state after each of its lines must follow the log (§1.5: the app is as
    /// active as its most active window). `happened` holds `step` and everything that must come
    /// before it, plus any steps the log already showed.
    public func appState(after step: Int, happened: Set<Int>) -> AppState {
        guard let start = windowsAtStart, let latest = happened.max(), steps[latest].appState.isRunning else {
            return steps[step].appState
        }
        // Where the log follows the model's order, the model's own record stands.
        if latest == step && happened.count == latest + 1 { return steps[step].appState }
        // Each window as its own steps that took place left it. A window's moves keep their order in
        // every allowed order, so applying what each step changed, in the model's order, gives each
        // window its latest state; a step that only reports (a handler) changes nothing.
        var windows = start
        for index in happened.sorted() {
            let before = index == 0 ? start : windowsAfter[index - 1], after = windowsAfter[index]
            for window in Set(before.keys).union(after.keys) where before[window] != after[window] {
                windows[window] = after[window]
            }
        }
        if windows.values.contains(.foregroundActive) { return .active }
        if windows.values.contains(.foregroundInactive) { return .inactive }
        return .background
    }

    /// Whether step `a` must come before step `b` (a path of predecessor edges leads from `a` to `b`).
    public func precedes(_ a: Int, _ b: Int) -> Bool {
        var seen = Set<Int>(), stack = predecessors[b]
        while let next = stack.popLast() {
            if next == a { return true }
            if seen.insert(next).inserted { stack += predecessors[next] }
        }
        return false
    }
}

/// Records steps into an `ExpectedSequence` as a machine handles events.
///
/// By default each step follows the previous one. `beginLanes`/`nextLane`/`endLanes` record
/// steps that only keep their order within a lane (one lane per scene); `float` records a
/// step whose place is known only loosely: after a given step, before the next event.
struct SequenceRecorder: Sendable {
    private(set) var sequence = ExpectedSequence()
    /// Scene mode: the windows' states as they are now, recorded with each step.
    var windows: [Int: SceneState]?
    /// The steps the next step must follow.
    private var frontier: [Int] = []
    private var floating: [Int] = []
    private var lanes: [(start: [Int], ends: [Int])] = []

    var count: Int { sequence.steps.count }

    @discardableResult
    mutating func append(_ step: Step) -> Int {
        let index = add(step, after: frontier)
        frontier = [index]
        return index
    }

    /// A step that must come after `anchor` (or after the frontier when `anchor` is nil) and
    /// before anything of the next event, but is free relative to the rest of this event.
    @discardableResult
    mutating func float(_ step: Step, after anchor: Int?) -> Int {
        let index = add(step, after: anchor.map { [$0] } ?? frontier)
        floating.append(index)
        return index
    }

    mutating func startTrackingWindows(_ windows: [Int: SceneState]) {
        self.windows = windows
        sequence.windowsAtStart = windows
    }

    mutating func beginLanes() { lanes.append((start: frontier, ends: [])) }

    mutating func nextLane() {
        guard var top = lanes.popLast() else { return }
        top.ends += frontier
        frontier = top.start
        lanes.append(top)
    }

    mutating func endLanes() {
        guard let top = lanes.popLast() else { return }
        frontier = Self.unique(top.ends + frontier)
    }

    /// Closes an event: what floated in it must be done before the next event starts.
    mutating func endEvent() {
        frontier = Self.unique(frontier + floating)
        floating = []
    }

    mutating func group(_ members: [Int], allowedCounts: Set<Int>, rule: String) {
        sequence.groups.append(.init(members: members, allowedCounts: allowedCounts, rule: rule))
    }

    private mutating func add(_ step: Step, after predecessors: [Int]) -> Int {
        sequence.steps.append(step)
        sequence.predecessors.append(Self.unique(predecessors))
        if let windows { sequence.windowsAfter.append(windows) }
        return sequence.steps.count - 1
    }

    private static func unique(_ indexes: [Int]) -> [Int] { Array(Set(indexes)).sorted() }
}
