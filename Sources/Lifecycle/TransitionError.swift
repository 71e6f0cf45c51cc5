/// An event that cannot happen in the state the app is in. Returned, never trapped,
/// so that a verifier can report it against the document that asked for it.
public struct TransitionError: Error, Equatable, Sendable, CustomStringConvertible {
    public enum Reason: Equatable, Sendable {
        /// The event is impossible in this state (`foreground` while not running).
        case impossibleInState
        /// The event exists only in the other mode (`open-window` without scenes).
        case needsMode(LifecycleMode)
        /// `close-window` needs a second window to close.
        case needsAnotherWindow
    }

    public let event: LifecycleEvent
    public let from: AppState
    public let mode: LifecycleMode
    public let reason: Reason

    public var description: String {
        switch reason {
        case .impossibleInState:
            let hint = Self.hints[event].map { "; \($0)" } ?? ""
            return "event '\(event.rawValue)' is impossible while the app is \(String(from.rawValue.map { $0 == "-" ? " " : $0 }))\(hint)"
        case .needsMode(let needed):
            return "event '\(event.rawValue)' exists only in \(needed.rawValue) mode"
        case .needsAnotherWindow:
            return "event 'close-window' needs at least two windows (use 'kill' to close the last one)"
        }
    }

    private static let hints: [LifecycleEvent: String] = [
        .kill: "a kill happens in the app switcher: open it first ('open-switcher kill')",
        .terminate: "only a running app in the background is terminated with a callback; a suspended one is purged ('purge')",
        .purge: "only a suspended app is purged silently ('suspend purge')",
        .foreground: "an app that is not running is launched ('launch')",
        .unlock: "the app must be in the background or suspended",
    ]
}
