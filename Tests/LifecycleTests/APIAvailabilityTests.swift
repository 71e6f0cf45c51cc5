import Lifecycle
import Testing

/// The API availability catalogue (issue 16): its shape, and spot checks against Apple's pages.
@Suite("API availability catalogue")
struct APIAvailabilityTests {
    private let all = APICatalogue.entries

    /// Deprecated APIs for which Apple names nothing instead.
    private static let deprecatedWithoutReplacement: Set<String> = [
        // The header says to store restoration identifiers and reinstantiate the central
        // managers, but names no API.
        "UIApplication.LaunchOptionsKey.bluetoothCentrals",
        // The key's page has no text beyond its summary.
        "UIApplicationExitsOnSuspend",
    ]

    /// Not deprecated on any platform, yet Apple names something else to use.
    private static let replacedWithoutDeprecation: Set<String> = [
        // "Don't use this method": Apple names the launch methods but gives no version.
        "applicationDidFinishLaunching(_:)",
    ]

    /// Every API named in inline code on the English pages when the catalogue was made,
    /// in the spelling the pages use (plain Swift, file names and event ids left out).
    private static let namedOnPages: [String] = [
        ".background", ".bluetoothCentrals", ".inactive", ".localNotification", ".location",
        ".remoteNotification", ".shortcutItem", ".sourceApplication", ".url", ".userActivityDictionary",
        "@main", "App", "NSMainNibFile", "NSUserActivity", "UIApplication", "UIApplication.LaunchOptionsKey",
        "UIApplication.State", "UIApplication.State.active", "UIApplication.State.background",
        "UIApplication.State.inactive", "UIApplication.didBecomeActiveNotification",
        "UIApplication.didEnterBackgroundNotification", "UIApplication.didFinishLaunchingNotification",
        "UIApplication.didReceiveMemoryWarningNotification", "UIApplication.shared",
        "UIApplication.shared.applicationState", "UIApplication.shared.delegate",
        "UIApplication.significantTimeChangeNotification", "UIApplication.willEnterForegroundNotification",
        "UIApplication.willResignActiveNotification", "UIApplication.willTerminateNotification",
        "UIApplicationDelegate", "UIApplicationMain", "UIApplicationSceneManifest",
        "UIApplicationSupportsMultipleScenes", "UIBackgroundModes", "UILaunchScreen", "UILaunchStoryboardName",
        "UILocalNotification", "UIMainStoryboardFile", "UIResponder", "UIScene", "UIScene.ActivationState",
        "UIScene.ConnectionOptions", "UIScene.didActivateNotification", "UIScene.didDisconnectNotification",
        "UIScene.didEnterBackgroundNotification", "UIScene.willConnectNotification",
        "UIScene.willDeactivateNotification", "UIScene.willEnterForegroundNotification",
        "UISceneConfiguration(name:sessionRole:)", "UISceneConfigurationName", "UISceneConfigurations",
        "UISceneDelegate", "UISceneDelegateClassName", "UISceneSession", "UISceneSessionActivationRequest",
        "UISceneStoryboardFile", "UIWindow", "UIWindowScene", "UIWindowSceneDelegate",
        "UIWindowSceneSessionRoleApplication", "UNUserNotificationCenter", "URLSession",
        "activateSceneSession(for:errorHandler:)", "active", "application(_:configurationForConnecting:options:)",
        "application(_:continue:restorationHandler:)", "application(_:didDiscardSceneSessions:)",
        "application(_:didFinishLaunchingWithOptions:)",
        "application(_:handleEventsForBackgroundURLSession:completionHandler:)", "application(_:open:options:)",
        "application(_:performActionFor:completionHandler:)", "application(_:shouldRestoreApplicationState:)",
        "application(_:shouldRestoreSecureApplicationState:)", "application(_:shouldSaveApplicationState:)",
        "application(_:shouldSaveSecureApplicationState:)", "application(_:willFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationDidReceiveMemoryWarning(_:)", "applicationProtectedDataDidBecomeAvailable(_:)",
        "applicationProtectedDataWillBecomeUnavailable(_:)", "applicationSignificantTimeChange(_:)",
        "applicationState", "applicationWillEnterForeground(_:)", "applicationWillResignActive(_:)",
        "applicationWillTerminate(_:)", "background", "connectionOptions.notificationResponse",
        "connectionOptions.shortcutItem", "connectionOptions.urlContexts", "connectionOptions.userActivities",
        "delegate", "delegateClass", "didBecomeActiveNotification", "didEnterBackgroundNotification",
        "didFinishLaunchingNotification", "didReceiveMemoryWarning()", "didReceiveMemoryWarningNotification",
        "inactive", "launchOptions[.shortcutItem]", "main()", "notificationResponse",
        "requestSceneSessionActivation(_:userActivity:options:errorHandler:)",
        "requestSceneSessionDestruction(_:options:errorHandler:)", "restorationIdentifier", "scene(_:continue:)",
        "scene(_:openURLContexts:)", "scene(_:willConnectTo:options:)", "scene:willConnectToSession:options:",
        "sceneDidBecomeActive(_:)", "sceneDidDisconnect(_:)", "sceneDidEnterBackground(_:)",
        "sceneWillEnterForeground(_:)", "sceneWillResignActive(_:)", "sendAction(_:to:from:for:)",
        "session.stateRestorationActivity", "shortcutItem", "stateRestorationActivity",
        "stateRestorationActivity(for:)", "storyboard", "userActivities", "userInfo",
        "userNotificationCenter(_:didReceive:withCompletionHandler:)", "webpageURL",
        "willEnterForegroundNotification", "willResignActiveNotification", "willTerminateNotification", "window",
        "windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
        "windowScene(_:didUpdateEffectiveGeometry:)", "windowScene(_:performActionFor:completionHandler:)",
    ]

