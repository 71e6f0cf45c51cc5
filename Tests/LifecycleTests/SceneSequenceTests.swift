import Lifecycle
import Testing

/// The model in scenes mode (mode S) against every sequence of lifecycle-facts §3 it covers.
@Suite("Scenes mode sequences (lifecycle-facts §3)")
struct SceneSequenceTests {
    static let launch = [S.willFinish, S.didFinish, S.optional(S.configuration), S.willConnect,
                         S.sceneWillEnterForeground, S.sceneDidBecomeActive]

    @Test("§3.1 a cold launch connects a scene, with the configuration call optional")
    func coldLaunch() throws {
        #expect(try sequence(.scenes, .launch) == Self.launch)
        #expect(try state(.scenes, after: .launch) == .active)
    }

    @Test("§1.5 a scene app is in the background while it finishes launching, before any scene exists")
    func backgroundDuringLaunch() throws {
        let steps = try modelSteps(mode: .scenes, events: [.launch])
        #expect(steps.map(\.appState) == [.background, .background, .background, .background, .inactive, .active])
        #expect(steps.map(\.sceneState) == [nil, nil, nil, .unattached, .foregroundInactive, .foregroundActive])
        #expect(steps.map(\.scene) == [nil, nil, nil, 1, 1, 1])
    }

    @Test("§3.2 a URL launch is a plain launch: the URL is in the connection options, not openURLContexts")
    func urlLaunch() throws {
        let steps = try sequence(.scenes, .launchFromURL)
        #expect(steps == Self.launch)
        #expect(!steps.contains(S.openURLContexts))
        #expect(!steps.contains(S.openURL))
    }

    @Test("§3.3 Home resigns the scene, then moves it to the background; suspension is silent")
    func home() throws {
        #expect(try sequence(.scenes, from: .active, .home, .suspend) == [S.sceneWillResignActive, S.sceneDidEnterBackground])
        #expect(try state(.scenes, from: .active, after: .home) == .background)
        #expect(try state(.scenes, from: .active, after: .home, .suspend) == .suspended)
    }

