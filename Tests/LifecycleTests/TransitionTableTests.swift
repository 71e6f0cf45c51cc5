import Lifecycle
import Testing

/// Every event in every state, in both modes: allowed events produce steps, the others throw a
/// `TransitionError` with the right reason and a readable message. Nothing ever traps.
@Suite("Transition table (Documentation/Events.md)")
struct TransitionTableTests {
    /// "allowed from", per event, as Documentation/Events.md states it (same in both modes unless noted).
    static let allowed: [LifecycleEvent: Set<AppState>] = [
        .launch: [.notRunning], .launchFromURL: [.notRunning], .backgroundLaunch: [.notRunning],
        .home: [.active, .inactive], .lock: [.active, .inactive],
        .unlock: [.background, .suspended], .foreground: [.background, .suspended],
        .openSwitcher: [.active], .interruption: [.active],
        .leaveSwitcher: [.inactive], .interruptionEnd: [.inactive],
        .kill: [.inactive, .background, .suspended],
        .suspend: [.background], .terminate: [.background], .purge: [.suspended],
        .memoryWarning: [.active, .inactive, .background],
        .splitView: [.active],
        .openWindow: [.active],  // scenes only
        .closeWindow: [],  // scenes only, and needs a second window
    ]

    /// The reason an event is refused, or `nil` when it is allowed.
    static func expectedRefusal(_ event: LifecycleEvent, _ state: AppState, _ mode: LifecycleMode) -> TransitionError.Reason? {
        if mode == .appDelegate, event == .openWindow || event == .closeWindow { return .needsMode(.scenes) }
        if mode == .scenes, event == .closeWindow { return state.isRunning ? .needsAnotherWindow : .impossibleInState }
        return allowed[event]!.contains(state) ? nil : .impossibleInState
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let mode: LifecycleMode, state: AppState, event: LifecycleEvent
        var testDescription: String { "\(mode.rawValue) \(state.rawValue) \(event.rawValue)" }
    }

    static let cases: [Case] = LifecycleMode.allCases.flatMap { mode in
        AppState.allCases.flatMap { state in LifecycleEvent.allCases.map { Case(mode: mode, state: state, event: $0) } }
    }

    @Test("every event is covered by the table")
    func tableIsComplete() {
        #expect(Set(Self.allowed.keys) == Set(LifecycleEvent.allCases))
    }

    @Test("each event in each state either runs or throws the documented reason", arguments: cases)
    func eventInState(_ c: Case) {
        var machine = LifecycleMachine(mode: c.mode, from: c.state)
        #expect(machine.appState == c.state)
        let expected = Self.expectedRefusal(c.event, c.state, c.mode)
        do {
            let steps = try machine.handle(c.event)
            #expect(expected == nil, "\(c.event.rawValue) should be refused in \(c.state.rawValue): \(String(describing: expected))")
            if let last = steps.last {
                #expect(last.appState == machine.appState, "the last step leaves the app in the machine's state")
            }
        } catch {
            #expect(error.reason == expected)
            #expect(error.event == c.event)
            #expect(error.from == c.state)
            #expect(error.mode == c.mode)
            #expect(error.description.contains("'\(c.event.rawValue)'"), "the message names the event: \(error.description)")
            #expect(machine.appState == c.state, "a refused event leaves the state as it was")
        }
    }

    @Test("the message for an impossible event names the state in words and gives a hint")
    func impossibleMessage() throws {
        let error = try #require(transitionError(.appDelegate, from: .notRunning, .foreground))
        #expect(error.description == "event 'foreground' is impossible while the app is not running; an app that is not running is launched ('launch')")
        let terminate = try #require(transitionError(.scenes, from: .suspended, .terminate))
        #expect(terminate.description.contains("suspended"))
        #expect(terminate.description.contains("purge"))
    }

    @Test("the message for a scenes-only event names the mode")
    func needsModeMessage() throws {
        let error = try #require(transitionError(.appDelegate, from: .active, .openWindow))
        #expect(error.description == "event 'open-window' exists only in scenes mode")
    }

    @Test("ending states of allowed events match the 'ends in' column", arguments: LifecycleMode.allCases)
    func endStates(mode: LifecycleMode) throws {
        let ends: [(AppState, LifecycleEvent, AppState)] = [
            (.notRunning, .launch, .active), (.notRunning, .launchFromURL, .active), (.notRunning, .backgroundLaunch, .background),
            (.active, .home, .background), (.inactive, .home, .background), (.active, .lock, .background),
            (.background, .unlock, .active), (.suspended, .foreground, .active),
            (.active, .openSwitcher, .inactive), (.inactive, .leaveSwitcher, .active),
            (.inactive, .kill, .notRunning), (.background, .kill, .notRunning), (.suspended, .kill, .notRunning),
            (.active, .interruption, .inactive), (.inactive, .interruptionEnd, .active),
            (.background, .suspend, .suspended), (.background, .terminate, .notRunning), (.suspended, .purge, .notRunning),
            (.active, .memoryWarning, .active), (.inactive, .memoryWarning, .inactive), (.background, .memoryWarning, .background),
            (.active, .splitView, .active),
        ]
        for (start, event, end) in ends {
            #expect(try state(mode, from: start, after: event) == end, "\(mode.rawValue): \(event.rawValue) from \(start.rawValue)")
        }
    }

    @Test("a refused event does not disturb the rest of a sequence")
    func machineUsableAfterRefusal() throws {
        var machine = LifecycleMachine(mode: .scenes, from: .active)
        #expect(throws: TransitionError.self) { try machine.handle(.purge) }
        #expect(try machine.handle(.home).map(\.notation) == [S.sceneWillResignActive, S.sceneDidEnterBackground])
    }

    @Test("steps(mode:from:events:) stops at the first impossible event and reports it")
    func stepsReportsFirstImpossibleEvent() {
        let error = #expect(throws: TransitionError.self) {
            try LifecycleMachine.steps(mode: .appDelegate, events: [.launch, .foreground, .purge])
        }
        #expect(error?.event == .foreground)
        #expect(error?.from == .active)
        #expect(error?.reason == .impossibleInState)
    }
}
