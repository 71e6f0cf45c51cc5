/// Something that happens to an app: the user, the system or the app itself acts.
///
/// The raw values are part of the content format (`events="open-switcher kill"`);
/// keep them stable. `Documentation/Events.md` gives the callbacks each one produces.
public enum LifecycleEvent: String, CaseIterable, Sendable, Codable {
    case launch
    case launchFromURL = "launch-from-url"
    case backgroundLaunch = "background-launch"
    case home
    case lock
    case unlock
    case foreground
    case openSwitcher = "open-switcher"
    case leaveSwitcher = "leave-switcher"
    case kill
    case interruption
    case interruptionEnd = "interruption-end"
    case suspend
    case terminate
    case purge
    case memoryWarning = "memory-warning"
    case openWindow = "open-window"
    case closeWindow = "close-window"
    case splitView = "split-view"
}