    @Test("§3.4 lock and unlock")
    func lockAndUnlock() throws {
        #expect(try sequence(.scenes, from: .active, .lock, .unlock) == [
            S.sceneWillResignActive, S.sceneDidEnterBackground, S.sceneWillEnterForeground, S.sceneDidBecomeActive,
        ])
    }

    @Test("§3.5 a return to the foreground reuses the connected scene", arguments: [AppState.background, .suspended])
    func returnToForeground(from start: AppState) throws {
        #expect(try sequence(.scenes, from: start, .foreground) == [S.sceneWillEnterForeground, S.sceneDidBecomeActive])
        #expect(try state(.scenes, from: start, after: .foreground) == .active)
    }

    @Test("§3.6 the app switcher: open, return, or leave")
    func appSwitcher() throws {
        #expect(try sequence(.scenes, from: .active, .openSwitcher) == [S.sceneWillResignActive])
        #expect(try sequence(.scenes, from: .active, .openSwitcher, .leaveSwitcher) == [S.sceneWillResignActive, S.sceneDidBecomeActive])
        #expect(try sequence(.scenes, from: .active, .openSwitcher, .home) == [S.sceneWillResignActive, S.sceneDidEnterBackground])
    }

    @Test("§3.7/§4.1 a switcher kill: resign, then every later step optional, in the adopted order")
    func killFromSwitcher() throws {
        #expect(try sequence(.scenes, from: .active, .openSwitcher, .kill) == [
            S.sceneWillResignActive, S.optional(S.sceneDidEnterBackground), S.optional(S.sceneDidDisconnect),
            S.optional(S.discard), S.optional(S.willTerminate),
        ])
        #expect(try state(.scenes, from: .active, after: .openSwitcher, .kill) == .notRunning)
    }

    @Test("§3.7 a kill of a running background app: disconnect, discard and terminate, all optional")
    func killFromBackground() throws {
        #expect(try sequence(.scenes, from: .background, .kill)
            == [S.optional(S.sceneDidDisconnect), S.optional(S.discard), S.optional(S.willTerminate)])
    }

    @Test("§3.8 killing a suspended scene app emits nothing")
    func killSuspended() throws {
        #expect(try sequence(.scenes, from: .suspended, .kill) == [])
        #expect(try sequence(.scenes, from: .active, .home, .suspend, .kill) == [S.sceneWillResignActive, S.sceneDidEnterBackground])
    }

    @Test("§3.9/§4.2 system termination: optional disconnect, then applicationWillTerminate, which may come, and no discard")
    func systemTermination() throws {
        let steps = try sequence(.scenes, from: .background, .terminate)
        #expect(steps == [S.optional(S.sceneDidDisconnect), S.optional(S.willTerminate)])
        #expect(steps.last == S.optional(S.willTerminate), "nothing follows willTerminate")
    }

    @Test("§3.10 a purge is silent; the next launch reconnects the remembered session, with no configuration call")
    func purge() throws {
        #expect(try sequence(.scenes, from: .suspended, .purge) == [])
        #expect(try sequence(.scenes, from: .suspended, .purge, .launch) == Array(Self.launch.filter { $0 != S.optional(S.configuration) }))
    }

    @Test("§3.1/§3.18 after a kill the next launch makes a new session, and a discard the kill left out follows didFinish")
    func relaunchAfterKill() throws {
        let suspendedKill = try sequence(.scenes, from: .suspended, .kill, .launch)
        #expect(suspendedKill == [S.willFinish, S.didFinish, S.discard, S.optional(S.configuration), S.willConnect,
                                  S.sceneWillEnterForeground, S.sceneDidBecomeActive])
        let activeKill = try sequence(.scenes, from: .active, .openSwitcher, .kill, .launch)
        #expect(activeKill.filter { $0.hasPrefix(S.discard) } == [S.optional(S.discard), S.optional(S.discard)],
                "offered at the kill and after the launch: exactly one of the two must be documented")
        let groups = try LifecycleMachine.expectedSequence(mode: .scenes, from: .active,
                                                           events: [.openSwitcher, .kill, .launch].map { EventOccurrence($0) }).groups
        #expect(groups.contains { $0.allowedCounts == [1] && $0.members.count == 2 })
    }

    @Test("§3.5/§4.5 a reclaimed scene reconnects at the next foreground without a configuration call")
    func reclaimAndReturn() throws {
        #expect(try sequence(.scenes, from: .active, .home, .reclaimScene, .foreground)
            == [S.sceneWillResignActive, S.sceneDidEnterBackground, S.sceneDidDisconnect, S.willConnect,
                S.sceneWillEnterForeground, S.sceneDidBecomeActive])
    }

    @Test("§3.11 an interruption resigns and reactivates the scene")
    func interruption() throws {
        #expect(try sequence(.scenes, from: .active, .interruption, .interruptionEnd) == [S.sceneWillResignActive, S.sceneDidBecomeActive])
    }

    @Test("§3.12 a memory warning goes to the app delegate in scenes mode too", arguments: [AppState.active, .inactive, .background])
    func memoryWarning(in start: AppState) throws {
        #expect(try sequence(.scenes, from: start, .memoryWarning) == [S.memoryWarning])
        #expect(try state(.scenes, from: start, after: .memoryWarning) == start)
    }

    @Test("§3.13 a second window connects a second scene that becomes active")
    func openWindow() throws {
        let steps = try modelSteps(mode: .scenes, from: .active, events: [.openWindow])
        #expect(steps.map(\.notation) == [S.optional(S.configuration), S.willConnect, S.sceneWillEnterForeground, S.sceneDidBecomeActive])
        #expect(steps.map(\.scene) == [nil, 2, 2, 2])
        var machine = SceneLifecycle(from: .active)
        _ = try machine.handle(EventOccurrence(.openWindow))
        #expect(machine.sceneStates == [.foregroundActive, .foregroundActive], "the first window does not resign (§3.13)")
    }

    @Test("§3.14 closing one of two windows follows the figure: resign, background, disconnect, discard")
    func closeWindow() throws {
        let steps = try modelSteps(mode: .scenes, from: .active, events: [.openWindow, .closeWindow])
        #expect(steps.suffix(4).map(\.notation) == [S.sceneWillResignActive, S.sceneDidEnterBackground, S.sceneDidDisconnect, S.discard])
        #expect(steps.suffix(4).map(\.scene) == [2, 2, 2, nil])
        #expect(steps[steps.count - 2].sceneState == .unattached)
        var machine = SceneLifecycle(from: .active)
        _ = try machine.handle(EventOccurrence(.openWindow))
        _ = try machine.handle(EventOccurrence(.closeWindow))
        #expect(machine.sceneStates == [.foregroundActive])
        #expect(machine.appState == .active)
    }

    @Test("§3.14 closing the last window is a kill (§3.7)")
    func closeLastWindow() throws {
        let close = try sequence(.scenes, from: .background, .closeWindow)
        let kill = try sequence(.scenes, from: .background, .kill)
        #expect(close == kill)
        #expect(try state(.scenes, from: .background, after: .closeWindow) == .notRunning)
    }

    @Test("§3.15 split view: resign, geometry, reactivate, every step optional")
    func splitView() throws {
        #expect(try sequence(.scenes, from: .active, .splitView)
            == [S.optional(S.sceneWillResignActive), S.optional(S.geometry),
                S.optional("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"), S.optional(S.sceneDidBecomeActive)])
        #expect(try state(.scenes, from: .active, after: .splitView) == .active)
    }

    @Test("§3.16 a background launch may connect a scene, which stays in the background")
    func backgroundLaunch() throws {
        let steps = try modelSteps(mode: .scenes, events: [.backgroundLaunch])
        #expect(steps.map(\.notation) == [S.willFinish, S.didFinish, S.optional(S.configuration), S.optional(S.willConnect)])
        #expect(steps.last?.sceneState == .background)
        #expect(try state(.scenes, after: .backgroundLaunch) == .background)
        #expect(try sequence(.scenes, .backgroundLaunch, .foreground).suffix(2) == [S.sceneWillEnterForeground, S.sceneDidBecomeActive])
    }

    @Test("Home with two windows resigns and backgrounds each foreground scene, oldest first")
    func homeWithTwoWindows() throws {
        let steps = try modelSteps(mode: .scenes, from: .active, events: [.openWindow, .home]).suffix(4)
        #expect(steps.map(\.notation) == [S.sceneWillResignActive, S.sceneDidEnterBackground,
                                          S.sceneWillResignActive, S.sceneDidEnterBackground])
        #expect(steps.map(\.scene) == [1, 1, 2, 2])
        #expect(steps.last?.appState == .background)
    }

    @Test("§4.3 the four app-delegate foreground/background methods never appear in scenes mode")
    func noAppDelegateActivationCallbacks() throws {
        let steps = try sequence(.scenes, .launch, .home, .foreground, .interruption, .interruptionEnd, .openSwitcher, .kill)
        for selector in [S.didBecomeActive, S.willResignActive, S.didEnterBackground, S.willEnterForeground] {
            #expect(!steps.contains(selector))
        }
    }
}
