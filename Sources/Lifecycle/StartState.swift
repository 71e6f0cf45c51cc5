/// Where a documented block starts (`from=`): a process state, or one of the situations that
/// some events need (`leave-switcher` needs the switcher open, `unlock` a locked device).
///
/// What happened before the block is unknown. So the model stays open where history matters:
/// at a launch from `not-running` the session may be new or remembered (the configuration call
/// is optional), and `inactive` does not say whether the switcher or an interruption caused it.
public enum StartState: String, CaseIterable, Sendable, Codable {
    case notRunning = "not-running"
    case prewarmed
    case inactive
    case active
    case background
    case suspended
    /// Inactive, with the app switcher open (after `open-switcher`).
    case switcher
    /// Inactive, during a call, an alert or Notification Center (after `interruption`).
    case interrupted
    /// In the background, running, with the device locked while the app was in front (after `lock`).
    case locked

    /// The process state the block starts in.
    public var appState: AppState {
        switch self {
        case .notRunning: .notRunning
        case .prewarmed, .suspended: .suspended
        case .inactive, .switcher, .interrupted: .inactive
        case .active: .active
        case .background, .locked: .background
        }
    }

    public init(_ state: AppState) {
        self = switch state {
        case .notRunning: .notRunning
        case .inactive: .inactive
        case .active: .active
        case .background: .background
        case .suspended: .suspended
        }
    }
}

/// What the user and the system have done around the app, beyond its state: the situations that
/// some events need, and what waits for the next time the app runs. Shared by both modes.
struct Circumstances: Hashable, Sendable {
    var switcherOpen = false
    var interrupted = false
    /// The device is locked; `appWasInFront` says whether unlocking brings the app back.
    var locked = false
    var appWasInFront = false
    /// The block started inactive without saying why: either the switcher or an interruption.
    var inactiveForUnknownReason = false
    /// The user force-quit the app: no background launch until the user launches it (§3.16, fact 23).
    var userQuit = false
    /// A significant time change arrived while suspended; it is delivered when the app runs again (§3.5).
    var timeChangeQueued = false

    init(start: StartState) {
        switch start {
        case .switcher: switcherOpen = true
        case .interrupted: interrupted = true
        case .inactive: inactiveForUnknownReason = true
        case .locked: locked = true; appWasInFront = true
        default: break
        }
    }

    /// The foreground is left or changes hands: whatever made the app inactive is over.
    mutating func leaveForeground() {
        switcherOpen = false
        interrupted = false
        inactiveForUnknownReason = false
    }

    /// A process ends: what was queued for it is lost. A user's force-quit outlives the process.
    mutating func endProcess() {
        leaveForeground()
        timeChangeQueued = false
    }
}
