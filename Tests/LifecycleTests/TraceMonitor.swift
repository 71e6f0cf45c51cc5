import Lifecycle

/// Watches the steps a machine produces, event after event, and reports every break of the
/// invariants taken from Apple's figures and lifecycle-facts §5. It keeps only what those rules
/// need to remember, so two traces that leave equal monitors (and equal machines) can be
/// continued alike: that is what lets the exhaustive test merge them.
struct TraceMonitor: Hashable, Sendable {
    typealias C = CallbackCatalogue
    let mode: LifecycleMode
    /// Process state after the last step.
    private var app: AppState
    /// Scene state per window number, while connected.
    private var scenes: [Int: SceneState] = [:]
    /// Window numbers whose scene connected at least once in this process.
    private var windowsSeen: Set<Int> = []
    /// Whether the next launch reconnects a remembered session (nil: unknown, the block's history).
    private var sessionsRemembered: Bool?
    private var terminated = false
    /// Windows disconnected in this process whose sessions may still be discarded.
    private var disconnectedWindows: Set<Int> = []

    init(mode: LifecycleMode, start: StartState, sceneStates: [SceneState]) {
        self.mode = mode
        app = start.appState
        for (index, state) in sceneStates.enumerated() { scenes[index + 1] = state }
        windowsSeen = Set(scenes.keys)
        sessionsRemembered = start == .notRunning || start == .prewarmed ? nil : true
    }

    /// The breaks of an invariant in `steps`, the full canonical output of `event`.
    mutating func check(_ event: EventOccurrence, _ steps: [Step], after machine: LifecycleMachine) -> [String] {
        var problems: [String] = []
        func fail(_ rule: String, _ step: Step? = nil) {
            problems.append("\(rule)\(step.map { ": \($0.callback.swiftSelector)" } ?? "") during '\(event)'")
        }
        let startedAs = app
        let processWasAlive = startedAs != .notRunning
        var disconnectedInEvent: Set<Int> = []
        var launchedInEvent = false

        // Tolerated anomalies (§4.1's second scene during teardown) are outside the rules by definition.
        let steps = steps.filter { $0.presence != .tolerated }
        for (index, step) in steps.enumerated() {
            let callback = step.callback
            // §5.1: nothing reaches a suspended process.
            if step.appState == .suspended { fail("§5.1 a callback while suspended", step) }
            // §5.16: nothing after willTerminate until a new process starts.
            if terminated, callback != C.willFinishLaunching { fail("§5.16 a callback after willTerminate", step) }
            // §5.17: a process suspended at the start of the event never hears willTerminate.
            if callback == C.willTerminate {
                if startedAs == .suspended { fail("§5.17 willTerminate for a suspended process", step) }
                terminated = true
            }
            // §5.7: willFinish, then didFinish, open every process; nothing else does.
            if callback == C.willFinishLaunching {
                if startedAs != .notRunning && startedAs != .suspended || launchedInEvent { fail("§5.7 willFinish in a running process", step) }
                if index + 1 >= steps.count || steps[index + 1].callback != C.didFinishLaunching
                    && !steps[index + 1].callback.swiftSelector.contains("Restor") {
                    fail("§5.7 willFinish not followed by didFinish", step)
                }
                launchedInEvent = true
                terminated = false
                scenes = [:]
                windowsSeen = []
                disconnectedWindows = []
            } else if !processWasAlive, !launchedInEvent {
                fail("§5.7 a callback before the process started", step)
            }
            // §5.12: the four app-delegate foreground/background methods are never called with scenes.
            if mode == .scenes, [C.didBecomeActive, C.willResignActive, C.didEnterBackground, C.willEnterForeground].contains(callback) {
                fail("§5.12 an app-delegate activation method in scenes mode", step)
            }
            if mode == .appDelegate { checkApp(step, fail) } else { checkScene(step, steps[(index + 1)...], &disconnectedInEvent, fail) }
            // §5.15: no discard for a memory-driven disconnect, nor for a session still connected.
            if callback == C.didDiscardSceneSessions {
                let deferred = !processWasAlive || startedAs == .suspended || launchedInEvent
                if event.event == .reclaimScene { fail("§5.15 a discard after a memory-driven disconnect", step) }
                if !deferred, disconnectedInEvent.isEmpty, disconnectedWindows.isEmpty { fail("§5.15 a discard without a disconnect", step) }
            }
            // §1.2 / §5.3: there is no Active → Background edge.
            if app == .active && step.appState == .background { fail("§5.3 Active → Background", step) }
            app = step.appState
        }
        // §5.21: a memory warning changes no state.
        if event.event == .memoryWarning, machine.appState != startedAs { fail("§5.21 a memory warning changed the state") }
        // §5.2: silent edges stay silent.
        if [.suspend, .purge, .prewarm].contains(event.event) || (event.event == .kill && startedAs == .suspended) {
            if !steps.isEmpty { fail("§5.2 a silent event produced callbacks") }
        }
        if machine.appState == .notRunning {
            if event.event == .kill || event.event == .closeWindow {  // the user closed the last window: a kill
                sessionsRemembered = false
            } else if !windowsSeen.isEmpty {
                sessionsRemembered = true  // a purge or a termination keeps the sessions (§3.10)
            }
            scenes = [:]
            windowsSeen = []
        }
        app = machine.appState
        if app == .notRunning { terminated = false }
        return problems
    }

