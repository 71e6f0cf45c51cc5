/// A little SVG vocabulary for the diagrams. Shapes carry CSS classes (`Site/assets/style.css`
/// themes them) and draw in `currentColor`, so a picture follows the page's light or dark theme
/// even where no stylesheet reaches (an EPUB reader), and text stays real text. Data attributes
/// say which label and arrowhead belong to which edge, and which box an edge leaves and enters.
struct SVGWriter {
    private(set) var body = ""
    let idPrefix: String

    static let monospace = "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace"

    /// `idPrefix` goes into ids: anything but letters, digits, `-` and `_` becomes `-`, so no value
    /// can leave the attribute, whatever a block's id says.
    init(idPrefix: String) {
        self.idPrefix = String(idPrefix.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    /// A state: a rounded box with its name in the middle.
    mutating func node(id: String, centerX: Double, centerY: Double, width: Double, height: Double, label: String) {
        body += "<g class=\"diagram-node\" data-node=\"\(HTML.escape(id))\"><rect x=\"\(f(centerX - width / 2))\" "
            + "y=\"\(f(centerY - height / 2))\" width=\"\(f(width))\" height=\"\(f(height))\" rx=\"8\" fill=\"none\" "
            + "stroke=\"currentColor\" stroke-width=\"1.5\"/>"
        body += textElement(x: centerX, y: centerY + 4.5, [label], size: 13, anchor: "middle", classes: "diagram-node-label",
                            extra: " font-weight=\"600\"")
        body += "</g>\n"
    }

    /// A lifeline of a sequence diagram: the participant an arrow ends at.
    mutating func lifeline(id: String, x: Double, top: Double, bottom: Double) {
        body += "<line class=\"diagram-node diagram-lifeline\" data-node=\"\(HTML.escape(id))\" x1=\"\(f(x))\" y1=\"\(f(top))\" "
            + "x2=\"\(f(x))\" y2=\"\(f(bottom))\" stroke=\"currentColor\" stroke-width=\"1\" stroke-opacity=\"0.35\"/>\n"
    }

    /// An edge: a path, then an arrowhead whose point is `tip`, coming from `base`.
    /// `muted` edges (a transition no callback announces, an optional step) are dashed.
    mutating func edge(index: Int, from: String, to: String, path: String, base: (Double, Double), tip: (Double, Double),
                       muted: Bool) {
        let dx = tip.0 - base.0, dy = tip.1 - base.1
        let length = max((dx * dx + dy * dy).squareRoot(), 0.001)
        let (px, py) = (-dy / length * 4, dx / length * 4)
        let head = "M\(f(tip.0)) \(f(tip.1)) L\(f(base.0 + px)) \(f(base.1 + py)) L\(f(base.0 - px)) \(f(base.1 - py)) Z"
        body += "<g class=\"diagram-edge\(muted ? " diagram-edge-muted" : "")\" data-edge=\"\(index)\" data-from=\"\(HTML.escape(from))\" "
            + "data-to=\"\(HTML.escape(to))\"><path class=\"diagram-edge-line\" d=\"\(path)\" fill=\"none\" stroke=\"currentColor\" "
            + "stroke-width=\"1.4\"\(muted ? " stroke-dasharray=\"5 4\"" : "")/><path class=\"diagram-arrowhead\" d=\"\(head)\" "
            + "fill=\"currentColor\"/></g>\n"
    }

    /// A cubic Bézier path through `points` (a start, then three points a segment).
    func curve(_ points: [(Double, Double)]) -> String {
        guard let first = points.first else { return "" }
        var d = "M\(f(first.0)) \(f(first.1))"
        for start in stride(from: 1, to: points.count - 2, by: 3) {
            d += " C" + points[start..<start + 3].map { "\(f($0.0)) \(f($0.1))" }.joined(separator: " ")
        }
        return d
    }

    func straight(from: (Double, Double), to: (Double, Double)) -> String {
        "M\(f(from.0)) \(f(from.1)) L\(f(to.0)) \(f(to.1))"
    }

    /// Text, one line per element of `lines` (`lineHeight` apart); `edge` ties a label to its edge.
    mutating func label(x: Double, y: Double, _ lines: [String], size: Double, anchor: String = "start", edge: Int? = nil,
                        kind: String, monospace: Bool = false, italic: Bool = false, bold: Bool = false, lineHeight: Double = 14) {
        let extra = (edge.map { " data-edge=\"\($0)\"" } ?? "") + (monospace ? " font-family=\"\(Self.monospace)\"" : "")
            + (italic ? " font-style=\"italic\"" : "") + (bold ? " font-weight=\"600\"" : "")
        body += textElement(x: x, y: y, lines, size: size, anchor: anchor, classes: "diagram-label diagram-label-\(kind)", extra: extra,
                            lineHeight: lineHeight) + "\n"
    }

    private func textElement(x: Double, y: Double, _ lines: [String], size: Double, anchor: String, classes: String, extra: String,
                             lineHeight: Double = 14) -> String {
        let content = lines.count == 1 ? HTML.escape(lines[0]) : lines.enumerated().map { index, line in
            "<tspan x=\"\(f(x))\" dy=\"\(index == 0 ? "0" : f(lineHeight))\">\(HTML.escape(line))</tspan>"
        }.joined()
        return "<text class=\"\(classes)\" x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" font-size=\"\(f(size))\"\(extra) "
            + "fill=\"currentColor\">\(content)</text>"
    }

    /// The whole picture at its natural size (1 unit = 1 CSS px). `title` is what assistive technology reads.
    func svg(width: Double, height: Double, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" class="diagram" viewBox="0 0 \(f(width)) \(f(height))" width="\(f(width))" \
        height="\(f(height))" role="img" aria-labelledby="\(idPrefix)-title"><title id="\(idPrefix)-title">\(HTML.escape(title))</title>
        \(body)</svg>
        """
    }

    /// Fixed-point numbers, so the same diagram is always the same bytes.
    func f(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}

import Lifecycle

extension Callback {
    /// A short name for a picture: `didBecomeActive`, `willFinishLaunching`, `willConnectTo`.
    /// The receiver's prefix goes: the lane or the diagram already says who is called.
    var diagramLabel: String {
        var name = String(swiftSelector.prefix { $0 != "(" })
        if ["application", "scene", "windowScene"].contains(name) {
            let labels = swiftSelector.drop { $0 != "(" }.dropFirst().split(separator: ":").filter { $0 != "_" && $0 != ")" }
            name = labels.first.map(String.init) ?? name
        }
        for prefix in ["application", "scene"] where name.hasPrefix(prefix) && name.count > prefix.count {
            let rest = name.dropFirst(prefix.count)
            name = rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return name.hasSuffix("WithOptions") ? String(name.dropLast("WithOptions".count)) : name
    }
}
