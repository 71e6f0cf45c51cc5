/// An event that cannot happen where the app is. Returned, never trapped, so that a verifier
/// can report it against the document that asked for it.
public struct TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The event is impossible in this state (`foreground` while not running).
        case impossibleInState
        /// The event exists only in the other mode (`open-window` without scenes).
        case needsMode(LifecycleMode)
        /// The event names a window that is not there (`close-window:3` with two windows).
        case noSuchWindow(Int)
        /// A window number on an event that concerns no single window (`home:1`), or in app-delegate mode.
        case takesNoWindow
        /// The state allows the event, but the situation does not: the switcher is not open,
        /// the device is not locked, the user force-quit the app. The text says which.
        case precondition(String)
    }

    public let event: EventOccurrence
    public let from: AppState
    public let mode: LifecycleMode
    public let reason: Reason

    public init(event: EventOccurrence, from: AppState, mode: LifecycleMode, reason: Reason) {
        self.event = event
        self.from = from
        self.mode = mode
        self.reason = reason
    }

    public var description: String {
        let name = "event '\(event)'"
        switch reason {
        case .impossibleInState:
            let hint = Self.hints[event.event].map { "; \($0)" } ?? ""
            return "\(name) is impossible while the app is \(from.rawValue.replacingHyphens)\(hint)"
        case .needsMode(let needed):
            return "\(name) exists only in \(needed.rawValue) mode"
        case .noSuchWindow(let number):
            return "\(name) names window \(number), which is not open"
        case .takesNoWindow:
            return mode == .appDelegate
                ? "\(name): windows are numbered only in scenes mode"
                : "\(name): '\(event.event.rawValue)' concerns no single window, so it takes no number"
        case .precondition(let text):
            return "\(name) is impossible here: \(text)"
        }
    }

    private static let hints: [LifecycleEvent: String] = [
        .kill: "a kill happens in the app switcher: open it first ('open-switcher kill')",
        .terminate: "only a running app in the background is terminated with a callback; a suspended one is purged ('purge')",
        .purge: "only a suspended app is purged silently ('suspend purge')",
        .foreground: "an app that is not running is launched ('launch')",
        .openURL: "an app that is not running is launched for the URL ('launch-from-url')",
        .universalLink: "an app that is not running is launched for the link ('launch-from-universal-link')",
        .notificationTap: "an app that is not running is launched by the tap ('launch-from-notification')",
        .quickAction: "quick actions start from the Home screen icon: the app is not in front, or it is launched ('launch-from-quick-action')",
        .reclaimScene: "only a background scene of a running app is reclaimed; a suspended app's scenes go with the process ('purge')",
        .timeChange: "only a running or suspended app hears of a time change",
        .memoryWarning: "memory warnings reach running apps only",
        .suspend: "only a running app in the background is suspended",
        .prewarm: "only an app that is not running is prewarmed",
    ]
}

extension String {
    var replacingHyphens: String { String(map { $0 == "-" ? " " : $0 }) }
}
