import Lifecycle

/// The state diagrams (process states; scene states), drawn from `StateGraph`, which runs the
/// model: one box a state, one edge a change of state the model makes, labelled with the callbacks
/// that announce it (or, for a silent change, the events that cause it) in the page's language.
/// Graphviz places boxes, routes and labels from measured sizes; this file draws the result.
struct StateDiagram {
    let names: StateNames

    enum Kind: String, CaseIterable {
        /// Apple's app-state figure: app-delegate mode.
        case appStates = "app-states"
        /// The same process states in scenes mode, where scenes carry the foreground callbacks.
        case appStatesScenes = "app-states-scenes"
        case sceneStates = "scene-states"
    }

    /// One edge of the figure: the model's transition, in words.
    struct DrawnEdge: Equatable {
        var from: String, to: String
        /// Callback names, or the events' names when no callback announces the change.
        var lines: [String]
        var isSilent: Bool
    }

    /// The states of `kind` (id, name), their layers (Not running or Unattached first, as in Apple's
    /// figures), and the edges, from the model.
    func graph(_ kind: Kind) -> (states: [(id: String, name: String)], layers: [String: Int], edges: [DrawnEdge]) {
        switch kind {
        case .appStates, .appStatesScenes:
            let edges = StateGraph.appStateEdges(mode: kind == .appStates ? .appDelegate : .scenes)
            return (AppState.allCases.map { ($0.rawValue, names.appState($0)) },
                    layers([AppState.notRunning: 0, .inactive: 1, .active: 2, .background: 2, .suspended: 3]),
                    edges.map { drawn($0.from.rawValue, $0.to.rawValue, $0.callbacks, $0.events) })
        case .sceneStates:
            let edges = StateGraph.sceneStateEdges()
            return (SceneState.allCases.map { ($0.rawValue, names.sceneState($0)) },
                    layers([SceneState.unattached: 0, .foregroundInactive: 1, .foregroundActive: 2, .background: 2]),
                    edges.map { drawn($0.from.rawValue, $0.to.rawValue, $0.callbacks, $0.events) })
        }
    }

    /// The UI strings that name the events of the figures' silent edges (`diagramEventKill`).
    static var eventKeys: [String] {
        let app = (StateGraph.appStateEdges(mode: .appDelegate) + StateGraph.appStateEdges(mode: .scenes)).filter(\.isSilent)
        let events = app.flatMap(\.events) + StateGraph.sceneStateEdges().filter(\.isSilent).flatMap(\.events)
        return Set(events.map { "diagramEvent" + ReferencePages.keyName($0.rawValue) }).sorted()
    }

    /// The diagram of `kind`, for `state-diagram.mustache`.
    func figure(_ kind: Kind) -> StateDiagramContext {
        let key = switch kind {
        case .appStates: "diagramAppStates"
        case .appStatesScenes: "diagramAppStatesScenes"
        case .sceneStates: "diagramSceneStates"
        }
        let title = names.text(key)
        let (states, layers, edges) = graph(kind)
        return StateDiagramContext(svg: draw(states: states, layers: layers, edges: edges, title: title, prefix: "diagram-" + kind.rawValue),
                                   title: title, scrollHint: names.text("figureScrollHint"))
    }

