/// The scene-based life cycle (mode S: iOS 13 and later), for any number of scenes.
///
/// Apple's scene-state figure ([A1], lifecycle-facts §1.4):
///
///     Unattached ──willConnectTo, willEnterForeground──▶ Foreground inactive ◀──▶ Foreground active
///         │  ▲                                             │ ▲
///         │  ╎ didDisconnect                 didEnterBackground │ willEnterForeground
///         │  ╎                                             ▼ │
///         └──┴──── willConnectTo (system request) ────▶ Background ◀╌╌▶ (process suspended)
///
/// The process is a second layer (§6): not running, running, or suspended. The app state is
/// derived from the most active connected scene (§1.5). Where the code departs from the figure:
/// on a kill from the app switcher a scene may go from Foreground inactive to Unattached when the
/// optional `sceneDidEnterBackground` is skipped (§4.1), which is why those steps are optional.
public struct SceneLifecycle: Sendable {
    private enum Process: Sendable { case notRunning, running, suspended }

    private struct Scene: Sendable {
        let number: Int
        var state: SceneState
    }

    private var process: Process
    /// Connected scenes, oldest first.
    private var scenes: [Scene] = []
    private var connectedSoFar = 0

    public init(from appState: AppState) {
        switch appState {
        case .notRunning: process = .notRunning
        case .suspended: process = .suspended; connect(.background)
        case .background: process = .running; connect(.background)
        case .inactive: process = .running; connect(.foregroundInactive)
        case .active: process = .running; connect(.foregroundActive)
        }
    }

    public var appState: AppState {
        switch process {
        case .notRunning: return .notRunning
        case .suspended: return .suspended
        case .running:
            let states = scenes.map(\.state)
            if states.contains(.foregroundActive) { return .active }
            if states.contains(.foregroundInactive) { return .inactive }
            return .background
        }
    }

    /// The states of the connected scenes, oldest first.
    public var sceneStates: [SceneState] { scenes.map(\.state) }

    public mutating func handle(_ event: LifecycleEvent) throws(TransitionError) -> [Step] {
        let before = appState
        let impossible = TransitionError(event: event, from: before, mode: .scenes, reason: .impossibleInState)
        typealias C = CallbackCatalogue
        switch event {
        case .launch, .launchFromURL:
            // The URL of a URL launch arrives in the connection options, not in openURLContexts (§3.2).
            guard case .notRunning = process else { throw impossible }
            process = .running
            return launchSteps() + connectNewScene(into: .foregroundActive)
        case .backgroundLaunch:
            guard case .notRunning = process else { throw impossible }
            process = .running
            // Whether a scene connects for a background launch is undocumented: allow both (§3.16).
            return launchSteps() + connectNewScene(into: .background, optional: true)
        case .home, .lock:
            guard before == .active || before == .inactive else { throw impossible }
            var steps: [Step] = []
            for scene in scenes(in: [.foregroundActive, .foregroundInactive]) {
                if scene.state == .foregroundActive { steps.append(move(scene, .foregroundInactive, C.sceneWillResignActive)) }
                steps.append(move(scene, .background, C.sceneDidEnterBackground))
            }
            return steps
        case .unlock, .foreground:
            guard before == .background || before == .suspended else { throw impossible }
            process = .running
            if scenes.isEmpty { return connectNewScene(into: .foregroundActive) }
            var steps: [Step] = []
            for scene in scenes(in: [.background]) {
                steps.append(move(scene, .foregroundInactive, C.sceneWillEnterForeground))
                steps.append(move(scene, .foregroundActive, C.sceneDidBecomeActive))
            }
            return steps
        case .openSwitcher, .interruption:
            guard before == .active else { throw impossible }
            var steps: [Step] = []
            for scene in scenes(in: [.foregroundActive]) { steps.append(move(scene, .foregroundInactive, C.sceneWillResignActive)) }
            return steps
        case .leaveSwitcher, .interruptionEnd:
            guard before == .inactive else { throw impossible }
            var steps: [Step] = []
            for scene in scenes(in: [.foregroundInactive]) { steps.append(move(scene, .foregroundActive, C.sceneDidBecomeActive)) }
            return steps
        case .kill:
            switch before {
            case .inactive, .background:
                // The adopted full order (§4.1); every step after the resign may be skipped.
                var steps: [Step] = []
                for scene in scenes(in: [.foregroundInactive]) {
                    steps.append(move(scene, .background, C.sceneDidEnterBackground, optional: true))
                }
                return steps + endProcess(discarding: true)
            case .suspended:
                endProcess()
                return []
            case .notRunning, .active: throw impossible
            }
        case .suspend:
            guard before == .background else { throw impossible }
            process = .suspended
            return []
        case .terminate:
            guard before == .background else { throw impossible }
            // Disconnect before terminate is reported but undocumented (§3.9).
            return endProcess(discarding: false, mustTerminate: true)
        case .purge:
            guard before == .suspended else { throw impossible }
            endProcess()  // sessions survive a purge and reconnect at the next launch (§3.10)
            return []
        case .memoryWarning:
            guard case .running = process else { throw impossible }
            return [Step(C.didReceiveMemoryWarning, appState: appState)]
        case .openWindow:
            guard before == .active else { throw impossible }
            return connectNewScene(into: .foregroundActive)
        case .closeWindow:
            guard case .running = process else { throw impossible }
            guard scenes.count >= 2 else {
                throw TransitionError(event: event, from: before, mode: .scenes, reason: .needsAnotherWindow)
            }
            let closed = scenes.removeLast()
            return [Step(C.sceneDidDisconnect, scene: closed.number, appState: appState, sceneState: .unattached),
                    Step(C.didDiscardSceneSessions, appState: appState)]
        case .splitView:
            guard before == .active, let scene = scenes.first(where: { $0.state == .foregroundActive }) else {
                throw impossible
            }
            // Presumed from mode A; unconfirmed on iPadOS 13+ (§3.15), so every step is optional.
            return [move(scene, .foregroundInactive, C.sceneWillResignActive, optional: true),
                    move(scene, .foregroundInactive, C.windowSceneDidUpdateGeometry, optional: true),
                    move(scene, .foregroundActive, C.sceneDidBecomeActive, optional: true)]
        }
    }

