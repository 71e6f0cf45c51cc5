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
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        page.paragraph(names.text("glossaryIntro"))
        page.heading(2, names.text("termsHeading"))
        let terms = Self.glossaryTerms.map { (names.text("glossaryTerm" + $0), names.text("glossaryDefinition" + $0)) }
        page.raw(definitionList(terms.map { (HTML.escape($0.0), HTML.escape($0.1)) }),
                 searchText: terms.map { $0.0 + " " + $0.1 }.joined(separator: " "))
        page.heading(2, names.text("appStatesHeading"))
        page.raw(definitionList(AppState.allCases.map { state in
            (link(names.appState(state), to: Self.path(of: state), from: path), HTML.escape(description(state)))
        }), searchText: AppState.allCases.map { names.appState($0) + " " + description($0) }.joined(separator: " "))
        page.heading(2, names.text("sceneStatesHeading"))
        page.raw(definitionList(SceneState.allCases.map { state in
            (link(names.sceneState(state), to: Self.path(of: state), from: path), HTML.escape(description(state)))
        }), searchText: SceneState.allCases.map { names.sceneState($0) + " " + description($0) }.joined(separator: " "))
        page.heading(2, names.text("callbacksHeading"))
        page.raw(definitionList(CallbackCatalogue.all.map { callback in
            let receiver = text(callback.receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate")
            return ("<a href=\"\(HTML.escape(Self.link(from: path, to: Self.path(of: callback))))\"><code>\(HTML.escape(callback.swiftSelector))</code></a>",
                    "\(receiver) · \(modes(callback))")
        }), searchText: CallbackCatalogue.all.map(\.swiftSelector).joined(separator: " "))
        return entry(path, title: names.text("glossaryTitle"), order: 4, body: page, description: names.text("glossaryIntro"))
    }

    private func definitionList(_ items: [(term: String, definition: String)]) -> String {
        "<dl class=\"glossary\">\n" + items.map { "<dt>\($0.term)</dt><dd>\($0.definition)</dd>" }.joined(separator: "\n") + "\n</dl>\n"
    }

    private func link(_ name: String, to target: String, from path: String) -> String {
        "<a href=\"\(HTML.escape(Self.link(from: path, to: target)))\">\(HTML.escape(name))</a>"
    }
}
