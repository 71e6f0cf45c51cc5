/// The scene-based life cycle (mode S: iOS 13 and later; required by the iOS 27 SDK), for any
/// number of windows.
///
/// Apple's scene-state figure ([A1], lifecycle-facts §1.4):
///
///     Unattached ──willConnectTo, willEnterForeground──▶ Foreground inactive ◀──▶ Foreground active
///         │  ▲                                             │ ▲
///         │  ╎ didDisconnect                 didEnterBackground │ willEnterForeground
///         │  ╎                                             ▼ │
///         └──┴──── willConnectTo (system request) ────▶ Background ◀╌╌▶ (process suspended)
///
/// Two layers, as UIKit has them (§6): the process (not running, prewarmed, running, suspended),
/// and one scene per window. The app state is derived from the most active connected scene
/// (§1.5). Scene sessions outlive scenes and processes: a session is created, connected,
/// disconnected (memory reclaimed, process ended) and reconnected, until it is discarded.
/// Only a new session brings `configurationForConnecting` (§3.1, [D9]).
///
/// Where the code departs from the figure: on a kill from the app switcher a scene may go from
/// Foreground inactive to Unattached when the optional `sceneDidEnterBackground` is skipped (§4.1).
public struct SceneLifecycle: Sendable {
    private enum Process: Hashable, Sendable { case notRunning, prewarmed, running, suspended }

    private struct Scene: Hashable, Sendable {
        let number: Int
        var state: SceneState
    }

    /// What the next launch finds: sessions to reconnect, none (all discarded), or unknown
    /// (the block starts with the app not running).
    private enum Sessions: Hashable, Sendable { case unknown, remembered, none }

    /// A discard that UIKit still owes the app (§3.18).
    private enum DiscardDebt: Hashable, Sendable {
        case none
        /// The block starts before the launch: a discard may be pending from earlier.
        case unknown
        /// A window closed or a kill while the app could not hear it: delivered when it next runs.
        case owed
        /// The kill offered a discard at this step; if the block leaves it out, the next launch delivers it.
        case offeredAtKill(step: Int)
    }

    private var process: Process
    /// Connected scenes, by window number.
    private var scenes: [Scene] = [] {
        didSet { recorder.windows = windowStates }
    }
    /// Windows whose scene the system disconnected to reclaim memory; their sessions remain (§3.5).
    private var reclaimed: [Int] = []
    private var windowsSoFar = 0
    private var sessions: Sessions
    private var debt: DiscardDebt
    private var around: Circumstances
    private(set) var recorder = SequenceRecorder()
    private typealias C = CallbackCatalogue

    public init(from start: StartState) {
        around = Circumstances(start: start)
        switch start {
        case .notRunning: process = .notRunning
        case .prewarmed: process = .prewarmed
        case .suspended: process = .suspended
        default: process = .running
        }
        sessions = process == .running || process == .suspended ? .remembered : .unknown
        debt = sessions == .unknown ? .unknown : .none
        switch start {
        case .suspended, .background, .locked: addScene(.background)
        case .inactive, .switcher, .interrupted: addScene(.foregroundInactive)
        case .active: addScene(.foregroundActive)
        case .notRunning, .prewarmed: break
        }
        recorder.startTrackingWindows(windowStates)
    }

    /// The connected windows' states, by window number.
    private var windowStates: [Int: SceneState] {
        Dictionary(uniqueKeysWithValues: scenes.map { ($0.number, $0.state) })
    }

    public var appState: AppState {
        switch process {
        case .notRunning: return .notRunning
        case .prewarmed, .suspended: return .suspended
        case .running:
            let states = scenes.map(\.state)
            if states.contains(.foregroundActive) { return .active }
            if states.contains(.foregroundInactive) { return .inactive }
            return .background
        }
    }

    /// The states of the connected scenes, by window number.
    public var sceneStates: [SceneState] { scenes.map(\.state) }

    /// What the machine is, without what it has recorded: equal keys behave alike from here on.
    var stateKey: AnyHashable {
        let debtKey: Int = switch debt {
        case .none: 0
        case .unknown: 1
        case .owed: 2
        case .offeredAtKill: 3
        }
        return AnyHashable([AnyHashable(process), AnyHashable(scenes), AnyHashable(reclaimed), AnyHashable(windowsSoFar),
                            AnyHashable(sessions), AnyHashable(debtKey), AnyHashable(around)])
    }

