import Lifecycle
import Testing

/// The model in app-delegate mode (mode A) against every sequence of lifecycle-facts §3 it covers.
@Suite("App-delegate mode sequences (lifecycle-facts §3)")
struct AppDelegateSequenceTests {
    @Test("§3.1 a cold launch finishes launching and becomes active, without willEnterForeground")
    func coldLaunch() throws {
        let steps = try sequence(.appDelegate, .launch)
        #expect(steps == [S.willFinish, S.didFinish, S.didBecomeActive])
        #expect(!steps.contains(S.willEnterForeground))
        #expect(try state(.appDelegate, after: .launch) == .active)
    }

    @Test("§3.1 the app is inactive during both launch methods (§5 fact 8)")
    func inactiveDuringLaunch() throws {
        let steps = try modelSteps(mode: .appDelegate, events: [.launch])
        #expect(steps.map(\.appState) == [.inactive, .inactive, .active])
        #expect(steps.allSatisfy { $0.scene == nil && $0.sceneState == nil })
    }

    @Test("§3.2 a URL launch opens the URL between didFinishLaunching and didBecomeActive")
    func urlLaunch() throws {
        #expect(try sequence(.appDelegate, .launchFromURL) == [S.willFinish, S.didFinish, S.openURL, S.didBecomeActive])
        let steps = try modelSteps(mode: .appDelegate, events: [.launchFromURL])
        #expect(steps[2].appState == .inactive, "application(_:open:options:) runs while the app is inactive")
    }

    @Test("§3.3 Home resigns, then enters the background; suspension is silent")
    func home() throws {
        #expect(try sequence(.appDelegate, from: .active, .home) == [S.willResignActive, S.didEnterBackground])
        #expect(try sequence(.appDelegate, from: .active, .home, .suspend) == [S.willResignActive, S.didEnterBackground])
        #expect(try state(.appDelegate, from: .active, after: .home, .suspend) == .suspended)
    }

    @Test("§3.4 lock is like Home, unlock like a return to the foreground")
    func lockAndUnlock() throws {
        #expect(try sequence(.appDelegate, from: .active, .lock, .unlock)
            == [S.willResignActive, S.didEnterBackground, S.willEnterForeground, S.didBecomeActive])
    }

    @Test("§3.5 returning to the foreground from the background or from suspension", arguments: [AppState.background, .suspended])
    func returnToForeground(from start: AppState) throws {
        #expect(try sequence(.appDelegate, from: start, .foreground) == [S.willEnterForeground, S.didBecomeActive])
        let steps = try modelSteps(mode: .appDelegate, from: start, events: [.foreground])
        #expect(steps.map(\.appState) == [.inactive, .active], "a resumed app passes through Inactive (§1.2 edge 9)")
    }

    @Test("§3.6 the app switcher: opening resigns, returning reactivates, leaving enters the background")
    func appSwitcher() throws {
        #expect(try sequence(.appDelegate, from: .active, .openSwitcher) == [S.willResignActive])
        #expect(try state(.appDelegate, from: .active, after: .openSwitcher) == .inactive)
        #expect(try sequence(.appDelegate, from: .active, .openSwitcher, .leaveSwitcher)
            == [S.willResignActive, S.didBecomeActive])
        #expect(try sequence(.appDelegate, from: .active, .openSwitcher, .home) == [S.willResignActive, S.didEnterBackground])
    }

    @Test("§3.7 a kill from the switcher enters the background, then may terminate")
    func killFromSwitcher() throws {
        #expect(try sequence(.appDelegate, from: .active, .openSwitcher, .kill)
            == [S.willResignActive, S.didEnterBackground, S.optional(S.willTerminate)])
        #expect(try state(.appDelegate, from: .active, after: .openSwitcher, .kill) == .notRunning)
    }

    @Test("§3.8 killing a suspended app emits nothing")
    func killSuspended() throws {
        #expect(try sequence(.appDelegate, from: .suspended, .kill) == [])
        #expect(try sequence(.appDelegate, from: .active, .home, .suspend, .kill) == [S.willResignActive, S.didEnterBackground])
        #expect(try state(.appDelegate, from: .suspended, after: .kill) == .notRunning)
    }

    @Test("§3.9/§4.2 the system terminating a running background app may send applicationWillTerminate")
    func systemTermination() throws {
        #expect(try sequence(.appDelegate, from: .background, .terminate) == [S.optional(S.willTerminate)])
        #expect(try state(.appDelegate, from: .background, after: .terminate) == .notRunning)
    }

    @Test("§3.10 a purge is silent and the next event is a cold launch")
    func purge() throws {
        #expect(try sequence(.appDelegate, from: .suspended, .purge) == [])
        #expect(try sequence(.appDelegate, from: .suspended, .purge, .launch) == [S.willFinish, S.didFinish, S.didBecomeActive])
    }

    @Test("§3.11 an interruption resigns and reactivates with no background step")
    func interruption() throws {
        #expect(try sequence(.appDelegate, from: .active, .interruption, .interruptionEnd) == [S.willResignActive, S.didBecomeActive])
        #expect(try sequence(.appDelegate, from: .active, .interruption, .home) == [S.willResignActive, S.didEnterBackground])
    }

    @Test("§3.12 a memory warning reaches a running app and changes no state", arguments: [AppState.active, .inactive, .background])
    func memoryWarning(in start: AppState) throws {
        let steps = try modelSteps(mode: .appDelegate, from: start, events: [.memoryWarning])
        #expect(steps.map(\.notation) == [S.memoryWarning])
        #expect(steps.map(\.appState) == [start])
        #expect(try state(.appDelegate, from: start, after: .memoryWarning) == start)
    }

    @Test("§3.13/§3.14 windows need scenes", arguments: [LifecycleEvent.openWindow, .closeWindow])
    func windowsNeedScenes(event: LifecycleEvent) {
        let error = transitionError(.appDelegate, from: .active, event)
        #expect(error?.reason == .needsMode(.scenes))
    }

    @Test("§3.15 split view resigns and reactivates, both steps optional")
    func splitView() throws {
        #expect(try sequence(.appDelegate, from: .active, .splitView)
            == [S.optional(S.willResignActive), S.optional(S.didBecomeActive)])
        #expect(try state(.appDelegate, from: .active, after: .splitView) == .active)
    }

    @Test("§3.16/§4.4 a background launch stays in the background; didEnterBackground is optional")
    func backgroundLaunch() throws {
        let steps = try modelSteps(mode: .appDelegate, events: [.backgroundLaunch])
        #expect(steps.map(\.notation) == [S.willFinish, S.didFinish, S.optional(S.didEnterBackground)])
        #expect(steps.map(\.appState) == [.background, .background, .background])
        #expect(!steps.map(\.notation).contains(S.didBecomeActive))
        #expect(!steps.map(\.notation).contains(S.willEnterForeground))
    }

    @Test("a whole day: launch, Home, return, switcher, kill")
    func wholeDay() throws {
        #expect(try sequence(.appDelegate, .launch, .home, .foreground, .openSwitcher, .kill) == [
            S.willFinish, S.didFinish, S.didBecomeActive,
            S.willResignActive, S.didEnterBackground,
            S.willEnterForeground, S.didBecomeActive,
            S.willResignActive, S.didEnterBackground, S.optional(S.willTerminate),
        ])
    }
}
