/// The process states of an iOS app (lifecycle-facts §1.1).
///
/// `UIApplication.State` exposes only `.active`, `.inactive` and `.background`;
/// *not running* and *suspended* are real but cannot be observed by the app.
public enum AppState: String, CaseIterable, Sendable, Codable {
    case notRunning = "not-running"
    case inactive
    case active
    case background
    case suspended

    /// Whether the app can read this state from `UIApplication.applicationState`.
    public var isObservable: Bool {
        switch self {
        case .inactive, .active, .background: true
        case .notRunning, .suspended: false
        }
    }

    /// Whether app code runs in this state (so callbacks can be delivered).
    public var isRunning: Bool {
        switch self {
        case .inactive, .active, .background: true
        case .notRunning, .suspended: false
        }
    }
}