    public mutating func handle(_ occurrence: EventOccurrence) throws(TransitionError) -> [Step] {
        let first = recorder.count
        try apply(occurrence)
        recorder.endEvent()
        return Array(recorder.sequence.steps[first...])
    }

    private var isForeground: Bool { appState == .active || appState == .inactive }

    private mutating func apply(_ occurrence: EventOccurrence) throws(TransitionError) {
        let event = occurrence.event
        let before = appState
        func refuse(_ reason: TransitionError.Reason = .impossibleInState) -> TransitionError {
            TransitionError(event: occurrence, from: before, mode: .scenes, reason: reason)
        }
        if occurrence.window != nil, !event.takesWindow { throw refuse(.takesNoWindow) }
        let locked = TransitionError.Reason.precondition("the device is locked: 'unlock' first")
        let notRunning = process == .notRunning || process == .prewarmed

        switch event {
        case .launch, .launchFromURL, .launchFromUniversalLink, .launchFromNotification, .launchFromQuickAction:
            // The reason for the launch (URL, activity, response, shortcut) arrives in the scene's
            // connection options, never through scene(_:openURLContexts:) (§3.2, [D8]).
            guard notRunning else { throw refuse() }
            guard !around.locked else { throw refuse(locked) }
            around.userQuit = false
            let didFinish = startProcess()
            if event == .launchFromNotification {
                // The response is in the connection options; a notification-center delegate, if the app
                // set one, hears of it too (§3.2).
                recorder.float(Step(C.notificationResponse, .conditional, appState: appState), after: didFinish)
            }
            connectScene(into: .foregroundActive)
        case .backgroundLaunch, .remoteNotification, .backgroundURLSession:
            let handler = event == .remoteNotification ? C.didReceiveRemoteNotification
                : event == .backgroundURLSession ? C.handleEventsForBackgroundURLSession : nil
            switch process {
            case .notRunning, .prewarmed:
                guard !around.userQuit else {
                    throw refuse(.precondition("the user force-quit the app, so the system does not launch it in the background until the user launches it (§3.16)"))
                }
                let didFinish = startProcess()
                if let handler { recorder.float(Step(handler, appState: .background), after: didFinish) }
                // Whether a scene connects for a background launch is undocumented: allow both (§3.16).
                connectScene(into: .background, willConnect: .optional)
            case .suspended:
                guard let handler else { throw refuse() }
                resumeProcess()  // resumed into the background for the event (§3.17)
                append(handler)
            case .running:
                guard let handler, event != .backgroundURLSession || !isForeground else { throw refuse() }
                append(handler)
            }
        case .prewarm:
            guard process == .notRunning else { throw refuse() }
            process = .prewarmed  // no app code runs (§3.19)
        case .home:
            guard isForeground else { throw refuse() }
            sendToBackground(scenes(in: [.foregroundActive, .foregroundInactive]))
        case .lock:
            guard !around.locked else { throw refuse(.precondition("the device is already locked")) }
            around.locked = true
            around.appWasInFront = isForeground
            if isForeground { sendToBackground(scenes(in: [.foregroundActive, .foregroundInactive])) }
            if process == .running { append(C.protectedDataWillBecomeUnavailable, .conditional) }  // §3.4
        case .unlock:
            guard around.locked else { throw refuse(.precondition("the device is not locked: 'lock' first")) }
            around.locked = false
            if around.appWasInFront, process == .running || process == .suspended {
                resumeProcess()
                recorder.float(Step(C.protectedDataDidBecomeAvailable, .conditional, appState: appState), after: nil)
                bringToForeground(scenes(in: [.background]), reconnecting: reclaimed)
            } else if process == .running {
                append(C.protectedDataDidBecomeAvailable, .conditional)
            }
        case .foreground:
            guard process == .running || process == .suspended, !isForeground else { throw refuse() }
            guard !around.locked else { throw refuse(locked) }
            resumeProcess()
            if scenes.isEmpty, reclaimed.isEmpty {
                connectScene(into: .foregroundActive)
            } else {
                bringToForeground(scenes(in: [.background]), reconnecting: reclaimed)
            }
        case .openURL, .universalLink, .notificationTap, .quickAction:
            guard !notRunning else { throw refuse() }
            let number = occurrence.window ?? newestWindow
            guard let number, isWindow(number) else { throw refuse(.noSuchWindow(occurrence.window ?? 1)) }
            try reach(event, window: number, locked: locked, refuse: refuse)
        case .timeChange:
            switch process {
            case .running: append(C.significantTimeChange)
            case .suspended: around.timeChangeQueued = true  // delivered when the app runs again (§3.5)
            case .notRunning, .prewarmed: throw refuse()
            }
        case .openSwitcher:
            guard !around.locked, process != .prewarmed else { throw refuse(around.locked ? locked : .impossibleInState) }
            switch before {
            case .active: resignActive()
            case .background, .suspended: break  // opened from elsewhere: nothing reaches this app
            case .notRunning, .inactive: throw refuse()
            }
            around.switcherOpen = true
        case .leaveSwitcher:
            guard around.switcherOpen || around.inactiveForUnknownReason else {
                throw refuse(.precondition("the app switcher is not open: 'open-switcher' first"))
            }
            around.leaveForeground()
            becomeActive()
        case .interruption:
            guard before == .active else { throw refuse() }
            resignActive()
            around.interrupted = true
        case .interruptionEnd:
            guard before == .inactive, around.interrupted || around.inactiveForUnknownReason else {
                throw refuse(.precondition("there is no interruption to end: 'interruption' first"))
            }
            around.leaveForeground()
            becomeActive()
        case .kill:
            // The user swipes the app away in the switcher; from Background or Suspended the
            // switcher was opened elsewhere, which this app does not see.
            switch before {
            case .inactive:
                guard around.switcherOpen || around.inactiveForUnknownReason else {
                    throw refuse(.precondition("a kill happens in the app switcher, which is not open"))
                }
            case .background, .suspended: break
            case .notRunning, .active: throw refuse()
            }
            if process == .prewarmed { throw refuse() }
            guard !around.locked else { throw refuse(locked) }
            kill()
        case .suspend:
            guard process == .running, before == .background else { throw refuse() }
            process = .suspended
        case .terminate:
            guard process == .running, before == .background else { throw refuse() }
            // Disconnect before terminate is reported but undocumented (§3.9).
            recorder.beginLanes()
            for scene in scenes {
                disconnect(scene, .optional)
                recorder.nextLane()
            }
            recorder.endLanes()
            // [A11]: the call "may" come when the system ends a running background app; not promised (§4.2).
            recorder.append(Step(C.willTerminate, .optional, appState: .notRunning))
            endProcess()
        case .purge:
            guard process == .suspended || process == .prewarmed else { throw refuse() }
            endProcess()  // sessions survive a purge and reconnect at the next launch (§3.10)
        case .memoryWarning:
            guard process == .running else { throw refuse() }
            append(C.didReceiveMemoryWarning)
        case .openWindow:
            guard before == .active else { throw refuse() }
            connectScene(into: .foregroundActive, newSession: true)
        case .replaceWindow:
            // A new full-screen window takes the place of one in front, which goes to the background.
            guard before == .active else { throw refuse() }
            let number = occurrence.window ?? scenes(in: [.foregroundActive, .foregroundInactive]).last?.number
            guard let number, let old = scene(number) else { throw refuse(.noSuchWindow(occurrence.window ?? 1)) }
            guard old.state != .background else { throw refuse(.precondition("window \(number) is not in front")) }
            recorder.beginLanes()
            sendToBackground([old], lanes: false)
            recorder.nextLane()
            connectScene(into: .foregroundActive, newSession: true)
            recorder.nextLane()
            recorder.endLanes()
        case .closeWindow:
            guard process == .running || process == .suspended else { throw refuse() }
            let number = occurrence.window ?? newestWindow
            guard let number, isWindow(number) else { throw refuse(.noSuchWindow(occurrence.window ?? 1)) }
            closeWindow(number)
        case .reclaimScene:
            guard process == .running else { throw refuse() }
            let number = occurrence.window ?? scenes.last?.number
            guard let number, let scene = scene(number) else { throw refuse(.noSuchWindow(occurrence.window ?? 1)) }
            guard scene.state == .background else {
                throw refuse(.precondition("only a scene in the background is disconnected to reclaim memory (§4.5)"))
            }
            append(C.stateRestorationActivity, .conditional, scene: scene)  // asked before disconnecting ([A13])
            disconnect(scene, .required)
            reclaimed.append(number)
        case .splitView:
            guard before == .active, let scene = scenes.first(where: { $0.state == .foregroundActive }) else { throw refuse() }
            // Presumed from mode A; unconfirmed on iPadOS 13+ (§3.15), so every step is optional,
            // but an activation follows only a resignation (fact 5): both or neither.
            let resign = move(scene, .foregroundInactive, C.sceneWillResignActive, .optional)
            let geometry = move(scene, .foregroundInactive, C.windowSceneDidUpdateGeometry, .optional)
            let alternative = recorder.float(Step(C.windowSceneDidUpdateCoordinateSpace, .optional, scene: scene.number,
                                                  appState: appState, sceneState: .foregroundInactive), after: resign)
            let activate = move(scene, .foregroundActive, C.sceneDidBecomeActive, .optional)
            recorder.group([resign, activate], allowedCounts: [0, 2], rule: "resign and activate come both or neither (fact 5)")
            recorder.group([geometry, alternative], allowedCounts: [0, 1],
                           rule: "the geometry arrives through one method: the current one or the one deprecated in iOS 26")
        }
    }

