/// `reference-states.mustache`: the app (process) states and the scene states, with their
/// diagrams (each through `state-diagram`).
struct StateIndexContext: PartialContext {
    static let partial = Partial.referenceStates

    struct State: Sendable, Encodable {
        let name: String
        /// The state's page.
        let href: String
        let description: String
    }

    struct Group: Sendable, Encodable {
        let heading: HeadingContext
        let diagrams: [StateDiagramContext]
        let states: [State]
    }

    let intro: String
    let groups: [Group]
    let ui: [String: String]

    static var sample: StateIndexContext {
        let group = Group(heading: .sample, diagrams: [.sample],
                          states: [State(name: "Active", href: "states/app-active.html", description: "In the foreground.")])
        return StateIndexContext(intro: "The states.", groups: [group], ui: [:])
    }
}
