import Foundation
import Lifecycle

/// `lifecycle-block.mustache`: a checked sequence as a numbered table (callback, receiver, the
/// state after each step) and its diagram, in the page's language, marked as checked.
struct LifecycleBlockContext: PartialContext {
    static let partial = Partial.lifecycleBlock

    struct Step: Sendable, Encodable {
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

    /// How to read the tables, and that they are checked: said once per page, above its first block.
    struct Legend: Sendable, Encodable {
        let legendTitle: String
        let legendChecked: String
        let legendStates: String
        let legendOptional: String
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
    /// The events in the reader's language, in order.
    let events: [String]
    /// Whether the sequence has steps at all (otherwise `ui.lifecycleNoCallbacks` says so).
    let hasSteps: Bool
    let steps: [Step]
    /// Only where it adds to the table: a sequence across several windows, whose lanes it draws.
    let diagram: SequenceDiagramContext?
    /// Only on the first block of a page.
    let legend: Legend?
    let ui: [String: String]

    var linkTargets: [String] { [anchor] }

    static var sample: LifecycleBlockContext {
        let step = Step(number: 1, callback: CodePiece.pieces(of: "scene(_:willConnectTo:options:)"), isOptional: true,
                        comment: "a comment", receiver: "Scene delegate", state: "Inactive")
        return LifecycleBlockContext(id: "sample", anchor: "seq-sample", mode: "scenes", modeName: "Scene mode",
                                     from: "Not running", events: ["Launch"], hasSteps: true, steps: [step],
                                     diagram: .sample, legend: Legend(legendTitle: "How to read", legendChecked: "Checked",
                                                                      legendStates: "States", legendOptional: "Optional"), ui: [:])
    }
}

extension LifecycleBlockContext {
    /// `withLegend`: the page's first block, which explains the tables for all of them.
    init(_ sequence: CheckedSequence, names: StateNames, withLegend: Bool = false) {
        let id = sequence.block.id ?? "sequence"
        let mode = sequence.mode ?? .appDelegate
        let optionalTag = names.text("lifecycleOptional")
        // Lines the model matched no step to are left out; a verified block has none.
        let steps = sequence.rows.enumerated().compactMap { index, row in
            row.step.map { step in
                // A comment that only repeats the optional tag ("// may be skipped") is said by the tag.
                let comment = row.line.comment.flatMap { comment in
                    step.isOptional && comment.trimmingCharacters(in: .whitespaces).lowercased() == optionalTag.lowercased() ? nil : comment
                }
                return Step(number: index + 1, callback: CodePiece.pieces(of: step.callback.swiftSelector),
                            isOptional: step.isOptional, comment: comment, receiver: names.receiver(of: step),
                            state: names.state(after: step))
            }
        }
        // Window 2 or later: several windows take part, and the drawing shows how their lanes interleave.
        let acrossWindows = sequence.rows.contains { ($0.step?.scene ?? 1) > 1 }
        let legend = withLegend ? Legend(
            legendTitle: names.text("lifecycleLegendTitle"), legendChecked: names.text("lifecycleLegendChecked"),
            legendStates: names.text("lifecycleLegendStates").replacingASCII(
                "%1$@", with: names.appState(.background) + " · " + names.sceneState(.unattached)),
            legendOptional: names.text("lifecycleLegendOptional").replacingASCII("%1$@", with: optionalTag)) : nil
        self.init(id: id, anchor: "seq-" + id, mode: mode.rawValue,
                  modeName: names.text(mode == .scenes ? "modeScenes" : "modeAppDelegate"),
                  from: names.appState(sequence.from.appState), events: sequence.events.map(names.event),
                  hasSteps: !sequence.rows.isEmpty, steps: steps,
                  diagram: acrossWindows ? SequenceDiagram(names: names).figure(sequence) : nil,
                  legend: legend, ui: names.strings)
    }
}

extension LifecycleBlockContext {
    /// As `MustacheValues.of(self)` makes it (an optional left out when nil, a number kept as it
    /// is), without encoding: a test compares the two.
    var templateValue: TemplateValue {
        var values: [String: TemplateValue] = [
            "id": .text(id), "anchor": .text(anchor), "mode": .text(mode), "modeName": .text(modeName), "from": .text(from),
            "events": .list(events.map(TemplateValue.text)), "hasSteps": .flag(hasSteps),
            "steps": .list(steps.map(\.templateValue)), "ui": .strings(ui),
        ]
        if let diagram { values["diagram"] = diagram.templateValue }
        if let legend {
            values["legend"] = .dictionary(["legendTitle": .text(legend.legendTitle), "legendChecked": .text(legend.legendChecked),
                                            "legendStates": .text(legend.legendStates), "legendOptional": .text(legend.legendOptional)])
        }
        return .dictionary(values)
    }
}

extension LifecycleBlockContext.Step {
    var templateValue: TemplateValue {
        var values: [String: TemplateValue] = [
            "number": .other(number), "callback": .list(callback.map(\.templateValue)), "isOptional": .flag(isOptional),
            "receiver": .text(receiver), "state": .text(state),
        ]
        if let comment { values["comment"] = .text(comment) }
        return .dictionary(values)
    }
}

extension StateNames {
    /// An event as the reader's language names it: `Close a window, window 2` for `close-window:2`.
    func event(_ occurrence: EventOccurrence) -> String {
        let name = text("eventName" + ReferencePages.keyName(occurrence.event.rawValue))
        guard let window = occurrence.window else { return name }
        return text("lifecycleEventInWindow").replacingASCII("%1$@", with: name).replacingASCII("%2$@", with: String(window))
    }
}
