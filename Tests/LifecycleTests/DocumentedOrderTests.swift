import Lifecycle
import Testing

/// A documented log may interleave two windows' calls in any order the sequence allows; the app
/// state after each of its lines must follow the log, not the model's own order (§1.5, §3.13).
@Suite("App state along a documented order")
struct DocumentedOrderTests {
    /// A random order of every step that keeps each step after its predecessors.
    static func linearExtension(of sequence: ExpectedSequence, using random: inout SeededGenerator) -> [Int] {
        var done = Set<Int>(), order: [Int] = []
        while order.count < sequence.steps.count {
            let ready = sequence.steps.indices.filter { !done.contains($0) && sequence.predecessors[$0].allSatisfy(done.contains) }
            let next = ready.randomElement(using: &random)!
            done.insert(next)
            order.append(next)
        }
        return order
    }

    /// The callbacks that move a scene from one state to another (Apple's scene-state figure);
    /// the others only report the state their scene is in.
    static let moves: Set<Callback> = [
        CallbackCatalogue.sceneWillConnect, CallbackCatalogue.sceneWillEnterForeground, CallbackCatalogue.sceneDidBecomeActive,
        CallbackCatalogue.sceneWillResignActive, CallbackCatalogue.sceneDidEnterBackground, CallbackCatalogue.sceneDidDisconnect,
    ]

    /// The oracle: replays the moves in `order`, window by window, and derives the app state from
    /// the most active window, as Apple's scene life cycle defines it.
    static func replayedStates(_ sequence: ExpectedSequence, _ order: [Int]) -> [AppState] {
        var windows = sequence.windowsAtStart ?? [:]
        return order.map { index in
            let step = sequence.steps[index]
            if let scene = step.scene, let state = step.sceneState, moves.contains(step.callback) { windows[scene] = state }
            if windows.values.contains(.foregroundActive) { return .active }
            if windows.values.contains(.foregroundInactive) { return .inactive }
            return .background
        }
    }

    @Test("in random orders the sequence allows, each step's app state is the replayed one (while the process runs)")
    func randomOrders() throws {
        var random = SeededGenerator(seed: 27)
        var checkedOrders = 0, interleaved = 0
        for _ in 0..<400 {
            var machine = LifecycleMachine(mode: .scenes, from: [.active, .background, .inactive].randomElement(using: &random)!)
            for _ in 0..<6 { _ = try? machine.handle(eventAlphabet.randomElement(using: &random)!) }
            let sequence = machine.expected
            // Launches and kills change the process, which the replay does not model.
            guard !sequence.steps.isEmpty, sequence.steps.allSatisfy(\.appState.isRunning) else { continue }
            for _ in 0..<5 {
                let order = Self.linearExtension(of: sequence, using: &random)
                let replayed = Self.replayedStates(sequence, order)
                var happened = Set<Int>()
                for (position, index) in order.enumerated() {
                    happened.insert(index)
                    let state = sequence.appState(after: index, happened: happened)
                    #expect(state == replayed[position], "step \(position + 1) of \(order.map { "\(sequence.steps[$0].callback.swiftSelector) (\(sequence.steps[$0].scene ?? 0))" })")
                }
                checkedOrders += 1
                if order != order.sorted() { interleaved += 1 }
            }
        }
        // The sample must reach orders other than the model's own, or it proves nothing.
        #expect(checkedOrders > 200 && interleaved > 50, "\(checkedOrders) orders, \(interleaved) not the model's")
    }

    @Test("two windows going Home, window 2 first to the background: window 1 is still in front, so the app is inactive")
    func twoWindowsHome() throws {
        var machine = LifecycleMachine(mode: .scenes, from: .active)
        try machine.handle(.openWindow)
        let opened = machine.expected.steps.count
        try machine.handle(.home)
        let sequence = machine.expected
        func step(_ callback: Callback, window: Int) throws -> Int {
            try #require(sequence.steps.indices.first { $0 >= opened && sequence.steps[$0].callback == callback && sequence.steps[$0].scene == window })
        }
        let resign1 = try step(CallbackCatalogue.sceneWillResignActive, window: 1)
        let resign2 = try step(CallbackCatalogue.sceneWillResignActive, window: 2)
        let background2 = try step(CallbackCatalogue.sceneDidEnterBackground, window: 2)
        let background1 = try step(CallbackCatalogue.sceneDidEnterBackground, window: 1)
        var happened = Set(0..<opened)
        var states: [AppState] = []
        for index in [resign1, resign2, background2, background1] {
            happened.insert(index)
            states.append(sequence.appState(after: index, happened: happened))
        }
        #expect(states == [.active, .inactive, .inactive, .background])
        // The model's own order takes window 1 to the background first, while window 2 is still active.
        #expect(sequence.steps[background1].appState == .active)
    }
}
