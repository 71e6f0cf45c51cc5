/// How a callback is declared, in Swift and in Objective-C, as the protocol headers declare it
/// (UIApplicationDelegate, UISceneDelegate, UIWindowSceneDelegate, UNUserNotificationCenterDelegate).
public struct CallbackDeclaration: Sendable, Hashable {
    public let swift: String
    public let objc: String
}

extension Callback {
    /// The declaration of a callback of the model; `nil` for a method known only by name.
    public var declaration: CallbackDeclaration? { CallbackDeclarations.bySwiftSelector[swiftSelector] }
}

/// The declarations of every modelled callback. A test derives each selector from its
/// declaration, so a declaration can never name another method than its callback.
enum CallbackDeclarations {
    static let bySwiftSelector: [String: CallbackDeclaration] = Dictionary(
        uniqueKeysWithValues: entries.map { ($0.0, CallbackDeclaration(swift: $0.1, objc: $0.2)) })

    /// An app-delegate method that takes only the application and returns nothing.
    private static func plain(_ name: String) -> (String, String, String) {
        ("\(name)(_:)", "func \(name)(_ application: UIApplication)", "- (void)\(name):(UIApplication *)application;")
    }

    /// A scene-delegate method that takes only the scene and returns nothing.
    private static func scene(_ name: String) -> (String, String, String) {
        ("\(name)(_:)", "func \(name)(_ scene: UIScene)", "- (void)\(name):(UIScene *)scene;")
    }

