/// The activation states of one scene, as `UIScene.ActivationState` (lifecycle-facts §1.3).
///
/// There is no suspended scene state: suspension belongs to the process, and the
/// scenes of a suspended process stay `.background`.
public enum SceneState: String, CaseIterable, Sendable, Codable {
    case unattached
    case foregroundInactive = "foreground-inactive"
    case foregroundActive = "foreground-active"
    case background

    /// The process state a scene in this state implies, when it is the most active scene (§1.5).
    var impliedAppState: AppState {
        switch self {
        case .foregroundActive: .active
        case .foregroundInactive: .inactive
        case .background, .unattached: .background
        }
    }
}
