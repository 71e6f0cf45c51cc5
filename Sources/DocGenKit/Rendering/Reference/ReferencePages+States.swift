import Lifecycle

extension ReferencePages {
    /// Both kinds of state, with the diagrams drawn from the model.
    func stateIndex() -> SiteMap.Entry {
        let path = Self.stateIndexPath
        var outline = PageOutline()
        let intro = names.text("referenceStatesIntro")
        outline.searchable(intro)
        let appHeading = outline.heading(2, names.text("appStatesHeading"))
        outline.searchable(AppState.allCases.map { names.appState($0) + " " + description($0) }.joined(separator: " "))
        let sceneHeading = outline.heading(2, names.text("sceneStatesHeading"))
        outline.searchable(SceneState.allCases.map { names.sceneState($0) + " " + description($0) }.joined(separator: " "))
        // The diagrams are drawn only when the page is rendered.
        let context = { @Sendable [self] in
            let diagrams = StateDiagram(names: names)
            let groups = [
                StateIndexContext.Group(heading: appHeading, diagrams: [diagrams.figure(.appStates), diagrams.figure(.appStatesScenes)],
                                        states: AppState.allCases.map { state in
                                            StateIndexContext.State(name: names.appState(state), href: Self.link(from: path, to: Self.path(of: state)),
                                                                    description: description(state))
                                        }),
                StateIndexContext.Group(heading: sceneHeading, diagrams: [diagrams.figure(.sceneStates)],
                                        states: SceneState.allCases.map { state in
                                            StateIndexContext.State(name: names.sceneState(state), href: Self.link(from: path, to: Self.path(of: state)),
                                                                    description: description(state))
                                        }),
            ]
            return StateIndexContext(intro: intro, groups: groups, ui: strings)
        }
        return entry(path, title: names.text("referenceStatesTitle"), order: 2, inputs: inputs("state index"),
                     context: context, outline: outline, description: intro)
    }

    /// The model's state graphs, drawn once a process: every state page of every language reads
    /// them (drawing them again for each was 1 % of a one-page rebuild).
    private static let appStateEdges = StateGraph.appStateEdges(mode: .appDelegate)
    private static let sceneStateEdges = StateGraph.sceneStateEdges()

    func appStatePage(_ state: AppState, usage: SequenceUsage) -> SiteMap.Entry {
        statePage(state, path: Self.path(of: state), title: names.appState(state), description: description(state),
                  edges: Self.appStateEdges,
                  observable: names.text(state.isObservable ? "valueYes" : "valueNo"),
                  uses: (usage.digest(of: .appState(state)), { usage.uses(of: state) }),
                  kind: names.text("appStatesHeading"), inputs: inputs("app state") { $0.add(state.rawValue) })
    }

    func sceneStatePage(_ state: SceneState, usage: SequenceUsage) -> SiteMap.Entry {
        statePage(state, path: Self.path(of: state), title: names.sceneState(state), description: description(state),
                  edges: Self.sceneStateEdges, observable: nil,
                  uses: (usage.digest(of: .sceneState(state)), { usage.uses(of: state) }),
                  kind: names.text("sceneStatesHeading"), inputs: inputs("scene state") { $0.add(state.rawValue) })
    }

    /// One state: what it means, the callbacks that enter and leave it, and the sequences through it.
    private func statePage<State>(
        _ state: State, path: String, title: String, description: String, edges: [StateGraph.Edge<State>],
        observable: String?, uses: (digest: StableHash, list: @Sendable () -> [SequenceUsage.Use]), kind: String, inputs: StableHash
    ) -> SiteMap.Entry {
        var outline = PageOutline()
        outline.searchable(description)
        let entered = transitions(edges.filter { $0.to == state }, from: path)
        let left = transitions(edges.filter { $0.from == state }, from: path)
        let usesHeading = outline.heading(2, names.text("fieldAppearsIn"))
        var madeFrom = inputs
        madeFrom.add(uses.digest)
        return entry(path, title: title, order: 100, inputs: madeFrom, context: {
            StatePageContext(description: description, observable: observable, entered: entered, left: left,
                             documented: documented(uses.list(), from: path, heading: usesHeading), ui: strings)
        }, outline: outline, listed: false, parent: Self.stateIndexPath, description: description, kind: kind)
    }

    func description(_ state: AppState) -> String { names.text("state" + Self.keyName(state.rawValue) + "Description") }
    func description(_ state: SceneState) -> String { names.text("sceneState" + Self.keyName(state.rawValue) + "Description") }

    /// `not-running` → `NotRunning`, as the string keys spell states.
    static func keyName(_ raw: String) -> String {
        raw.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// The callbacks (linked) or silent events of some edges, with the state at the other end.
    private func transitions<State>(_ edges: [StateGraph.Edge<State>], from path: String) -> [StatePageContext.Transition] {
        edges.map { edge in
            // The events by their names in the page's language: the ids are for writers of blocks.
            let events = edge.events.map { names.text("eventName" + Self.keyName($0.rawValue)) }
                .joined(separator: names.text("listSeparator"))
            return StatePageContext.Transition(
                from: stateName(edge.from), to: stateName(edge.to),
                silent: edge.isSilent ? names.text("silentTransition").replacingOccurrences(of: "%@", with: events) : nil,
                callbacks: edge.isSilent ? [] : edge.callbacks.map {
                    CallbackLink(href: Self.link(from: path, to: Self.path(of: $0)), selector: $0.swiftSelector)
                })
        }
    }

    private func stateName<State>(_ state: State) -> String {
        if let app = state as? AppState { return names.appState(app) }
        if let scene = state as? SceneState { return names.sceneState(scene) }
        return ""
    }
}
