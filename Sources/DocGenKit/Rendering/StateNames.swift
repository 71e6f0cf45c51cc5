import Lifecycle

/// State and UI names in one language, from the string catalog: the one place a state is
/// given a human name, so it is never spelt two ways.
struct StateNames {
    let strings: [String: String]

    func text(_ key: String) -> String { strings[key] ?? key }

    func appState(_ state: AppState) -> String {
        switch state {
        case .notRunning: text("stateNotRunning")
        case .inactive: text("stateInactive")
        case .active: text("stateActive")
        case .background: text("stateBackground")
        case .suspended: text("stateSuspended")
        }
    }

    func sceneState(_ state: SceneState) -> String {
        switch state {
        case .unattached: text("sceneStateUnattached")
        case .foregroundInactive: text("sceneStateForegroundInactive")
        case .foregroundActive: text("sceneStateForegroundActive")
        case .background: text("sceneStateBackground")
        }
    }
}
