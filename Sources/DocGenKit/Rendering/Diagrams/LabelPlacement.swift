/// Puts each edge's label right beside its own edge. Graphviz reserves room for a label in the
/// layer its edge crosses, but may leave the text a dozen px away, or let another edge's curve pass
/// through it; this pass tries spots along the label's own edge, on either side, and keeps the
/// first where the label touches no other edge, box or label (Graphviz's spot first, when it is
/// close enough). In edge order, so the same figure always comes out the same.
enum LabelPlacement {
    struct Box {
        var minX, minY, maxX, maxY: Double

        init(center: GraphLayout.Point, width: Double, height: Double) {
            (minX, minY, maxX, maxY) = (center.x - width / 2, center.y - height / 2, center.x + width / 2, center.y + height / 2)
        }

        func intersects(_ other: Box, margin: Double) -> Bool {
            minX - margin < other.maxX && other.minX - margin < maxX && minY - margin < other.maxY && other.minY - margin < maxY
        }

        func contains(_ p: GraphLayout.Point, margin: Double) -> Bool {
            p.x > minX - margin && p.x < maxX + margin && p.y > minY - margin && p.y < maxY + margin
        }

        /// How far the deepest of `points` lies inside the box (0 when none does).
        func depth(of points: [GraphLayout.Point]) -> Double {
            points.reduce(0) { deepest, p in
                contains(p, margin: 0) ? max(deepest, min(p.x - minX, maxX - p.x, p.y - minY, maxY - p.y)) : deepest
            }
        }

        func distance(to p: GraphLayout.Point) -> Double {
            let dx = max(minX - p.x, 0, p.x - maxX), dy = max(minY - p.y, 0, p.y - maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
    }

    static let gap = 3.0, reach = 4.0
    /// Room kept between a label and other edges, boxes and labels: generous first, since a
    /// browser's text box may run a px or two past the estimate; then as close as still clear.
    static let clearances = [4.0, 2.0]

    /// The centre of each label (`sizes[i]` is edge i's text box), given the boxes of the states.
    static func place(sizes: [(width: Double, height: Double)], layout: GraphLayout, nodes: [Box]) -> [GraphLayout.Point] {
        let paths = layout.edges.map(points)
        var placed: [Box] = []
        var centers: [GraphLayout.Point] = []
        for (index, size) in sizes.enumerated() {
            let own = paths[index]
            let others = paths.enumerated().filter { $0.offset != index }.flatMap(\.element)
            // Beside its own edge, in the figure, on no box or label; then clear of other edges too.
            let beside = { (box: Box, clearance: Double) -> Bool in
                box.minX >= 0 && box.minY >= 0 && box.maxX <= layout.width && box.maxY <= layout.height
                    && (own.map(box.distance).min() ?? .infinity) <= reach
                    && !own.contains { box.contains($0, margin: 0.5) }
                    && !nodes.contains { box.intersects($0, margin: clearance) }
                    && !placed.contains { box.intersects($0, margin: clearance) }
            }
            let fits = { (box: Box, clearance: Double) -> Bool in
                beside(box, clearance) && !others.contains { box.contains($0, margin: clearance) }
            }
            var candidates = [layout.edges[index].label]
            // Along the edge from its middle outwards; on each side, a little farther out where the edge bends.
            for t in [0.5, 0.45, 0.55, 0.4, 0.6, 0.35, 0.65, 0.3, 0.7, 0.25, 0.75, 0.2, 0.8, 0.15, 0.85, 0.1, 0.9] {
                let p = own[min(own.count - 1, Int(Double(own.count - 1) * t))]
                for offset in [gap, gap + 3, gap + 6, gap + 9] {
                    let (dx, dy) = (size.width / 2 + offset, size.height / 2 + offset)
                    candidates += [
                        GraphLayout.Point(x: p.x, y: p.y - dy), GraphLayout.Point(x: p.x, y: p.y + dy),
                        GraphLayout.Point(x: p.x + dx, y: p.y), GraphLayout.Point(x: p.x - dx, y: p.y),
                        // Off a corner, where the edge runs slantwise past the label
                        GraphLayout.Point(x: p.x + dx, y: p.y - dy), GraphLayout.Point(x: p.x - dx, y: p.y - dy),
                        GraphLayout.Point(x: p.x + dx, y: p.y + dy), GraphLayout.Point(x: p.x - dx, y: p.y + dy),
                    ]
                }
            }
            let box = { (center: GraphLayout.Point) in Box(center: center, width: size.width, height: size.height) }
            let chosen = clearances.lazy.compactMap { clearance in candidates.first { fits(box($0), clearance) } }.first
                // Nowhere clear: the spot beside its own edge that other edges cut least deeply.
                ?? candidates.filter { beside(box($0), 0) }
                    .max { box($0).depth(of: others) > box($1).depth(of: others) }
                ?? layout.edges[index].label
            placed.append(Box(center: chosen, width: size.width, height: size.height))
            centers.append(chosen)
        }
        return centers
    }

    /// Points along an edge about every px or two: its Bézier segments, then the arrowhead's axis.
    static func points(_ route: GraphLayout.EdgeRoute) -> [GraphLayout.Point] {
        var result: [GraphLayout.Point] = []
        let s = route.spline
        for start in stride(from: 0, to: s.count - 3, by: 3) {
            let (p0, p1, p2, p3) = (s[start], s[start + 1], s[start + 2], s[start + 3])
            for step in 0...32 {
                let t = Double(step) / 32, u = 1 - t
                let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                result.append(GraphLayout.Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x, y: a * p0.y + b * p1.y + c * p2.y + d * p3.y))
            }
        }
        if let base = s.last {
            for step in 1...8 {
                let t = Double(step) / 8
                result.append(GraphLayout.Point(x: base.x + (route.tip.x - base.x) * t, y: base.y + (route.tip.y - base.y) * t))
            }
        }
        return result
    }
}
