import Lifecycle
import Testing

/// A small, seeded generator (SplitMix64), so a failing random sequence can be replayed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// One event that the model accepted, with the states around it.
struct Transition: Sendable {
    let event: LifecycleEvent
    let before: AppState
    let after: AppState
    let steps: [Step]
}

/// Random event lists applied to the model; events the model refuses are skipped.
func randomTrace(mode: LifecycleMode, seed: UInt64, length: Int = 60) -> (start: AppState, trace: [Transition]) {
    var random = SeededGenerator(seed: seed)
    let start = AppState.allCases.randomElement(using: &random)!
    var machine = LifecycleMachine(mode: mode, from: start)
    var trace: [Transition] = []
    for _ in 0..<length {
        let event = LifecycleEvent.allCases.randomElement(using: &random)!
        let before = machine.appState
        guard let steps = try? machine.handle(event) else { continue }
        trace.append(Transition(event: event, before: before, after: machine.appState, steps: steps))
    }
    return (start, trace)
}

/// The state invariants of lifecycle-facts §5, checked over many random sequences in both modes.
@Suite("Invariants over random event sequences (lifecycle-facts §5)")
struct InvariantTests {
    static let seeds: [UInt64] = Array(1...300)
    typealias C = CallbackCatalogue

    /// The traces are made once per mode and shared by every invariant.
    static let tracesByMode: [LifecycleMode: [(seed: UInt64, start: AppState, trace: [Transition])]] =
        Dictionary(uniqueKeysWithValues: LifecycleMode.allCases.map { mode in
            (mode, seeds.map { seed in
                let (start, trace) = randomTrace(mode: mode, seed: seed)
                return (seed, start, trace)
            })
        })

    static func traces(_ mode: LifecycleMode) -> [(seed: UInt64, start: AppState, trace: [Transition])] {
        tracesByMode[mode] ?? []
    }

    @Test("random sequences exercise every event", arguments: LifecycleMode.allCases)
    func coverage(mode: LifecycleMode) {
        let seen = Set(Self.traces(mode).flatMap { $0.trace.map(\.event) })
        let expected = mode == .scenes ? Set(LifecycleEvent.allCases) : Set(LifecycleEvent.allCases).subtracting([.openWindow, .closeWindow])
        #expect(seen == expected)
    }