    // MARK: Building blocks

    /// The app-delegate part of every launch: scene apps launch in the background (§1.5).
    private func launchSteps() -> [Step] {
        [Step(CallbackCatalogue.willFinishLaunching, appState: appState),
         Step(CallbackCatalogue.didFinishLaunching, appState: appState)]
    }

    /// A new scene: the configuration call comes only for a new session (§3.1, [D9]).
    private mutating func connectNewScene(into target: SceneState, optional: Bool = false) -> [Step] {
        var steps = [Step(CallbackCatalogue.configurationForConnecting, optional: true, appState: appState)]
        let scene = connect(target == .background ? .background : .unattached)
        steps.append(Step(CallbackCatalogue.sceneWillConnect, optional: optional, scene: scene.number,
                          appState: appState, sceneState: scene.state))
        if target != .background {
            steps.append(move(scene, .foregroundInactive, CallbackCatalogue.sceneWillEnterForeground))
            steps.append(move(scene, .foregroundActive, CallbackCatalogue.sceneDidBecomeActive))
        }
        return steps
    }

    /// Disconnects every scene and ends the process; the callbacks are those of §4.1 / §3.9.
    @discardableResult
    private mutating func endProcess(discarding: Bool = false, mustTerminate: Bool = false) -> [Step] {
        guard case .running = process else {
            process = .notRunning
            scenes = []
            return []
        }
        var steps = scenes.map {
            Step(CallbackCatalogue.sceneDidDisconnect, optional: true, scene: $0.number,
                 appState: .background, sceneState: .unattached)
        }
        scenes = []
        if discarding {
            steps.append(Step(CallbackCatalogue.didDiscardSceneSessions, optional: true, appState: .background))
        }
        process = .notRunning
        steps.append(Step(CallbackCatalogue.willTerminate, optional: !mustTerminate, appState: .notRunning))
        return steps
    }

    @discardableResult
    private mutating func connect(_ state: SceneState) -> Scene {
        connectedSoFar += 1
        let scene = Scene(number: connectedSoFar, state: state)
        scenes.append(scene)
        return scene
    }

    /// The scenes in one of `states` when the event starts, oldest first.
    private func scenes(in states: Set<SceneState>) -> [Scene] {
        scenes.filter { states.contains($0.state) }
    }

    /// Sets a scene's state and records the callback that its delegate receives for it.
    private mutating func move(_ scene: Scene, _ next: SceneState, _ callback: Callback, optional: Bool = false) -> Step {
        if let index = scenes.firstIndex(where: { $0.number == scene.number }) { scenes[index].state = next }
        return Step(callback, optional: optional, scene: scene.number, appState: appState, sceneState: next)
    }
}
