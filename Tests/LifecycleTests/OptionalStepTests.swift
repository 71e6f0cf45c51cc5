import Lifecycle
import Testing

/// Which steps the model marks optional: exactly where the facts doubt them
/// (§3.1 configuration call, §4.1 kill, §4.4 background launch, §3.15 split view, §3.9 disconnect).
@Suite("Optional steps")
struct OptionalStepTests {
    /// (mode, event) → the callbacks that may be missing for that event.
    static func optionalCallbacks(_ mode: LifecycleMode, _ event: LifecycleEvent) -> Set<String> {
        switch (mode, event) {
        case (.appDelegate, .kill): [S.willTerminate]
        case (.scenes, .kill): [S.sceneDidEnterBackground, S.sceneDidDisconnect, S.discard, S.willTerminate]
        case (.appDelegate, .backgroundLaunch): [S.didEnterBackground]
        case (.scenes, .backgroundLaunch): [S.configuration, S.willConnect]
        case (.appDelegate, .splitView): [S.willResignActive, S.didBecomeActive]
        case (.scenes, .splitView): [S.sceneWillResignActive, S.geometry, S.sceneDidBecomeActive]
        case (.scenes, .terminate): [S.sceneDidDisconnect]
        case (.scenes, _): [S.configuration]
        case (.appDelegate, _): []
        }
    }

    @Test("in every allowed single event, the optional steps are exactly the doubted ones", arguments: LifecycleMode.allCases)
    func optionalMarks(mode: LifecycleMode) {
        for start in AppState.allCases {
            for event in LifecycleEvent.allCases {
                var machine = LifecycleMachine(mode: mode, from: start)
                guard let steps = try? machine.handle(event) else { continue }
                let doubted = Self.optionalCallbacks(mode, event)
                for step in steps {
                    #expect(step.isOptional == doubted.contains(step.callback.swiftSelector),
                            "\(mode.rawValue) \(start.rawValue) \(event.rawValue): \(step.callback.swiftSelector)")
                }
            }
        }
    }

    @Test("§4.1/§4.2 a kill never makes applicationWillTerminate mandatory", arguments: LifecycleMode.allCases)
    func killNeverRequiresTerminate(mode: LifecycleMode) throws {
        for start in [AppState.inactive, .background] {
            let steps = try LifecycleMachine.steps(mode: mode, from: start, events: [.kill])
            let terminate = try #require(steps.last)
            #expect(terminate.callback == CallbackCatalogue.willTerminate)
            #expect(terminate.isOptional)
        }
    }

    @Test("§3.9 a system termination of a running app requires applicationWillTerminate", arguments: LifecycleMode.allCases)
    func terminateRequiresTerminate(mode: LifecycleMode) throws {
        let steps = try LifecycleMachine.steps(mode: mode, from: .background, events: [.terminate])
        #expect(steps.last?.callback == CallbackCatalogue.willTerminate)
        #expect(steps.last?.isOptional == false)
    }

    @Test("§4.1 in scenes mode the resign that opens the switcher is required, the rest of the kill is not")
    func sceneKillResignRequired() throws {
        let steps = try LifecycleMachine.steps(mode: .scenes, from: .active, events: [.openSwitcher, .kill])
        #expect(steps.first?.isOptional == false)
        #expect(steps.dropFirst().allSatisfy { $0.isOptional })
    }

    @Test("§3.1 the configuration call is optional wherever a new scene connects")
    func configurationAlwaysOptional() throws {
        let steps = try LifecycleMachine.steps(mode: .scenes, events: [.launch, .openWindow, .openWindow])
        let configurations = steps.filter { $0.callback == CallbackCatalogue.configurationForConnecting }
        #expect(configurations.count == 3)
        #expect(configurations.allSatisfy { $0.isOptional })
        #expect(steps.filter { $0.callback == CallbackCatalogue.sceneWillConnect }.allSatisfy { !$0.isOptional })
    }

    @Test("a kill of a two-window scene app disconnects each scene, optionally")
    func killWithTwoWindows() throws {
        let steps = try LifecycleMachine.steps(mode: .scenes, from: .active, events: [.openWindow, .openSwitcher, .kill])
        let disconnects = steps.filter { $0.callback == CallbackCatalogue.sceneDidDisconnect }
        #expect(disconnects.map(\.scene) == [1, 2])
        #expect(disconnects.allSatisfy { $0.isOptional })
    }
}
