/// Every delegate method docgen knows, with its selectors, receiver and modes (lifecycle-facts §2).
public enum CallbackCatalogue {
    private static let both: Set<LifecycleMode> = [.appDelegate, .scenes]
    private static let appOnly: Set<LifecycleMode> = [.appDelegate]
    private static let scenesOnly: Set<LifecycleMode> = [.scenes]

    // MARK: App delegate, both modes
    public static let willFinishLaunching = Callback(
        "application(_:willFinishLaunchingWithOptions:)", objc: "application:willFinishLaunchingWithOptions:",
        receiver: .appDelegate, modes: both)
    public static let didFinishLaunching = Callback(
        "application(_:didFinishLaunchingWithOptions:)", objc: "application:didFinishLaunchingWithOptions:",
        receiver: .appDelegate, modes: both, notifications: ["UIApplication.didFinishLaunchingNotification"])
    public static let willTerminate = Callback(
        "applicationWillTerminate(_:)", objc: "applicationWillTerminate:",
        receiver: .appDelegate, modes: both, notifications: ["UIApplication.willTerminateNotification"])
    public static let didReceiveMemoryWarning = Callback(
        "applicationDidReceiveMemoryWarning(_:)", objc: "applicationDidReceiveMemoryWarning:",
        receiver: .appDelegate, modes: both, notifications: ["UIApplication.didReceiveMemoryWarningNotification"])
    public static let protectedDataWillBecomeUnavailable = Callback(
        "applicationProtectedDataWillBecomeUnavailable(_:)", objc: "applicationProtectedDataWillBecomeUnavailable:",
        receiver: .appDelegate, modes: both,
        notifications: ["UIApplication.protectedDataWillBecomeUnavailableNotification"])
    public static let protectedDataDidBecomeAvailable = Callback(
        "applicationProtectedDataDidBecomeAvailable(_:)", objc: "applicationProtectedDataDidBecomeAvailable:",
        receiver: .appDelegate, modes: both,
        notifications: ["UIApplication.protectedDataDidBecomeAvailableNotification"])
    public static let didReceiveRemoteNotification = Callback(
        "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
        objc: "application:didReceiveRemoteNotification:fetchCompletionHandler:",
        receiver: .appDelegate, modes: both)

