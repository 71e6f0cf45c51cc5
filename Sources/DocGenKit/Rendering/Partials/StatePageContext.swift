/// `reference-state.mustache`: one state's page: what it means, the transitions into and out
/// of it, and the checked sequences through it.
struct StatePageContext: PartialContext {
    static let partial = Partial.referenceState

    struct Transition: Sendable, Encodable {
        let from: String
        let to: String
        /// For a transition no callback announces: the events, in a sentence (`ui.silentTransition`).
        let silent: String?
        let callbacks: [CallbackLink]
    }

    let description: String
    /// Whether `UIApplication.State` can report it (`Yes`/`No`); app states only.
    let observable: String?
    let entered: [Transition]
    let left: [Transition]
    let documented: SequenceUsesContext
    let ui: [String: String]

    static var sample: StatePageContext {
        let transition = Transition(from: "Inactive", to: "Active", silent: "by events alone: purge", callbacks: [.sample])
        return StatePageContext(description: "In the foreground.", observable: "Yes", entered: [transition], left: [transition],
                                documented: .sample, ui: [:])
    }
}
