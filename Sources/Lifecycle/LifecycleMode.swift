/// Which delegate receives the life-cycle events (lifecycle-facts, "Modes").
public enum LifecycleMode: String, CaseIterable, Sendable, Codable {
    /// Mode A: iOS 12 and earlier, or an app without a scene manifest.
    /// Every life-cycle event goes to the app delegate.
    case appDelegate = "app-delegate"
    /// Mode S: iOS 13 and later with scenes. UI events go to each scene's delegate;
    /// the app delegate keeps launch, termination and scene-session configuration.
    case scenes
}
