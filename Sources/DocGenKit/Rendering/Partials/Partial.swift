/// The partials of `Site/templates/` that docgen renders from its own values, one context type
/// each. `Theme.load` refuses a theme without one of them; `PartialContract` checks them.
enum Partial: String, CaseIterable, Sendable {
    case lifecycleBlock = "lifecycle-block"
    case sequenceDiagram = "sequence-diagram"
    case stateDiagram = "state-diagram"
    case table
    case heading
    case sequenceUses = "sequence-uses"
    case referenceCallbacks = "reference-callbacks"
    case referenceCallback = "reference-callback"
    case referenceStates = "reference-states"
    case referenceState = "reference-state"
    case referenceEvents = "reference-events"
    case referenceGlossary = "reference-glossary"
    case navPage = "nav-page"

    var fileName: String { rawValue + ".mustache" }

    /// What docgen renders with it, for messages.
    var purpose: String {
        switch self {
        case .lifecycleBlock: "every checked lifecycle block"
        case .sequenceDiagram: "the diagram of every lifecycle block"
        case .stateDiagram: "every state diagram"
        case .table: "every table of a page"
        case .heading: "the headings of the reference pages"
        case .sequenceUses: "the list of checked sequences on a callback's or a state's page"
        case .referenceCallbacks: "the callback reference page"
        case .referenceCallback: "each callback's reference page"
        case .referenceStates: "the states reference page"
        case .referenceState: "each state's reference page"
        case .referenceEvents: "the events reference page"
        case .referenceGlossary: "the glossary"
        case .navPage: "each page's link in the navigation of a section shown in full"
        }
    }

    /// What the partial's template is rendered with.
    var contextType: any PartialContext.Type {
        switch self {
        case .lifecycleBlock: LifecycleBlockContext.self
        case .sequenceDiagram: SequenceDiagramContext.self
        case .stateDiagram: StateDiagramContext.self
        case .table: TableContext.self
        case .heading: HeadingContext.self
        case .sequenceUses: SequenceUsesContext.self
        case .referenceCallbacks: CallbackIndexContext.self
        case .referenceCallback: CallbackPageContext.self
        case .referenceStates: StateIndexContext.self
        case .referenceState: StatePageContext.self
        case .referenceEvents: EventsPageContext.self
        case .referenceGlossary: GlossaryContext.self
        case .navPage: NavPageContext.self
        }
    }
}
