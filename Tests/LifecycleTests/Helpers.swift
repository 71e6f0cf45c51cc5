import Lifecycle
import Testing

/// The callbacks `events` produce, written as Swift selectors with `?` after optional steps,
/// so expectations read like the notation of lifecycle-facts §3. Steps that depend on the app's
/// configuration (state restoration, data protection) are left out; `conditionalSteps` lists them.
func sequence(_ mode: LifecycleMode, from state: AppState = .notRunning, _ events: LifecycleEvent...) throws -> [String] {
    try LifecycleMachine.steps(mode: mode, from: state, events: events).filter { $0.presence == .required || $0.presence == .optional }.map(\.notation)
}

/// The configuration-dependent steps `events` produce.
func conditionalSteps(_ mode: LifecycleMode, from state: StartState = .notRunning, _ events: LifecycleEvent...) throws -> [String] {
    try LifecycleMachine.expectedSequence(mode: mode, from: state, events: events.map { EventOccurrence($0) })
        .steps.filter { $0.presence == .conditional }.map(\.callback.swiftSelector)
}

extension Step {
    var notation: String { callback.swiftSelector + (isOptional ? "?" : "") }
}

/// The state a machine is in after `events`.
func state(_ mode: LifecycleMode, from start: AppState = .notRunning, after events: LifecycleEvent...) throws -> AppState {
    var machine = LifecycleMachine(mode: mode, from: StartState(start))
    for event in events { _ = try machine.handle(event) }
    return machine.appState
}

/// The error `event` throws in `state`, or `nil` when the event is allowed.
func transitionError(_ mode: LifecycleMode, from state: AppState, _ event: LifecycleEvent) -> TransitionError? {
    var machine = LifecycleMachine(mode: mode, from: StartState(state))
    do {
        _ = try machine.handle(event)
        return nil
    } catch {
        return error
    }
}

// Selectors used throughout, so a typo fails to compile rather than to match.
enum S {
    static let willFinish = "application(_:willFinishLaunchingWithOptions:)"
    static let didFinish = "application(_:didFinishLaunchingWithOptions:)"
    static let didBecomeActive = "applicationDidBecomeActive(_:)"
    static let willResignActive = "applicationWillResignActive(_:)"
    static let didEnterBackground = "applicationDidEnterBackground(_:)"
    static let willEnterForeground = "applicationWillEnterForeground(_:)"
    static let willTerminate = "applicationWillTerminate(_:)"
    static let memoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    static let openURL = "application(_:open:options:)"
    static let configuration = "application(_:configurationForConnecting:options:)"
    static let discard = "application(_:didDiscardSceneSessions:)"
    static let willConnect = "scene(_:willConnectTo:options:)"
    static let sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    static let sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    static let sceneWillResignActive = "sceneWillResignActive(_:)"
    static let sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    static let sceneDidDisconnect = "sceneDidDisconnect(_:)"
    static let geometry = "windowScene(_:didUpdateEffectiveGeometry:)"
    static let openURLContexts = "scene(_:openURLContexts:)"

    static func optional(_ selector: String) -> String { selector + "?" }
}

/// The model's steps for `events`, without the configuration-dependent ones.
func modelSteps(mode: LifecycleMode, from state: AppState = .notRunning, events: [LifecycleEvent]) throws -> [Step] {
    try LifecycleMachine.steps(mode: mode, from: state, events: events).filter { $0.presence == .required || $0.presence == .optional }
}
