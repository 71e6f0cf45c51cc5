/// A delegate protocol whose methods docgen knows by name.
public enum DelegateProtocol: String, CaseIterable, Sendable, Codable {
    case applicationDelegate = "UIApplicationDelegate"
    case sceneDelegate = "UISceneDelegate"
    case windowSceneDelegate = "UIWindowSceneDelegate"
    case notificationCenterDelegate = "UNUserNotificationCenterDelegate"
}

/// One method of a delegate protocol, as Apple declares it.
///
/// Versions are iOS versions only: a method deprecated on other platforms alone
/// (`applicationDidEnterBackground(_:)` on tvOS and visionOS) counts as current here.
/// `nil` means Apple's pages give no version, not that we guessed one.
public struct ProtocolMethod: Hashable, Sendable {
    /// The Swift name, e.g. `application(_:performFetchWithCompletionHandler:)`.
    public let swiftSelector: String
    /// The Objective-C selector, e.g. `application:performFetchWithCompletionHandler:`.
    public let objcSelector: String
    public let declaredIn: DelegateProtocol
    /// e.g. "iOS 7.0".
    public let introduced: String?
    /// e.g. "iOS 13.0".
    public let deprecated: String?
    /// The Swift selector, or other API, that Apple names instead.
    public let replacement: String?

    public init(
        swiftSelector: String,
        objcSelector: String,
        declaredIn: DelegateProtocol,
        introduced: String?,
        deprecated: String? = nil,
        replacement: String? = nil
    ) {
        self.swiftSelector = swiftSelector
        self.objcSelector = objcSelector
        self.declaredIn = declaredIn
        self.introduced = introduced
        self.deprecated = deprecated
        self.replacement = replacement
    }

    /// Apple lists `applicationDidFinishLaunching(_:)` as deprecated and names a
    /// replacement, but gives no version; a replacement alone therefore also counts.
    public var isDeprecated: Bool { deprecated != nil || replacement != nil }
}

/// Every method of the four protocols, as Apple's documentation lists them
/// (checked against developer.apple.com pages as of the iOS 27 SDK).
///
/// Properties (`window`) and Swift-only members (`main()`) are left out: they are not
/// callbacks. Swift `async` variants share their Objective-C selector with the
/// completion-handler form, so only that form is listed.
public enum DelegateProtocols {
    /// Every method of the four protocols, grouped by protocol, in Apple's documentation order.
    public static let methods: [ProtocolMethod] =
        applicationDelegate + sceneDelegate + windowSceneDelegate + notificationCenterDelegate

    /// Each method by its Swift selector.
    public static let bySwiftSelector: [String: ProtocolMethod] =
        Dictionary(methods.map { ($0.swiftSelector, $0) }, uniquingKeysWith: { first, _ in first })

    /// The methods one protocol declares itself (not those it inherits).
    public static func methods(of delegateProtocol: DelegateProtocol) -> [ProtocolMethod] {
        methods.filter { $0.declaredIn == delegateProtocol }
    }

