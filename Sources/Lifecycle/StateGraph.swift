/// The state diagrams, derived by running the model itself: every event from every state,
/// recording each change of state and what caused it. A picture drawn from this graph cannot
/// disagree with the model.
public enum StateGraph {
    /// A change of state, with the callbacks delivered on the way (empty for a silent change,
    /// such as suspension or purge, which `events` then names).
    public struct Edge<State: Hashable & Sendable>: Hashable, Sendable {
        public var from: State
        public var to: State
        public var callbacks: [Callback]
        public var events: [LifecycleEvent]
        public var isSilent: Bool { callbacks.isEmpty }
    }

    /// Process-state changes in `mode`, in a stable order.
    public static func appStateEdges(mode: LifecycleMode) -> [Edge<AppState>] {
        var edges = EdgeSet<AppState>()
        for start in AppState.allCases {
            for event in LifecycleEvent.allCases {
                var machine = LifecycleMachine(mode: mode, from: start)
                guard let steps = try? machine.handle(event) else { continue }
                var current = start
                for step in steps where step.appState != current {
                    edges.add(current, step.appState, callback: step.callback)
                    current = step.appState
                }
                if current != machine.appState { edges.add(current, machine.appState, event: event) }
            }
        }
        return edges.sorted(by: AppState.allCases)
    }

    /// Scene-state changes (scenes mode), in a stable order. A scene that connects starts unattached.
    public static func sceneStateEdges() -> [Edge<SceneState>] {
        var edges = EdgeSet<SceneState>()
        for start in AppState.allCases {
            let initial = SceneLifecycle(from: start).sceneStates
            for event in LifecycleEvent.allCases {
                var machine = SceneLifecycle(from: start)
                guard let steps = try? machine.handle(event) else { continue }
                var states = Dictionary(uniqueKeysWithValues: initial.enumerated().map { ($0.offset + 1, $0.element) })
                for step in steps {
                    guard let scene = step.scene, let after = step.sceneState else { continue }
                    let before = states[scene] ?? .unattached
                    if before != after { edges.add(before, after, callback: step.callback) }
                    states[scene] = after
                }
            }
        }
        return edges.sorted(by: SceneState.allCases)
    }

    private struct EdgeSet<State: Hashable & Sendable> {
        private var edges: [Pair: Edge<State>] = [:]
        private struct Pair: Hashable { let from: State, to: State }

        mutating func add(_ from: State, _ to: State, callback: Callback? = nil, event: LifecycleEvent? = nil) {
            let key = Pair(from: from, to: to)
            var edge = edges[key] ?? Edge(from: from, to: to, callbacks: [], events: [])
            if let callback, !edge.callbacks.contains(callback) { edge.callbacks.append(callback) }
            if let event, !edge.events.contains(event) { edge.events.append(event) }
            edges[key] = edge
        }

        func sorted(by order: [State]) -> [Edge<State>] {
            let rank = { (state: State) in order.firstIndex(of: state) ?? order.count }
            return edges.values.sorted { (rank($0.from), rank($0.to)) < (rank($1.from), rank($1.to)) }
        }
    }
}