    // MARK: Building blocks

    /// Starts the process: `willFinish` and `didFinish` with the app in the background, before
    /// any scene exists (§1.5), then a discard owed from before (§3.18). Returns didFinish's index.
    private mutating func startProcess() -> Int {
        process = .running
        windowsSoFar = 0
        append(C.willFinishLaunching)
        let didFinish = append(C.didFinishLaunching)
        payDebt(after: didFinish)
        return didFinish
    }

    /// A suspended process runs again: what waited for it arrives, in no documented order.
    private mutating func resumeProcess() {
        guard process == .suspended else { return }
        process = .running
        payDebt(after: nil)
        if around.timeChangeQueued {
            recorder.float(Step(C.significantTimeChange, appState: .background), after: nil)
            around.timeChangeQueued = false
        }
    }

    /// Delivers a discard UIKit owes: right after didFinish or later in the same event (§3.18).
    private mutating func payDebt(after anchor: Int?) {
        let presence: Presence
        switch debt {
        case .none: return
        case .unknown: presence = .conditional
        case .owed: presence = .required
        case .offeredAtKill: presence = .optional
        }
        let index = recorder.float(Step(C.didDiscardSceneSessions, presence, appState: .background), after: anchor)
        if case .offeredAtKill(let atKill) = debt {
            recorder.group([atKill, index], allowedCounts: [1],
                           rule: "a killed session is discarded once: at the kill, or after the next launch's didFinishLaunching (§3.18)")
        }
        debt = .none
    }

