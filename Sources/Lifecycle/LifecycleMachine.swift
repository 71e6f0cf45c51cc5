/// The life cycle in either mode: what a documented sequence is checked against.
public struct LifecycleMachine: Sendable {
    private enum Machine: Sendable {
        case appDelegate(AppDelegateLifecycle)
        case scenes(SceneLifecycle)
    }

    private var machine: Machine
    public let mode: LifecycleMode

    public init(mode: LifecycleMode, from state: AppState = .notRunning) {
        self.mode = mode
        machine = switch mode {
        case .appDelegate: .appDelegate(AppDelegateLifecycle(from: state))
        case .scenes: .scenes(SceneLifecycle(from: state))
        }
    }

    public var appState: AppState {
        switch machine {
        case .appDelegate(let app): app.appState
        case .scenes(let scenes): scenes.appState
        }
    }

    public mutating func handle(_ event: LifecycleEvent) throws(TransitionError) -> [Step] {
        switch machine {
        case .appDelegate(var app):
            defer { machine = .appDelegate(app) }
            return try app.handle(event)
        case .scenes(var scenes):
            defer { machine = .scenes(scenes) }
            return try scenes.handle(event)
        }
    }

    /// The callbacks that `events` produce, in order, starting from `state`.
    public static func steps(
        mode: LifecycleMode, from state: AppState = .notRunning, events: [LifecycleEvent]
    ) throws(TransitionError) -> [Step] {
        var machine = LifecycleMachine(mode: mode, from: state)
        var steps: [Step] = []
        for event in events { steps += try machine.handle(event) }
        return steps
    }
}