    private func layers<State: RawRepresentable<String>>(_ layers: [State: Int]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: layers.map { ($0.key.rawValue, $0.value) })
    }

    private func drawn(_ from: String, _ to: String, _ callbacks: [Callback], _ events: [LifecycleEvent]) -> DrawnEdge {
        guard callbacks.isEmpty else { return DrawnEdge(from: from, to: to, lines: callbacks.map(\.diagramLabel), isSilent: false) }
        // One event a line, in the page's language: short lines keep the label beside its edge.
        let lines = events.map { names.text("diagramEvent" + ReferencePages.keyName($0.rawValue)) }
        return DrawnEdge(from: from, to: to, lines: lines, isSilent: true)
    }

    static let labelSize = 11.0, lineHeight = 14.0, nodeHeight = 40.0, labelPadding = 4.0
    /// The default theme's text column (`--content-max`, 46rem): a figure no wider than this reads
    /// at its natural size on a desktop, without scrolling sideways.
    static let columnWidth = 736.0
    /// When a figure does not fit the column, labels wider than these are split in two, the long
    /// ones first: the first that fits wins (or the narrowest).
    static let wrapAbove = [100.0, 60.0]

    private func draw(states: [(id: String, name: String)], layers: [String: Int], edges: [DrawnEdge], title: String,
                      prefix: String) -> String {
        let sizedBoxes = { (least: Double, padding: Double) in
            states.map { state in
                LayoutGraph.Node(id: state.id, width: max(least, TextWidth.of(state.name, size: 13, bold: true) + padding),
                                 height: Self.nodeHeight)
            }
        }
        // Roomy, with one line a callback, reads best; when that is wider than the column, labels go on
        // two lines and boxes and layers close up, if that makes the figure narrower.
        let roomyEdges = edges
        var (nodes, edges) = (sizedBoxes(120, 28), edges)
        var (sizes, layout) = layOut(nodes: nodes, edges: edges, layers: layers, layerGap: 21.6, title: title)
        let compact = sizedBoxes(90, 20)
        for threshold in Self.wrapAbove where layout.width > Self.columnWidth {
            let wrapped = roomyEdges.map { edge in
                var edge = edge
                edge.lines = edge.lines.flatMap { line in
                    width(of: line, in: edge) > threshold ? LabelWrapping.split(line) { width(of: $0, in: edge) } : [line]
                }
                return edge
            }
            let narrower = layOut(nodes: compact, edges: wrapped, layers: layers, layerGap: 9, title: title)
            if narrower.layout.width < layout.width {
                (nodes, edges, sizes, layout) = (compact, wrapped, narrower.sizes, narrower.layout)
            }
        }
        var svg = SVGWriter(idPrefix: prefix)
        for (index, (edge, route)) in zip(edges, layout.edges).enumerated() {
            let points = route.spline.map { ($0.x, $0.y) }
            svg.edge(index: index, from: edge.from, to: edge.to, path: svg.curve(points), base: points.last!,
                     tip: (route.tip.x, route.tip.y), muted: edge.isSilent)
        }
        // The text's own box (Graphviz reserved a little more), moved beside its edge.
        let textSizes = zip(edges, sizes).map { edge, width in
            (width: width - 2 * Self.labelPadding + 2, height: Double(edge.lines.count) * Self.lineHeight + 2)
        }
        let boxes = nodes.compactMap { node in
            layout.centers[node.id].map { LabelPlacement.Box(center: $0, width: node.width, height: node.height) }
        }
        let centers = LabelPlacement.place(sizes: textSizes, layout: layout, nodes: boxes)
        for (index, (edge, center)) in zip(edges, centers).enumerated() {
            // Baseline of the first line: the box's top, the spare px, then the font's ascent as a browser
            // boxes it (about 1.05 em with the line gap), so the text's box a browser draws stays inside this one.
            let top = center.y - textSizes[index].height / 2
            svg.label(x: center.x, y: top + 1 + Self.labelSize * 1.05, edge.lines, size: Self.labelSize, anchor: "middle", edge: index,
                      kind: edge.isSilent ? "event" : "callback", monospace: !edge.isSilent, italic: edge.isSilent,
                      lineHeight: Self.lineHeight)
        }
        for (node, state) in zip(nodes, states) {
            guard let center = layout.centers[node.id] else { continue }
            svg.node(id: node.id, centerX: center.x, centerY: center.y, width: node.width, height: node.height, label: state.name)
        }
        return svg.svg(width: layout.width, height: layout.height, title: title)
    }

    private func width(of line: String, in edge: DrawnEdge) -> Double {
        TextWidth.of(line, size: Self.labelSize, monospace: !edge.isSilent)
    }

    /// Graphviz's layout of the boxes and of `edges` with their labels' measured boxes (widths in `sizes`).
    private func layOut(nodes: [LayoutGraph.Node], edges: [DrawnEdge], layers: [String: Int], layerGap: Double,
                        title: String) -> (sizes: [Double], layout: GraphLayout) {
        let sizes = edges.map { edge in (edge.lines.map { width(of: $0, in: edge) }.max() ?? 0) + 2 * Self.labelPadding }
        let graph = LayoutGraph(
            nodes: nodes,
            edges: zip(edges, sizes).map { edge, width in
                LayoutGraph.Edge(from: edge.from, to: edge.to, labelWidth: width,
                                 labelHeight: Double(edge.lines.count) * Self.lineHeight + 8)
            },
            layers: layers, direction: .leftToRight, layerGap: layerGap)
        do {
            return (sizes, try GraphvizLayout.layout(graph))
        } catch {
            fatalError("\(error) while drawing '\(title)'. Is Graphviz installed with its plugins (libgraphviz-dev; `dot -c`)?")
        }
    }
}
