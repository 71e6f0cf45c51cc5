/// The state diagrams, derived by running the model itself: every event from every starting
/// situation, recording each change of state and what caused it. A picture drawn from this
/// graph cannot disagree with the model.
public enum StateGraph {
    /// A change of state, labelled with the callbacks delivered on the way, or with the events
    /// that cause it when no state callback marks it (suspension, purge, a resume for an event).
    public struct Edge<State: Hashable & Sendable>: Hashable, Sendable {
        public var from: State
        public var to: State
        public var callbacks: [Callback]
        public var events: [LifecycleEvent]
        public var isSilent: Bool { callbacks.isEmpty }
    }

    /// Callbacks that announce a change of state, and so label an edge. Others (a URL, a push)
    /// are what the app does once there; the edge then names the event.
    static let stateCallbacks: Set<Callback> = {
        typealias C = CallbackCatalogue
        return [C.willFinishLaunching, C.didFinishLaunching, C.didBecomeActive, C.willResignActive, C.didEnterBackground,
                C.willEnterForeground, C.willTerminate, C.sceneWillConnect, C.sceneWillEnterForeground,
                C.sceneDidBecomeActive, C.sceneWillResignActive, C.sceneDidEnterBackground, C.sceneDidDisconnect]
    }()

    /// The starts a figure is drawn from. A prewarmed process is Suspended, but its launch is a
    /// launch, not a resume: drawing it would put willFinishLaunching on the Suspended edges.
    static let figureStarts = StartState.allCases.filter { $0 != .prewarmed }

    /// Process-state changes in `mode`, in a stable order.
    public static func appStateEdges(mode: LifecycleMode) -> [Edge<AppState>] {
        var edges = EdgeSet<AppState>()
        for start in figureStarts {
            for event in LifecycleEvent.allCases {
                var machine = LifecycleMachine(mode: mode, from: start)
                guard let steps = try? machine.handle(event) else { continue }
                var current = start.appState
                for step in steps where step.appState != current {
                    if stateCallbacks.contains(step.callback) {
                        edges.add(current, step.appState, callback: step.callback)
                    } else {
                        edges.add(current, step.appState, event: event)
                    }
                    current = step.appState
                }
                if current != machine.appState { edges.add(current, machine.appState, event: event) }
            }
        }
        return edges.sorted(by: AppState.allCases)
    }

    /// Scene-state changes (scenes mode), in a stable order. A scene that connects starts
    /// unattached; a callback that leaves its scene where it was (`willConnectTo` before
    /// `willEnterForeground`) labels the scene's next change.
    public static func sceneStateEdges() -> [Edge<SceneState>] {
        var edges = EdgeSet<SceneState>()
        for start in figureStarts {
            let initial = LifecycleMachine(mode: .scenes, from: start).sceneStates
            for event in LifecycleEvent.allCases {
                var machine = LifecycleMachine(mode: .scenes, from: start)
                guard let steps = try? machine.handle(event) else { continue }
                var states = Dictionary(uniqueKeysWithValues: initial.enumerated().map { ($0.offset + 1, $0.element) })
                var pending: [Int: [Callback]] = [:]
                for step in steps where stateCallbacks.contains(step.callback) {
                    guard let scene = step.scene, let after = step.sceneState else { continue }
                    let before = states[scene] ?? .unattached
                    if before == after {
                        pending[scene, default: []].append(step.callback)
                        continue
                    }
                    for callback in pending.removeValue(forKey: scene) ?? [] { edges.add(before, after, callback: callback) }
                    edges.add(before, after, callback: step.callback)
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
