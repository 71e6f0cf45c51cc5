import Lifecycle

/// The state diagrams (process states; scene states), drawn from `StateGraph`, which runs the
/// model. Labels come from the page's language.
struct StateDiagram {
    let names: StateNames

    enum Kind: String, CaseIterable {
        /// Apple's app-state figure: app-delegate mode.
        case appStates = "app-states"
        /// The same process states in scenes mode, where scenes carry the foreground callbacks.
        case appStatesScenes = "app-states-scenes"
        case sceneStates = "scene-states"
    }

    /// The diagram of `kind`, for `state-diagram.mustache`.
    func figure(_ kind: Kind) -> StateDiagramContext {
        switch kind {
        case .appStates, .appStatesScenes:
            let mode: LifecycleMode = kind == .appStates ? .appDelegate : .scenes
            let positions: [AppState: (Double, Double)] = [
                .notRunning: (380, 40), .inactive: (170, 200), .active: (590, 200),
                .background: (170, 370), .suspended: (590, 370),
            ]
            let edges = StateGraph.appStateEdges(mode: mode).map {
                DrawnEdge(from: positions[$0.from]!, to: positions[$0.to]!, callbacks: $0.callbacks.map(\.diagramLabel),
                          events: $0.events.map(\.rawValue))
            }
            let nodes = AppState.allCases.map { (names.appState($0), positions[$0]!) }
            return draw(nodes: nodes, edges: edges, width: 760, height: 410,
                        title: names.text(kind == .appStates ? "diagramAppStates" : "diagramAppStatesScenes"),
                        prefix: "diagram-" + kind.rawValue)
        case .sceneStates:
            let positions: [SceneState: (Double, Double)] = [
                .unattached: (380, 40), .foregroundInactive: (170, 200), .foregroundActive: (590, 200),
                .background: (380, 370),
            ]
            let edges = StateGraph.sceneStateEdges().map {
                DrawnEdge(from: positions[$0.from]!, to: positions[$0.to]!, callbacks: $0.callbacks.map(\.diagramLabel),
                          events: $0.events.map(\.rawValue))
            }
            let nodes = SceneState.allCases.map { (names.sceneState($0), positions[$0]!) }
            return draw(nodes: nodes, edges: edges, width: 760, height: 410, title: names.text("diagramSceneStates"),
                        prefix: "diagram-scene-states")
        }
    }

    private struct DrawnEdge {
        var from: (Double, Double), to: (Double, Double)
        var callbacks: [String], events: [String]
    }

    private static let boxWidth = 170.0, boxHeight = 40.0

    private func draw(nodes: [(String, (Double, Double))], edges: [DrawnEdge], width: Double, height: Double,
                      title: String, prefix: String) -> StateDiagramContext {
        var svg = SVGWriter(idPrefix: prefix)
        // Boxes and labels already placed, so that a new label can avoid them.
        var occupied = nodes.map { Rect(centerX: $0.1.0, centerY: $0.1.1, width: Self.boxWidth + 8, height: Self.boxHeight + 8) }
        for edge in edges {
            // Two edges between the same boxes run side by side, each offset to its right.
            let dx = edge.to.0 - edge.from.0, dy = edge.to.1 - edge.from.1
            let length = max((dx * dx + dy * dy).squareRoot(), 1)
            let (nx, ny) = (-dy / length * 9, dx / length * 9)
            let start = Self.border(from: edge.from, toward: edge.to, offset: (nx, ny))
            let end = Self.border(from: edge.to, toward: edge.from, offset: (nx, ny))
            svg.line(from: start, to: end, dashed: edge.callbacks.isEmpty)
            let label = edge.callbacks.isEmpty ? edge.events.joined(separator: ", ") : edge.callbacks.joined(separator: ", ")
            // The label sits beside its own line, on the side the offset points to, at the first
            // point along the line where it covers no box and no other label.
            let anchor = abs(nx) < 3 ? "middle" : (nx > 0 ? "start" : "end")
            let width = Double(label.count) * 6.7, height = 14.0
            var chosen: (Double, Double, Rect)?
            for t in [0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8] {
                let x = start.0 + (end.0 - start.0) * t + nx * 0.6
                let y = start.1 + (end.1 - start.1) * t + ny * 0.6 + 4 + (abs(nx) < 3 ? ny * 0.5 : 0)
                let left = anchor == "middle" ? x - width / 2 : (anchor == "start" ? x : x - width)
                let box = Rect(centerX: left + width / 2, centerY: y - 4, width: width, height: height)
                if chosen == nil { chosen = (x, y, box) }
                if !occupied.contains(where: { $0.intersects(box) }) { chosen = (x, y, box); break }
            }
            if let (x, y, box) = chosen {
                occupied.append(box)
                svg.text(x: x, y: y, label, anchor: anchor, size: 11, monospace: !edge.callbacks.isEmpty,
                         italic: edge.callbacks.isEmpty, halo: true)
            }
        }
        for (label, center) in nodes {
            svg.box(centerX: center.0, centerY: center.1, width: Self.boxWidth, height: Self.boxHeight, label: label)
        }
        return StateDiagramContext(svg: svg.svg(width: width, height: height, title: title), title: title)
    }

    private struct Rect {
        var centerX, centerY, width, height: Double
        func intersects(_ other: Rect) -> Bool {
            abs(centerX - other.centerX) * 2 < width + other.width && abs(centerY - other.centerY) * 2 < height + other.height
        }
    }

    /// Where the segment from a box's centre toward another point, shifted by `offset`, leaves the box.
    private static func border(from center: (Double, Double), toward other: (Double, Double),
                               offset: (Double, Double)) -> (Double, Double) {
        let start = (center.0 + offset.0, center.1 + offset.1)
        let dx = other.0 - center.0, dy = other.1 - center.1
        let sx = dx == 0 ? Double.infinity : (boxWidth / 2 + 3) / abs(dx)
        let sy = dy == 0 ? Double.infinity : (boxHeight / 2 + 3) / abs(dy)
        let scale = min(sx, sy)
        return (start.0 + dx * scale, start.1 + dy * scale)
    }
}
