import Lifecycle
import Testing

/// Which steps the model marks optional: exactly where the facts doubt them
/// (§3.1 configuration call, §4.1 kill, §4.4 background launch, §3.15 split view, §3.9 disconnect).
@Suite("Optional steps")
struct OptionalStepTests {
    /// (mode, event) → the callbacks the facts doubt for that event: optional, worth a warning when left out.
    static func optionalCallbacks(_ mode: LifecycleMode, _ event: LifecycleEvent) -> Set<String> {
        let sceneKill: Set<String> = [S.sceneDidEnterBackground, S.sceneDidDisconnect, S.discard, S.willTerminate]
        switch (mode, event) {
        case (.appDelegate, .kill), (.appDelegate, .terminate): return [S.willTerminate]
        case (.appDelegate, .backgroundLaunch), (.appDelegate, .remoteNotification), (.appDelegate, .backgroundURLSession):
            return [S.didEnterBackground]
        case (.appDelegate, .splitView): return [S.willResignActive, S.didBecomeActive]
        case (.appDelegate, .launchFromUniversalLink), (.appDelegate, .universalLink):
            return ["application(_:willContinueUserActivityWithType:)"]
        case (.appDelegate, .launchFromQuickAction): return ["application(_:performActionFor:completionHandler:)"]
        case (.appDelegate, _): return []
        case (.scenes, .kill), (.scenes, .closeWindow): return sceneKill.union([S.configuration])
        case (.scenes, .backgroundLaunch), (.scenes, .remoteNotification), (.scenes, .backgroundURLSession):
            return [S.configuration, S.willConnect]
        case (.scenes, .splitView):
            return [S.sceneWillResignActive, S.geometry, S.sceneDidBecomeActive, "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)"]
        case (.scenes, .terminate): return [S.sceneDidDisconnect, S.willTerminate]
        case (.scenes, .universalLink): return ["scene(_:willContinueUserActivityWithType:)", S.configuration]
        case (.scenes, _): return [S.configuration]
        }
    }

    @Test("in every allowed single event, the optional steps are exactly the doubted ones", arguments: LifecycleMode.allCases)
    func optionalMarks(mode: LifecycleMode) {
        for start in StartState.allCases {
            for event in LifecycleEvent.allCases {
                var machine = LifecycleMachine(mode: mode, from: start)
                guard let steps = try? machine.handle(event) else { continue }
                let doubted = Self.optionalCallbacks(mode, event)
                for step in steps where step.presence == .required || step.presence == .optional {
                    #expect((step.presence == .optional) == doubted.contains(step.callback.swiftSelector),
                            "\(mode.rawValue) \(start.rawValue) \(event.rawValue): \(step.callback.swiftSelector)")
                }
            }
        }
    }

    @Test("the steps that depend on the app's configuration: restoration, data protection (§3.1, §3.3, §3.4)")
    func conditionalSteps() throws {
        #expect(try Self.conditional(.appDelegate, .notRunning, .launch)
                == ["application(_:shouldRestoreSecureApplicationState:)", "application(_:didDecodeRestorableStateWith:)"])
        #expect(try Self.conditional(.appDelegate, .active, .home)
                == ["application(_:shouldSaveSecureApplicationState:)", "application(_:willEncodeRestorableStateWith:)"])
        #expect(try Self.conditional(.scenes, .active, .home) == ["stateRestorationActivity(for:)"])
        #expect(try Self.conditional(.scenes, .active, .lock).contains("applicationProtectedDataWillBecomeUnavailable(_:)"))
        #expect(try Self.conditional(.appDelegate, .locked, .unlock) == ["applicationProtectedDataDidBecomeAvailable(_:)"])
    }

    static func conditional(_ mode: LifecycleMode, _ start: StartState, _ event: LifecycleEvent) throws -> [String] {
        try LifecycleMachine.expectedSequence(mode: mode, from: start, events: [EventOccurrence(event)])
            .steps.filter { $0.presence == .conditional }.map(\.callback.swiftSelector)
    }

    @Test("§4.1/§4.2 a kill never makes applicationWillTerminate mandatory", arguments: LifecycleMode.allCases)
    func killNeverRequiresTerminate(mode: LifecycleMode) throws {
        for start in [AppState.inactive, .background] {
            let steps = try modelSteps(mode: mode, from: start, events: [.kill])
            let terminate = try #require(steps.last)
            #expect(terminate.callback == CallbackCatalogue.willTerminate)
            #expect(terminate.isOptional)
        }
    }

    @Test("§3.9/§4.2 a system termination of a running app may bring applicationWillTerminate, last, never promised",
          arguments: LifecycleMode.allCases)
    func terminateMayCallTerminate(mode: LifecycleMode) throws {
        let steps = try modelSteps(mode: mode, from: .background, events: [.terminate])
        #expect(steps.last?.callback == CallbackCatalogue.willTerminate)
        #expect(steps.last?.isOptional == true)
    }

    @Test("§4.1 in scenes mode the resign that opens the switcher is required, the rest of the kill is not")
    func sceneKillResignRequired() throws {
        let steps = try modelSteps(mode: .scenes, from: .active, events: [.openSwitcher, .kill])
        #expect(steps.first?.isOptional == false)
        #expect(steps.dropFirst().allSatisfy { $0.isOptional })
    }

    @Test("§3.1 the configuration call is optional wherever a new scene connects")
    func configurationAlwaysOptional() throws {
        let steps = try modelSteps(mode: .scenes, events: [.launch, .openWindow, .openWindow])
        let configurations = steps.filter { $0.callback == CallbackCatalogue.configurationForConnecting }
        #expect(configurations.count == 3)
        #expect(configurations.allSatisfy { $0.isOptional })
        #expect(steps.filter { $0.callback == CallbackCatalogue.sceneWillConnect }.allSatisfy { !$0.isOptional })
    }

    @Test("a kill of a two-window scene app disconnects each scene, optionally")
    func killWithTwoWindows() throws {
        let steps = try modelSteps(mode: .scenes, from: .active, events: [.openWindow, .openSwitcher, .kill])
        let disconnects = steps.filter { $0.callback == CallbackCatalogue.sceneDidDisconnect }
        #expect(disconnects.map(\.scene) == [1, 2])
        #expect(disconnects.allSatisfy { $0.isOptional })
    }
}
