/// A little SVG vocabulary for the diagrams. Everything is drawn in `currentColor`, so the
/// pictures follow the page's light or dark theme, and text stays real text.
struct SVGWriter {
    private(set) var body = ""
    let idPrefix: String

    /// `idPrefix` goes into ids and `url(#…)` references: anything but letters, digits, `-` and `_`
    /// becomes `-`, so no value can leave the attribute, whatever a block's id says.
    init(idPrefix: String) {
        self.idPrefix = String(idPrefix.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "-" })
    }

    mutating func box(centerX: Double, centerY: Double, width: Double, height: Double, label: String, emphasised: Bool = false) {
        body += "<rect class=\"diagram-node\" x=\"\(f(centerX - width / 2))\" y=\"\(f(centerY - height / 2))\" "
            + "width=\"\(f(width))\" height=\"\(f(height))\" rx=\"8\" fill=\"currentColor\" fill-opacity=\"\(emphasised ? "0.14" : "0.06")\" "
            + "stroke=\"currentColor\" stroke-width=\"1.5\"/>\n"
        text(x: centerX, y: centerY + 4.5, label, anchor: "middle", weight: "600")
    }

    mutating func line(from: (Double, Double), to: (Double, Double), dashed: Bool = false, arrow: Bool = true, faint: Bool = false) {
        body += "<line x1=\"\(f(from.0))\" y1=\"\(f(from.1))\" x2=\"\(f(to.0))\" y2=\"\(f(to.1))\" stroke=\"currentColor\" "
            + "stroke-width=\"\(faint ? "1" : "1.4")\"\(faint ? " stroke-opacity=\"0.35\"" : "")"
            + "\(dashed ? " stroke-dasharray=\"5 4\"" : "")\(arrow ? " marker-end=\"url(#\(idPrefix)-arrow)\"" : "")/>\n"
    }

    /// `halo` draws the page's background colour around the letters, so a label stays legible
    /// where it crosses a line.
    mutating func text(x: Double, y: Double, _ content: String, anchor: String = "start", size: Double = 12,
                       weight: String = "400", monospace: Bool = false, italic: Bool = false, halo: Bool = false) {
        let family = monospace ? " font-family=\"ui-monospace, SFMono-Regular, Menlo, Consolas, monospace\"" : ""
        let haloStyle = halo ? " style=\"paint-order:stroke;stroke:var(--bg, Canvas);stroke-width:4px;stroke-linejoin:round\"" : ""
        body += "<text x=\"\(f(x))\" y=\"\(f(y))\" text-anchor=\"\(anchor)\" font-size=\"\(f(size))\" font-weight=\"\(weight)\""
            + "\(family)\(italic ? " font-style=\"italic\"" : "")\(haloStyle) fill=\"currentColor\">\(HTML.escape(content))</text>\n"
    }

    /// The whole picture. `title` is what assistive technology reads.
    func svg(width: Double, height: Double, title: String) -> String {
        """
        <svg xmlns="http://www.w3.org/2000/svg" class="diagram" viewBox="0 0 \(f(width)) \(f(height))" width="\(f(width))" \
        height="\(f(height))" role="img" aria-labelledby="\(idPrefix)-title"><title id="\(idPrefix)-title">\(HTML.escape(title))</title>
        <defs><marker id="\(idPrefix)-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" \
        orient="auto-start-reverse"><path d="M0 0 L10 5 L0 10 z" fill="currentColor"/></marker></defs>
        \(body)</svg>
        """
    }

    /// Fixed-point numbers, so the same diagram is always the same bytes.
    private func f(_ value: Double) -> String {
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
