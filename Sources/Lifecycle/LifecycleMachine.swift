/// The life cycle in either mode: what a documented sequence is checked against.
public struct LifecycleMachine: Sendable {
    private enum Machine: Sendable {
        case appDelegate(AppDelegateLifecycle)
        case scenes(SceneLifecycle)
    }

    private var machine: Machine
    public let mode: LifecycleMode

    public init(mode: LifecycleMode, from start: StartState = .notRunning) {
        self.mode = mode
        machine = switch mode {
        case .appDelegate: .appDelegate(AppDelegateLifecycle(from: start))
        case .scenes: .scenes(SceneLifecycle(from: start))
        }
    }

    public var appState: AppState {
        switch machine {
        case .appDelegate(let app): app.appState
        case .scenes(let scenes): scenes.appState
        }
    }

    /// The connected scenes' states by window number (empty in app-delegate mode).
    public var sceneStates: [SceneState] {
        if case .scenes(let scenes) = machine { return scenes.sceneStates }
        return []
    }

    /// Everything the events so far produced, with the freedom around its order.
    public var expected: ExpectedSequence {
        switch machine {
        case .appDelegate(let app): app.recorder.sequence
        case .scenes(let scenes): scenes.recorder.sequence
        }
    }

    /// Equal keys mean machines that answer every future event alike (used by exhaustive tests).
    public var stateKey: AnyHashable {
        switch machine {
        case .appDelegate(let app): app.stateKey
        case .scenes(let scenes): scenes.stateKey
        }
    }

    /// Handles one event and returns the steps it produced, in the model's order. A refused
    /// event leaves the machine as it was.
    @discardableResult
    public mutating func handle(_ occurrence: EventOccurrence) throws(TransitionError) -> [Step] {
        switch machine {
        case .appDelegate(var app):
            let steps = try app.handle(occurrence)
            machine = .appDelegate(app)
            return steps
        case .scenes(var scenes):
            let steps = try scenes.handle(occurrence)
            machine = .scenes(scenes)
            return steps
        }
    }

    @discardableResult
    public mutating func handle(_ event: LifecycleEvent) throws(TransitionError) -> [Step] {
        try handle(EventOccurrence(event))
    }

    /// What `events` produce from `start`.
    public static func expectedSequence(
        mode: LifecycleMode, from start: StartState = .notRunning, events: [EventOccurrence]
    ) throws(TransitionError) -> ExpectedSequence {
        var machine = LifecycleMachine(mode: mode, from: start)
        for event in events { try machine.handle(event) }
        return machine.expected
    }

    /// The callbacks that `events` produce, in the model's order, starting from `state`.
    public static func steps(
        mode: LifecycleMode, from state: AppState = .notRunning, events: [LifecycleEvent]
    ) throws(TransitionError) -> [Step] {
        try expectedSequence(mode: mode, from: StartState(state), events: events.map { EventOccurrence($0) }).steps
    }
}
