/// What a state figure asks of the layout engine: boxes of a measured size, edges with a label box
/// of a measured size, and rows of boxes that belong side by side. Sizes and positions are in px
/// (the SVG's units; Graphviz's points, taken one for one).
struct LayoutGraph: Hashable, Sendable {
    struct Node: Hashable, Sendable {
        var id: String
        var width: Double, height: Double
    }

    struct Edge: Hashable, Sendable {
        var from: String, to: String
        var labelWidth: Double, labelHeight: Double
    }

    var nodes: [Node]
    var edges: [Edge]
    /// Each box's layer, from the top (or the left): an edge that goes back up is laid out as a
    /// reversed edge, so cycles do not decide the picture and no two boxes share a layer's line
    /// (labels of edges within one layer would sit on the edges).
    var layers: [String: Int]
    var direction: Direction = .topToBottom
    /// Room between layers, in px, on either side of the labels Graphviz puts between them.
    var layerGap = 21.6

    enum Direction: String, Hashable, Sendable {
        case topToBottom = "TB", leftToRight = "LR"
    }

    func isReversed(_ edge: Edge) -> Bool { (layers[edge.from] ?? 0) > (layers[edge.to] ?? 0) }

    /// The graph in Graphviz's language. No text goes in: boxes and labels are empty, fixed-size
    /// shapes, so the layout never depends on the fonts of the machine that builds.
    var dot: String {
        var lines = ["digraph G {", "  graph [rankdir=\(direction.rawValue), nodesep=0.25, ranksep=\(inches(layerGap))];",
                     "  node [shape=box, fixedsize=true, label=\"\"];", "  edge [arrowsize=1];"]
        for node in nodes {
            lines.append("  \"\(node.id)\" [width=\(inches(node.width)), height=\(inches(node.height))];")
        }
        for (index, edge) in edges.enumerated() {
            let (w, h) = (Int(edge.labelWidth.rounded(.up)), Int(edge.labelHeight.rounded(.up)))
            let (tail, head) = isReversed(edge) ? (edge.to, edge.from) : (edge.from, edge.to)
            lines.append("  \"\(tail)\" -> \"\(head)\" [id=\"e\(index)\"\(isReversed(edge) ? ", dir=back" : ""), "
                + "label=<<TABLE FIXEDSIZE=\"TRUE\" WIDTH=\"\(w)\" HEIGHT=\"\(h)\" BORDER=\"0\" CELLBORDER=\"0\" CELLPADDING=\"0\" "
                + "CELLSPACING=\"0\"><TR><TD FIXEDSIZE=\"TRUE\" WIDTH=\"\(w)\" HEIGHT=\"\(h)\"> </TD></TR></TABLE>>];")
        }
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    private func inches(_ px: Double) -> String { String(format: "%.4f", px / 72) }
}

/// Where the layout engine put everything, with y growing downwards as in SVG.
struct GraphLayout: Sendable {
    struct Point: Hashable, Sendable {
        var x: Double, y: Double
    }

    struct EdgeRoute: Sendable {
        /// A cubic Bézier spline: the start, then three points a segment. It ends at the base of the arrowhead.
        var spline: [Point]
        /// Where the arrowhead's point touches the target box.
        var tip: Point
        /// The centre of the label's box.
        var label: Point
    }

    var width: Double, height: Double
    var centers: [String: Point]
    /// In the order of `LayoutGraph.edges`.
    var edges: [EdgeRoute]
}
