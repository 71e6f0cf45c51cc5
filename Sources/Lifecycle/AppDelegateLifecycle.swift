/// The app-delegate life cycle (mode A: iOS 12 and earlier, an older SDK, or no scene manifest).
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
/// of the foreground resigns first. A suspended app resumed into the foreground passes through
/// Inactive, as the figure's solid edge says; one resumed for a background event goes back to
/// Background (§3.17). `kill` from the app switcher (Inactive) goes through Background (§3.7).
public struct AppDelegateLifecycle: Sendable {
    // Private so that nobody can set a state without an event that allows it.
    private enum State: Hashable, Sendable {
        case notRunning, prewarmed, inactive, active, background, suspended
    }

    private var state: State
    private var around: Circumstances
    private(set) var recorder = SequenceRecorder()
    private typealias C = CallbackCatalogue

    public init(from start: StartState) {
        state = switch start {
        case .notRunning: .notRunning
        case .prewarmed: .prewarmed
        case .inactive, .switcher, .interrupted: .inactive
        case .active: .active
        case .background, .locked: .background
        case .suspended: .suspended
        }
        around = Circumstances(start: start)
    }

    public var appState: AppState {
        switch state {
        case .notRunning: .notRunning
        case .prewarmed, .suspended: .suspended
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        }
    }

    /// What the machine is, without what it has recorded: equal keys behave alike from here on.
    var stateKey: AnyHashable { AnyHashable([AnyHashable(state), AnyHashable(around)]) }

    public mutating func handle(_ occurrence: EventOccurrence) throws(TransitionError) -> [Step] {
        let first = recorder.count
        try apply(occurrence)
        recorder.endEvent()
        return Array(recorder.sequence.steps[first...])
    }