    /// Connects a scene for a new window, or for the remembered session a launch reconnects.
    private mutating func connectScene(into target: SceneState, newSession: Bool = false, willConnect: Presence = .required) {
        if newSession || sessions != .remembered {
            // Only a new session is configured; at the start of a block that is unknown (§3.1, [D9]).
            append(C.configurationForConnecting, .optional)
        }
        sessions = .remembered
        let scene = addScene(.unattached)
        if target == .background {
            move(scene, .background, C.sceneWillConnect, willConnect)
        } else {
            move(scene, .unattached, C.sceneWillConnect, willConnect)
            move(scene, .foregroundInactive, C.sceneWillEnterForeground)
            move(scene, .foregroundActive, C.sceneDidBecomeActive)
        }
    }

    /// Each scene resigns if active, enters the background and may hand over its state (§3.3);
    /// the scenes' orders are independent of each other (§3.13).
    private mutating func sendToBackground(_ leaving: [Scene], lanes: Bool = true) {
        if lanes { recorder.beginLanes() }
        for scene in leaving {
            if scene.state == .foregroundActive { move(scene, .foregroundInactive, C.sceneWillResignActive) }
            move(scene, .background, C.sceneDidEnterBackground)
            append(C.stateRestorationActivity, .conditional, scene: self.scene(scene.number) ?? scene)
            if lanes { recorder.nextLane() }
        }
        if lanes { recorder.endLanes() }
        around.leaveForeground()
    }

