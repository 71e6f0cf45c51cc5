import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// Scenario tests written from `../shared/lifecycle-facts.md` (§1.4, §3.1–§3.19, §4, §5, §6), not from the model.
///
/// Every case is one lifecycle block on its own page. `.accepted` means the facts sheet allows the
/// sequence: verification must report no error (warnings, e.g. `optional-step-omitted`, are fine).
/// `.rejected` means the facts sheet forbids it: verification must report at least one error.
/// When the model disagrees, the expectation stays as the facts say.
@Suite("Fact-sheet scenarios")
struct FactSheetScenarioTests {
    enum Verdict: String, Sendable { case accepted, rejected }

    struct Scenario: Sendable, CustomTestStringConvertible {
        var section: String
        var name: String
        var mode: String
        var from: String?
        var events: String
        var body: [String]
        var verdict: Verdict

        var attributes: String {
            "id=c mode=\(mode)" + (from.map { " from=\($0)" } ?? "") + " events=\"\(events)\""
        }
        var testDescription: String { "\(section) [\(mode == "scenes" ? "S" : "A")] \(verdict == .accepted ? "RIGHT" : "WRONG"): \(name)" }
        var blockText: String { "```lifecycle \(attributes)\n" + body.map { $0 + "\n" }.joined() + "```" }
    }

    // MARK: Callback spellings (Swift selectors from the facts sheet, §2)

    static let willFinish = "application(_:willFinishLaunchingWithOptions:)"
    static let didFinish = "application(_:didFinishLaunchingWithOptions:)"
    static let appDidBecomeActive = "applicationDidBecomeActive(_:)"
    static let appWillResignActive = "applicationWillResignActive(_:)"
    static let appDidEnterBackground = "applicationDidEnterBackground(_:)"
    static let appWillEnterForeground = "applicationWillEnterForeground(_:)"
    static let willTerminate = "applicationWillTerminate(_:)"
    static let memoryWarning = "applicationDidReceiveMemoryWarning(_:)"
    static let configuration = "application(_:configurationForConnecting:options:)"
    static let discard = "application(_:didDiscardSceneSessions:)"
    static let connect = "scene(_:willConnectTo:options:)"
    static let sceneWillEnterForeground = "sceneWillEnterForeground(_:)"
    static let sceneDidBecomeActive = "sceneDidBecomeActive(_:)"
    static let sceneWillResignActive = "sceneWillResignActive(_:)"
    static let sceneDidEnterBackground = "sceneDidEnterBackground(_:)"
    static let disconnect = "sceneDidDisconnect(_:)"
    static let restorationActivity = "stateRestorationActivity(for:)"
    static let openURLContexts = "scene(_:openURLContexts:)"
    static let openURL = "application(_:open:options:)"
    static let appWillContinue = "application(_:willContinueUserActivityWithType:)"
    static let appContinue = "application(_:continue:restorationHandler:)"
    static let sceneWillContinue = "scene(_:willContinueUserActivityWithType:)"
    static let sceneContinue = "scene(_:continue:)"
    static let notificationResponse = "userNotificationCenter(_:didReceive:withCompletionHandler:)"
    static let appQuickAction = "application(_:performActionFor:completionHandler:)"
    static let sceneQuickAction = "windowScene(_:performActionFor:completionHandler:)"
    static let remoteNotification = "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"
    static let urlSession = "application(_:handleEventsForBackgroundURLSession:completionHandler:)"
    static let timeChange = "applicationSignificantTimeChange(_:)"
    static let geometry = "windowScene(_:didUpdateEffectiveGeometry:)"
    static let shouldRestore = "application(_:shouldRestoreSecureApplicationState:)"
    static let didDecode = "application(_:didDecodeRestorableStateWith:)"
    static let shouldSave = "application(_:shouldSaveSecureApplicationState:)"
    static let willEncode = "application(_:willEncodeRestorableStateWith:)"
    static let protectedDataUnavailable = "applicationProtectedDataWillBecomeUnavailable(_:)"
    static let protectedDataAvailable = "applicationProtectedDataDidBecomeAvailable(_:)"
    static let nothing = "// no callbacks"