    @Test("§5.1/§5.2 no callback is delivered while suspended; suspending, purging and killing a suspended app are silent",
          arguments: LifecycleMode.allCases)
    func silentWhileSuspended(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace {
                #expect(!t.steps.contains { $0.appState == .suspended }, "seed \(seed): \(t.event.rawValue)")
                if t.event == .suspend || t.event == .purge || (t.before == .suspended && t.event == .kill) {
                    #expect(t.steps.isEmpty, "seed \(seed): \(t.event.rawValue) from \(t.before.rawValue)")
                }
            }
        }
    }

    @Test("§5.17 applicationWillTerminate is never delivered to a suspended process", arguments: LifecycleMode.allCases)
    func noTerminateWhenSuspended(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace where t.before == .suspended {
                #expect(!t.steps.contains { $0.callback == C.willTerminate }, "seed \(seed): \(t.event.rawValue)")
            }
        }
    }

    @Test("§5.16 applicationWillTerminate comes at most once per process and nothing follows it", arguments: LifecycleMode.allCases)
    func terminateIsLast(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            let steps = trace.flatMap(\.steps)
            for (index, step) in steps.enumerated() where step.callback == C.willTerminate {
                #expect(step.appState == .notRunning, "seed \(seed)")
                if index + 1 < steps.count {
                    #expect(steps[index + 1].callback == C.willFinishLaunching, "seed \(seed): a new process must start first")
                }
            }
        }
    }

    @Test("§5.7 willFinishLaunching then didFinishLaunching open every process, and only a launch", arguments: LifecycleMode.allCases)
    func launchOpensProcess(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace {
                let launches = t.steps.filter { $0.callback == C.willFinishLaunching || $0.callback == C.didFinishLaunching }
                if t.before == .notRunning, !t.steps.isEmpty {
                    #expect(Array(t.steps.prefix(2).map(\.callback)) == [C.willFinishLaunching, C.didFinishLaunching], "seed \(seed)")
                } else {
                    #expect(launches.isEmpty, "seed \(seed): \(t.event.rawValue) from \(t.before.rawValue)")
                }
            }
        }
    }

    @Test("§5.3 there is no Active → Background edge: the app always passes through Inactive", arguments: LifecycleMode.allCases)
    func noActiveToBackground(mode: LifecycleMode) {
        for (seed, start, trace) in Self.traces(mode) {
            var previous = start
            for t in trace {
                for step in t.steps {
                    #expect(!(previous == .active && step.appState == .background), "seed \(seed): \(t.event.rawValue) \(step.callback.swiftSelector)")
                    previous = step.appState
                }
                previous = t.after
            }
        }
    }

    @Test("§5.3 leaving the foreground: a resign step precedes every did-enter-background of a receiver that was active",
          arguments: LifecycleMode.allCases)
    func resignBeforeBackground(mode: LifecycleMode) {
        let resign = mode == .scenes ? C.sceneWillResignActive : C.willResignActive
        let becomeActive = mode == .scenes ? C.sceneDidBecomeActive : C.didBecomeActive
        let enterBackground = mode == .scenes ? C.sceneDidEnterBackground : C.didEnterBackground
        for (seed, start, trace) in Self.traces(mode) {
            // Per receiver (scene number, or 0 for the app delegate): is it foreground active?
            var active: [Int: Bool] = [mode == .scenes ? 1 : 0: start == .active]
            for t in trace {
                if t.before == .notRunning { active = [:] }
                for step in t.steps {
                    let key = step.scene ?? 0
                    if step.callback == becomeActive { active[key] = true }
                    if step.callback == resign { active[key] = false }
                    if step.callback == enterBackground {
                        #expect(active[key] != true, "seed \(seed): \(t.event.rawValue) entered the background straight from active")
                    }
                }
            }
        }
    }

    @Test("§5.4 willEnterForeground is immediately followed by didBecomeActive for the same receiver", arguments: LifecycleMode.allCases)
    func enterForegroundThenActive(mode: LifecycleMode) {
        let willEnter = mode == .scenes ? C.sceneWillEnterForeground : C.willEnterForeground
        let becomeActive = mode == .scenes ? C.sceneDidBecomeActive : C.didBecomeActive
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace {
                for (index, step) in t.steps.enumerated() where step.callback == willEnter {
                    let next = index + 1 < t.steps.count ? t.steps[index + 1] : nil
                    #expect(next?.callback == becomeActive && next?.scene == step.scene, "seed \(seed): \(t.event.rawValue)")
                }
            }
        }
    }

    @Test("§5.12 mode separation: no scenes-only callback in app-delegate mode and vice versa", arguments: LifecycleMode.allCases)
    func modeSeparation(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for step in trace.flatMap(\.steps) {
                #expect(step.callback.modes.contains(mode), "seed \(seed): \(step.callback.swiftSelector) in \(mode.rawValue) mode")
                #expect((step.callback.receiver == .sceneDelegate) == (step.scene != nil), "seed \(seed): \(step.callback.swiftSelector)")
            }
        }
    }

    @Test("§5.11 a scene's first callback is willConnectTo, and none follows its sceneDidDisconnect")
    func sceneLifetime() {
        for (seed, start, trace) in Self.traces(.scenes) {
            var connected: Set<Int> = start == .notRunning ? [] : [1]
            var disconnected: Set<Int> = []
            for step in trace.flatMap(\.steps) {
                guard let scene = step.scene else { continue }
                #expect(!disconnected.contains(scene), "seed \(seed): scene \(scene) got \(step.callback.swiftSelector) after disconnecting")
                if !connected.contains(scene) {
                    #expect(step.callback == C.sceneWillConnect, "seed \(seed): scene \(scene) starts with \(step.callback.swiftSelector)")
                    connected.insert(scene)
                }
                if step.callback == C.sceneDidDisconnect { disconnected.insert(scene) }
            }
        }
    }

    @Test("§5.21 a memory warning changes no state", arguments: LifecycleMode.allCases)
    func memoryWarningChangesNothing(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace where t.event == .memoryWarning {
                #expect(t.before == t.after, "seed \(seed)")
                #expect(t.steps.map(\.callback) == [C.didReceiveMemoryWarning], "seed \(seed)")
            }
        }
    }

    @Test("the last step of an event leaves the app in the machine's state", arguments: LifecycleMode.allCases)
    func stepsAgreeWithMachine(mode: LifecycleMode) {
        for (seed, _, trace) in Self.traces(mode) {
            for t in trace {
                if let last = t.steps.last { #expect(last.appState == t.after, "seed \(seed): \(t.event.rawValue)") }
            }
        }
    }
}
