/// The app-delegate life cycle (mode A: iOS 12 and earlier, or no scene manifest).
///
/// Apple's app-state figure ([A1], lifecycle-facts §1.2):
///
///     Not running ──launch──▶ Inactive ◀──▶ Active
///         ▲   ╲                  │ ▲
///         ┆    ╲ background      ▼ │ willEnterForeground
///         ┆     ╲ launch     Background ◀╌╌▶ Suspended
///         ┆      ╲──────────▶    ┆               ┆
///         └╌╌╌╌╌╌╌╌╌ terminate ╌╌┘╌╌╌╌╌ purge ╌╌╌┘
///
/// Active connects only to Inactive: there is no Active → Background edge, so every way out
/// of the foreground resigns first. Where the code departs from the figure: a suspended app
/// resumed into the foreground passes through Inactive, as the figure's solid edge says,
/// and `kill` from the app switcher (Inactive) goes through Background (§3.7).
public struct AppDelegateLifecycle: Sendable {
    // Private so that nobody can set a state without an event that allows it.
    private enum State: Sendable {
        case notRunning, inactive, active, background, suspended
    }

    private var state: State

    public init(from appState: AppState) {
        state = switch appState {
        case .notRunning: .notRunning
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        case .suspended: .suspended
        }
    }

    public var appState: AppState {
        switch state {
        case .notRunning: .notRunning
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        case .suspended: .suspended
        }
    }

    public mutating func handle(_ event: LifecycleEvent) throws(TransitionError) -> [Step] {
        let before = appState
        let impossible = TransitionError(event: event, from: before, mode: .appDelegate, reason: .impossibleInState)
        typealias C = CallbackCatalogue
        switch event {
        case .launch:
            guard case .notRunning = state else { throw impossible }
            return [go(.inactive, C.willFinishLaunching), go(.inactive, C.didFinishLaunching),
                    go(.active, C.didBecomeActive)]
        case .launchFromURL:
            guard case .notRunning = state else { throw impossible }
            return [go(.inactive, C.willFinishLaunching), go(.inactive, C.didFinishLaunching),
                    go(.inactive, C.openURL), go(.active, C.didBecomeActive)]
        case .backgroundLaunch:
            guard case .notRunning = state else { throw impossible }
            // Apple's background sequence sends didEnterBackground; device logs do not show it (§4.4).
            return [go(.background, C.willFinishLaunching), go(.background, C.didFinishLaunching),
                    go(.background, C.didEnterBackground, optional: true)]
        case .home, .lock:
            switch state {
            case .active: return [go(.inactive, C.willResignActive), go(.background, C.didEnterBackground)]
            case .inactive: return [go(.background, C.didEnterBackground)]
            case .notRunning, .background, .suspended: throw impossible
            }
        case .unlock, .foreground:
            switch state {
            case .background, .suspended:
                return [go(.inactive, C.willEnterForeground), go(.active, C.didBecomeActive)]
            case .notRunning, .inactive, .active: throw impossible
            }
        case .openSwitcher, .interruption:
            guard case .active = state else { throw impossible }
            return [go(.inactive, C.willResignActive)]
        case .leaveSwitcher, .interruptionEnd:
            guard case .inactive = state else { throw impossible }
            return [go(.active, C.didBecomeActive)]
        case .kill:
            switch state {
            case .inactive:
                return [go(.background, C.didEnterBackground), go(.notRunning, C.willTerminate, optional: true)]
            case .background:
                return [go(.notRunning, C.willTerminate, optional: true)]
            case .suspended:
                state = .notRunning  // a suspended app is removed from memory without a word (§3.8)
                return []
            case .notRunning, .active: throw impossible
            }
        case .suspend:
            guard case .background = state else { throw impossible }
            state = .suspended
            return []
        case .terminate:
            guard case .background = state else { throw impossible }
            return [go(.notRunning, C.willTerminate)]
        case .purge:
            guard case .suspended = state else { throw impossible }
            state = .notRunning
            return []
        case .memoryWarning:
            switch state {
            case .active, .inactive, .background: return [go(state, C.didReceiveMemoryWarning)]
            case .notRunning, .suspended: throw impossible
            }
        case .openWindow, .closeWindow:
            throw TransitionError(event: event, from: before, mode: .appDelegate, reason: .needsMode(.scenes))
        case .splitView:
            guard case .active = state else { throw impossible }
            // iOS 9 guide, via a translation (§3.15): confidence low, so both steps are optional.
            return [go(.inactive, C.willResignActive, optional: true), go(.active, C.didBecomeActive, optional: true)]
        }
    }

    /// Moves to `next` and records the callback that goes with the move.
    private mutating func go(_ next: State, _ callback: Callback, optional: Bool = false) -> Step {
        state = next
        return Step(callback, optional: optional, appState: appState)
    }
}