    public static let significantTimeChange = Callback(
        "applicationSignificantTimeChange(_:)", objc: "applicationSignificantTimeChange:",
        receiver: .appDelegate, modes: both, notifications: ["UIApplication.significantTimeChangeNotification"])
    public static let handleEventsForBackgroundURLSession = Callback(
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)",
        objc: "application:handleEventsForBackgroundURLSession:completionHandler:",
        receiver: .appDelegate, modes: both)
    /// Declared by `UNUserNotificationCenterDelegate`; the app delegate is the usual delegate, set
    /// before the launch methods return, so a tap that launched the app reaches it (§3.2).
    public static let notificationResponse = Callback(
        "userNotificationCenter(_:didReceive:withCompletionHandler:)",
        objc: "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:",
        receiver: .appDelegate, modes: both)

    // MARK: App delegate, app-delegate mode only
    public static let didBecomeActive = Callback(
        "applicationDidBecomeActive(_:)", objc: "applicationDidBecomeActive:",
        receiver: .appDelegate, modes: appOnly, notifications: ["UIApplication.didBecomeActiveNotification"])
    public static let willResignActive = Callback(
        "applicationWillResignActive(_:)", objc: "applicationWillResignActive:",
        receiver: .appDelegate, modes: appOnly, notifications: ["UIApplication.willResignActiveNotification"])
    public static let didEnterBackground = Callback(
        "applicationDidEnterBackground(_:)", objc: "applicationDidEnterBackground:",
        receiver: .appDelegate, modes: appOnly, notifications: ["UIApplication.didEnterBackgroundNotification"])
    public static let willEnterForeground = Callback(
        "applicationWillEnterForeground(_:)", objc: "applicationWillEnterForeground:",
        receiver: .appDelegate, modes: appOnly, notifications: ["UIApplication.willEnterForegroundNotification"])
    public static let openURL = Callback(
        "application(_:open:options:)", objc: "application:openURL:options:",
        receiver: .appDelegate, modes: appOnly)
    public static let willContinueUserActivity = Callback(
        "application(_:willContinueUserActivityWithType:)", objc: "application:willContinueUserActivityWithType:",
        receiver: .appDelegate, modes: appOnly)
    public static let continueUserActivity = Callback(
        "application(_:continue:restorationHandler:)", objc: "application:continueUserActivity:restorationHandler:",
        receiver: .appDelegate, modes: appOnly)
    public static let performActionForShortcut = Callback(
        "application(_:performActionFor:completionHandler:)",
        objc: "application:performActionForShortcutItem:completionHandler:",
        receiver: .appDelegate, modes: appOnly)
    public static let shouldSaveSecureState = Callback(
        "application(_:shouldSaveSecureApplicationState:)", objc: "application:shouldSaveSecureApplicationState:",
        receiver: .appDelegate, modes: both)
    public static let shouldRestoreSecureState = Callback(
        "application(_:shouldRestoreSecureApplicationState:)", objc: "application:shouldRestoreSecureApplicationState:",
        receiver: .appDelegate, modes: both)
    public static let willEncodeRestorableState = Callback(
        "application(_:willEncodeRestorableStateWith:)", objc: "application:willEncodeRestorableStateWithCoder:",
        receiver: .appDelegate, modes: both)
    public static let didDecodeRestorableState = Callback(
        "application(_:didDecodeRestorableStateWith:)", objc: "application:didDecodeRestorableStateWithCoder:",
        receiver: .appDelegate, modes: both)

    // MARK: App delegate, scenes mode only
    public static let configurationForConnecting = Callback(
        "application(_:configurationForConnecting:options:)",
        objc: "application:configurationForConnectingSceneSession:options:",
        receiver: .appDelegate, modes: scenesOnly)
    public static let didDiscardSceneSessions = Callback(
        "application(_:didDiscardSceneSessions:)", objc: "application:didDiscardSceneSessions:",
        receiver: .appDelegate, modes: scenesOnly)

    // MARK: Scene delegate
    public static let sceneWillConnect = Callback(
        "scene(_:willConnectTo:options:)", objc: "scene:willConnectToSession:options:",
        receiver: .sceneDelegate, modes: scenesOnly, notifications: ["UIScene.willConnectNotification"])
    public static let sceneDidDisconnect = Callback(
        "sceneDidDisconnect(_:)", objc: "sceneDidDisconnect:",
        receiver: .sceneDelegate, modes: scenesOnly, notifications: ["UIScene.didDisconnectNotification"])
    public static let sceneWillEnterForeground = Callback(
        "sceneWillEnterForeground(_:)", objc: "sceneWillEnterForeground:",
        receiver: .sceneDelegate, modes: scenesOnly,
        notifications: ["UIScene.willEnterForegroundNotification", "UIApplication.willEnterForegroundNotification"])
    public static let sceneDidBecomeActive = Callback(
        "sceneDidBecomeActive(_:)", objc: "sceneDidBecomeActive:",
        receiver: .sceneDelegate, modes: scenesOnly,
        notifications: ["UIScene.didActivateNotification", "UIApplication.didBecomeActiveNotification"])
    public static let sceneWillResignActive = Callback(
        "sceneWillResignActive(_:)", objc: "sceneWillResignActive:",
        receiver: .sceneDelegate, modes: scenesOnly,
        notifications: ["UIScene.willDeactivateNotification", "UIApplication.willResignActiveNotification"])
    public static let sceneDidEnterBackground = Callback(
        "sceneDidEnterBackground(_:)", objc: "sceneDidEnterBackground:",
        receiver: .sceneDelegate, modes: scenesOnly,
        notifications: ["UIScene.didEnterBackgroundNotification", "UIApplication.didEnterBackgroundNotification"])
    public static let stateRestorationActivity = Callback(
        "stateRestorationActivity(for:)", objc: "stateRestorationActivityForScene:",
        receiver: .sceneDelegate, modes: scenesOnly)
    public static let sceneOpenURLContexts = Callback(
        "scene(_:openURLContexts:)", objc: "scene:openURLContexts:",
        receiver: .sceneDelegate, modes: scenesOnly)
    public static let sceneWillContinueUserActivity = Callback(
        "scene(_:willContinueUserActivityWithType:)", objc: "scene:willContinueUserActivityWithType:",
        receiver: .sceneDelegate, modes: scenesOnly)
    public static let sceneContinueUserActivity = Callback(
        "scene(_:continue:)", objc: "scene:continueUserActivity:",
        receiver: .sceneDelegate, modes: scenesOnly)
    public static let windowSceneDidUpdateGeometry = Callback(
        "windowScene(_:didUpdateEffectiveGeometry:)", objc: "windowScene:didUpdateEffectiveGeometry:",
        receiver: .sceneDelegate, modes: scenesOnly)
    /// The iPadOS 13–25 form of the geometry callback, deprecated in iOS 26 (§2).
    public static let windowSceneDidUpdateCoordinateSpace = Callback(
        "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
        objc: "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:",
        receiver: .sceneDelegate, modes: scenesOnly)
    public static let windowScenePerformActionForShortcut = Callback(
        "windowScene(_:performActionFor:completionHandler:)",
        objc: "windowScene:performActionForShortcutItem:completionHandler:",
        receiver: .sceneDelegate, modes: scenesOnly)

    /// Every callback the model produces, in catalogue order.
    public static let all: [Callback] = modelledCallbacks

    static let modelled: Set<String> = Set(modelledCallbacks.map(\.swiftSelector))

    /// Every method of the delegate protocols: the modelled callbacks, then the rest, known by
    /// name so that a misspelling gets a "did you mean" and a real method is never "unknown".
    public static let known: [Callback] = modelledCallbacks
        + DelegateProtocols.methods.filter { !modelled.contains($0.swiftSelector) }.map(Callback.init(unmodelled:))

    private static let modelledCallbacks: [Callback] = [
        willFinishLaunching, didFinishLaunching, didBecomeActive, willResignActive, didEnterBackground,
        willEnterForeground, willTerminate, didReceiveMemoryWarning, configurationForConnecting,
        didDiscardSceneSessions, openURL, willContinueUserActivity, continueUserActivity, performActionForShortcut,
        didReceiveRemoteNotification, handleEventsForBackgroundURLSession, significantTimeChange, notificationResponse,
        protectedDataWillBecomeUnavailable, protectedDataDidBecomeAvailable,
        shouldSaveSecureState, shouldRestoreSecureState, willEncodeRestorableState, didDecodeRestorableState,
        sceneWillConnect, sceneWillEnterForeground, sceneDidBecomeActive, sceneWillResignActive,
        sceneDidEnterBackground, sceneDidDisconnect, stateRestorationActivity, sceneOpenURLContexts,
        sceneWillContinueUserActivity, sceneContinueUserActivity, windowSceneDidUpdateGeometry,
        windowSceneDidUpdateCoordinateSpace, windowScenePerformActionForShortcut,
    ]
}
