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

extension StateNames {
    /// Who receives a step's callback: the app delegate, or the scene delegate of its window.
    func receiver(of step: Step) -> String {
        switch step.callback.receiver {
        case .appDelegate: return text("receiverAppDelegate")
        case .sceneDelegate:
            guard let scene = step.scene, scene > 1 else { return text("receiverSceneDelegate") }
            return text("receiverSceneDelegateNumbered").replacingASCII("%d", with: String(scene))
        }
    }

    /// The app state after a step, and the scene's in scenes mode (`Active · Foreground active`).
    func state(after step: Step) -> String {
        var state = appState(step.appState)
        if let scene = step.sceneState { state += " · " + sceneState(scene) }
        return state
    }
}
