/// One callback that UIKit delivers, with the states it leaves behind.
public struct Step: Equatable, Sendable {
    public let callback: Callback
    /// The facts mark this step as possibly skipped: it may be absent, never out of order.
    public let isOptional: Bool
    /// The scene (numbered from 1 in connection order) whose delegate receives the call;
    /// `nil` for app-delegate callbacks.
    public let scene: Int?
    /// The process state once the callback has returned.
    public let appState: AppState
    /// The receiving scene's state once the callback has returned; `nil` for app-delegate callbacks.
    public let sceneState: SceneState?

    public init(_ callback: Callback, optional: Bool = false, scene: Int? = nil,
                appState: AppState, sceneState: SceneState? = nil) {
        self.callback = callback
        self.isOptional = optional
        self.scene = scene
        self.appState = appState
        self.sceneState = sceneState
    }
}
