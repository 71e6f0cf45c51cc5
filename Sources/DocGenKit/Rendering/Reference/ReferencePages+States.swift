import Lifecycle

extension ReferencePages {
    /// Both kinds of state, with the diagrams drawn from the model.
    func stateIndex() -> SiteMap.Entry {
        let path = Self.stateIndexPath
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        page.paragraph(names.text("referenceStatesIntro"))
        page.heading(2, names.text("appStatesHeading"))
        page.raw(partials.render(StateDiagram(names: names).render(.appStates)))
        page.raw(partials.render(StateDiagram(names: names).render(.appStatesScenes)))
        page.raw(stateTable(AppState.allCases.map { (names.appState($0), Self.path(of: $0), description($0)) }, from: path),
                 searchText: AppState.allCases.map { names.appState($0) + " " + description($0) }.joined(separator: " "))
        page.heading(2, names.text("sceneStatesHeading"))
        page.raw(partials.render(StateDiagram(names: names).render(.sceneStates)))
        page.raw(stateTable(SceneState.allCases.map { (names.sceneState($0), Self.path(of: $0), description($0)) }, from: path),
                 searchText: SceneState.allCases.map { names.sceneState($0) + " " + description($0) }.joined(separator: " "))
        return entry(path, title: names.text("referenceStatesTitle"), order: 2, body: page,
                     description: names.text("referenceStatesIntro"))
    }

    func appStatePage(_ state: AppState, usage: SequenceUsage) -> SiteMap.Entry {
        let observable = (text("fieldObservable"), text(state.isObservable ? "valueYes" : "valueNo"))
        return statePage(state, path: Self.path(of: state), title: names.appState(state), description: description(state),
                         edges: StateGraph.appStateEdges(mode: .appDelegate), facts: [observable],
                         uses: usage.byAppState[state] ?? [])
    }

    func sceneStatePage(_ state: SceneState, usage: SequenceUsage) -> SiteMap.Entry {
        statePage(state, path: Self.path(of: state), title: names.sceneState(state), description: description(state),
                  edges: StateGraph.sceneStateEdges(), facts: [], uses: usage.bySceneState[state] ?? [])
    }

    /// One state: what it means, the callbacks that enter and leave it, and the sequences through it.
    private func statePage<State>(
        _ state: State, path: String, title: String, description: String, edges: [StateGraph.Edge<State>],
        facts extra: [(String, String)], uses: [SequenceUsage.Use]
    ) -> SiteMap.Entry {
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        page.paragraph(description)
        page.raw(facts(extra + [
            (text("fieldEnteredThrough"), transitions(edges.filter { $0.to == state }, from: path)),
            (text("fieldLeftThrough"), transitions(edges.filter { $0.from == state }, from: path)),
        ]))
        page.heading(2, names.text("fieldAppearsIn"))
        page.raw(usesList(uses, from: path))
        return entry(path, title: title, order: 100, body: page, listed: false, parent: Self.stateIndexPath,
                     description: description)
    }

    func description(_ state: AppState) -> String { names.text("state" + Self.keyName(state.rawValue) + "Description") }
    func description(_ state: SceneState) -> String { names.text("sceneState" + Self.keyName(state.rawValue) + "Description") }

    /// `not-running` → `NotRunning`, as the string keys spell states.
    static func keyName(_ raw: String) -> String {
        raw.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    private func stateTable(_ rows: [(name: String, path: String, description: String)], from path: String) -> String {
        let body = rows.map {
            "<tr><td><a href=\"\(HTML.escape(Self.link(from: path, to: $0.path)))\">\(HTML.escape($0.name))</a></td>"
                + "<td>\(HTML.escape($0.description))</td></tr>"
        }.joined(separator: "\n")
        return "<div class=\"table-wrap\"><table class=\"states\">\n<tbody>\n\(body)\n</tbody></table></div>\n"
    }

    private func facts(_ rows: [(String, String)]) -> String {
        let body = rows.map { "<tr><th scope=\"row\">\($0.0)</th><td>\($0.1)</td></tr>" }.joined(separator: "\n")
        return "<div class=\"table-wrap\"><table class=\"facts\">\n<tbody>\n\(body)\n</tbody></table></div>\n"
    }

    /// The callbacks (linked) or silent events of some edges, with the state at the other end.
    private func transitions<State>(_ edges: [StateGraph.Edge<State>], from path: String) -> String {
        guard !edges.isEmpty else { return text("valueNone") }
        return edges.map { edge in
            let what = edge.isSilent
                ? HTML.escape(names.text("silentTransition").replacingOccurrences(of: "%@", with: edge.events.map(\.rawValue).joined(separator: ", ")))
                : edge.callbacks.map { "<a href=\"\(HTML.escape(Self.link(from: path, to: Self.path(of: $0))))\"><code>\(HTML.escape($0.swiftSelector))</code></a>" }
                    .joined(separator: ", ")
            return "\(stateName(edge.from)) → \(stateName(edge.to)): \(what)"
        }.joined(separator: "<br>\n")
    }

    private func stateName<State>(_ state: State) -> String {
        if let app = state as? AppState { return HTML.escape(names.appState(app)) }
        if let scene = state as? SceneState { return HTML.escape(names.sceneState(scene)) }
        return ""
    }
}
