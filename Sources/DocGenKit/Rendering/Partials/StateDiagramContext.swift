/// `state-diagram.mustache`: the figure around a state diagram (a `diagram` block of a page, and
/// the diagrams of the states reference page).
struct StateDiagramContext: PartialContext {
    static let partial = Partial.stateDiagram

    /// The drawing, written by `SVGWriter`, which escapes every label: safe, for `{{{svg}}}`.
    let svg: String
    /// What the diagram shows, in the page's language (also the SVG's accessible title).
    let title: String
    /// Said under the drawing where it is wider than the screen and scrolls (`site.js`).
    let scrollHint: String

    static var sample: StateDiagramContext {
        StateDiagramContext(svg: "<svg></svg>", title: "Sample diagram", scrollHint: "Scroll sideways.")
    }
}