    // Topic order of the UIApplicationDelegate page, then its "Deprecated symbols" page.
    private static let applicationDelegate: [ProtocolMethod] = {
        func m(_ swift: String, _ objc: String, _ introduced: String?,
               deprecated: String? = nil, use replacement: String? = nil) -> ProtocolMethod {
            ProtocolMethod(swiftSelector: swift, objcSelector: objc, declaredIn: .applicationDelegate,
                           introduced: introduced, deprecated: deprecated, replacement: replacement)
        }
        return [
            // Initializing the app
            m("application(_:willFinishLaunchingWithOptions:)", "application:willFinishLaunchingWithOptions:", "iOS 6.0"),
            m("application(_:didFinishLaunchingWithOptions:)", "application:didFinishLaunchingWithOptions:", "iOS 3.0"),
            // Configuring and discarding scenes
            m("application(_:configurationForConnecting:options:)",
              "application:configurationForConnectingSceneSession:options:", "iOS 13.0"),
            m("application(_:didDiscardSceneSessions:)", "application:didDiscardSceneSessions:", "iOS 13.0"),
            // Responding to app life-cycle events; iOS 26 moves these to the scene delegate.
            m("applicationDidBecomeActive(_:)", "applicationDidBecomeActive:", "iOS 2.0",
              deprecated: "iOS 26.0", use: "sceneDidBecomeActive(_:)"),
            m("applicationWillResignActive(_:)", "applicationWillResignActive:", "iOS 2.0",
              deprecated: "iOS 26.0", use: "sceneWillResignActive(_:)"),
            m("applicationDidEnterBackground(_:)", "applicationDidEnterBackground:", "iOS 4.0"),
            m("applicationWillEnterForeground(_:)", "applicationWillEnterForeground:", "iOS 4.0",
              deprecated: "iOS 26.0", use: "sceneWillEnterForeground(_:)"),
            m("applicationWillTerminate(_:)", "applicationWillTerminate:", "iOS 2.0"),
            // Responding to environment changes
            m("applicationProtectedDataDidBecomeAvailable(_:)", "applicationProtectedDataDidBecomeAvailable:", "iOS 4.0"),
            m("applicationProtectedDataWillBecomeUnavailable(_:)", "applicationProtectedDataWillBecomeUnavailable:", "iOS 4.0"),
            m("applicationDidReceiveMemoryWarning(_:)", "applicationDidReceiveMemoryWarning:", "iOS 2.0"),
            m("applicationSignificantTimeChange(_:)", "applicationSignificantTimeChange:", "iOS 2.0"),
            // Managing app state restoration
            m("application(_:shouldSaveSecureApplicationState:)", "application:shouldSaveSecureApplicationState:", "iOS 13.2"),
            m("application(_:shouldRestoreSecureApplicationState:)", "application:shouldRestoreSecureApplicationState:", "iOS 13.2"),
            m("application(_:viewControllerWithRestorationIdentifierPath:coder:)",
              "application:viewControllerWithRestorationIdentifierPath:coder:", "iOS 6.0"),
            m("application(_:willEncodeRestorableStateWith:)", "application:willEncodeRestorableStateWithCoder:", "iOS 6.0"),
            m("application(_:didDecodeRestorableStateWith:)", "application:didDecodeRestorableStateWithCoder:", "iOS 6.0"),
            // Downloading data in the background
            m("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
              "application:handleEventsForBackgroundURLSession:completionHandler:", "iOS 7.0"),
            // Handling remote notification registration
            m("application(_:didRegisterForRemoteNotificationsWithDeviceToken:)",
              "application:didRegisterForRemoteNotificationsWithDeviceToken:", "iOS 3.0"),
            m("application(_:didFailToRegisterForRemoteNotificationsWithError:)",
              "application:didFailToRegisterForRemoteNotificationsWithError:", "iOS 3.0"),
            m("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
              "application:didReceiveRemoteNotification:fetchCompletionHandler:", "iOS 7.0"),
            // Continuing user activity and handling quick actions; iOS 26 moves these to scenes too.
            m("application(_:willContinueUserActivityWithType:)", "application:willContinueUserActivityWithType:", "iOS 8.0",
              deprecated: "iOS 26.0", use: "scene(_:willContinueUserActivityWithType:)"),
            m("application(_:continue:restorationHandler:)", "application:continueUserActivity:restorationHandler:", "iOS 8.0",
              deprecated: "iOS 26.0", use: "scene(_:continue:)"),
            // Apple's page writes "scene(_:didUpdate)"; the method it means is scene(_:didUpdate:).
            m("application(_:didUpdate:)", "application:didUpdateUserActivity:", "iOS 8.0",
              deprecated: "iOS 26.0", use: "scene(_:didUpdate:)"),
            m("application(_:didFailToContinueUserActivityWithType:error:)",
              "application:didFailToContinueUserActivityWithType:error:", "iOS 8.0",
              deprecated: "iOS 26.0", use: "scene(_:didFailToContinueUserActivityWithType:error:)"),
            m("application(_:performActionFor:completionHandler:)",
              "application:performActionForShortcutItem:completionHandler:", "iOS 9.0",
              deprecated: "iOS 26.0", use: "windowScene(_:performActionFor:completionHandler:)"),
            // Interacting with WatchKit and HealthKit
            m("application(_:handleWatchKitExtensionRequest:reply:)", "application:handleWatchKitExtensionRequest:reply:", "iOS 8.2"),
            m("applicationShouldRequestHealthAuthorization(_:)", "applicationShouldRequestHealthAuthorization:", "iOS 9.0"),
            // Opening a URL-specified resource
            m("application(_:open:options:)", "application:openURL:options:", "iOS 9.0",
              deprecated: "iOS 26.0", use: "scene(_:openURLContexts:)"),
            // Disallowing specified app extension types
            m("application(_:shouldAllowExtensionPointIdentifier:)", "application:shouldAllowExtensionPointIdentifier:", "iOS 8.0"),
            // Handling SiriKit intents
            m("application(_:handlerFor:)", "application:handlerForIntent:", "iOS 14.0"),
            // Handling CloudKit invitations
            m("application(_:userDidAcceptCloudKitShareWith:)", "application:userDidAcceptCloudKitShareWithMetadata:", "iOS 10.0",
              deprecated: "iOS 26.0", use: "windowScene(_:userDidAcceptCloudKitShareWith:)"),
            // Localizing keyboard shortcuts
            m("applicationShouldAutomaticallyLocalizeKeyCommands(_:)", "applicationShouldAutomaticallyLocalizeKeyCommands:", "iOS 15.0"),
            // Managing interface geometry; iOS 27 asks each window scene instead.
            m("application(_:supportedInterfaceOrientationsFor:)", "application:supportedInterfaceOrientationsForWindow:", "iOS 6.0",
              deprecated: "iOS 27.0", use: "supportedInterfaceOrientations(for:)"),
            // Deprecated: Apple gives a replacement but no version.
            m("applicationDidFinishLaunching(_:)", "applicationDidFinishLaunching:", "iOS 2.0",
              use: "application(_:didFinishLaunchingWithOptions:)"),
            // "Deprecated symbols" page
            m("application(_:didRegister:)", "application:didRegisterUserNotificationSettings:", "iOS 8.0",
              deprecated: "iOS 10.0", use: "requestAuthorization(options:completionHandler:)"),
            // Apple names willPresent first, and didReceive for taps.
            m("application(_:didReceive:)", "application:didReceiveLocalNotification:", "iOS 4.0",
              deprecated: "iOS 10.0", use: "userNotificationCenter(_:willPresent:withCompletionHandler:)"),
            m("application(_:didReceiveRemoteNotification:)", "application:didReceiveRemoteNotification:", "iOS 3.0",
              deprecated: "iOS 10.0", use: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)"),
            m("application(_:handleActionWithIdentifier:for:completionHandler:)",
              "application:handleActionWithIdentifier:forLocalNotification:completionHandler:", "iOS 8.0",
              deprecated: "iOS 10.0", use: "userNotificationCenter(_:didReceive:withCompletionHandler:)"),
            m("application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)",
              "application:handleActionWithIdentifier:forLocalNotification:withResponseInfo:completionHandler:", "iOS 9.0",
              deprecated: "iOS 10.0", use: "userNotificationCenter(_:didReceive:withCompletionHandler:)"),
            m("application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)",
              "application:handleActionWithIdentifier:forRemoteNotification:completionHandler:", "iOS 8.0",
              deprecated: "iOS 10.0", use: "userNotificationCenter(_:didReceive:withCompletionHandler:)"),
            m("application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)",
              "application:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:", "iOS 9.0",
              deprecated: "iOS 10.0", use: "userNotificationCenter(_:didReceive:withCompletionHandler:)"),
            // Apple still names application(_:open:options:), itself deprecated in iOS 26: follow the chain.
            m("application(_:handleOpen:)", "application:handleOpenURL:", "iOS 2.0",
              deprecated: "iOS 9.0", use: "application(_:open:options:)"),
            m("application(_:open:sourceApplication:annotation:)", "application:openURL:sourceApplication:annotation:", "iOS 4.2",
              deprecated: "iOS 9.0", use: "application(_:open:options:)"),
            m("application(_:willChangeStatusBarOrientation:duration:)",
              "application:willChangeStatusBarOrientation:duration:", "iOS 2.0",
              deprecated: "iOS 13.0", use: "viewWillTransition(to:with:)"),
            m("application(_:didChangeStatusBarOrientation:)", "application:didChangeStatusBarOrientation:", "iOS 2.0",
              deprecated: "iOS 13.0", use: "viewWillTransition(to:with:)"),
            m("application(_:willChangeStatusBarFrame:)", "application:willChangeStatusBarFrame:", "iOS 2.0",
              deprecated: "iOS 13.0", use: "viewWillTransition(to:with:)"),
            m("application(_:didChangeStatusBarFrame:)", "application:didChangeStatusBarFrame:", "iOS 2.0",
              deprecated: "iOS 13.0", use: "viewWillTransition(to:with:)"),
            m("application(_:handle:completionHandler:)", "application:handleIntent:completionHandler:", "iOS 11.0",
              deprecated: "iOS 14.0", use: "application(_:handlerFor:)"),
            m("application(_:performFetchWithCompletionHandler:)", "application:performFetchWithCompletionHandler:", "iOS 7.0",
              deprecated: "iOS 13.0", use: "BGAppRefreshTask"),
            m("application(_:shouldSaveApplicationState:)", "application:shouldSaveApplicationState:", "iOS 6.0",
              deprecated: "iOS 13.2", use: "application(_:shouldSaveSecureApplicationState:)"),
            m("application(_:shouldRestoreApplicationState:)", "application:shouldRestoreApplicationState:", "iOS 6.0",
              deprecated: "iOS 13.2", use: "application(_:shouldRestoreSecureApplicationState:)"),
        ]
    }()

