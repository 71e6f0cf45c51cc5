import Lifecycle

/// A small sequence diagram of one checked sequence: UIKit calls the app delegate or a scene
/// delegate, one arrow a step, with the state after each step. Columns are as wide as their
/// measured titles and labels in the page's language, so nothing overlaps in any of them.
struct SequenceDiagram {
    let names: StateNames

    private enum Lane: Hashable, Comparable {
        case uiKit, appDelegate, scene(Int)

        var id: String {
            switch self {
            case .uiKit: "uikit"
            case .appDelegate: "app-delegate"
            case .scene(let number): "scene-\(number)"
            }
        }
    }

    static let titleSize = 12.0, labelSize = 11.0, top = 44.0, rowHeight = 34.0, left = 12.0, gutter = 28.0

    /// The diagram of a sequence with steps, for `sequence-diagram.mustache`; `nil` without steps.
    func figure(_ sequence: CheckedSequence) -> SequenceDiagramContext? {
        let steps = sequence.rows.compactMap(\.step)
        guard !steps.isEmpty else { return nil }
        let lanes = [Lane.uiKit] + Set(steps.map(lane)).sorted()
        let titles = lanes.map(title)
        let titleWidths = titles.map { TextWidth.of($0, size: Self.titleSize, bold: true) }
        let labels = steps.enumerated().map { "\($0.offset + 1). \($0.element.callback.diagramLabel)" }
        let labelWidths = labels.map { TextWidth.of($0, size: Self.labelSize, monospace: true) }

        // Lane centres: each gap holds half of both titles, and an arrow's label fits before the
        // arrow's end, where it starts (just right of UIKit's lifeline).
        var xs = [Self.left + max(titleWidths[0] / 2, 20)]
        for index in 1..<lanes.count {
            var x = xs[index - 1] + max(150, (titleWidths[index - 1] + titleWidths[index]) / 2 + Self.gutter)
            for (step, width) in zip(steps, labelWidths) where lane(step) == lanes[index] {
                x = max(x, xs[0] + 8 + width + 12)
            }
            xs.append(x)
        }
        let x = { (lane: Lane) in xs[lanes.firstIndex(of: lane) ?? 0] }
        let states = steps.map { names.state(after: $0) }
        let stateTitle = names.text("lifecycleColumnState")
        let stateColumn = xs[xs.count - 1] + titleWidths[titleWidths.count - 1] / 2 + Self.gutter
        let stateWidth = max(TextWidth.of(stateTitle, size: Self.titleSize, bold: true),
                             states.map { TextWidth.of($0, size: Self.labelSize) }.max() ?? 0)
        let width = stateColumn + stateWidth + Self.left, height = Self.top + Self.rowHeight * Double(steps.count) + 12

        var svg = SVGWriter(idPrefix: "seq-diagram-\(sequence.block.id ?? "sequence")")
        for (lane, title) in zip(lanes, titles) {
            svg.label(x: x(lane), y: 18, [title], size: Self.titleSize, anchor: "middle", kind: "heading", bold: true)
            svg.lifeline(id: lane.id, x: x(lane), top: 26, bottom: height - 6)
        }
        svg.label(x: stateColumn, y: 18, [stateTitle], size: Self.titleSize, kind: "heading", bold: true)
        for (index, step) in steps.enumerated() {
            let y = Self.top + Self.rowHeight * Double(index) + 16
            let tip = (x(lane(step)), y)
            svg.edge(index: index, from: Lane.uiKit.id, to: lane(step).id, path: svg.straight(from: (x(.uiKit), y), to: (tip.0 - 8, y)),
                     base: (tip.0 - 8, y), tip: tip, muted: step.isOptional)
            svg.label(x: x(.uiKit) + 8, y: y - 5, [labels[index]], size: Self.labelSize, edge: index, kind: "callback", monospace: true)
            svg.label(x: stateColumn, y: y + 4, [states[index]], size: Self.labelSize, kind: "state")
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
