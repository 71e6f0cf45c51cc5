import Lifecycle
import Testing

/// Every event in every state, in both modes: allowed events produce steps, the others throw a
/// `TransitionError` with the right reason and a readable message. Nothing ever traps.
@Suite("Transition table (Documentation/Events.md)")
struct TransitionTableTests {
    /// "allowed from", per event, as Documentation/Events.md states it (same in both modes unless noted).
    static let allowed: [LifecycleEvent: Set<StartState>] = {
        let userLaunch: Set<StartState> = [.notRunning, .prewarmed]
        let foreground: Set<StartState> = [.inactive, .active, .switcher, .interrupted]
        let running = foreground.union([.background, .locked])
        return [
            .launch: userLaunch, .launchFromURL: userLaunch, .launchFromUniversalLink: userLaunch,
            .launchFromNotification: userLaunch, .launchFromQuickAction: userLaunch,
            .backgroundLaunch: userLaunch, .remoteNotification: Set(StartState.allCases),
            .backgroundURLSession: [.notRunning, .prewarmed, .suspended, .background, .locked], .prewarm: [.notRunning],
            .home: foreground, .lock: Set(StartState.allCases).subtracting([.locked]), .unlock: [.locked],
            .foreground: [.background, .suspended],
            .openURL: [.active, .background, .suspended], .universalLink: [.active, .background, .suspended],
            .notificationTap: [.active, .background, .suspended], .quickAction: [.background, .suspended],
            .timeChange: running.union([.suspended]),
            .openSwitcher: [.active, .background, .suspended], .leaveSwitcher: [.inactive, .switcher],
            .kill: [.inactive, .switcher, .background, .suspended],
            .interruption: [.active], .interruptionEnd: [.inactive, .interrupted],
            .suspend: [.background, .locked], .terminate: [.background, .locked], .purge: [.suspended, .prewarmed],
            .memoryWarning: running, .splitView: [.active],
            // Scenes only:
            .openWindow: [.active], .replaceWindow: [.active], .closeWindow: running.union([.suspended]),
            .reclaimScene: [.background, .locked],
        ]
    }()

    /// The reason an event is refused, or `nil` when it is allowed.
    static func isAllowed(_ event: LifecycleEvent, _ state: StartState, _ mode: LifecycleMode) -> Bool {
        if mode == .appDelegate, event.needsScenes { return false }
        return allowed[event]!.contains(state)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        let mode: LifecycleMode, state: StartState, event: LifecycleEvent
        var testDescription: String { "\(mode.rawValue) \(state.rawValue) \(event.rawValue)" }
    }

    static let cases: [Case] = LifecycleMode.allCases.flatMap { mode in
        StartState.allCases.flatMap { state in LifecycleEvent.allCases.map { Case(mode: mode, state: state, event: $0) } }
    }

    @Test("every event is covered by the table")
    func tableIsComplete() {
        #expect(Set(Self.allowed.keys) == Set(LifecycleEvent.allCases))
    }

    @Test("each event in each starting situation either runs or throws a readable reason", arguments: cases)
    func eventInState(_ c: Case) {
        var machine = LifecycleMachine(mode: c.mode, from: c.state)
        #expect(machine.appState == c.state.appState)
        do {
            let steps = try machine.handle(c.event)
            #expect(Self.isAllowed(c.event, c.state, c.mode), "\(c.event.rawValue) should be refused from \(c.state.rawValue)")
            if let last = steps.last, !last.isOptional, last.callback.receiver == .appDelegate || c.mode == .appDelegate {
                #expect(last.appState == machine.appState, "the last step leaves the app in the machine's state")
            }
        } catch {
            #expect(!Self.isAllowed(c.event, c.state, c.mode), "\(c.event.rawValue) should run from \(c.state.rawValue): \(error)")
            if c.mode == .appDelegate, c.event.needsScenes { #expect(error.reason == .needsMode(.scenes)) }
            #expect(error.event == EventOccurrence(c.event))
            #expect(error.from == c.state.appState)
            #expect(error.mode == c.mode)
            #expect(error.description.contains("'\(c.event.rawValue)'"), "the message names the event: \(error.description)")
            #expect(machine.appState == c.state.appState, "a refused event leaves the state as it was")
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
            (.background, .foreground, .active), (.suspended, .foreground, .active),
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

    @Test("pairs need their first half: leave-switcher, interruption-end, unlock; kill needs the switcher")
    func preconditions() throws {
        for mode in LifecycleMode.allCases {
            for events: [LifecycleEvent] in [[.leaveSwitcher], [.interruptionEnd], [.unlock], [.kill], [.interruption, .kill],
                                             [.openSwitcher, .interruptionEnd], [.interruption, .leaveSwitcher]] {
                #expect(throws: TransitionError.self, "\(mode) \(events)") {
                    try LifecycleMachine.steps(mode: mode, from: .active, events: events)
                }
            }
            _ = try LifecycleMachine.steps(mode: mode, from: .active, events: [.openSwitcher, .kill])
            _ = try LifecycleMachine.steps(mode: mode, from: .active, events: [.lock, .unlock])
            _ = try LifecycleMachine.steps(mode: mode, from: .active, events: [.interruption, .interruptionEnd])
        }
    }

    @Test("after a user kill, no background launch until the user launches the app (§3.16, fact 23)",
          arguments: LifecycleMode.allCases)
    func forceQuitBlocksBackgroundLaunches(mode: LifecycleMode) throws {
        for event in [LifecycleEvent.backgroundLaunch, .remoteNotification, .backgroundURLSession] {
            let error = #expect(throws: TransitionError.self) {
                try LifecycleMachine.steps(mode: mode, from: .active, events: [.openSwitcher, .kill, event])
            }
            #expect(error?.description.contains("force-quit") == true)
            _ = try LifecycleMachine.steps(mode: mode, from: .active, events: [.openSwitcher, .kill, .launch, .home, .suspend, .purge, event])
            _ = try LifecycleMachine.steps(mode: mode, from: .active, events: [.home, .suspend, .purge, event])
        }
    }

    @Test("a refused event does not disturb the rest of a sequence")
    func machineUsableAfterRefusal() throws {
        var machine = LifecycleMachine(mode: .scenes, from: .active)
        #expect(throws: TransitionError.self) { try machine.handle(.purge) }
        #expect(try machine.handle(.home).filter { $0.presence != .conditional }.map(\.notation) == [S.sceneWillResignActive, S.sceneDidEnterBackground])
    }

    @Test("steps(mode:from:events:) stops at the first impossible event and reports it")
    func stepsReportsFirstImpossibleEvent() {
        let error = #expect(throws: TransitionError.self) {
            try LifecycleMachine.steps(mode: .appDelegate, events: [.launch, .foreground, .purge])
        }
        #expect(error?.event == EventOccurrence(.foreground))
        #expect(error?.from == .active)
        #expect(error?.reason == .impossibleInState)
    }
}