    /// Background scenes come to the front; reclaimed windows reconnect with their sessions,
    /// without a configuration call (§3.5, [D9]).
    private mutating func bringToForeground(_ returning: [Scene], reconnecting windows: [Int]) {
        around.leaveForeground()
        recorder.beginLanes()
        for scene in returning {
            move(scene, .foregroundInactive, C.sceneWillEnterForeground)
            move(scene, .foregroundActive, C.sceneDidBecomeActive)
            recorder.nextLane()
        }
        for number in windows.sorted() {
            reconnect(number, into: .foregroundActive)
            recorder.nextLane()
        }
        recorder.endLanes()
    }

    private mutating func reconnect(_ number: Int, into target: SceneState) {
        reclaimed.removeAll { $0 == number }
        let scene = addScene(.unattached, number: number)
        move(scene, .unattached, C.sceneWillConnect)
        move(scene, .foregroundInactive, C.sceneWillEnterForeground)
        if target == .foregroundActive { move(scene, .foregroundActive, C.sceneDidBecomeActive) }
    }

    private mutating func resignActive() {
        recorder.beginLanes()
        for scene in scenes(in: [.foregroundActive]) {
            move(scene, .foregroundInactive, C.sceneWillResignActive)
            recorder.nextLane()
        }
        recorder.endLanes()
    }

    private mutating func becomeActive() {
        recorder.beginLanes()
        for scene in scenes(in: [.foregroundInactive]) {
            move(scene, .foregroundActive, C.sceneDidBecomeActive)
            recorder.nextLane()
        }
        recorder.endLanes()
    }

    /// A URL, link, notification or quick action for one window of a running or suspended app (§3.2).
    private mutating func reach(
        _ event: LifecycleEvent, window number: Int, locked: TransitionError.Reason,
        refuse: (TransitionError.Reason) -> TransitionError
    ) throws(TransitionError) {
        if let scene = scene(number) {
            switch scene.state {
            case .foregroundActive where event != .quickAction:
                deliver(event, to: scene, after: nil)
            case .background:
                guard !around.locked else { throw refuse(locked) }
                resumeProcess()
                around.leaveForeground()
                let willEnter = move(scene, .foregroundInactive, C.sceneWillEnterForeground)
                // Where the handler falls relative to activation is undocumented (§3.2, L).
                deliver(event, to: self.scene(number) ?? scene, after: willEnter)
                move(scene, .foregroundActive, C.sceneDidBecomeActive)
            default:
                throw refuse(.impossibleInState)
            }
        } else {
            // A reclaimed window reconnects: the reason arrives in its connection options (§3.2).
            guard !around.locked else { throw refuse(locked) }
            guard process == .running || process == .suspended else { throw refuse(.impossibleInState) }
            resumeProcess()
            around.leaveForeground()
            let willConnect = recorder.count
            reconnect(number, into: .foregroundActive)
            if event == .notificationTap {
                recorder.float(Step(C.notificationResponse, .conditional, appState: appState), after: willConnect)
            }
        }
    }

    private mutating func deliver(_ event: LifecycleEvent, to scene: Scene, after anchor: Int?) {
        func handler(_ callback: Callback, _ presence: Presence = .required) -> Step {
            Step(callback, presence, scene: callback.receiver == .sceneDelegate ? scene.number : nil,
                 appState: appState, sceneState: callback.receiver == .sceneDelegate ? scene.state : nil)
        }
        switch event {
        case .openURL:
            recorder.float(handler(C.sceneOpenURLContexts), after: anchor)
        case .universalLink:
            let willContinue = recorder.float(handler(C.sceneWillContinueUserActivity, .optional), after: anchor)
            recorder.float(handler(C.sceneContinueUserActivity), after: willContinue)
        case .notificationTap:
            recorder.float(handler(C.notificationResponse, .conditional), after: anchor)
        case .quickAction:
            recorder.float(handler(C.windowScenePerformActionForShortcut), after: anchor)
        default:
            break
        }
    }