    // The protocol itself is iOS 13.0, so no method of it can be older.
    private static let sceneDelegate: [ProtocolMethod] = {
        func m(_ swift: String, _ objc: String) -> ProtocolMethod {
            ProtocolMethod(swiftSelector: swift, objcSelector: objc, declaredIn: .sceneDelegate, introduced: "iOS 13.0")
        }
        return [
            m("scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:"),
            m("sceneDidDisconnect(_:)", "sceneDidDisconnect:"),
            m("sceneWillEnterForeground(_:)", "sceneWillEnterForeground:"),
            m("sceneDidBecomeActive(_:)", "sceneDidBecomeActive:"),
            m("sceneWillResignActive(_:)", "sceneWillResignActive:"),
            m("sceneDidEnterBackground(_:)", "sceneDidEnterBackground:"),
            m("scene(_:openURLContexts:)", "scene:openURLContexts:"),
            m("scene(_:willContinueUserActivityWithType:)", "scene:willContinueUserActivityWithType:"),
            m("scene(_:continue:)", "scene:continueUserActivity:"),
            m("scene(_:didFailToContinueUserActivityWithType:error:)", "scene:didFailToContinueUserActivityWithType:error:"),
            m("stateRestorationActivity(for:)", "stateRestorationActivityForScene:"),
            m("scene(_:restoreInteractionStateWith:)", "scene:restoreInteractionStateWithUserActivity:"),
            m("scene(_:didUpdate:)", "scene:didUpdateUserActivity:"),
        ]
    }()