    private mutating func checkApp(_ step: Step, _ fail: (String, Step?) -> Void) {
        let callback = step.callback
        // §5.5: didBecomeActive only from Inactive.
        if callback == C.didBecomeActive, app != .inactive { fail("§5.5 didBecomeActive not from Inactive", step) }
        // §5.3: didEnterBackground never straight from Active.
        if callback == C.didEnterBackground, app == .active { fail("§5.3 didEnterBackground while active", step) }
        // §5.8 / fact 4: willEnterForeground leaves the app Inactive, never at a cold launch.
        if callback == C.willEnterForeground, app != .background && app != .suspended {
            fail("§5.8 willEnterForeground not from Background", step)
        }
    }

    private mutating func checkScene(
        _ step: Step, _ rest: ArraySlice<Step>, _ disconnected: inout Set<Int>, _ fail: (String, Step?) -> Void
    ) {
        let callback = step.callback
        if callback == C.configurationForConnecting {
            // §5.10: only for a new session: a window never seen in this process, and not a remembered
            // session reconnecting at a launch.
            let next = rest.first { $0.callback == C.sceneWillConnect }
            if let number = next?.scene, windowsSeen.contains(number) { fail("§5.10 a configuration call for a remembered window", step) }
            if next == nil { fail("§5.10 a configuration call with no scene to connect", step) }
            if windowsSeen.isEmpty, sessionsRemembered == true { fail("§5.10 a configuration call for a remembered session", step) }
        }
        guard let number = step.scene, let after = step.sceneState else { return }
        let before = scenes[number]
        if callback == C.sceneWillConnect {
            // §5.11: willConnectTo is a scene instance's first callback.
            if before != nil { fail("§5.11 willConnectTo for a connected scene", step) }
            windowsSeen.insert(number)
        } else if before == nil {
            fail("§5.11 a scene callback before willConnectTo or after sceneDidDisconnect", step)
        }
        let from = before ?? .unattached
        // §1.4: Unattached is entered only from Background.
        if after == .unattached, callback == C.sceneDidDisconnect {
            if from != .background { fail("§1.4 Unattached entered from \(from.rawValue)", step) }
            disconnected.insert(number)
            disconnectedWindows.insert(number)
            scenes[number] = nil
            return
        }
        switch callback {
        case C.sceneDidBecomeActive where from != .foregroundInactive: fail("§5.5 sceneDidBecomeActive not from Foreground inactive", step)
        case C.sceneDidEnterBackground where from != .foregroundInactive: fail("§5.3 sceneDidEnterBackground not from Foreground inactive", step)
        case C.sceneWillEnterForeground where from != .background && from != .unattached:
            fail("§1.4 sceneWillEnterForeground not from Background or Unattached", step)
        case C.sceneWillResignActive where from != .foregroundActive: fail("§1.4 sceneWillResignActive not from Foreground active", step)
        default: break
        }
        scenes[number] = after
    }
}