    private static let entries: [(String, String, String)] = [
        ("application(_:willFinishLaunchingWithOptions:)",
         "func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool",
         "- (BOOL)application:(UIApplication *)application willFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;"),
        ("application(_:didFinishLaunchingWithOptions:)",
         "func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey : Any]? = nil) -> Bool",
         "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions;"),
        plain("applicationDidBecomeActive"),
        plain("applicationWillResignActive"),
        plain("applicationDidEnterBackground"),
        plain("applicationWillEnterForeground"),
        plain("applicationWillTerminate"),
        plain("applicationDidReceiveMemoryWarning"),
        plain("applicationProtectedDataWillBecomeUnavailable"),
        plain("applicationProtectedDataDidBecomeAvailable"),
        plain("applicationSignificantTimeChange"),
        ("application(_:configurationForConnecting:options:)",
         "func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration",
         "- (UISceneConfiguration *)application:(UIApplication *)application configurationForConnectingSceneSession:(UISceneSession *)connectingSceneSession options:(UISceneConnectionOptions *)options;"),
        ("application(_:didDiscardSceneSessions:)",
         "func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)",
         "- (void)application:(UIApplication *)application didDiscardSceneSessions:(NSSet<UISceneSession *> *)sceneSessions;"),
        ("application(_:open:options:)",
         "func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey : Any] = [:]) -> Bool",
         "- (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary<UIApplicationOpenURLOptionsKey, id> *)options;"),
        ("application(_:willContinueUserActivityWithType:)",
         "func application(_ application: UIApplication, willContinueUserActivityWithType userActivityType: String) -> Bool",
         "- (BOOL)application:(UIApplication *)application willContinueUserActivityWithType:(NSString *)userActivityType;"),
        ("application(_:continue:restorationHandler:)",
         "func application(_ application: UIApplication, continue userActivity: NSUserActivity, restorationHandler: @escaping ([any UIUserActivityRestoring]?) -> Void) -> Bool",
         "- (BOOL)application:(UIApplication *)application continueUserActivity:(NSUserActivity *)userActivity restorationHandler:(void (^)(NSArray<id<UIUserActivityRestoring>> *restorableObjects))restorationHandler;"),
        ("application(_:performActionFor:completionHandler:)",
         "func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
         "- (void)application:(UIApplication *)application performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler;"),
        ("application(_:didReceiveRemoteNotification:fetchCompletionHandler:)",
         "func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable : Any], fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)",
         "- (void)application:(UIApplication *)application didReceiveRemoteNotification:(NSDictionary *)userInfo fetchCompletionHandler:(void (^)(UIBackgroundFetchResult result))completionHandler;"),
        ("application(_:handleEventsForBackgroundURLSession:completionHandler:)",
         "func application(_ application: UIApplication, handleEventsForBackgroundURLSession identifier: String, completionHandler: @escaping () -> Void)",
         "- (void)application:(UIApplication *)application handleEventsForBackgroundURLSession:(NSString *)identifier completionHandler:(void (^)(void))completionHandler;"),
        ("userNotificationCenter(_:didReceive:withCompletionHandler:)",
         "func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void)",
         "- (void)userNotificationCenter:(UNUserNotificationCenter *)center didReceiveNotificationResponse:(UNNotificationResponse *)response withCompletionHandler:(void (^)(void))completionHandler;"),
        ("application(_:shouldSaveSecureApplicationState:)",
         "func application(_ application: UIApplication, shouldSaveSecureApplicationState coder: NSCoder) -> Bool",
         "- (BOOL)application:(UIApplication *)application shouldSaveSecureApplicationState:(NSCoder *)coder;"),
        ("application(_:shouldRestoreSecureApplicationState:)",
         "func application(_ application: UIApplication, shouldRestoreSecureApplicationState coder: NSCoder) -> Bool",
         "- (BOOL)application:(UIApplication *)application shouldRestoreSecureApplicationState:(NSCoder *)coder;"),
        ("application(_:willEncodeRestorableStateWith:)",
         "func application(_ application: UIApplication, willEncodeRestorableStateWith coder: NSCoder)",
         "- (void)application:(UIApplication *)application willEncodeRestorableStateWithCoder:(NSCoder *)coder;"),
        ("application(_:didDecodeRestorableStateWith:)",
         "func application(_ application: UIApplication, didDecodeRestorableStateWith coder: NSCoder)",
         "- (void)application:(UIApplication *)application didDecodeRestorableStateWithCoder:(NSCoder *)coder;"),
        ("scene(_:willConnectTo:options:)",
         "func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)",
         "- (void)scene:(UIScene *)scene willConnectToSession:(UISceneSession *)session options:(UISceneConnectionOptions *)connectionOptions;"),
        scene("sceneWillEnterForeground"),
        scene("sceneDidBecomeActive"),
        scene("sceneWillResignActive"),
        scene("sceneDidEnterBackground"),
        scene("sceneDidDisconnect"),
        ("stateRestorationActivity(for:)",
         "func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?",
         "- (NSUserActivity *)stateRestorationActivityForScene:(UIScene *)scene;"),
        ("scene(_:openURLContexts:)",
         "func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)",
         "- (void)scene:(UIScene *)scene openURLContexts:(NSSet<UIOpenURLContext *> *)URLContexts;"),
        ("scene(_:willContinueUserActivityWithType:)",
         "func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)",
         "- (void)scene:(UIScene *)scene willContinueUserActivityWithType:(NSString *)userActivityType;"),
        ("scene(_:continue:)",
         "func scene(_ scene: UIScene, continue userActivity: NSUserActivity)",
         "- (void)scene:(UIScene *)scene continueUserActivity:(NSUserActivity *)userActivity;"),
        ("windowScene(_:didUpdateEffectiveGeometry:)",
         "func windowScene(_ windowScene: UIWindowScene, didUpdateEffectiveGeometry previousEffectiveGeometry: UIWindowScene.Geometry)",
         "- (void)windowScene:(UIWindowScene *)windowScene didUpdateEffectiveGeometry:(UIWindowSceneGeometry *)previousEffectiveGeometry;"),
        ("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)",
         "func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace, interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation, traitCollection previousTraitCollection: UITraitCollection)",
         "- (void)windowScene:(UIWindowScene *)windowScene didUpdateCoordinateSpace:(id<UICoordinateSpace>)previousCoordinateSpace interfaceOrientation:(UIInterfaceOrientation)previousInterfaceOrientation traitCollection:(UITraitCollection *)previousTraitCollection;"),
        ("windowScene(_:performActionFor:completionHandler:)",
         "func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void)",
         "- (void)windowScene:(UIWindowScene *)windowScene performActionForShortcutItem:(UIApplicationShortcutItem *)shortcutItem completionHandler:(void (^)(BOOL succeeded))completionHandler;"),
    ]
}
