/// What each event does, read off the model itself: where it may happen and what it produces in
/// each mode. `Documentation/Events.md` and the site's events page are made from this, so neither
/// can drift from the model; only the summaries and fact-sheet references are written by hand.
public enum EventReference {
    public struct Entry: Sendable {
        public let event: LifecycleEvent
        /// One sentence for writers, in English (translations live in the site's string catalogs).
        public let summary: String
        /// The fact-sheet sections and source tags behind the rule (no prose: every language shows it).
        public let facts: String
        /// The starting situations the event is allowed from, per mode (empty: not in that mode).
        public let allowedFrom: [LifecycleMode: [StartState]]
        /// What the event produces from a typical start, per mode.
        public let example: [LifecycleMode: (start: StartState, steps: [Step])]
    }

    /// The starts tried for the example, most typical first.
    static let typicalStarts: [StartState] = [.notRunning, .active, .background, .suspended, .switcher, .interrupted,
                                              .locked, .inactive, .prewarmed]

    public static let entries: [Entry] = LifecycleEvent.allCases.map { event in
        var allowed: [LifecycleMode: [StartState]] = [:]
        var example: [LifecycleMode: (start: StartState, steps: [Step])] = [:]
        for mode in LifecycleMode.allCases {
            allowed[mode] = StartState.allCases.filter { start in
                var machine = LifecycleMachine(mode: mode, from: start)
                return (try? machine.handle(event)) != nil
            }
            for start in typicalStarts {
                var machine = LifecycleMachine(mode: mode, from: start)
                if let steps = try? machine.handle(event) {
                    example[mode] = (start, steps.filter { $0.presence != .tolerated })
                    break
                }
            }
        }
        let (summary, facts) = notes[event] ?? ("", "")
        return Entry(event: event, summary: summary, facts: facts, allowedFrom: allowed, example: example)
    }

    /// A step as the documentation writes it: `?` after an optional step, brackets around one that
    /// depends on the app's configuration, and the window for a scene-delegate call.
    public static func notation(_ step: Step) -> String {
        var text = "`\(step.callback.swiftSelector)`"
        if let scene = step.scene { text += " (\(scene))" }
        switch step.presence {
        case .required: return text
        case .optional: return text + "?"
        case .conditional, .tolerated: return "[" + text + "]"
        }
    }