    private mutating func apply(_ occurrence: EventOccurrence) throws(TransitionError) {
        let event = occurrence.event
        let before = appState
        func refuse(_ reason: TransitionError.Reason = .impossibleInState) -> TransitionError {
            TransitionError(event: occurrence, from: before, mode: .appDelegate, reason: reason)
        }
        if event.needsScenes { throw refuse(.needsMode(.scenes)) }
        if occurrence.window != nil { throw refuse(.takesNoWindow) }
        let notRunning = state == .notRunning || state == .prewarmed

        switch event {
        case .launch, .launchFromURL, .launchFromUniversalLink, .launchFromNotification, .launchFromQuickAction:
            guard notRunning else { throw refuse() }
            guard !around.locked else { throw refuse(.precondition("the device is locked: 'unlock' first")) }
            around.userQuit = false
            let didFinish = launch(into: .inactive, restoring: true)
            switch event {
            case .launchFromURL:
                // [D1]: the URL is opened before activation; skipped only if a launch method returned false.
                go(.inactive, C.openURL)
            case .launchFromUniversalLink:
                go(.inactive, C.willContinueUserActivity, .optional)
                go(.inactive, C.continueUserActivity)
            case .launchFromNotification:
                notificationResponse(after: didFinish)
            case .launchFromQuickAction:
                // Skipped when a launch method handled the shortcut and returned false ([A11]).
                recorder.float(Step(C.performActionForShortcut, .optional, appState: .inactive), after: didFinish)
            default: break
            }
            go(.active, C.didBecomeActive)
        case .backgroundLaunch, .remoteNotification, .backgroundURLSession:
            let handler = event == .remoteNotification ? C.didReceiveRemoteNotification
                : event == .backgroundURLSession ? C.handleEventsForBackgroundURLSession : nil
            switch state {
            case .notRunning, .prewarmed:
                guard !around.userQuit else {
                    throw refuse(.precondition("the user force-quit the app, so the system does not launch it in the background until the user launches it (§3.16)"))
                }
                launch(into: .background, restoring: false)
                // Apple's background sequence sends didEnterBackground; device logs do not show it (§4.4).
                go(.background, C.didEnterBackground, .optional)
                if let handler { go(.background, handler) }
            case .suspended where handler != nil:
                // Resumed into the background for the event ([A5], §3.17; not confirmed by logs).
                state = .background
                deliverQueued()
                go(.background, C.didEnterBackground, .optional)
                go(.background, handler!)
            case .inactive, .active, .background:
                guard let handler, event != .backgroundURLSession || state == .background else { throw refuse() }
                go(state, handler)
            case .suspended:
                throw refuse()
            }
        case .prewarm:
            // [A4]: the process is made and suspended before any app code runs (§3.19).
            guard state == .notRunning else { throw refuse() }
            state = .prewarmed
        case .home:
            guard state == .active || state == .inactive else { throw refuse() }
            leaveForeground()
        case .lock:
            guard !around.locked else { throw refuse(.precondition("the device is already locked")) }
            around.locked = true
            around.appWasInFront = state == .active || state == .inactive
            switch state {
            case .active, .inactive:
                leaveForeground()
                go(.background, C.protectedDataWillBecomeUnavailable, .conditional)  // data protection on (§3.4)
            case .background:
                go(.background, C.protectedDataWillBecomeUnavailable, .conditional)
            case .notRunning, .prewarmed, .suspended:
                break
            }
        case .unlock:
            guard around.locked else { throw refuse(.precondition("the device is not locked: 'lock' first")) }
            around.locked = false
            guard state == .background || state == .suspended else { return }
            if around.appWasInFront {
                let resumed = state == .suspended
                recorder.float(Step(C.protectedDataDidBecomeAvailable, .conditional, appState: .background), after: nil)
                enterForeground(resumed: resumed)
            } else if state == .background {
                go(.background, C.protectedDataDidBecomeAvailable, .conditional)
            }
        case .foreground:
            guard state == .background || state == .suspended else { throw refuse() }
            guard !around.locked else { throw refuse(.precondition("the device is locked: 'unlock' first")) }
            enterForeground(resumed: state == .suspended)
        case .openURL, .universalLink, .notificationTap, .quickAction:
            try reach(event, refuse: refuse)
        case .timeChange:
            switch state {
            case .inactive, .active, .background: go(state, C.significantTimeChange)
            case .suspended: around.timeChangeQueued = true  // delivered when the app runs again (§3.5)
            case .notRunning, .prewarmed: throw refuse()
            }
        case .openSwitcher:
            guard !around.locked else { throw refuse(.precondition("the device is locked: 'unlock' first")) }
            switch state {
            case .active:
                go(.inactive, C.willResignActive)
            case .background, .suspended:
                break  // opened from elsewhere: nothing reaches this app
            case .notRunning, .prewarmed, .inactive:
                throw refuse()
            }
            around.switcherOpen = true
        case .leaveSwitcher:
            guard around.switcherOpen || around.inactiveForUnknownReason else {
                throw refuse(.precondition("the app switcher is not open: 'open-switcher' first"))
            }
            around.leaveForeground()
            if state == .inactive { go(.active, C.didBecomeActive) }
        case .interruption:
            guard state == .active else { throw refuse() }
            go(.inactive, C.willResignActive)
            around.interrupted = true
        case .interruptionEnd:
            guard state == .inactive, around.interrupted || around.inactiveForUnknownReason else {
                throw refuse(.precondition("there is no interruption to end: 'interruption' first"))
            }
            around.leaveForeground()
            go(.active, C.didBecomeActive)
        case .kill:
            // The user swipes the app away in the switcher; from Background or Suspended the
            // switcher was opened elsewhere, which this app does not see.
            guard !around.locked else { throw refuse(.precondition("the device is locked: 'unlock' first")) }
            switch state {
            case .inactive:
                guard around.switcherOpen || around.inactiveForUnknownReason else {
                    throw refuse(.precondition("a kill happens in the app switcher, which is not open"))
                }
                go(.background, C.didEnterBackground)
                go(.notRunning, C.willTerminate, .optional)  // still running, but logs often lack it (§3.7)
            case .background:
                go(.notRunning, C.willTerminate, .optional)
            case .suspended:
                break  // a suspended app is removed from memory without a word (§3.8)
            case .notRunning, .prewarmed, .active:
                throw refuse()
            }
            endProcess()
            around.userQuit = true
        case .suspend:
            guard state == .background else { throw refuse() }
            state = .suspended
        case .terminate:
            guard state == .background else { throw refuse() }
            // [A11]: the call "may" come when the system ends a running background app; not promised (§4.2).
            go(.notRunning, C.willTerminate, .optional)
            endProcess()
        case .purge:
            guard state == .suspended || state == .prewarmed else { throw refuse() }
            endProcess()
        case .memoryWarning:
            guard state == .active || state == .inactive || state == .background else { throw refuse() }
            go(state, C.didReceiveMemoryWarning)
        case .splitView:
            guard state == .active else { throw refuse() }
            // iOS 9 guide, via a translation (§3.15): unconfirmed, so the pair is optional, but
            // an activation follows only a resignation (fact 5): both or neither.
            let resign = go(.inactive, C.willResignActive, .optional)
            let activate = go(.active, C.didBecomeActive, .optional)
            recorder.group([resign, activate], allowedCounts: [0, 2], rule: "resign and activate come both or neither (fact 5)")
        case .openWindow, .replaceWindow, .closeWindow, .reclaimScene:
            throw refuse(.needsMode(.scenes))
        }
    }