    static func a(_ section: String, _ name: String, from: String?, _ events: String, _ body: [String], _ verdict: Verdict) -> Scenario {
        Scenario(section: section, name: name, mode: "app-delegate", from: from, events: events, body: body, verdict: verdict)
    }
    static func s(_ section: String, _ name: String, from: String?, _ events: String, _ body: [String], _ verdict: Verdict) -> Scenario {
        Scenario(section: section, name: name, mode: "scenes", from: from, events: events, body: body, verdict: verdict)
    }

    // Mode S launch tails.
    static var sceneForegroundTail: [String] { [connect, sceneWillEnterForeground, sceneDidBecomeActive] }
    static var sceneLaunchNew: [String] { [willFinish, didFinish, configuration] + sceneForegroundTail }
    static var sceneLaunchRemembered: [String] { [willFinish, didFinish] + sceneForegroundTail }
    static var newWindow: [String] { [configuration] + sceneForegroundTail }

    static let cases: [Scenario] = [
        // §3.1 Cold launch by tapping the icon
        a("§3.1", "willFinish → didFinish → didBecomeActive", from: "not-running", "launch",
          [willFinish, didFinish, appDidBecomeActive], .accepted),
        a("§3.1", "default from= is not-running", from: nil, "launch",
          [willFinish, didFinish, appDidBecomeActive], .accepted),
        a("§3.1/§2", "restoration between willFinish and didFinish (configuration-dependent)", from: "not-running", "launch",
          [willFinish, shouldRestore, didDecode, didFinish, appDidBecomeActive], .accepted),
        a("§3.1/§5.8", "no applicationWillEnterForeground at a cold launch", from: "not-running", "launch",
          [willFinish, didFinish, appWillEnterForeground, appDidBecomeActive], .rejected),
        a("§3.1/§5.7", "didFinish before willFinish", from: "not-running", "launch",
          [didFinish, willFinish, appDidBecomeActive], .rejected),
        s("§3.1", "new session: configurationForConnecting before willConnectTo", from: "not-running", "launch",
          sceneLaunchNew, .accepted),
        s("§3.1", "configurationForConnecting left out (remembered session or Info.plist)", from: "not-running", "launch",
          sceneLaunchRemembered, .accepted),
        s("§3.1/§5.7", "scene connects before didFinishLaunching", from: "not-running", "launch",
          [willFinish, connect, didFinish, sceneWillEnterForeground, sceneDidBecomeActive], .rejected),
        s("§3.1/§5.10", "configurationForConnecting after willConnectTo", from: "not-running", "launch",
          [willFinish, didFinish, connect, configuration, sceneWillEnterForeground, sceneDidBecomeActive], .rejected),
        s("§3.1/§4.3", "applicationDidBecomeActive in scenes mode", from: "not-running", "launch",
          [willFinish, didFinish, connect, sceneWillEnterForeground, appDidBecomeActive], .rejected),

        // §3.2 Launch from a URL, universal link, notification tap or quick action
        a("§3.2", "URL launch: open(url) before didBecomeActive", from: "not-running", "launch-from-url",
          [willFinish, didFinish, openURL, appDidBecomeActive], .accepted),
        a("§3.2", "URL launch: open(url) after didBecomeActive", from: "not-running", "launch-from-url",
          [willFinish, didFinish, appDidBecomeActive, openURL], .rejected),
        a("§3.2", "universal link launch: willContinue → continue → didBecomeActive", from: "not-running", "launch-from-universal-link",
          [willFinish, didFinish, appWillContinue, appContinue, appDidBecomeActive], .accepted),
        a("§3.2", "notification-tap launch (UserNotifications) before didBecomeActive", from: "not-running", "launch-from-notification",
          [willFinish, didFinish, notificationResponse, appDidBecomeActive], .accepted),
        a("§3.2", "quick-action launch: performActionFor after didFinish", from: "not-running", "launch-from-quick-action",
          [willFinish, didFinish, appQuickAction, appDidBecomeActive], .accepted),
        s("§3.2", "URL launch: URL in connection options, sequence as §3.1", from: "not-running", "launch-from-url",
          sceneLaunchNew, .accepted),
        s("§3.2", "URL launch: openURLContexts for the launching URL", from: "not-running", "launch-from-url",
          [willFinish, didFinish, connect, sceneWillEnterForeground, openURLContexts, sceneDidBecomeActive], .rejected),
        s("§3.2/§4.3", "URL launch: application(_:open:options:) in scenes mode", from: "not-running", "launch-from-url",
          [willFinish, didFinish, connect, sceneWillEnterForeground, openURL, sceneDidBecomeActive], .rejected),
        s("§3.2", "universal-link launch: sequence as §3.1", from: "not-running", "launch-from-universal-link",
          sceneLaunchRemembered, .accepted),
        s("§3.2", "universal-link launch: scene(_:continue:) is for a scene already connected", from: "not-running", "launch-from-universal-link",
          [willFinish, didFinish, connect, sceneWillEnterForeground, sceneContinue, sceneDidBecomeActive], .rejected),
        s("§3.2", "notification launch: sequence as §3.1", from: "not-running", "launch-from-notification",
          sceneLaunchNew, .accepted),
        s("§3.2", "quick-action launch: windowScene(_:performActionFor:) is for a running app", from: "not-running", "launch-from-quick-action",
          [willFinish, didFinish, connect, sceneWillEnterForeground, sceneQuickAction, sceneDidBecomeActive], .rejected),
        s("§3.2", "URL while running goes to scene(_:openURLContexts:)", from: "active", "open-url",
          [openURLContexts], .accepted),
        a("§3.2", "URL from the background: willEnterForeground → open → didBecomeActive", from: "background", "open-url",
          [appWillEnterForeground, openURL, appDidBecomeActive], .accepted),
        a("§3.2", "URL from the background: open before willEnterForeground", from: "background", "open-url",
          [openURL, appWillEnterForeground, appDidBecomeActive], .rejected),

        // §3.3 Home
        a("§3.3", "resign → enter background", from: "active", "home",
          [appWillResignActive, appDidEnterBackground], .accepted),
        a("§3.3", "restoration save after did-enter-background (configuration-dependent)", from: "active", "home",
          [appWillResignActive, appDidEnterBackground, shouldSave, willEncode], .accepted),
        a("§3.3/§5.3", "enter background before resign", from: "active", "home",
          [appDidEnterBackground, appWillResignActive], .rejected),
        a("§3.3/§5.3", "didBecomeActive between resign and enter background", from: "active", "home",
          [appWillResignActive, appDidBecomeActive, appDidEnterBackground], .rejected),
        s("§3.3", "resign → enter background", from: "active", "home",
          [sceneWillResignActive, sceneDidEnterBackground], .accepted),
        s("§3.3", "stateRestorationActivity after enter background (configuration-dependent)", from: "active", "home",
          [sceneWillResignActive, sceneDidEnterBackground, restorationActivity], .accepted),
        s("§3.3/§1.4", "sceneDidDisconnect straight from the foreground", from: "active", "home",
          [sceneWillResignActive, disconnect], .rejected),
        s("§3.3/§4.3", "applicationDidEnterBackground in scenes mode", from: "active", "home",
          [sceneWillResignActive, appDidEnterBackground], .rejected),
        s("§3.3/§3.13", "two windows: Home with the windows interleaved", from: "active", "open-window home",
          newWindow + [sceneWillResignActive, sceneWillResignActive, sceneDidEnterBackground, sceneDidEnterBackground], .accepted),
        s("§3.3/§3.13", "two windows: Home one window after the other", from: "active", "open-window home",
          newWindow + [sceneWillResignActive, sceneDidEnterBackground, sceneWillResignActive, sceneDidEnterBackground], .accepted),
        s("§3.3/§5.3", "two windows: one window's resign and enter-background swapped", from: "active", "open-window home",
          newWindow + [sceneWillResignActive, sceneDidEnterBackground, sceneDidEnterBackground, sceneWillResignActive], .rejected),

        // §3.4 Lock and unlock
        a("§3.4", "lock: resign → enter background → protected data unavailable", from: "active", "lock",
          [appWillResignActive, appDidEnterBackground, protectedDataUnavailable], .accepted),
        a("§3.4", "lock without the resign", from: "active", "lock",
          [appDidEnterBackground], .rejected),
        a("§3.4/§3.5", "unlock: willEnterForeground → didBecomeActive", from: "locked", "unlock",
          [appWillEnterForeground, appDidBecomeActive], .accepted),
        a("§3.4/§5.4", "unlock: didBecomeActive without willEnterForeground", from: "locked", "unlock",
          [appDidBecomeActive], .rejected),
        s("§3.4", "lock: resign → enter background", from: "active", "lock",
          [sceneWillResignActive, sceneDidEnterBackground], .accepted),
        s("§3.4", "lock then unlock", from: "active", "lock unlock",
          [sceneWillResignActive, sceneDidEnterBackground, sceneWillEnterForeground, sceneDidBecomeActive], .accepted),
        s("§3.4/§5.4", "unlock: didBecomeActive before willEnterForeground", from: "locked", "unlock",
          [sceneDidBecomeActive, sceneWillEnterForeground], .rejected),

        // §3.5 Return to the foreground
        a("§3.5", "from suspended: willEnterForeground → didBecomeActive", from: "suspended", "foreground",
          [appWillEnterForeground, appDidBecomeActive], .accepted),
        a("§3.5/§5.4", "from background: didBecomeActive without willEnterForeground", from: "background", "foreground",
          [appDidBecomeActive], .rejected),
        s("§3.5", "from suspended: sceneWillEnterForeground → sceneDidBecomeActive", from: "suspended", "foreground",
          [sceneWillEnterForeground, sceneDidBecomeActive], .accepted),
        s("§3.5", "reclaimed scene reconnects without configurationForConnecting", from: "background", "reclaim-scene foreground",
          [disconnect, connect, sceneWillEnterForeground, sceneDidBecomeActive], .accepted),
        s("§3.5/§5.10", "reclaimed scene reconnects with configurationForConnecting", from: "background", "reclaim-scene foreground",
          [disconnect, configuration, connect, sceneWillEnterForeground, sceneDidBecomeActive], .rejected),
        s("§3.5/§5.15", "memory reclaim followed by didDiscardSceneSessions", from: "background", "reclaim-scene",
          [disconnect, discard], .rejected),
        s("§3.5/§5.11", "scene callback for the reclaimed instance after its disconnect", from: "background", "reclaim-scene",
          [disconnect, sceneDidEnterBackground], .rejected),
        a("§3.5", "reclaim-scene needs scenes", from: "background", "reclaim-scene",
          [nothing], .rejected),

        // §3.6 App switcher
        a("§3.6", "open then return: resign → didBecomeActive", from: "active", "open-switcher leave-switcher",
          [appWillResignActive, appDidBecomeActive], .accepted),
        a("§3.6", "open then go Home: resign → enter background", from: "active", "open-switcher home",
          [appWillResignActive, appDidEnterBackground], .accepted),
        a("§3.6/§5.20", "switcher round trip through the background", from: "active", "open-switcher leave-switcher",
          [appWillResignActive, appDidEnterBackground, appWillEnterForeground, appDidBecomeActive], .rejected),
        a("§3.6", "leave-switcher without the switcher open (active)", from: "active", "leave-switcher",
          [appDidBecomeActive], .rejected),
        s("§3.6", "from switcher: return gives sceneDidBecomeActive", from: "switcher", "leave-switcher",
          [sceneDidBecomeActive], .accepted),
        s("§3.6", "open then go Home", from: "active", "open-switcher home",
          [sceneWillResignActive, sceneDidEnterBackground], .accepted),
        s("§3.6/§5.20", "from switcher: return through willEnterForeground", from: "switcher", "leave-switcher",
          [sceneWillEnterForeground, sceneDidBecomeActive], .rejected),
        s("§3.6/§3.11", "leave-switcher during an interruption (switcher not open)", from: "interrupted", "leave-switcher",
          [sceneDidBecomeActive], .rejected),

        // §3.7 Kill from the switcher, app in the foreground just before (§4.1)
        a("§3.7", "resign → enter background → willTerminate", from: "active", "open-switcher kill",
          [appWillResignActive, appDidEnterBackground, willTerminate], .accepted),
        a("§3.7", "willTerminate before enter background", from: "active", "open-switcher kill",
          [appWillResignActive, willTerminate, appDidEnterBackground], .rejected),
        s("§3.7/§4.1", "full canonical sequence (write-up 2)", from: "active", "open-switcher kill",
          [sceneWillResignActive, sceneDidEnterBackground, disconnect, discard, willTerminate], .accepted),
        s("§3.7/§4.1", "write-up 1: resign → disconnect → discard", from: "active", "open-switcher kill",
          [sceneWillResignActive, disconnect, discard], .accepted),
        s("§3.7/§4.1", "[D3] iPhone from the switcher: enter background → willTerminate", from: "switcher", "kill",
          [sceneDidEnterBackground, willTerminate], .accepted),
        s("§3.7/§4.1", "disconnect before enter background", from: "active", "open-switcher kill",
          [sceneWillResignActive, disconnect, sceneDidEnterBackground, willTerminate], .rejected),
        s("§3.7/§5.16", "a callback after willTerminate", from: "active", "open-switcher kill",
          [sceneWillResignActive, willTerminate, disconnect], .rejected),
        s("§3.7/§4.1", "[D2] anomaly: another scene instance connects, enters foreground and background (warning only)", from: "active", "open-switcher kill",
          [sceneWillResignActive, disconnect, connect, sceneWillEnterForeground, sceneDidEnterBackground], .accepted),
        s("§3.7/§4.1", "two windows killed: each resigns and disconnects", from: "active", "open-window open-switcher kill",
          newWindow + [sceneWillResignActive, sceneWillResignActive, disconnect, disconnect, discard, willTerminate], .accepted),

        // §3.8 Kill from the switcher, app already suspended
        a("§3.8", "no callbacks", from: "suspended", "kill",
          [nothing], .accepted),
        a("§3.8/§4.2/§5.17", "applicationWillTerminate for a suspended app", from: "suspended", "kill",
          [willTerminate], .rejected),
        s("§3.8", "no callbacks", from: "suspended", "kill",
          [nothing], .accepted),
        s("§3.8/§5.1", "sceneDidDisconnect while suspended", from: "suspended", "kill",
          [disconnect], .rejected),

        // §3.9 System terminates a running background app
        a("§3.9", "applicationWillTerminate", from: "background", "terminate",
          [willTerminate], .accepted),
        a("§3.9/§5.16", "applicationWillTerminate twice", from: "background", "terminate",
          [willTerminate, willTerminate], .rejected),
        a("§3.9/§4.2", "terminate of a suspended app", from: "suspended", "terminate",
          [willTerminate], .rejected),
        s("§3.9", "optional disconnect, then willTerminate", from: "background", "terminate",
          [disconnect, willTerminate], .accepted),
        s("§3.9", "disconnect after willTerminate", from: "background", "terminate",
          [willTerminate, disconnect], .rejected),

        // §3.10 Purge of a suspended app
        a("§3.10", "purge is silent; next launch is a cold launch", from: "suspended", "purge launch",
          [willFinish, didFinish, appDidBecomeActive], .accepted),
        a("§3.10/§5.2", "applicationWillTerminate on purge", from: "suspended", "purge",
          [willTerminate], .rejected),
        s("§3.10", "remembered session reconnects without configurationForConnecting", from: "suspended", "purge launch",
          sceneLaunchRemembered, .accepted),
        s("§3.10/§5.10", "configurationForConnecting when the remembered session reconnects after a purge", from: "suspended", "purge launch",
          sceneLaunchNew, .rejected),
        s("§3.10/§5.15", "sessions survive a purge: no discard at the next launch", from: "suspended", "purge launch",
          [willFinish, didFinish, discard] + sceneForegroundTail, .rejected),
        s("§3.10", "purge of a running foreground app is impossible", from: "active", "purge",
          [nothing], .rejected),

        // §3.11 Interruptions
        a("§3.11", "alert shown and dismissed: resign → didBecomeActive", from: "active", "interruption interruption-end",
          [appWillResignActive, appDidBecomeActive], .accepted),
        a("§3.11", "call accepted: resign → enter background", from: "active", "interruption home",
          [appWillResignActive, appDidEnterBackground], .accepted),
        a("§3.11/§5.20", "temporary interruption through the background", from: "active", "interruption interruption-end",
          [appWillResignActive, appDidEnterBackground, appWillEnterForeground, appDidBecomeActive], .rejected),
        s("§3.11", "resign → didBecomeActive", from: "active", "interruption interruption-end",
          [sceneWillResignActive, sceneDidBecomeActive], .accepted),
        s("§3.11/§5.5", "interruption end through willEnterForeground", from: "interrupted", "interruption-end",
          [sceneWillEnterForeground, sceneDidBecomeActive], .rejected),

        // §3.12 Memory warning
        a("§3.12", "memory warning while active", from: "active", "memory-warning",
          [memoryWarning], .accepted),
        s("§3.12", "memory warning in the background", from: "background", "memory-warning",
          [memoryWarning], .accepted),
        a("§3.12/§5.1", "memory warning to a suspended app", from: "suspended", "memory-warning",
          [memoryWarning], .rejected),
        s("§3.12/§5.21", "memory warning changes state", from: "active", "memory-warning",
          [memoryWarning, sceneWillResignActive], .rejected),

        // §3.13 Open a second window
        s("§3.13", "configuration → connect → willEnterForeground → didBecomeActive", from: "active", "open-window",
          newWindow, .accepted),
        s("§3.13", "new window without sceneWillEnterForeground", from: "active", "open-window",
          [configuration, connect, sceneDidBecomeActive], .rejected),
        a("§3.13", "open-window needs scenes", from: "active", "open-window",
          [nothing], .rejected),
        s("§3.13", "replace-window: old window resigns and backgrounds, new one connects (interleaved)", from: "active", "replace-window",
          [configuration, connect, sceneWillResignActive, sceneWillEnterForeground, sceneDidEnterBackground, sceneDidBecomeActive], .accepted),
        s("§3.13/§5.3", "replace-window: old window enters background without resigning", from: "active", "replace-window",
          newWindow + [sceneDidEnterBackground], .rejected),

        // §3.14 Close one window
        // §3.14 lists disconnect → discard; for a window in front, §1.4's figure (whose only edge into
        // Unattached leaves Background) adds resign and background first, as the issue on the model decided.
        s("§3.14/§1.4", "other window remains: a window in front leaves the foreground, disconnects, is discarded",
          from: "active", "open-window close-window:2",
          newWindow + [sceneWillResignActive, sceneDidEnterBackground, disconnect, discard], .accepted),
        s("§3.14/§1.4", "other window remains: a window in front disconnects straight from the foreground",
          from: "active", "open-window close-window:2", newWindow + [disconnect, discard], .rejected),
        s("§3.14", "close a background window: disconnect → discard", from: "active", "open-window home close-window:1",
          newWindow + [sceneWillResignActive, sceneWillResignActive, sceneDidEnterBackground, sceneDidEnterBackground, disconnect, discard], .accepted),
        s("§3.14", "discard before disconnect", from: "active", "open-window close-window:2",
          newWindow + [discard, disconnect], .rejected),
        s("§3.14", "willTerminate while another window remains", from: "active", "open-window close-window:2",
          newWindow + [disconnect, discard, willTerminate], .rejected),
        s("§3.14/§3.7", "last window closed from the switcher: treated as a kill", from: "switcher", "close-window:1",
          [sceneDidEnterBackground, willTerminate], .accepted),

        // §3.15 Split View
        a("§3.15", "resign → didBecomeActive", from: "active", "split-view",
          [appWillResignActive, appDidBecomeActive], .accepted),
        a("§3.15/§5.5", "activation without its resignation", from: "active", "split-view",
          [appDidBecomeActive], .rejected),
        s("§3.15", "resign → geometry → didBecomeActive", from: "active", "split-view",
          [sceneWillResignActive, geometry, sceneDidBecomeActive], .accepted),
        s("§3.15", "geometry only (resign/activate pair optional)", from: "active", "split-view",
          [geometry], .accepted),
        s("§3.15/§5.5", "activation without its resignation", from: "active", "split-view",
          [geometry, sceneDidBecomeActive], .rejected),

        // §3.16 Background launch
        a("§3.16/§4.4", "willFinish → didFinish, no did-enter-background", from: "not-running", "background-launch",
          [willFinish, didFinish], .accepted),
        a("§3.16/§4.4", "willFinish → didFinish → did-enter-background", from: "not-running", "background-launch",
          [willFinish, didFinish, appDidEnterBackground], .accepted),
        a("§3.16/§5.22", "didBecomeActive on a background launch", from: "not-running", "background-launch",
          [willFinish, didFinish, appDidBecomeActive], .rejected),
        a("§3.16", "background launch, then the user opens the app", from: "not-running", "background-launch foreground",
          [willFinish, didFinish, appWillEnterForeground, appDidBecomeActive], .accepted),
        s("§3.16", "(a) no scene connects", from: "not-running", "background-launch",
          [willFinish, didFinish], .accepted),
        s("§3.16", "(b) a scene connects and stays in the background", from: "not-running", "background-launch",
          [willFinish, didFinish, connect], .accepted),
        s("§3.16", "scene enters the foreground on a background launch", from: "not-running", "background-launch",
          [willFinish, didFinish, connect, sceneWillEnterForeground], .rejected),
        s("§3.16/§5.23", "background launch after a user kill", from: "active", "open-switcher kill background-launch",
          [sceneWillResignActive, sceneDidEnterBackground, disconnect, discard, willTerminate, willFinish, didFinish], .rejected),
        a("§3.16/§5.23", "background launch after a kill of a suspended app", from: "suspended", "kill background-launch",
          [willFinish, didFinish], .rejected),
        a("§3.16/§5.23", "after a kill, a manual launch lifts the block on background launches", from: "suspended",
          "kill launch home suspend purge background-launch",
          [willFinish, didFinish, appDidBecomeActive, appWillResignActive, appDidEnterBackground, willFinish, didFinish], .accepted),
        a("§3.16", "background URL session relaunch", from: "not-running", "background-url-session",
          [willFinish, didFinish, urlSession], .accepted),

        // §3.17 Suspended app resumed into the background
        a("§3.17", "resume: did-enter-background → silent push handler", from: "suspended", "remote-notification",
          [appDidEnterBackground, remoteNotification], .accepted),
        a("§3.17", "resume into the foreground for a background event", from: "suspended", "background-url-session",
          [appWillEnterForeground, urlSession], .rejected),
        s("§3.17", "resume: URL session handler only", from: "suspended", "background-url-session",
          [urlSession], .accepted),
        s("§3.17/§5.5", "resume for a silent push activates the scene", from: "suspended", "remote-notification",
          [remoteNotification, sceneDidBecomeActive], .rejected),

        // §3.18 Deferred discard
        s("§3.18", "killed while suspended: discard after the next launch's didFinishLaunching", from: "suspended", "kill launch",
          [willFinish, didFinish, discard] + newWindow, .accepted),
        s("§3.18", "killed while suspended: discard later than the scene connection", from: "suspended", "kill launch",
          [willFinish, didFinish] + newWindow + [discard], .accepted),
        s("§3.18", "killed while suspended: discard before didFinishLaunching", from: "suspended", "kill launch",
          [willFinish, discard, didFinish] + newWindow, .rejected),
        s("§3.18/§4.1", "kill block omits the discard; the next launch delivers it", from: "active", "open-switcher kill launch",
          [sceneWillResignActive, sceneDidEnterBackground, disconnect, willTerminate, willFinish, didFinish, discard] + newWindow, .accepted),
        s("§3.18/§4.1", "kill omits the discard and the next launch omits it too", from: "active", "open-switcher kill launch",
          [sceneWillResignActive, sceneDidEnterBackground, disconnect, willTerminate, willFinish, didFinish] + newWindow, .rejected),
        s("§3.18", "killed while suspended: the next launch never delivers the discard", from: "suspended", "kill launch",
          [willFinish, didFinish] + newWindow, .rejected),
        s("§3.18", "discard delivered at the kill and again at the next launch", from: "active", "open-switcher kill launch",
          [sceneWillResignActive, sceneDidEnterBackground, disconnect, discard, willTerminate, willFinish, didFinish, discard] + newWindow, .rejected),

        // §3.19 Prewarming
        a("§3.19", "prewarm produces no callbacks", from: "not-running", "prewarm",
          [nothing], .accepted),
        a("§3.19", "prewarm then launch: the normal cold launch", from: "not-running", "prewarm launch",
          [willFinish, didFinish, appDidBecomeActive], .accepted),
        a("§3.19", "prewarm runs app code", from: "not-running", "prewarm",
          [willFinish], .rejected),
        a("§3.19", "launch from prewarmed treated as a resume", from: "prewarmed", "launch",
          [appWillEnterForeground, appDidBecomeActive], .rejected),
        s("§3.19", "launch from prewarmed: the normal sequence", from: "prewarmed", "launch",
          sceneLaunchNew, .accepted),
        s("§3.19", "launch from prewarmed without the launch methods", from: "prewarmed", "launch",
          sceneForegroundTail, .rejected),

        // Further probes
        a("§4.2/§5.17", "suspended through events, then killed: no willTerminate", from: "active", "home suspend kill",
          [appWillResignActive, appDidEnterBackground, willTerminate], .rejected),
        s("§4.1/§4.2", "kill of a running background app: disconnect → discard → willTerminate", from: "background", "kill",
          [disconnect, discard, willTerminate], .accepted),
        s("§4.1/§1.4", "kill of a background app: sceneDidEnterBackground again", from: "background", "kill",
          [sceneDidEnterBackground, willTerminate], .rejected),
        s("§3.17/§1.4", "resume for a silent push: the background scene enters the background again", from: "suspended", "remote-notification",
          [sceneDidEnterBackground, remoteNotification], .rejected),
        s("§3.10/§3.5", "after a purge, foreground is impossible (it is a launch)", from: "suspended", "purge foreground",
          [sceneWillEnterForeground, sceneDidBecomeActive], .rejected),
        s("§3.2/§3.5", "URL to a suspended scene app: willEnterForeground → openURLContexts → didBecomeActive (L)", from: "suspended", "open-url",
          [sceneWillEnterForeground, openURLContexts, sceneDidBecomeActive], .accepted),
        s("§3.9", "two background windows terminated: optional disconnect each, then willTerminate", from: "active", "open-window home terminate",
          newWindow + [sceneWillResignActive, sceneWillResignActive, sceneDidEnterBackground, sceneDidEnterBackground, disconnect, disconnect, willTerminate], .accepted),
        s("§3.14", "close-window:3 with two windows", from: "active", "open-window home close-window:3",
          newWindow + [sceneWillResignActive, sceneWillResignActive, sceneDidEnterBackground, sceneDidEnterBackground, disconnect, discard], .rejected),

        // §5.1 / time change
        a("§3.5/§5.1", "time change while running", from: "active", "time-change",
          [timeChange], .accepted),
        a("§5.1", "time change delivered to a suspended app", from: "suspended", "time-change",
          [timeChange], .rejected),
    ]

    @Test("fact-sheet scenario", arguments: cases)
    func scenario(_ scenario: Scenario) throws {
        let diagnostics = try verify(["en/index.md": pageWithBlock(scenario.attributes, scenario.body)])
        if let folder = ProcessInfo.processInfo.environment["FACTSHEET_DUMP"] {
            let name = scenario.testDescription.replacingOccurrences(of: "/", with: "_")
            let text = "\(scenario.testDescription)\nexpected: \(scenario.verdict.rawValue)\n\(scenario.blockText)\n--- diagnostics ---\n\(diagnostics.listing)\n"
            try? writeFile(text, to: URL(fileURLWithPath: folder).appendingPathComponent(String(name.prefix(200)) + ".txt"))
        }
        switch scenario.verdict {
        case .accepted:
            #expect(diagnostics.errors.isEmpty, "facts accept this sequence; docgen said:\n\(scenario.blockText)\n\(diagnostics.listing)")
        case .rejected:
            #expect(!diagnostics.errors.isEmpty, "facts reject this sequence; docgen reported no error:\n\(scenario.blockText)\n\(diagnostics.listing)")
        }
    }
}
