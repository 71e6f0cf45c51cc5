import CGraphviz
import Foundation

/// Lays out a `LayoutGraph` with Graphviz's `dot`, the one file that touches libgvc. Graphviz keeps
/// global state, so layouts run one at a time; each graph is laid out once per build and reused by
/// every page that draws it.
///
/// One Graphviz context serves the whole process and is never freed: Graphviz 2.42's Pango text
/// plugin remembers the last font's name by pointer, into the context's font table, so freeing a
/// context and laying out again read freed memory (AddressSanitizer found it: `scripts/sanitizers`).
enum GraphvizLayout {
    enum Failure: Error, CustomStringConvertible {
        case graphviz(String)
        var description: String {
            switch self {
            case .graphviz(let what): "Graphviz: \(what)"
            }
        }
    }

    private struct State {
        var layouts: [LayoutGraph: GraphLayout] = [:]
        /// Made by the first layout, kept until the process ends.
        var context: OpaquePointer?
    }

    private static let state = Locked(State())

    static func layout(_ graph: LayoutGraph) throws -> GraphLayout {
        try state.withLock { state in
            if let known = state.layouts[graph] { return known }
            if state.context == nil {
                // Graphviz prints its complaints on stderr, in the middle of docgen's own output; a figure
                // it routes badly fails Tests/Browser/test_figures.py instead.
                _ = agseterrf { _ in 0 }
                state.context = gvContext()
            }
            guard let context = state.context else { throw Failure.graphviz("no context") }
            let layout = try parse(json: run(dot: graph.dot, in: context), graph: graph)
            state.layouts[graph] = layout
            return layout
        }
    }

    /// `dot` on `source`, rendered as Graphviz's JSON (positions only, no drawing operations).
    private static func run(dot source: String, in context: OpaquePointer) throws -> Data {
        guard let graph = source.withCString({ agmemread($0) }) else { throw Failure.graphviz("the graph does not read") }
        defer { agclose(graph) }
        guard gvLayout(context, graph, "dot") == 0 else { throw Failure.graphviz("dot layout failed") }
        defer { gvFreeLayout(context, graph) }
        var bytes: UnsafeMutablePointer<CChar>?
        var length: UInt32 = 0
        guard gvRenderData(context, graph, "json0", &bytes, &length) == 0, let bytes else {
            throw Failure.graphviz("no JSON output")
        }
        defer { gvFreeRenderData(bytes) }
        return Data(bytes: bytes, count: Int(length))
    }

    private static func parse(json: Data, graph: LayoutGraph) throws -> GraphLayout {
        guard let root = try JSONSerialization.jsonObject(with: json) as? [String: Any],
              let box = (root["bb"] as? String).map(numbers), box.count == 4 else {
            throw Failure.graphviz("no bounding box")
        }
        let margin = 6.0
        let height = box[3] - box[1]
        // Graphviz's y grows upwards; SVG's downwards.
        let point = { (x: Double, y: Double) in GraphLayout.Point(x: x - box[0] + margin, y: height - (y - box[1]) + margin) }
        var centers: [String: GraphLayout.Point] = [:]
        for object in root["objects"] as? [[String: Any]] ?? [] {
            guard let name = object["name"] as? String, let pos = (object["pos"] as? String).map(numbers), pos.count == 2 else { continue }
            centers[name] = point(pos[0], pos[1])
        }
        var routes = [GraphLayout.EdgeRoute?](repeating: nil, count: graph.edges.count)
        for edge in root["edges"] as? [[String: Any]] ?? [] {
            guard let id = edge["id"] as? String, let index = Int(id.dropFirst()), routes.indices.contains(index),
                  let pos = edge["pos"] as? String, let lp = (edge["lp"] as? String).map(numbers), lp.count == 2 else {
                throw Failure.graphviz("an edge without a route or a label position")
            }
            var spline: [GraphLayout.Point] = [], tip: GraphLayout.Point?
            for part in pos.split(separator: " ") {
                let values = numbers(String(part.hasPrefix("e,") || part.hasPrefix("s,") ? part.dropFirst(2) : part))
                guard values.count == 2 else { continue }
                // The arrowhead's point: `e,` after the head, or `s,` before the tail of a reversed edge.
                if part.hasPrefix("e,") || part.hasPrefix("s,") { tip = point(values[0], values[1]) } else { spline.append(point(values[0], values[1])) }
            }
            // A reversed edge runs from our target back to our source: turn it round.
            if graph.isReversed(graph.edges[index]) { spline.reverse() }
            guard let tip, spline.count >= 4 else { throw Failure.graphviz("an edge without an arrowhead") }
            routes[index] = GraphLayout.EdgeRoute(spline: spline, tip: tip, label: point(lp[0], lp[1]))
        }
        return GraphLayout(width: box[2] - box[0] + 2 * margin, height: height + 2 * margin, centers: centers,
                           edges: try routes.map { try $0 ?? { throw Failure.graphviz("an edge missing from the layout") }() })
    }

    private static func numbers(_ text: String) -> [Double] {
        text.split(separator: ",").compactMap { Double($0) }
    }
}
