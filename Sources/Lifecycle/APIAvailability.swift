// API availability as data (issue 16, "Every sentence true").
//
// Every API the English pages name in inline code, and every method of the four delegate
// protocols in `DelegateProtocols`, with the versions Apple's documentation page lists for
// each platform. This file is self-contained: it depends on nothing else in the module.
//
// How the data was read:
// - Versions are written as Apple shows them on the page ("2.0", "13.1", "26.0").
// - A platform is in `platforms` only if the page lists it. A page that lists a platform
//   without a version ("tvOS" with no number, as several UIApplication notification pages
//   do) gives `Versions.listed`, where every field is `nil`.
// - A page that shows "iOS 2.0–26.0" gives `introduced: "2.0", deprecated: "26.0"`. No page
//   read gives an obsoleted version, so `obsoleted` is `nil` throughout; it stays in the
//   model for the day one does.
// - `replacement` is what Apple names instead: the page's deprecation note, or, for the
//   `UIApplication.LaunchOptionsKey` keys and `UILocalNotification`, the deprecation
//   message of the UIKit header the page is generated from.
// - `source` is the documentation page the versions come from.
// - `APICatalogue.unconfirmed` lists the names whose availability no Apple page in reach
//   confirmed; see its comment.

/// A platform Apple's documentation pages list availability for.
public enum Platform: String, CaseIterable, Sendable { case iOS, iPadOS, macCatalyst = "Mac Catalyst", tvOS, visionOS }

/// The availability of one API, as its Apple documentation page lists it.
public struct APIAvailability: Sendable, Hashable {
    /// The versions of one platform. All `nil`: the page lists the platform without a version.
    public struct Versions: Sendable, Hashable {
        public let introduced: String?
        public let deprecated: String?
        public let obsoleted: String?

        public init(introduced: String?, deprecated: String? = nil, obsoleted: String? = nil) {
            self.introduced = introduced
            self.deprecated = deprecated
            self.obsoleted = obsoleted
        }

        /// The page lists the platform but gives no version.
        public static let listed = Versions(introduced: nil)
    }

    /// What kind of API the name is, after the role Apple's page gives it.
    public enum Kind: String, CaseIterable, Sendable {
        /// An instance or protocol method, named by its Swift selector.
        case method
        case initializer
        /// A free function, such as `UIApplicationMain`.
        case function
        /// A `Notification.Name`, named with its type: `UIApplication.didBecomeActiveNotification`.
        case notification
        /// A class, structure, enumeration or protocol.
        case type
        /// An instance or type property, including the `UIApplication.LaunchOptionsKey` constants.
        case property
        case enumCase
        /// A key of the information property list (`Info.plist`).
        case plistKey
        /// A Swift attribute, such as `@main`.
        case attribute
    }

    /// The name as the pages write it: a Swift selector `applicationDidBecomeActive(_:)`, a type
    /// `UIScene.ConnectionOptions`, a member `UIApplication.applicationState`, a notification
    /// `UIApplication.didBecomeActiveNotification`, a key `UIApplicationSceneManifest`.
    public let name: String
    public let kind: Kind
    /// The platforms the page lists; a platform it does not list is absent.
    public let platforms: [Platform: Versions]
    /// For deprecated APIs, what Apple names instead.
    public let replacement: String?
    /// The Apple documentation URL the versions come from.
    public let source: String

    public init(name: String, kind: Kind, platforms: [Platform: Versions], replacement: String? = nil, source: String) {
        self.name = name
        self.kind = kind
        self.platforms = platforms
        self.replacement = replacement
        self.source = source
    }

    /// The versions for one platform, or `nil` if the page does not list it.
    public func versions(on platform: Platform) -> Versions? { platforms[platform] }

    /// Whether the page lists the API as deprecated on that platform.
    public func isDeprecated(on platform: Platform) -> Bool { platforms[platform]?.deprecated != nil }

    /// Whether the page lists the API as deprecated on at least one platform.
    public var isDeprecatedAnywhere: Bool { platforms.values.contains { $0.deprecated != nil } }
}

/// The availability of every API the site names.
public enum APICatalogue {
    /// The API a name stands for: the entry of that name, else the entry an alias in
    /// `aliases` points to, else the only entry whose name ends in `.` plus the name
    /// (`didReceiveMemoryWarning()` finds `UIViewController.didReceiveMemoryWarning()`).
    public static func named(_ name: String) -> APIAvailability? {
        if let entry = byName[name] { return entry }
        if let target = aliases[name] { return byName[target] }
        let member = name.hasPrefix(".") ? name : "." + name
        let matches = byMember[member] ?? []
        return matches.count == 1 ? matches[0] : nil
    }