    // MARK: Building blocks

    /// `willFinish`, restoration when the app opts in (§3.1), `didFinish`; returns didFinish's index.
    @discardableResult
    private mutating func launch(into launchState: State, restoring: Bool) -> Int {
        go(launchState, C.willFinishLaunching)
        if restoring {
            go(launchState, C.shouldRestoreSecureState, .conditional)
            go(launchState, C.didDecodeRestorableState, .conditional)
        }
        return go(launchState, C.didFinishLaunching)
    }

    /// Resign if active, enter the background, and save state if the app opts in (§3.3).
    private mutating func leaveForeground() {
        if state == .active { go(.inactive, C.willResignActive) }
        go(.background, C.didEnterBackground)
        go(.background, C.shouldSaveSecureState, .conditional)
        go(.background, C.willEncodeRestorableState, .conditional)
        around.leaveForeground()
    }

    /// Background or Suspended → Inactive → Active (§3.5), with what waited while suspended.
    private mutating func enterForeground(resumed: Bool) {
        comeForward(resumed: resumed)
        go(.active, C.didBecomeActive)
    }

    /// Background or Suspended → Inactive; returns willEnterForeground's index.
    @discardableResult
    private mutating func comeForward(resumed: Bool) -> Int {
        around.leaveForeground()
        let willEnter = go(.inactive, C.willEnterForeground)
        if resumed { deliverQueued() }
        return willEnter
    }

    /// A URL, link, notification or quick action reaching an app that runs or is suspended (§3.2).
    private mutating func reach(
        _ event: LifecycleEvent, refuse: (TransitionError.Reason) -> TransitionError
    ) throws(TransitionError) {
        switch state {
        case .active where event != .quickAction:
            deliver(event, after: nil)
        case .background, .suspended:
            guard !around.locked else { throw refuse(.precondition("the device is locked: 'unlock' first")) }
            // [D1]: willEnterForeground → open or continue → didBecomeActive.
            let willEnter = comeForward(resumed: state == .suspended)
            deliver(event, after: willEnter)
            go(.active, C.didBecomeActive)
        default:
            throw refuse(.impossibleInState)
        }
    }

    private mutating func deliver(_ event: LifecycleEvent, after anchor: Int?) {
        switch event {
        case .openURL:
            go(state, C.openURL)
        case .universalLink:
            go(state, C.willContinueUserActivity, .optional)
            go(state, C.continueUserActivity)
        case .notificationTap:
            notificationResponse(after: anchor)
        case .quickAction:
            recorder.float(Step(C.performActionForShortcut, appState: appState), after: anchor)
        default:
            break
        }
    }

    /// A tapped notification reaches the notification center's delegate, or, with the legacy API,
    /// `didReceiveRemoteNotification` ([D1]); an app that reads only the launch options gets neither.
    /// Where it falls relative to activation is undocumented (§3.2).
    private mutating func notificationResponse(after anchor: Int?) {
        let current = recorder.float(Step(C.notificationResponse, .conditional, appState: appState), after: anchor)
        let legacy = recorder.float(Step(C.didReceiveRemoteNotification, .conditional, appState: appState), after: anchor)
        recorder.group([current, legacy], allowedCounts: [0, 1],
                       rule: "a tapped notification reaches the app through one API: the notification center's delegate or the legacy remote-notification method")
    }

    /// What arrived while the app was suspended, delivered "as soon as the app runs again" (§3.5).
    private mutating func deliverQueued() {
        if around.timeChangeQueued {
            recorder.float(Step(C.significantTimeChange, appState: appState), after: nil)
            around.timeChangeQueued = false
        }
    }

    private mutating func endProcess() {
        state = .notRunning
        around.endProcess()
    }

    /// Moves to `next` and records the callback that goes with the move; returns its index.
    @discardableResult
    private mutating func go(_ next: State, _ callback: Callback, _ presence: Presence = .required) -> Int {
        state = next
        return recorder.append(Step(callback, presence, appState: appState))
    }
}
