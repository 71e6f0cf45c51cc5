import Lifecycle

/// A small sequence diagram of one checked sequence: UIKit calls the app delegate or a scene
/// delegate, one arrow a step, with the state after each step.
struct SequenceDiagram {
    let names: StateNames

    private enum Lane: Hashable, Comparable {
        case uiKit, appDelegate, scene(Int)
    }

    /// The diagram of a sequence with steps, for `sequence-diagram.mustache`; `nil` without steps.
    func figure(_ sequence: CheckedSequence) -> SequenceDiagramContext? {
        let steps = sequence.rows.compactMap(\.step)
        guard !steps.isEmpty else { return nil }
        let lanes = [Lane.uiKit] + Set(steps.map(lane)).sorted()
        let laneGap = 190.0, top = 44.0, rowHeight = 34.0, left = 60.0
        let stateColumn = left + laneGap * Double(lanes.count - 1) + 90
        let width = stateColumn + 250, height = top + rowHeight * Double(steps.count) + 12
        let x = { (lane: Lane) in left + laneGap * Double(lanes.firstIndex(of: lane) ?? 0) }
        var svg = SVGWriter(idPrefix: "seq-diagram-\(sequence.block.id ?? "sequence")")
        for lane in lanes {
            svg.text(x: x(lane), y: 18, title(of: lane), anchor: "middle", size: 12, weight: "600")
            svg.line(from: (x(lane), 26), to: (x(lane), height - 6), arrow: false, faint: true)
        }
        svg.text(x: stateColumn, y: 18, names.text("lifecycleColumnState"), size: 12, weight: "600")
        for (index, step) in steps.enumerated() {
            let y = top + rowHeight * Double(index) + 16
            svg.text(x: x(.uiKit) + 8, y: y - 6, "\(index + 1). \(step.callback.diagramLabel)", size: 11, monospace: true)
            svg.line(from: (x(.uiKit), y), to: (x(lane(step)) - 2, y), dashed: step.isOptional)
            svg.text(x: stateColumn, y: y + 4, names.state(after: step), size: 11)
        }
        let title = names.text("diagramSequence")
        return SequenceDiagramContext(svg: svg.svg(width: width, height: height, title: title), title: title)
    }

    private func lane(_ step: Step) -> Lane {
        switch step.callback.receiver {
        case .appDelegate: .appDelegate
        case .sceneDelegate: .scene(step.scene ?? 1)
        }
    }

    private func title(of lane: Lane) -> String {
        switch lane {
        case .uiKit: "UIKit"
        case .appDelegate: names.text("receiverAppDelegate")
        case .scene(let number) where number > 1:
            names.text("receiverSceneDelegateNumbered").replacingOccurrences(of: "%d", with: String(number))
        case .scene: names.text("receiverSceneDelegate")
        }
    }
}
