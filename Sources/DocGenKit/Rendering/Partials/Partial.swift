/// The partials of `Site/templates/` that docgen renders from its own values, one context type
/// each. `Theme.load` refuses a theme without one of them; `PartialContract` checks them.
enum Partial: String, CaseIterable, Sendable {
    case lifecycleBlock = "lifecycle-block"
    case sequenceDiagram = "sequence-diagram"
    case stateDiagram = "state-diagram"
    case table

    var fileName: String { rawValue + ".mustache" }

    /// What docgen renders with it, for messages.
    var purpose: String {
        switch self {
        case .lifecycleBlock: "every checked lifecycle block"
        case .sequenceDiagram: "the diagram of every lifecycle block"
        case .stateDiagram: "every state diagram"
        case .table: "every table of a page"
        }
    }

    /// What the partial's template is rendered with.
    var contextType: any PartialContext.Type {
        switch self {
        case .lifecycleBlock: LifecycleBlockContext.self
        case .sequenceDiagram: SequenceDiagramContext.self
        case .stateDiagram: StateDiagramContext.self
        case .table: TableContext.self
        }
    }
}
