/// Something that happens to an app: the user, the system or the app itself acts.
///
/// The raw values are part of the content format (`events="open-switcher kill"`);
/// keep them stable. `Documentation/Events.md` gives the callbacks each one produces.
public enum LifecycleEvent: String, CaseIterable, Sendable, Codable {
    // The user starts the app (§3.1, §3.2).
    case launch
    case launchFromURL = "launch-from-url"
    case launchFromUniversalLink = "launch-from-universal-link"
    case launchFromNotification = "launch-from-notification"
    case launchFromQuickAction = "launch-from-quick-action"
    // The system starts or wakes the app without showing it (§3.16, §3.17, §3.19).
    case backgroundLaunch = "background-launch"
    case remoteNotification = "remote-notification"
    case backgroundURLSession = "background-url-session"
    case prewarm
    // The user moves between apps (§3.3–§3.8, §3.11).
    case home
    case lock
    case unlock
    case foreground
    case openSwitcher = "open-switcher"
    case leaveSwitcher = "leave-switcher"
    case kill
    case interruption
    case interruptionEnd = "interruption-end"
    // Something reaches an app that is already running (§3.2, §3.5).
    case openURL = "open-url"
    case universalLink = "universal-link"
    case notificationTap = "notification-tap"
    case quickAction = "quick-action"
    case timeChange = "time-change"
    // The system manages the process (§3.9, §3.10, §3.12).
    case suspend
    case terminate
    case purge
    case memoryWarning = "memory-warning"
    // Windows on iPad (§3.13–§3.15, §3.5, §4.5).
    case openWindow = "open-window"
    case replaceWindow = "replace-window"
    case closeWindow = "close-window"
    case reclaimScene = "reclaim-scene"
    case splitView = "split-view"

    /// Events that concern one window and may name it (`close-window:2`).
    public var takesWindow: Bool {
        switch self {
        case .closeWindow, .reclaimScene, .replaceWindow, .openURL, .universalLink, .notificationTap: true
        default: false
        }
    }

    /// Events that exist only with scenes.
    public var needsScenes: Bool {
        switch self {
        case .openWindow, .replaceWindow, .closeWindow, .reclaimScene: true
        default: false
        }
    }

    /// A launch the user asks for: it lifts the block on background launches after a force-quit (§3.16).
    public var isUserLaunch: Bool {
        switch self {
        case .launch, .launchFromURL, .launchFromUniversalLink, .launchFromNotification, .launchFromQuickAction: true
        default: false
        }
    }
}

/// One event of a block's `events=` list, with the window it concerns: `close-window:2`.
/// Windows are numbered from 1 in each process, in the order they connect; without a number
/// an event concerns the newest window.
public struct EventOccurrence: Hashable, Sendable, CustomStringConvertible {
    public var event: LifecycleEvent
    public var window: Int?

    public init(_ event: LifecycleEvent, window: Int? = nil) {
        self.event = event
        self.window = window
    }

    public enum ParseError: Error, Equatable, Sendable {
        case unknownEvent(String)
        case badWindow(String)
    }

    /// Reads `name` or `name:number`.
    public init(parsing text: String) throws(ParseError) {
        let parts = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard let event = LifecycleEvent(rawValue: String(parts[0])) else { throw .unknownEvent(String(parts[0])) }
        self.event = event
        guard parts.count == 2 else { return }
        guard let number = Int(parts[1]), number >= 1, number <= 99, String(number) == parts[1] else {
            throw .badWindow(String(parts[1]))
        }
        window = number
    }

    public var description: String { window.map { "\(event.rawValue):\($0)" } ?? event.rawValue }
}