    private static let windowSceneDelegate: [ProtocolMethod] = {
        func m(_ swift: String, _ objc: String, _ introduced: String?,
               deprecated: String? = nil, use replacement: String? = nil) -> ProtocolMethod {
            ProtocolMethod(swiftSelector: swift, objcSelector: objc, declaredIn: .windowSceneDelegate,
                           introduced: introduced, deprecated: deprecated, replacement: replacement)
        }
        return [
            m("windowScene(_:didUpdateEffectiveGeometry:)", "windowScene:didUpdateEffectiveGeometry:", "iOS 26.0"),
            m("windowScene(_:performActionFor:completionHandler:)",
              "windowScene:performActionForShortcutItem:completionHandler:", "iOS 13.0"),
            m("windowScene(_:userDidAcceptCloudKitShareWith:)", "windowScene:userDidAcceptCloudKitShareWithMetadata:", "iOS 13.0"),
            m("supportedInterfaceOrientations(for:)", "supportedInterfaceOrientationsForWindowScene:", "iOS 27.0"),
            m("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
              "windowScene:didUpdateCoordinateSpace:interfaceOrientation:traitCollection:", "iOS 13.0",
              deprecated: "iOS 26.0", use: "windowScene(_:didUpdateEffectiveGeometry:)"),
            m("preferredWindowingControlStyle(for:)", "preferredWindowingControlStyleForScene:", "iOS 26.0"),
        ]
    }()

    private static let notificationCenterDelegate: [ProtocolMethod] = {
        func m(_ swift: String, _ objc: String, _ introduced: String) -> ProtocolMethod {
            ProtocolMethod(swiftSelector: swift, objcSelector: objc, declaredIn: .notificationCenterDelegate,
                           introduced: introduced)
        }
        return [
            m("userNotificationCenter(_:didReceive:withCompletionHandler:)",
              "userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:", "iOS 10.0"),
            m("userNotificationCenter(_:willPresent:withCompletionHandler:)",
              "userNotificationCenter:willPresentNotification:withCompletionHandler:", "iOS 10.0"),
            m("userNotificationCenter(_:openSettingsFor:)", "userNotificationCenter:openSettingsForNotification:", "iOS 12.0"),
        ]
    }()
}
