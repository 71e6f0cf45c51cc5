import Lifecycle

/// `lifecycle-block.mustache`: a checked sequence as a numbered table (callback, receiver, the
/// state after each step) and its diagram, in the page's language, marked as checked.
struct LifecycleBlockContext: PartialContext {
    static let partial = Partial.lifecycleBlock

    struct Step: Sendable {
        /// Counted from 1.
        let number: Int
        /// The Swift selector, in pieces that may break after `(` and `:`.
        let callback: [CodePiece]
        let isOptional: Bool
        /// The `//` comment of the block's line, if it has one.
        let comment: String?
        let receiver: String
        /// The app state after the step, with the scene's after ` · ` in scenes mode.
        let state: String
    }

    /// The block's `id=`, as the author wrote it.
    let id: String
    /// The figure's HTML id, `seq-<id>`: the target of links from the reference pages.
    let anchor: String
    /// `app-delegate` or `scenes`.
    let mode: String
    let modeName: String
    /// The state the sequence starts from.
    let from: String
    let events: [String]
    /// Whether the sequence has steps at all (otherwise `ui.lifecycleNoCallbacks` says so).
    let hasSteps: Bool
    let steps: [Step]
    let diagram: SequenceDiagramContext?
    let ui: [String: String]

    var linkTargets: [String] { [anchor] }

    static var sample: LifecycleBlockContext {
        let step = Step(number: 1, callback: CodePiece.pieces(of: "scene(_:willConnectTo:options:)"), isOptional: true,
                        comment: "a comment", receiver: "Scene delegate", state: "Inactive")
        return LifecycleBlockContext(id: "sample", anchor: "seq-sample", mode: "scenes", modeName: "Scene mode",
                                     from: "Not running", events: ["launch"], hasSteps: true, steps: [step],
                                     diagram: .sample, ui: [:])
    }
}

extension LifecycleBlockContext {
    init(_ sequence: CheckedSequence, names: StateNames) {
        let id = sequence.block.id ?? "sequence"
        let mode = sequence.mode ?? .appDelegate
        // Lines the model matched no step to are left out; a verified block has none.
        let steps = sequence.rows.enumerated().compactMap { index, row in
            row.step.map { step in
                Step(number: index + 1, callback: CodePiece.pieces(of: step.callback.swiftSelector),
                     isOptional: step.isOptional, comment: row.line.comment, receiver: names.receiver(of: step),
                     state: names.state(after: step))
            }
        }
        self.init(id: id, anchor: "seq-" + id, mode: mode.rawValue,
                  modeName: names.text(mode == .scenes ? "modeScenes" : "modeAppDelegate"),
                  from: names.appState(sequence.from.appState), events: sequence.events.map(\.description),
                  hasSteps: !sequence.rows.isEmpty, steps: steps, diagram: SequenceDiagram(names: names).figure(sequence),
                  ui: names.strings)
    }
}
