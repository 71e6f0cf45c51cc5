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

    static let titleSize = 12.0, labelSize = 11.0, top = 44.0, rowHeight = 34.0, left = 12.0, lineHeight = 14.0
    /// The default theme's sequence card inside the text column (46rem, less the card's padding and
    /// border): a figure no wider than this reads at its natural size on a desktop.
    static let columnWidth = 700.0

    /// How roomy a figure is drawn: lanes at least `laneGap` apart, titles and states on one line;
    /// or closer, with long titles and two-part states on two lines.
    private struct Spacing {
        var laneGap: Double
        /// Room between two titles, or between the last lane's title and the states.
        var gutter: Double
        var wrapsText: Bool
        static let roomy = Spacing(laneGap: 150, gutter: 28, wrapsText: false)
        static let compact = Spacing(laneGap: 96, gutter: 20, wrapsText: true)
    }

    /// The diagram of a sequence with steps, for `sequence-diagram.mustache`; `nil` without steps.
    /// Roomy when that fits the card (`columnWidth`), compact when that is narrower.
    func figure(_ sequence: CheckedSequence) -> SequenceDiagramContext? {
        let steps = sequence.rows.compactMap(\.step)
        guard !steps.isEmpty else { return nil }
        let title = names.text("diagramSequence"), scrollHint = names.text("figureScrollHint")
        let roomy = draw(steps, spacing: .roomy, id: sequence.block.id)
        guard roomy.width > Self.columnWidth else { return SequenceDiagramContext(svg: roomy.svg, title: title, scrollHint: scrollHint) }
        let compact = draw(steps, spacing: .compact, id: sequence.block.id)
        return SequenceDiagramContext(svg: (compact.width < roomy.width ? compact : roomy).svg, title: title,
                                      scrollHint: scrollHint)
    }

    private func draw(_ steps: [Step], spacing: Spacing, id: String?) -> (svg: String, width: Double) {
        let lanes = [Lane.uiKit] + Set(steps.map(lane)).sorted()
        let titleWidth = { (text: String) in TextWidth.of(text, size: Self.titleSize, bold: true) }
        let titles = lanes.map { wrapped(title(of: $0), spacing, width: titleWidth) }
        let titleWidths = titles.map { $0.map(titleWidth).max() ?? 0 }
        let labels = steps.enumerated().map { "\($0.offset + 1). \($0.element.callback.diagramLabel)" }
        let labelWidths = labels.map { TextWidth.of($0, size: Self.labelSize, monospace: true) }
        let stateTitle = wrapped(names.text("lifecycleColumnState"), spacing, width: titleWidth)
        // Two-line titles push everything below them down by a line.
        let shift = Double(((titles + [stateTitle]).map(\.count).max() ?? 1) - 1) * Self.lineHeight

        // Lane centres: each gap holds half of both titles, and an arrow's label fits before the
        // arrow's end, where it starts (just right of UIKit's lifeline).
        var xs = [Self.left + max(titleWidths[0] / 2, 20)]
        for index in 1..<lanes.count {
            var x = xs[index - 1] + max(spacing.laneGap, (titleWidths[index - 1] + titleWidths[index]) / 2 + spacing.gutter)
            for (step, width) in zip(steps, labelWidths) where lane(step) == lanes[index] {
                x = max(x, xs[0] + 8 + width + 12)
            }
            xs.append(x)
        }
        let x = { (lane: Lane) in xs[lanes.firstIndex(of: lane) ?? 0] }
        let states = steps.map { step in
            spacing.wrapsText && step.sceneState != nil
                ? [names.appState(step.appState) + " ·", step.sceneState.map(names.sceneState) ?? ""] : [names.state(after: step)]
        }
        let stateColumn = xs[xs.count - 1] + titleWidths[titleWidths.count - 1] / 2 + spacing.gutter
        let stateWidth = max(stateTitle.map(titleWidth).max() ?? 0, states.flatMap { $0 }.map { TextWidth.of($0, size: Self.labelSize) }.max() ?? 0)
        let width = stateColumn + stateWidth + Self.left, height = Self.top + shift + Self.rowHeight * Double(steps.count) + 12

        var svg = SVGWriter(idPrefix: "seq-diagram-\(id ?? "sequence")")
        for (lane, title) in zip(lanes, titles) {
            svg.label(x: x(lane), y: 18, title, size: Self.titleSize, anchor: "middle", kind: "heading", bold: true, lineHeight: Self.lineHeight)
            svg.lifeline(id: lane.id, x: x(lane), top: 26 + shift, bottom: height - 6)
        }
        svg.label(x: stateColumn, y: 18, stateTitle, size: Self.titleSize, kind: "heading", bold: true, lineHeight: Self.lineHeight)
        for (index, step) in steps.enumerated() {
            let y = Self.top + shift + Self.rowHeight * Double(index) + 16
            let tip = (x(lane(step)), y)
            svg.edge(index: index, from: Lane.uiKit.id, to: lane(step).id, path: svg.straight(from: (x(.uiKit), y), to: (tip.0 - 8, y)),
                     base: (tip.0 - 8, y), tip: tip, muted: step.isOptional)
            svg.label(x: x(.uiKit) + 8, y: y - 5, [labels[index]], size: Self.labelSize, edge: index, kind: "callback", monospace: true)
            // One line level with the arrow; two lines either side of it.
            let stateY = y + 4 - Double(states[index].count - 1) * Self.lineHeight / 2
            svg.label(x: stateColumn, y: stateY, states[index], size: Self.labelSize, kind: "state", lineHeight: Self.lineHeight)
        }
        return (svg.svg(width: width, height: height, title: names.text("diagramSequence")), width)
    }

    private func wrapped(_ text: String, _ spacing: Spacing, width: (String) -> Double) -> [String] {
        spacing.wrapsText && width(text) > 96 ? LabelWrapping.split(text, width: width) : [text]
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
            names.text("receiverSceneDelegateNumbered").replacingASCII("%d", with: String(number))
        case .scene: names.text("receiverSceneDelegate")
        }
    }
}