    /// `Documentation/Events.md`, whole.
    public static func markdown() -> String {
        var lines = [
            "# Lifecycle events: what each one does in the model",
            "",
            "This page is generated from `Sources/Lifecycle` (`swift run docgen events > Documentation/Events.md`);",
            "a test fails when it differs from the model. Section numbers refer to `../shared/lifecycle-facts.md`.",
            "",
            "A `lifecycle` block names where it starts (`from=`) and a list of `events=`; the model turns them into",
            "the expected callbacks, and `docgen verify` compares the block's body with them. An event that concerns",
            "one window may name it: `close-window:2` (windows are numbered from 1 in each process, in the order they",
            "connect; without a number, the newest).",
            "",
            "Notation: `?` marks an optional step (it may be absent, never out of order; leaving it out is a warning);",
            "`[…]` a step that depends on the app's configuration (state restoration, data protection), which may be",
            "left out silently; `(2)` the window whose scene delegate is called. When one event moves several windows,",
            "each window's steps keep their order and the windows may interleave (§3.13); a line that two windows",
            "could receive names its window (`sceneDidEnterBackground(_:) window=2`), and the state after each line",
            "follows the block's own order.",
            "",
            "## Where a block may start",
            "",
            "| `from=` | the app | notes |",
            "|---|---|---|",
        ]
        for start in StartState.allCases { lines.append("| `\(start.rawValue)` | \(start.appState.rawValue) | \(startNotes[start] ?? "") |") }
        lines += ["", "## Events", ""]
        for entry in entries {
            lines.append("### `\(entry.event.rawValue)`")
            lines.append("")
            lines.append("\(entry.summary) Facts: \(entry.facts).")
            lines.append("")
            for mode in LifecycleMode.allCases {
                let from = entry.allowedFrom[mode] ?? []
                guard !from.isEmpty, let example = entry.example[mode] else {
                    lines.append("- **\(mode.rawValue)**: not in this mode.")
                    continue
                }
                let steps = example.steps.isEmpty ? "no callback" : example.steps.map(notation).joined(separator: " → ")
                lines.append("- **\(mode.rawValue)**, from \(from.map { "`\($0.rawValue)`" }.joined(separator: ", ")). "
                             + "From `\(example.start.rawValue)`: \(steps).")
            }
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    static let startNotes: [StartState: String] = [
        .notRunning: "the default; whether a remembered session or a pending discard exists is unknown, so the first launch's configuration call is optional",
        .prewarmed: "the system made the process and suspended it before any app code ran (§3.19)",
        .inactive: "in front, not receiving events, for a reason the block does not give: `leave-switcher`, `interruption-end` and `kill` are all allowed",
        .active: "in front, one window",
        .background: "running, off screen, one window",
        .suspended: "in memory, no code runs, one window",
        .switcher: "the app switcher is open over the app",
        .interrupted: "a call, an alert or Notification Center is over the app",
        .locked: "the device was locked while the app was in front; the app still runs in the background",
    ]

    static let notes: [LifecycleEvent: (String, String)] = [
        .launch: ("The user taps the icon of an app that is not running.", "§3.1, §3.18, [D9]"),
        .launchFromURL: ("Another app opens a URL of this app, which is not running. With scenes the URL arrives in the connection options, never in `scene(_:openURLContexts:)`.", "§3.2, [D8]"),
        .launchFromUniversalLink: ("A universal link opens the app, which is not running.", "§3.2"),
        .launchFromNotification: ("The user taps a notification of the app, which is not running; the response reaches the notification center's delegate once launched.", "§3.2"),
        .launchFromQuickAction: ("The user picks a Home screen quick action of the app, which is not running.", "§3.2"),
        .backgroundLaunch: ("The system launches the app in the background (fetch, BGTask, location, Bluetooth). Not after a user kill until the user launches the app.", "§3.16, §4.4, §5.23"),
        .remoteNotification: ("A silent push arrives: a background launch if the app is not running, a resume into the background if suspended, the handler alone if running.", "§3.16, §3.17"),
        .backgroundURLSession: ("The transfers of a background URL session finish while the app is not in front.", "§3.16, §3.17"),
        .prewarm: ("The system prewarms the app: a process, suspended before any app code runs. A later launch runs the whole launch sequence.", "§3.19"),
        .home: ("The user goes to the Home screen (or picks another app).", "§3.3, §3.6"),
        .lock: ("The user locks the device. With data protection, protected data becomes unavailable.", "§3.4"),
        .unlock: ("The user unlocks the device; an app that was in front comes back.", "§3.4, §3.5"),
        .foreground: ("The user brings the app back from the background or from suspension. A window whose scene was reclaimed reconnects without a configuration call.", "§3.5"),
        .openSwitcher: ("The user opens the app switcher; from Home or another app this app hears nothing.", "§3.6"),
        .leaveSwitcher: ("The user closes the switcher and returns to the app. Only while the switcher is open.", "§3.6"),
        .kill: ("The user swipes the app away in the switcher (opened over the app, or from elsewhere while the app is in the background). Only `applicationWillResignActive` is certain; the rest may be skipped.", "§3.7, §3.8, §4.1, §4.2"),
        .interruption: ("A call, an alert or Notification Center covers the app.", "§3.11"),
        .interruptionEnd: ("The interruption ends and the app is active again. Only during an interruption.", "§3.11"),
        .openURL: ("A URL of the app is opened while it runs or is suspended.", "§3.2, [D1]"),
        .universalLink: ("A universal link opens the running or suspended app.", "§3.2"),
        .notificationTap: ("The user taps a notification while the app runs or is suspended.", "§3.2"),
        .quickAction: ("The user picks a Home screen quick action while the app is in the background or suspended.", "§3.2"),
        .timeChange: ("A significant time change (midnight, time zone, daylight saving). A suspended app gets it when it runs again.", "§3.5"),
        .suspend: ("The system suspends the app in the background, silently.", "§1.2"),
        .terminate: ("The system ends the app while it runs in the background.", "§3.9, §4.2"),
        .purge: ("The system removes a suspended app from memory, silently. Scene sessions survive.", "§3.10"),
        .memoryWarning: ("The system asks a running app to free memory. No state changes.", "§3.12"),
        .openWindow: ("A new window opens beside the others (iPad); its session is new.", "§3.13"),
        .replaceWindow: ("A new full-screen window takes the place of one in front, which goes to the background.", "§3.13"),
        .closeWindow: ("The user closes one window: it leaves the foreground, disconnects, and its session is discarded. A suspended app hears of it when it runs again; the last window is a kill.", "§1.4, §3.7, §3.14, §3.18"),
        .reclaimScene: ("The system disconnects a background scene to reclaim memory; the session is kept and reconnects at the next foreground.", "§3.5, §4.5, §5.15"),
        .splitView: ("The user resizes the app in Split View or Slide Over: the resignation and the activation come both or neither.", "§3.15, §5.5"),
    ]
}
