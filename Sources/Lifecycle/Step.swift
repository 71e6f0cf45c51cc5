/// How sure the facts are that a step happens.
public enum Presence: String, CaseIterable, Sendable, Codable {
    /// UIKit always delivers it.
    case required
    /// The facts say it may be skipped (§4.1, §4.4, §3.15): leaving it out is worth a warning.
    case optional
    /// It depends on the app's own configuration (state restoration, data protection, an unknown
    /// history before the block starts): leaving it out is normal and says nothing.
    case conditional
    /// An anomaly seen in logs that the facts allow "as a warning rather than an error" (§4.1's
    /// [D2] second scene during teardown): absent is normal, present is worth a warning.
    case tolerated
}

/// One callback that UIKit delivers, with the states it leaves behind.
public struct Step: Equatable, Hashable, Sendable {
    public let callback: Callback
    public let presence: Presence
    /// The scene (the window's number, from 1 in each process) whose delegate receives the call;
    /// `nil` for app-delegate callbacks.
    public let scene: Int?
    /// The process state once the callback has returned.
    public let appState: AppState
    /// The receiving scene's state once the callback has returned; `nil` for app-delegate callbacks.
    public let sceneState: SceneState?

    /// The step may be absent (never out of order).
    public var isOptional: Bool { presence != .required }

    public init(_ callback: Callback, _ presence: Presence = .required, scene: Int? = nil,
                appState: AppState, sceneState: SceneState? = nil) {
        self.callback = callback
        self.presence = presence
        self.scene = scene
        self.appState = appState
        self.sceneState = sceneState
    }

    public init(_ callback: Callback, optional: Bool, scene: Int? = nil,
                appState: AppState, sceneState: SceneState? = nil) {
        self.init(callback, optional ? .optional : .required, scene: scene, appState: appState, sceneState: sceneState)
    }
}
