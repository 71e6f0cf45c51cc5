/// `sequence-diagram.mustache`: the box around the drawing of a checked sequence, inside
/// `lifecycle-block.mustache`.
struct SequenceDiagramContext: PartialContext {
    static let partial = Partial.sequenceDiagram

    /// The drawing, written by `SVGWriter`, which escapes every label: safe, for `{{{svg}}}`.
    let svg: String
    /// What the diagram shows, in the page's language (also the SVG's accessible title).
    let title: String
    /// Said under the drawing where it is wider than the screen and scrolls (`site.js`).
    let scrollHint: String

    static var sample: SequenceDiagramContext {
        SequenceDiagramContext(svg: "<svg></svg>", title: "Sample diagram", scrollHint: "Scroll sideways.")
    }
}
