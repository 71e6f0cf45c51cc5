import Lifecycle

extension ReferencePages {
    /// Terms from the string catalog; states and callbacks from the model, so that a name on
    /// this page is the name used everywhere else.
    static let glossaryTerms = [
        "LifeCycle", "Foreground", "Background", "AppDelegate", "SceneDelegate", "Scene", "SceneSession",
        "SceneManifest", "AppSwitcher", "Suspension", "Purge", "LaunchOptions", "StateRestoration", "Prewarming",
        "UIApplicationMain",
    ]

    func glossary() -> SiteMap.Entry {
        let path = Self.glossaryPath
        var outline = PageOutline()
        let intro = names.text("glossaryIntro")
        outline.searchable(intro)
        var lists: [GlossaryContext.List] = []
        // Each term's anchor, unique in the page (an app state and a scene state may share a name).
        var termSlugs = HeadingSlugs()
        func termID(_ term: String) -> String { "term-" + termSlugs.next(for: term) }
        func list(_ heading: String, _ entries: [GlossaryContext.Entry], searchText: String) {
            lists.append(GlossaryContext.List(heading: outline.heading(2, names.text(heading)), entries: entries))
            outline.searchable(searchText)
        }
        let terms = Self.glossaryTerms.map { (names.text("glossaryTerm" + $0), names.text("glossaryDefinition" + $0)) }
        list("termsHeading", terms.map { GlossaryContext.Entry(id: termID($0.0), term: $0.0, href: nil, isCode: false, definition: $0.1) },
             searchText: terms.map { $0.0 + " " + $0.1 }.joined(separator: " "))
        list("appStatesHeading", AppState.allCases.map { state in
            GlossaryContext.Entry(id: termID(names.appState(state)), term: names.appState(state),
                                  href: Self.link(from: path, to: Self.path(of: state)), isCode: false, definition: description(state))
        }, searchText: AppState.allCases.map { names.appState($0) + " " + description($0) }.joined(separator: " "))
        list("sceneStatesHeading", SceneState.allCases.map { state in
            GlossaryContext.Entry(id: termID(names.sceneState(state)), term: names.sceneState(state),
                                  href: Self.link(from: path, to: Self.path(of: state)), isCode: false, definition: description(state))
        }, searchText: SceneState.allCases.map { names.sceneState($0) + " " + description($0) }.joined(separator: " "))
        list("callbacksHeading", CallbackCatalogue.all.map { callback in
            let receiver = names.text(callback.receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate")
            return GlossaryContext.Entry(id: termID(callback.swiftSelector), term: callback.swiftSelector,
                                         href: Self.link(from: path, to: Self.path(of: callback)), isCode: true,
                                         definition: "\(receiver) · \(modes(callback))")
        }, searchText: CallbackCatalogue.all.map(\.swiftSelector).joined(separator: " "))
        let context = GlossaryContext(intro: intro, lists: lists, ui: strings)
        return entry(path, title: names.text("glossaryTitle"), order: 4, inputs: inputs("glossary"),
                     context: { context }, outline: outline, description: intro)
    }
}