    // MARK: Shape

    @Test("no two entries share a name")
    func namesAreUnique() {
        let duplicates = Dictionary(grouping: all, by: \.name).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "duplicated: \(duplicates.sorted())")
    }

    @Test("every version is written as Apple writes it, such as 13.0 or 13.1")
    func versionsAreWellFormed() {
        for entry in all {
            for (platform, versions) in entry.platforms {
                for version in [versions.introduced, versions.deprecated, versions.obsoleted].compactMap({ $0 }) {
                    #expect(Self.parse(version) != nil, "\(entry.name), \(platform.rawValue): \(version)")
                }
            }
        }
    }

    @Test("nothing is deprecated before it is introduced, or obsoleted before it is deprecated")
    func versionsAreOrdered() {
        for entry in all {
            for (platform, versions) in entry.platforms {
                let introduced = versions.introduced.flatMap(Self.parse)
                let deprecated = versions.deprecated.flatMap(Self.parse)
                let obsoleted = versions.obsoleted.flatMap(Self.parse)
                if let introduced, let deprecated {
                    #expect(!deprecated.lexicographicallyPrecedes(introduced),
                            "\(entry.name), \(platform.rawValue): deprecated before introduced")
                }
                if let deprecated, let obsoleted {
                    #expect(!obsoleted.lexicographicallyPrecedes(deprecated),
                            "\(entry.name), \(platform.rawValue): obsoleted before deprecated")
                }
                // A page gives a deprecation only with the version that introduced the API.
                if versions.deprecated != nil {
                    #expect(versions.introduced != nil, "\(entry.name), \(platform.rawValue)")
                }
            }
        }
    }

    @Test("iPadOS is listed exactly where iOS is; for UIKit, with the same versions")
    func iPadOSFollowsIOS() {
        for entry in all {
            #expect((entry.platforms[.iOS] == nil) == (entry.platforms[.iPadOS] == nil), "\(entry.name)")
            if entry.source.contains("/documentation/uikit/") {
                #expect(entry.platforms[.iOS] == entry.platforms[.iPadOS], "\(entry.name)")
            }
        }
    }

    @Test("a deprecated API names what Apple gives instead")
    func deprecatedAPIsNameAReplacement() {
        for entry in all where entry.isDeprecatedAnywhere {
            if Self.deprecatedWithoutReplacement.contains(entry.name) {
                #expect(entry.replacement == nil, "\(entry.name) now has a replacement: drop it from the exceptions")
            } else {
                #expect(entry.replacement != nil, "\(entry.name) is deprecated but names no replacement")
            }
        }
        for name in Self.deprecatedWithoutReplacement {
            #expect(APICatalogue.byName[name]?.isDeprecatedAnywhere == true, "\(name)")
        }
    }

    @Test("only a deprecated API names a replacement")
    func replacementsBelongToDeprecatedAPIs() {
        for entry in all where entry.replacement != nil {
            #expect(entry.isDeprecatedAnywhere || Self.replacedWithoutDeprecation.contains(entry.name), "\(entry.name)")
            #expect(entry.replacement != entry.name, "\(entry.name) replaces itself")
        }
    }

    @Test("every source is a page of Apple's developer documentation")
    func sourcesAreApplePages() {
        for entry in all {
            #expect(entry.source.hasPrefix("https://developer.apple.com/documentation/"), "\(entry.name): \(entry.source)")
            #expect(!entry.source.hasSuffix(".md"), "\(entry.name): \(entry.source)")
            #expect(!entry.source.contains(" "), "\(entry.name): \(entry.source)")
        }
    }

    @Test("an entry without platforms is one no Apple page confirmed, and the reverse")
    func unconfirmedEntries() {
        for name in APICatalogue.unconfirmed {
            #expect(APICatalogue.byName[name] != nil, "\(name) is not in the catalogue")
        }
        for entry in all where entry.platforms.isEmpty {
            #expect(APICatalogue.unconfirmed.contains(entry.name), "\(entry.name) has no platforms")
        }
    }

    // MARK: Coverage

    @Test("every method of the four delegate protocols is in the catalogue, with the same iOS versions")
    func delegateMethodsAreCovered() {
        for method in DelegateProtocols.methods {
            guard let entry = APICatalogue.byName[method.swiftSelector] else {
                Issue.record("\(method.swiftSelector) is missing")
                continue
            }
            #expect(entry.kind == .method)
            let iOS = entry.platforms[.iOS]
            #expect(iOS?.introduced.map { "iOS " + $0 } == method.introduced, "\(method.swiftSelector)")
            #expect(iOS?.deprecated.map { "iOS " + $0 } == method.deprecated, "\(method.swiftSelector)")
            if method.deprecated != nil {
                #expect(entry.replacement == method.replacement, "\(method.swiftSelector)")
            }
        }
    }

    @Test("every API the English pages name resolves to an entry", arguments: namedOnPages)
    func pageNamesResolve(_ name: String) {
        #expect(APICatalogue.named(name) != nil)
    }

    @Test("every alias points to an entry")
    func aliasesResolve() {
        for (alias, target) in APICatalogue.aliases {
            #expect(APICatalogue.byName[target] != nil, "\(alias) → \(target)")
        }
    }

    @Test("short names resolve to the API the pages mean")
    func shortNames() {
        #expect(APICatalogue.named("shortcutItem")?.name == "UIScene.ConnectionOptions.shortcutItem")
        #expect(APICatalogue.named(".shortcutItem")?.name == "UIApplication.LaunchOptionsKey.shortcutItem")
        #expect(APICatalogue.named("didEnterBackgroundNotification")?.name == "UIApplication.didEnterBackgroundNotification")
        #expect(APICatalogue.named("UIApplication.shared.applicationState")?.name == "UIApplication.applicationState")
        #expect(APICatalogue.named("inactive")?.name == "UIApplication.State.inactive")
        #expect(APICatalogue.named("active")?.name == "UIApplication.State.active")
        #expect(APICatalogue.named("no such API") == nil)
    }

    @Test("a member name finds the one entry whose name ends in it, as a scan of every entry does")
    func membersAsScanned() {
        // The scan the look-up by ending replaced.
        func scanned(_ name: String) -> String? {
            if let entry = APICatalogue.byName[name] { return entry.name }
            if let target = APICatalogue.aliases[name] { return APICatalogue.byName[target]?.name }
            let member = name.hasPrefix(".") ? name : "." + name
            let matches = APICatalogue.entries.filter { $0.name.hasSuffix(member) }
            return matches.count == 1 ? matches[0].name : nil
        }
        var names = ["", ".", "..", "x", ".x", "State", "active", "Key.shortcutItem", "\u{212A}ey.shortcutItem"]
        for entry in APICatalogue.entries {
            // Every ending of every name, with and without a dot before it, and a few near misses.
            for start in entry.name.indices {
                let ending = String(entry.name[start...])
                names += [ending, "." + ending, "x" + ending, ending + "x"]
            }
        }
        for name in names {
            #expect(APICatalogue.named(name)?.name == scanned(name), "\(name.debugDescription)")
        }
    }

    // MARK: Spot checks against Apple's pages

    @Test("applicationDidBecomeActive(_:): iOS 2.0, deprecated in 26.0 on all five platforms")
    func applicationDidBecomeActive() throws {
        let entry = try #require(APICatalogue.named("applicationDidBecomeActive(_:)"))
        #expect(entry.platforms[.iOS] == .init(introduced: "2.0", deprecated: "26.0"))
        #expect(entry.platforms[.iPadOS] == .init(introduced: "2.0", deprecated: "26.0"))
        #expect(entry.platforms[.macCatalyst] == .init(introduced: "13.1", deprecated: "26.0"))
        #expect(entry.platforms[.tvOS] == .init(introduced: "9.0", deprecated: "26.0"))
        #expect(entry.platforms[.visionOS] == .init(introduced: "1.0", deprecated: "26.0"))
        #expect(entry.replacement == "sceneDidBecomeActive(_:)")
    }

    @Test("applicationDidEnterBackground(_:): deprecated on tvOS and visionOS only")
    func applicationDidEnterBackground() throws {
        let entry = try #require(APICatalogue.named("applicationDidEnterBackground(_:)"))
        #expect(entry.platforms[.iOS] == .init(introduced: "4.0"))
        #expect(!entry.isDeprecated(on: .iOS))
        #expect(!entry.isDeprecated(on: .iPadOS))
        #expect(!entry.isDeprecated(on: .macCatalyst))
        #expect(entry.platforms[.tvOS] == .init(introduced: "9.0", deprecated: "26.0"))
        #expect(entry.platforms[.visionOS] == .init(introduced: "1.0", deprecated: "26.0"))
    }

    @Test("sceneDidBecomeActive(_:): iOS 13.0, Mac Catalyst 13.1, not deprecated")
    func sceneDidBecomeActive() throws {
        let entry = try #require(APICatalogue.named("sceneDidBecomeActive(_:)"))
        #expect(entry.platforms[.iOS] == .init(introduced: "13.0"))
        #expect(entry.platforms[.iPadOS] == .init(introduced: "13.0"))
        #expect(entry.platforms[.macCatalyst] == .init(introduced: "13.1"))
        #expect(entry.platforms[.tvOS] == .init(introduced: "13.0"))
        #expect(entry.platforms[.visionOS] == .init(introduced: "1.0"))
        #expect(!entry.isDeprecatedAnywhere)
        #expect(entry.source == "https://developer.apple.com/documentation/uikit/uiscenedelegate/scenedidbecomeactive(_:)")
    }

    @Test("application(_:shouldSaveApplicationState:): iOS 6.0 to 13.2, not on visionOS")
    func shouldSaveApplicationState() throws {
        let entry = try #require(APICatalogue.named("application(_:shouldSaveApplicationState:)"))
        #expect(entry.platforms[.iOS] == .init(introduced: "6.0", deprecated: "13.2"))
        #expect(entry.platforms[.visionOS] == nil)
        #expect(entry.replacement == "application(_:shouldSaveSecureApplicationState:)")
    }

    @Test("requestSceneSessionActivation: iOS 13.0, deprecated in 27.0 for activateSceneSession(for:errorHandler:)")
    func requestSceneSessionActivation() throws {
        let entry = try #require(APICatalogue.named("requestSceneSessionActivation(_:userActivity:options:errorHandler:)"))
        #expect(entry.platforms[.iOS] == .init(introduced: "13.0", deprecated: "27.0"))
        #expect(entry.platforms.values.allSatisfy { $0.deprecated == "27.0" })
        #expect(entry.replacement == "activateSceneSession(for:errorHandler:)")
        let replacement = try #require(entry.replacement)
        let successor = try #require(APICatalogue.named(replacement))
        #expect(successor.platforms[.iOS] == .init(introduced: "17.0"))
    }

    @Test("UIApplicationSceneManifest: iOS 13.0, not on tvOS")
    func sceneManifest() throws {
        let entry = try #require(APICatalogue.named("UIApplicationSceneManifest"))
        #expect(entry.kind == .plistKey)
        #expect(entry.platforms[.iOS] == .init(introduced: "13.0"))
        #expect(entry.platforms[.tvOS] == nil)
    }

    // MARK: Helpers

    /// "13.1" as [13, 1]; nil unless two or three dot-separated numbers.
    private static func parse(_ version: String) -> [Int]? {
        let parts = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count) else { return nil }
        guard parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }) else { return nil }
        return parts.compactMap { Int($0) }
    }
}