    /// The user swipes the app away (§4.1, the adopted full order): every step after the resign
    /// may be skipped, each scene's steps in its own order, and the discard may wait for the next launch.
    private mutating func kill() {
        if process == .suspended {
            debt = .owed  // nothing reaches a suspended app; the discard comes at the next launch (§3.8)
        } else {
            recorder.beginLanes()
            for scene in scenes {
                // Closing the last window of an active app resigns it first, as opening the switcher does.
                if scene.state == .foregroundActive { move(scene, .foregroundInactive, C.sceneWillResignActive) }
                if scene.state != .background { move(scene, .background, C.sceneDidEnterBackground, .optional) }
                disconnect(self.scene(scene.number) ?? scene, .optional)
                recorder.nextLane()
            }
            recorder.endLanes()
            // [D2]: a killed app quickly showed a new scene entering the foreground and then the
            // background during teardown; §4.1 accepts it with a warning. It floats to the event's end.
            let anomaly = windowsSoFar + 1
            let connect = recorder.float(Step(C.sceneWillConnect, .tolerated, scene: anomaly, appState: .background,
                                              sceneState: .unattached), after: nil)
            let enter = recorder.float(Step(C.sceneWillEnterForeground, .tolerated, scene: anomaly, appState: .background,
                                            sceneState: .foregroundInactive), after: connect)
            let leave = recorder.float(Step(C.sceneDidEnterBackground, .tolerated, scene: anomaly, appState: .background,
                                            sceneState: .background), after: enter)
            recorder.group([enter, leave], allowedCounts: [0, 2],
                           rule: "a second scene seen during teardown enters the foreground and the background, both or neither ([D2])")
            debt = .offeredAtKill(step: append(C.didDiscardSceneSessions, .optional))
            recorder.append(Step(C.willTerminate, .optional, appState: .notRunning))
        }
        sessions = .none
        endProcess()
        around.userQuit = true
    }

    /// Closing one window follows the figure: resign, background, disconnect, then discard
    /// (§1.4, §3.14). A suspended app hears nothing until it runs again; the last window is a kill (§3.7).
    private mutating func closeWindow(_ number: Int) {
        guard scenes.count + reclaimed.count > 1 else { return kill() }
        guard process == .running else {
            scenes.removeAll { $0.number == number }
            reclaimed.removeAll { $0 == number }
            debt = .owed
            return
        }
        if let scene = scene(number) {
            if scene.state == .foregroundActive { move(scene, .foregroundInactive, C.sceneWillResignActive) }
            if scene.state != .background { move(scene, .background, C.sceneDidEnterBackground) }
            disconnect(self.scene(number) ?? scene, .required)
        }
        reclaimed.removeAll { $0 == number }
        append(C.didDiscardSceneSessions)
    }

    private mutating func disconnect(_ scene: Scene, _ presence: Presence) {
        scenes.removeAll { $0.number == scene.number }
        recorder.append(Step(C.sceneDidDisconnect, presence, scene: scene.number, appState: appState, sceneState: .unattached))
    }

    private mutating func endProcess() {
        process = .notRunning
        scenes = []
        reclaimed = []
        around.endProcess()
    }

    // MARK: Scenes

    /// Adds a connected scene: a new window takes the next number, a reconnecting one keeps its own.
    @discardableResult
    private mutating func addScene(_ state: SceneState, number: Int? = nil) -> Scene {
        if number == nil { windowsSoFar += 1 }
        let scene = Scene(number: number ?? windowsSoFar, state: state)
        scenes.append(scene)
        scenes.sort { $0.number < $1.number }
        return scene
    }

    private func scene(_ number: Int) -> Scene? { scenes.first { $0.number == number } }
    private func isWindow(_ number: Int) -> Bool { scene(number) != nil || reclaimed.contains(number) }
    private var newestWindow: Int? { (scenes.map(\.number) + reclaimed).max() }

    /// The scenes in one of `states` when the event starts, by window number.
    private func scenes(in states: Set<SceneState>) -> [Scene] {
        scenes.filter { states.contains($0.state) }
    }

    @discardableResult
    private mutating func append(_ callback: Callback, _ presence: Presence = .required, scene: Scene? = nil) -> Int {
        recorder.append(Step(callback, presence, scene: scene?.number, appState: appState, sceneState: scene?.state))
    }

    /// Sets a scene's state and records the callback that its delegate receives for it.
    @discardableResult
    private mutating func move(_ scene: Scene, _ next: SceneState, _ callback: Callback, _ presence: Presence = .required) -> Int {
        if let index = scenes.firstIndex(where: { $0.number == scene.number }) { scenes[index].state = next }
        return recorder.append(Step(callback, presence, scene: scene.number, appState: appState, sceneState: next))
    }
}
