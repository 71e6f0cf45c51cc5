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

/// Every event, and the window-numbered forms of those that take one (two windows are enough
/// to tell "this window" from "the other").
let eventAlphabet: [EventOccurrence] = LifecycleEvent.allCases.flatMap { event in
    [EventOccurrence(event)] + (event.takesWindow ? [EventOccurrence(event, window: 1), EventOccurrence(event, window: 2)] : [])
}

/// The invariants of Apple's figures and lifecycle-facts §5, held by every trace the model produces.
@Suite("Invariants over every event sequence (lifecycle-facts §5)")
struct InvariantTests {
    struct Explored {
        var traces = 0
        var transitions = 0
        var problems: [String] = []
        var eventsSeen: Set<LifecycleEvent> = []
        var callbacksSeen: Set<Callback> = []
    }

    /// Every event sequence up to `depth` from every starting situation. Sequences that leave the
    /// machine and the monitor in equal states continue alike, so they are merged and counted:
    /// each (state, event) pair is checked once, and the count says how many sequences that covers.
    static func exploreAll(mode: LifecycleMode, depth: Int) -> Explored {
        struct Node { var machine: LifecycleMachine; var monitor: TraceMonitor; var paths: Int }
        var explored = Explored()
        for start in StartState.allCases {
            let machine = LifecycleMachine(mode: mode, from: start)
            var level: [AnyHashable: Node] = [
                AnyHashable([machine.stateKey, AnyHashable(0)]):
                    Node(machine: machine, monitor: TraceMonitor(mode: mode, start: start, sceneStates: machine.sceneStates), paths: 1),
            ]
            for _ in 0..<depth {
                var next: [AnyHashable: Node] = [:]
                for node in level.values {
                    for event in eventAlphabet {
                        var machine = node.machine
                        guard let steps = try? machine.handle(event) else { continue }
                        var monitor = node.monitor
                        let problems = monitor.check(event, steps, after: machine)
                        explored.transitions += 1
                        explored.traces += node.paths
                        explored.eventsSeen.insert(event.event)
                        explored.callbacksSeen.formUnion(steps.map(\.callback))
                        if !problems.isEmpty, explored.problems.count < 20 {
                            explored.problems += problems.map { "\(mode.rawValue) from \(start.rawValue): \($0)" }
                        }
                        let key = AnyHashable([machine.stateKey, AnyHashable(monitor)])
                        next[key, default: Node(machine: machine, monitor: monitor, paths: 0)].paths += node.paths
                    }
                }
                level = next
            }
        }
        return explored
    }

    @Test("every sequence of up to 6 events from every start, with window numbers, keeps every invariant",
          arguments: LifecycleMode.allCases)
    func exhaustive(mode: LifecycleMode) {
        let explored = Self.exploreAll(mode: mode, depth: 6)
        print("invariants: \(mode.rawValue): \(explored.traces) event sequences of length 1–6 checked "
              + "(\(explored.transitions) distinct transitions)")
        #expect(explored.problems.isEmpty, "\(explored.problems.joined(separator: "\n"))")
        #expect(explored.traces > 100_000, "the search must reach deep sequences")
        let expected = mode == .scenes ? Set(LifecycleEvent.allCases) : Set(LifecycleEvent.allCases.filter { !$0.needsScenes })
        #expect(explored.eventsSeen == expected, "every event is reached")
    }

    @Test("every catalogued callback is produced by some event: the catalogue has no orphan")
    func noOrphanCallback() {
        let produced = LifecycleMode.allCases.reduce(into: Set<Callback>()) { $0.formUnion(Self.exploreAll(mode: $1, depth: 3).callbacksSeen) }
        let orphans = CallbackCatalogue.all.filter { !produced.contains($0) }.map(\.swiftSelector)
        #expect(orphans.isEmpty, "no event produces \(orphans)")
        #expect(CallbackCatalogue.known.count > CallbackCatalogue.all.count, "the protocols' other methods are known by name")
    }

    @Test("long random sequences keep every invariant too", arguments: LifecycleMode.allCases)
    func randomLong(mode: LifecycleMode) {
        var problems: [String] = []
        for seed in UInt64(1)...300 {
            var random = SeededGenerator(seed: seed)
            let start = StartState.allCases.randomElement(using: &random)!
            var machine = LifecycleMachine(mode: mode, from: start)
            var monitor = TraceMonitor(mode: mode, start: start, sceneStates: machine.sceneStates)
            for _ in 0..<80 {
                let event = eventAlphabet.randomElement(using: &random)!
                guard let steps = try? machine.handle(event) else { continue }
                problems += monitor.check(event, steps, after: machine).map { "seed \(seed): \($0)" }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10).joined(separator: "\n"))")
    }

    @Test("the monitor is not blind: a made-up trace that breaks a rule is caught")
    func monitorCatchesBreaks() throws {
        typealias C = CallbackCatalogue
        let machine = LifecycleMachine(mode: .scenes, from: .active)
        var monitor = TraceMonitor(mode: .scenes, start: .active, sceneStates: machine.sceneStates)
        let wrong = [Step(C.sceneDidDisconnect, scene: 1, appState: .background, sceneState: .unattached)]
        #expect(!monitor.check(EventOccurrence(.home), wrong, after: machine).isEmpty, "Unattached from Foreground active")
        var appMonitor = TraceMonitor(mode: .appDelegate, start: .active, sceneStates: [])
        let activeToBackground = [Step(C.didEnterBackground, appState: .background)]
        #expect(!appMonitor.check(EventOccurrence(.home), activeToBackground, after: LifecycleMachine(mode: .appDelegate, from: .background)).isEmpty)
    }
}