    /// The entries by each ending of their names that starts at a `.` (`.didReceiveMemoryWarning()`,
    /// `.UIViewController.didReceiveMemoryWarning()` has none other): the entries whose name ends
    /// in a member, found without comparing every entry's name (each code span of every page not
    /// named exactly is looked up so).
    static let byMember: [String: [APIAvailability]] = {
        var byMember: [String: [APIAvailability]] = [:]
        for entry in entries {
            var ending = Substring(entry.name)
            while let dot = ending.firstIndex(of: ".") {
                byMember[String(ending[dot...]), default: []].append(entry)
                ending = ending[ending.index(after: dot)...]
            }
        }
        return byMember
    }()

    /// Each entry by its name.
    public static let byName: [String: APIAvailability] =
        Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })

    /// Other spellings the pages use, each mapped to an entry's name: short forms that
    /// would be ambiguous (`shortcutItem`), and expressions around an API
    /// (`UIApplication.shared.applicationState`, `connectionOptions.urlContexts`).
    public static let aliases: [String: String] = [
        "UIApplication.shared.applicationState": "UIApplication.applicationState",
        "UIApplication.shared.delegate": "UIApplication.delegate",
        "session.stateRestorationActivity": "UISceneSession.stateRestorationActivity",
        "connectionOptions.urlContexts": "UIScene.ConnectionOptions.urlContexts",
        "connectionOptions.userActivities": "UIScene.ConnectionOptions.userActivities",
        "connectionOptions.notificationResponse": "UIScene.ConnectionOptions.notificationResponse",
        "connectionOptions.shortcutItem": "UIScene.ConnectionOptions.shortcutItem",
        // Bare, the pages use it among the connection options (life-cycle/app-launch.md).
        "shortcutItem": "UIScene.ConnectionOptions.shortcutItem",
        // With a leading dot, the pages use it among the launch options keys.
        ".shortcutItem": "UIApplication.LaunchOptionsKey.shortcutItem",
        "launchOptions[.shortcutItem]": "UIApplication.LaunchOptionsKey.shortcutItem",
        // Bare notification names on the pages are the UIApplication ones.
        "didEnterBackgroundNotification": "UIApplication.didEnterBackgroundNotification",
        "willEnterForegroundNotification": "UIApplication.willEnterForegroundNotification",
        "UISceneConfiguration(name:sessionRole:)": "UISceneConfiguration.init(name:sessionRole:)",
        "scene:willConnectToSession:options:": "scene(_:willConnectTo:options:)",
        "scenePhase": "EnvironmentValues.scenePhase",
    ]

    /// Names whose availability no Apple page confirmed, with what the entry holds instead:
    /// - `application(_:didReceive:)` (`application:didReceiveLocalNotification:`): its page is
    ///   not among those searched; the iOS versions are those of `DelegateProtocols`, iPadOS
    ///   repeats them as Apple does for APIs older than iPadOS 13, and no other platform is
    ///   recorded.
    /// - `UISceneConfigurationName` (under `UIWindowSceneSessionRoleApplication`): its page is
    ///   not among those searched; no platform is recorded. The source is the address Apple's
    ///   `UIWindowSceneSessionRoleApplication` page links to.
    /// - `@main`: a Swift attribute, not an SDK symbol; Apple's pages give it no availability.
    ///   The source is the `UIApplicationDelegate.main()` page, which describes it.
    public static let unconfirmed: Set<String> = [
        "application(_:didReceive:)",
        "UISceneConfigurationName",
        "@main",
    ]

    private static func v(_ introduced: String, deprecated: String? = nil) -> APIAvailability.Versions {
        APIAvailability.Versions(introduced: introduced, deprecated: deprecated)
    }

    private static func api(
        _ name: String, _ kind: APIAvailability.Kind, _ platforms: [Platform: APIAvailability.Versions],
        replacement: String? = nil, source: String
    ) -> APIAvailability {
        APIAvailability(name: name, kind: kind, platforms: platforms, replacement: replacement, source: source)
    }

    /// Every API, grouped by kind; the delegate methods in the order of `DelegateProtocols`.
    public static let entries: [APIAvailability] = [

        // MARK: Methods of UIApplicationDelegate, in the order of DelegateProtocols
        api("application(_:willFinishLaunchingWithOptions:)", .method, [.iOS: v("6.0"), .iPadOS: v("6.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willfinishlaunchingwithoptions:)"),
        api("application(_:didFinishLaunchingWithOptions:)", .method, [.iOS: v("3.0"), .iPadOS: v("3.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfinishlaunchingwithoptions:)"),
        api("application(_:configurationForConnecting:options:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:configurationforconnecting:options:)"),
        api("application(_:didDiscardSceneSessions:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddiscardscenesessions:)"),
        api("applicationDidBecomeActive(_:)", .method, [.iOS: v("2.0", deprecated: "26.0"), .iPadOS: v("2.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "sceneDidBecomeActive(_:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidbecomeactive(_:)"),
        api("applicationWillResignActive(_:)", .method, [.iOS: v("2.0", deprecated: "26.0"), .iPadOS: v("2.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "sceneWillResignActive(_:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillresignactive(_:)"),
        api("applicationDidEnterBackground(_:)", .method, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "sceneDidEnterBackground(_:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidenterbackground(_:)"),
        api("applicationWillEnterForeground(_:)", .method, [.iOS: v("4.0", deprecated: "26.0"), .iPadOS: v("4.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "sceneWillEnterForeground(_:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillenterforeground(_:)"),
        api("applicationWillTerminate(_:)", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationwillterminate(_:)"),
        api("applicationProtectedDataDidBecomeAvailable(_:)", .method, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatadidbecomeavailable(_:)"),
        api("applicationProtectedDataWillBecomeUnavailable(_:)", .method, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationprotecteddatawillbecomeunavailable(_:)"),
        api("applicationDidReceiveMemoryWarning(_:)", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidreceivememorywarning(_:)"),
        api("applicationSignificantTimeChange(_:)", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationsignificanttimechange(_:)"),
        api("application(_:shouldSaveSecureApplicationState:)", .method, [.iOS: v("13.2"), .iPadOS: v("13.2"), .macCatalyst: v("13.2"), .tvOS: v("13.2"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldsavesecureapplicationstate:)"),
        api("application(_:shouldRestoreSecureApplicationState:)", .method, [.iOS: v("13.2"), .iPadOS: v("13.2"), .macCatalyst: v("13.2"), .tvOS: v("13.2"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldrestoresecureapplicationstate:)"),
        api("application(_:viewControllerWithRestorationIdentifierPath:coder:)", .method, [.iOS: v("6.0"), .iPadOS: v("6.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:viewcontrollerwithrestorationidentifierpath:coder:)"),
        api("application(_:willEncodeRestorableStateWith:)", .method, [.iOS: v("6.0"), .iPadOS: v("6.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willencoderestorablestatewith:)"),
        api("application(_:didDecodeRestorableStateWith:)", .method, [.iOS: v("6.0"), .iPadOS: v("6.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:diddecoderestorablestatewith:)"),
        api("application(_:handleEventsForBackgroundURLSession:completionHandler:)", .method, [.iOS: v("7.0"), .iPadOS: v("7.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleeventsforbackgroundurlsession:completionhandler:)"),
        api("application(_:didRegisterForRemoteNotificationsWithDeviceToken:)", .method, [.iOS: v("3.0"), .iPadOS: v("3.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregisterforremotenotificationswithdevicetoken:)"),
        api("application(_:didFailToRegisterForRemoteNotificationsWithError:)", .method, [.iOS: v("3.0"), .iPadOS: v("3.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtoregisterforremotenotificationswitherror:)"),
        api("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)", .method, [.iOS: v("7.0"), .iPadOS: v("7.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:fetchcompletionhandler:)"),
        api("application(_:willContinueUserActivityWithType:)", .method, [.iOS: v("8.0", deprecated: "26.0"), .iPadOS: v("8.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "scene(_:willContinueUserActivityWithType:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willcontinueuseractivitywithtype:)"),
        api("application(_:continue:restorationHandler:)", .method, [.iOS: v("8.0", deprecated: "26.0"), .iPadOS: v("8.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "scene(_:continue:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:continue:restorationhandler:)"),
        api("application(_:didUpdate:)", .method, [.iOS: v("8.0", deprecated: "26.0"), .iPadOS: v("8.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "scene(_:didUpdate:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didupdate:)"),
        api("application(_:didFailToContinueUserActivityWithType:error:)", .method, [.iOS: v("8.0", deprecated: "26.0"), .iPadOS: v("8.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "scene(_:didFailToContinueUserActivityWithType:error:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didfailtocontinueuseractivitywithtype:error:)"),
        api("application(_:performActionFor:completionHandler:)", .method, [.iOS: v("9.0", deprecated: "26.0"), .iPadOS: v("9.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "windowScene(_:performActionFor:completionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performactionfor:completionhandler:)"),
        api("application(_:handleWatchKitExtensionRequest:reply:)", .method, [.iOS: v("8.2"), .iPadOS: v("8.2"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handlewatchkitextensionrequest:reply:)"),
        api("applicationShouldRequestHealthAuthorization(_:)", .method, [.iOS: v("9.0"), .iPadOS: v("9.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationshouldrequesthealthauthorization(_:)"),
        api("application(_:open:options:)", .method, [.iOS: v("9.0", deprecated: "26.0"), .iPadOS: v("9.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "scene(_:openURLContexts:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:options:)"),
        api("application(_:shouldAllowExtensionPointIdentifier:)", .method, [.iOS: v("8.0"), .iPadOS: v("8.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldallowextensionpointidentifier:)"),
        api("application(_:handlerFor:)", .method, [.iOS: v("14.0"), .iPadOS: v("14.0"), .macCatalyst: v("14.0"), .tvOS: v("14.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handlerfor:)"),
        api("application(_:userDidAcceptCloudKitShareWith:)", .method, [.iOS: v("10.0", deprecated: "26.0"), .iPadOS: v("10.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("10.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "windowScene(_:userDidAcceptCloudKitShareWith:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:userdidacceptcloudkitsharewith:)"),
        api("applicationShouldAutomaticallyLocalizeKeyCommands(_:)", .method, [.iOS: v("15.0"), .iPadOS: v("15.0"), .macCatalyst: v("15.0"), .tvOS: v("15.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationshouldautomaticallylocalizekeycommands(_:)"),
        api("application(_:supportedInterfaceOrientationsFor:)", .method, [.iOS: v("6.0", deprecated: "27.0"), .iPadOS: v("6.0", deprecated: "27.0"), .macCatalyst: v("13.1", deprecated: "27.0"), .visionOS: v("1.0", deprecated: "27.0")],
            replacement: "supportedInterfaceOrientations(for:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:supportedinterfaceorientationsfor:)"),
        api("applicationDidFinishLaunching(_:)", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            replacement: "application(_:didFinishLaunchingWithOptions:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/applicationdidfinishlaunching(_:)"),
        api("application(_:didRegister:)", .method, [.iOS: v("8.0", deprecated: "10.0"), .iPadOS: v("8.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "requestAuthorization(options:completionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didregister:)"),
        api("application(_:didReceive:)", .method, [.iOS: v("4.0", deprecated: "10.0"), .iPadOS: v("4.0", deprecated: "10.0")],
            replacement: "userNotificationCenter(_:willPresent:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceive:)"),
        api("application(_:didReceiveRemoteNotification:)", .method, [.iOS: v("3.0", deprecated: "10.0"), .iPadOS: v("3.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1"), .tvOS: .listed],
            replacement: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didreceiveremotenotification:)"),
        api("application(_:handleActionWithIdentifier:for:completionHandler:)", .method, [.iOS: v("8.0", deprecated: "10.0"), .iPadOS: v("8.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:for:completionhandler:)"),
        api("application(_:handleActionWithIdentifier:for:withResponseInfo:completionHandler:)", .method, [.iOS: v("9.0", deprecated: "10.0"), .iPadOS: v("9.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:for:withresponseinfo:completionhandler:)"),
        api("application(_:handleActionWithIdentifier:forRemoteNotification:completionHandler:)", .method, [.iOS: v("8.0", deprecated: "10.0"), .iPadOS: v("8.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:completionhandler:)"),
        api("application(_:handleActionWithIdentifier:forRemoteNotification:withResponseInfo:completionHandler:)", .method, [.iOS: v("9.0", deprecated: "10.0"), .iPadOS: v("9.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleactionwithidentifier:forremotenotification:withresponseinfo:completionhandler:)"),
        api("application(_:handleOpen:)", .method, [.iOS: v("2.0", deprecated: "9.0"), .iPadOS: v("2.0", deprecated: "9.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "application(_:open:options:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handleopen:)"),
        api("application(_:open:sourceApplication:annotation:)", .method, [.iOS: v("4.2", deprecated: "9.0"), .iPadOS: v("4.2", deprecated: "9.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "application(_:open:options:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:open:sourceapplication:annotation:)"),
        api("application(_:willChangeStatusBarOrientation:duration:)", .method, [.iOS: v("2.0", deprecated: "13.0"), .iPadOS: v("2.0", deprecated: "13.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "viewWillTransition(to:with:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willchangestatusbarorientation:duration:)"),
        api("application(_:didChangeStatusBarOrientation:)", .method, [.iOS: v("2.0", deprecated: "13.0"), .iPadOS: v("2.0", deprecated: "13.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "viewWillTransition(to:with:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didchangestatusbarorientation:)"),
        api("application(_:willChangeStatusBarFrame:)", .method, [.iOS: v("2.0", deprecated: "13.0"), .iPadOS: v("2.0", deprecated: "13.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "viewWillTransition(to:with:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:willchangestatusbarframe:)"),
        api("application(_:didChangeStatusBarFrame:)", .method, [.iOS: v("2.0", deprecated: "13.0"), .iPadOS: v("2.0", deprecated: "13.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "viewWillTransition(to:with:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:didchangestatusbarframe:)"),
        api("application(_:handle:completionHandler:)", .method, [.iOS: v("11.0", deprecated: "14.0"), .iPadOS: v("11.0", deprecated: "14.0"), .macCatalyst: v("13.1", deprecated: "14.0"), .tvOS: v("11.0", deprecated: "14.0"), .visionOS: v("1.0", deprecated: "1.0")],
            replacement: "application(_:handlerFor:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:handle:completionhandler:)"),
        api("application(_:performFetchWithCompletionHandler:)", .method, [.iOS: v("7.0", deprecated: "13.0"), .iPadOS: v("7.0", deprecated: "13.0"), .macCatalyst: v("13.1", deprecated: "13.1"), .tvOS: v("11.0", deprecated: "13.0")],
            replacement: "BGAppRefreshTask",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:performfetchwithcompletionhandler:)"),
        api("application(_:shouldSaveApplicationState:)", .method, [.iOS: v("6.0", deprecated: "13.2"), .iPadOS: v("6.0", deprecated: "13.2"), .macCatalyst: v("13.1", deprecated: "13.2"), .tvOS: .listed],
            replacement: "application(_:shouldSaveSecureApplicationState:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldsaveapplicationstate:)"),
        api("application(_:shouldRestoreApplicationState:)", .method, [.iOS: v("6.0", deprecated: "13.2"), .iPadOS: v("6.0", deprecated: "13.2"), .macCatalyst: v("13.1", deprecated: "13.2"), .tvOS: .listed],
            replacement: "application(_:shouldRestoreSecureApplicationState:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/application(_:shouldrestoreapplicationstate:)"),

        // MARK: Methods of UISceneDelegate, in the order of DelegateProtocols
        api("scene(_:willConnectTo:options:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)"),
        api("sceneDidDisconnect(_:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenediddisconnect(_:)"),
        api("sceneWillEnterForeground(_:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillenterforeground(_:)"),
        api("sceneDidBecomeActive(_:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)"),
        api("sceneWillResignActive(_:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenewillresignactive(_:)"),
        api("sceneDidEnterBackground(_:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidenterbackground(_:)"),
        api("scene(_:openURLContexts:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:openurlcontexts:)"),
        api("scene(_:willContinueUserActivityWithType:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willcontinueuseractivitywithtype:)"),
        api("scene(_:continue:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:continue:)"),
        api("scene(_:didFailToContinueUserActivityWithType:error:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didfailtocontinueuseractivitywithtype:error:)"),
        api("stateRestorationActivity(for:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/staterestorationactivity(for:)"),
        api("scene(_:restoreInteractionStateWith:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:restoreinteractionstatewith:)"),
        api("scene(_:didUpdate:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:didupdate:)"),

        // MARK: Methods of UIWindowSceneDelegate, in the order of DelegateProtocols
        api("windowScene(_:didUpdateEffectiveGeometry:)", .method, [.iOS: v("26.0"), .iPadOS: v("26.0"), .macCatalyst: v("26.0"), .tvOS: v("26.0"), .visionOS: v("26.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdateeffectivegeometry:)"),
        api("windowScene(_:performActionFor:completionHandler:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:performactionfor:completionhandler:)"),
        api("windowScene(_:userDidAcceptCloudKitShareWith:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:userdidacceptcloudkitsharewith:)"),
        api("supportedInterfaceOrientations(for:)", .method, [.iOS: v("27.0"), .iPadOS: v("27.0"), .macCatalyst: v("27.0"), .visionOS: v("27.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/supportedinterfaceorientations(for:)"),
        api("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", .method, [.iOS: v("13.0", deprecated: "26.0"), .iPadOS: v("13.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "windowScene(_:didUpdateEffectiveGeometry:)",
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/windowscene(_:didupdate:interfaceorientation:traitcollection:)"),
        api("preferredWindowingControlStyle(for:)", .method, [.iOS: v("26.0"), .iPadOS: v("26.0"), .macCatalyst: v("26.0"), .tvOS: v("26.0"), .visionOS: v("26.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/preferredwindowingcontrolstyle(for:)"),

        // MARK: Methods of UNUserNotificationCenterDelegate, in the order of DelegateProtocols
        api("userNotificationCenter(_:didReceive:withCompletionHandler:)", .method, [.iOS: v("10.0"), .iPadOS: v("10.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:)"),
        api("userNotificationCenter(_:willPresent:withCompletionHandler:)", .method, [.iOS: v("10.0"), .iPadOS: v("10.0"), .macCatalyst: v("13.1"), .tvOS: v("10.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:)"),
        api("userNotificationCenter(_:openSettingsFor:)", .method, [.iOS: v("12.0"), .iPadOS: v("12.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:opensettingsfor:)"),

        // MARK: Other methods
        api("UIViewController.didReceiveMemoryWarning()", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiviewcontroller/didreceivememorywarning()"),
        api("UIApplication.registerForRemoteNotifications()", .method, [.iOS: v("8.0"), .iPadOS: v("8.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/registerforremotenotifications()"),
        api("UIApplicationDelegate.main()", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()"),
        api("UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)", .method, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessiondestruction(_:options:errorhandler:)"),
        api("UIApplication.requestSceneSessionActivation(_:userActivity:options:errorHandler:)", .method, [.iOS: v("13.0", deprecated: "27.0"), .iPadOS: v("13.0", deprecated: "27.0"), .macCatalyst: v("13.1", deprecated: "27.0"), .tvOS: v("13.0", deprecated: "27.0"), .visionOS: v("1.0", deprecated: "27.0")],
            replacement: "activateSceneSession(for:errorHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/requestscenesessionactivation(_:useractivity:options:errorhandler:)"),
        api("UIApplication.activateSceneSession(for:errorHandler:)", .method, [.iOS: v("17.0"), .iPadOS: v("17.0"), .macCatalyst: .listed, .tvOS: v("17.0"), .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/activatescenesession(for:errorhandler:)"),
        api("UIApplication.sendAction(_:to:from:for:)", .method, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/sendaction(_:to:from:for:)"),

        // MARK: Initializers
        api("UISceneConfiguration.init(name:sessionRole:)", .initializer, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uisceneconfiguration/init(name:sessionrole:)"),

        // MARK: Functions
        api("UIApplicationMain", .function, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationmain(_:_:_:_:)-1yub7"),

        // MARK: Notifications
        api("UIApplication.willEnterForegroundNotification", .notification, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/willenterforegroundnotification"),
        api("UIApplication.willTerminateNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/willterminatenotification"),
        api("UIApplication.protectedDataDidBecomeAvailableNotification", .notification, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/protecteddatadidbecomeavailablenotification"),
        api("UIApplication.protectedDataWillBecomeUnavailableNotification", .notification, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/protecteddatawillbecomeunavailablenotification"),
        api("UIApplication.significantTimeChangeNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/significanttimechangenotification"),
        api("UIScene.willConnectNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/willconnectnotification"),
        api("UIScene.didDisconnectNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/diddisconnectnotification"),
        api("UIScene.didEnterBackgroundNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/didenterbackgroundnotification"),
        api("UIApplication.didBecomeActiveNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/didbecomeactivenotification"),
        api("UIApplication.willResignActiveNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/willresignactivenotification"),
        api("UIApplication.didEnterBackgroundNotification", .notification, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/didenterbackgroundnotification"),
        api("UIApplication.didReceiveMemoryWarningNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/didreceivememorywarningnotification"),
        api("UIApplication.didFinishLaunchingNotification", .notification, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/didfinishlaunchingnotification"),
        api("UIScene.willEnterForegroundNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/willenterforegroundnotification"),
        api("UIScene.willDeactivateNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/willdeactivatenotification"),
        api("UIScene.didActivateNotification", .notification, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/didactivatenotification"),

        // MARK: Types and protocols
        api("UILocalNotification", .type, [.iOS: v("4.0", deprecated: "10.0"), .iPadOS: v("4.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "UNNotificationRequest",
            source: "https://developer.apple.com/documentation/uikit/uilocalnotification"),
        api("UIScene.ConnectionOptions", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions"),
        api("UISceneDelegate", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenedelegate"),
        api("UIWindowSceneDelegate", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate"),
        api("UNUserNotificationCenterDelegate", .type, [.iOS: v("10.0"), .iPadOS: v("10.0"), .macCatalyst: v("13.1"), .tvOS: v("10.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate"),
        api("UIScene", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene"),
        api("UIApplication.State", .type, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/state"),
        api("UIApplication", .type, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication"),
        api("UIApplicationDelegate", .type, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate"),
        api("NSUserActivity", .type, [.iOS: v("8.0"), .iPadOS: v("8.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/foundation/nsuseractivity"),
        api("URLSession", .type, [.iOS: v("7.0"), .iPadOS: v("7.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/foundation/urlsession"),
        api("UNUserNotificationCenter", .type, [.iOS: v("10.0"), .iPadOS: v("10.0"), .macCatalyst: v("13.1"), .tvOS: v("10.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/usernotifications/unusernotificationcenter"),
        api("UIResponder", .type, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiresponder"),
        api("UIWindowScene", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscene"),
        api("UIWindow", .type, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindow"),
        api("UISceneSession", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenesession"),
        api("UIScene.ActivationState", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/activationstate-swift.enum"),
        api("UIApplication.LaunchOptionsKey", .type, [.iOS: .listed, .iPadOS: .listed, .macCatalyst: .listed, .tvOS: .listed, .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey"),
        api("UIApplicationShortcutItem", .type, [.iOS: v("9.0"), .iPadOS: v("9.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem"),
        api("UISceneConfiguration", .type, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uisceneconfiguration"),
        api("UISceneSessionActivationRequest", .type, [.iOS: v("17.0"), .iPadOS: v("17.0"), .macCatalyst: .listed, .tvOS: v("17.0"), .visionOS: .listed],
            source: "https://developer.apple.com/documentation/uikit/uiscenesessionactivationrequest-swift.struct"),
        api("App", .type, [.iOS: v("14.0"), .iPadOS: v("14.0"), .macCatalyst: v("14.0"), .tvOS: v("14.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/swiftui/app"),
        api("ScenePhase", .type, [.iOS: v("14.0"), .iPadOS: v("14.0"), .macCatalyst: v("14.0"), .tvOS: v("14.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/swiftui/scenephase"),

        // MARK: Properties and constants
        api("UISceneSession.configuration", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenesession/configuration"),
        api("UIViewController.restorationIdentifier", .property, [.iOS: v("6.0"), .iPadOS: v("6.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiviewcontroller/restorationidentifier"),
        api("UIScene.ConnectionOptions.shortcutItem", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/shortcutitem"),
        api("UIApplication.LaunchOptionsKey.localNotification", .property, [.iOS: v("4.0", deprecated: "10.0"), .iPadOS: v("4.0", deprecated: "10.0"), .macCatalyst: v("13.1", deprecated: "13.1")],
            replacement: "userNotificationCenter(_:didReceive:withCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/localnotification"),
        api("UIScene.ConnectionOptions.urlContexts", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/urlcontexts"),
        api("UISceneSession.stateRestorationActivity", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenesession/staterestorationactivity"),
        api("UIApplication.shared", .property, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/shared"),
        api("UIApplication.applicationState", .property, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/applicationstate"),
        api("UIApplication.delegate", .property, [.iOS: v("2.0"), .iPadOS: v("2.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/delegate"),
        api("NSUserActivity.webpageURL", .property, [.iOS: v("8.0"), .iPadOS: v("8.0"), .macCatalyst: v("13.1"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/foundation/nsuseractivity/webpageurl"),
        api("UISceneSession.userInfo", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscenesession/userinfo"),
        api("UIApplication.LaunchOptionsKey.url", .property, [.iOS: v("3.0", deprecated: "26.0"), .iPadOS: v("3.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "UIScene.ConnectionOptions.urlContexts",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/url"),
        api("UIApplication.LaunchOptionsKey.sourceApplication", .property, [.iOS: v("3.0", deprecated: "26.0"), .iPadOS: v("3.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "UIScene.ConnectionOptions.sourceApplication",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/sourceapplication"),
        api("UIApplication.LaunchOptionsKey.shortcutItem", .property, [.iOS: v("3.0", deprecated: "26.0"), .iPadOS: v("3.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "UIScene.ConnectionOptions.shortcutItem",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/shortcutitem"),
        api("UIApplication.LaunchOptionsKey.remoteNotification", .property, [.iOS: v("3.0", deprecated: "26.0"), .iPadOS: v("3.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/remotenotification"),
        api("UIApplication.LaunchOptionsKey.location", .property, [.iOS: v("4.0", deprecated: "26.0"), .iPadOS: v("4.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "CLLocationUpdate",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/location"),
        api("UIApplication.LaunchOptionsKey.bluetoothCentrals", .property, [.iOS: v("7.0", deprecated: "26.0"), .iPadOS: v("7.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/bluetoothcentrals"),
        api("UIApplication.LaunchOptionsKey.userActivityDictionary", .property, [.iOS: v("8.0", deprecated: "26.0"), .iPadOS: v("8.0", deprecated: "26.0"), .macCatalyst: v("13.1", deprecated: "26.0"), .tvOS: v("9.0", deprecated: "26.0"), .visionOS: v("1.0", deprecated: "26.0")],
            replacement: "UIScene.ConnectionOptions.userActivities",
            source: "https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey/useractivitydictionary"),
        api("UIScene.ConnectionOptions.userActivities", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/useractivities"),
        api("UIScene.ConnectionOptions.notificationResponse", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiscene/connectionoptions/notificationresponse"),
        api("UISceneConfiguration.delegateClass", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uisceneconfiguration/delegateclass"),
        api("UISceneConfiguration.storyboard", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uisceneconfiguration/storyboard"),
        api("UIWindowSceneDelegate.window", .property, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.1"), .tvOS: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiwindowscenedelegate/window"),
        api("EnvironmentValues.scenePhase", .property, [.iOS: v("14.0"), .iPadOS: v("14.0"), .macCatalyst: v("14.0"), .tvOS: v("14.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/swiftui/environmentvalues/scenephase"),

        // MARK: Enumeration cases
        api("UIApplication.State.background", .enumCase, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/state/background"),
        api("UIApplication.State.active", .enumCase, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/state/active"),
        api("UIApplication.State.inactive", .enumCase, [.iOS: v("4.0"), .iPadOS: v("4.0"), .macCatalyst: v("13.1"), .tvOS: .listed, .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/uikit/uiapplication/state/inactive"),

        // MARK: Information property list keys
        api("UIApplicationSceneManifest", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest"),
        api("UIApplicationSupportsMultipleScenes", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uiapplicationsupportsmultiplescenes"),
        api("UISceneConfigurations", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations"),
        api("UIWindowSceneSessionRoleApplication", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations/uiwindowscenesessionroleapplication"),
        api("UISceneDelegateClassName", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations/uiwindowscenesessionroleapplication/uiscenedelegateclassname"),
        api("UISceneStoryboardFile", .plistKey, [.iOS: v("13.0"), .iPadOS: v("13.0"), .macCatalyst: v("13.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations/uiwindowscenesessionroleapplication/uiscenestoryboardfile"),
        api("UISceneConfigurationName", .plistKey, [:],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest/uisceneconfigurations/uiwindowscenesessionroleapplication/uisceneconfigurationname"),
        api("UIBackgroundModes", .plistKey, [.iOS: v("4.0"), .iPadOS: v("4.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uibackgroundmodes"),
        api("UIApplicationExitsOnSuspend", .plistKey, [.iOS: v("4.0", deprecated: "13.0"), .iPadOS: v("4.0", deprecated: "13.0"), .tvOS: v("9.0", deprecated: "13.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationexitsonsuspend"),
        api("UIMainStoryboardFile", .plistKey, [.iOS: v("5.0"), .iPadOS: v("5.0"), .tvOS: v("9.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uimainstoryboardfile"),
        api("NSMainNibFile", .plistKey, [.iOS: v("2.0"), .iPadOS: v("2.0"), .tvOS: v("9.0"), .visionOS: v("1.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/nsmainnibfile"),
        api("UILaunchStoryboardName", .plistKey, [.iOS: v("9.0"), .iPadOS: v("9.0"), .tvOS: v("9.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchstoryboardname"),
        api("UILaunchScreen", .plistKey, [.iOS: v("14.0"), .iPadOS: v("14.0")],
            source: "https://developer.apple.com/documentation/bundleresources/information-property-list/uilaunchscreen"),

        // MARK: Swift attributes
        api("@main", .attribute, [:],
            source: "https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()"),
    ]
}
