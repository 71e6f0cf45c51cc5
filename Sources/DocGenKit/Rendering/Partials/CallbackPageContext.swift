/// `reference-callback.mustache`: one callback's page: its facts from the model, its
/// availability (`APICatalogue`), and the checked sequences it appears in.
struct CallbackPageContext: PartialContext {
    static let partial = Partial.referenceCallback

    struct Platform: Sendable, Encodable {
        /// `iOS`, `Mac Catalyst`, …
        let name: String
        /// The versions, `13.0`, or `nil` (not introduced, not deprecated).
        let introduced: String?
        let deprecated: String?
    }

    struct Replacement: Sendable, Encodable {
        let selector: String
        /// Its page, when it is a callback of the model.
        let href: String?
    }

    struct Availability: Sendable, Encodable {
        let heading: HeadingContext
        let platforms: [Platform]
        let replacement: Replacement?
        /// Apple's documentation page the versions come from.
        let source: String
    }

    struct Declaration: Sendable, Encodable {
        let heading: HeadingContext
        let swift: String
        let objc: String
    }

    let swiftSelector: String
    let objcSelector: String
    let receiver: String
    /// The modes it is called in, `App delegate mode, Scene mode`.
    let modes: String
    let notifications: [String]
    /// `nil` for a current API.
    let deprecation: Deprecation?
    /// `nil` for a method the model knows only by name.
    let declaration: Declaration?
    /// `ReferenceProse.token` where the hand-written prose goes, `nil` when the callback has none.
    let prose: String?
    /// The prose's language when it is not the page's (an untranslated prose shows in English).
    let proseLanguage: String?
    /// `nil` when the API catalogue has no entry.
    let availability: Availability?
    let documented: SequenceUsesContext
    let ui: [String: String]

    static var sample: CallbackPageContext {
        let availability = Availability(heading: .sample, platforms: [Platform(name: "iOS", introduced: "13.0", deprecated: "26.0")],
                                        replacement: Replacement(selector: "sceneDidBecomeActive(_:)", href: CallbackLink.sample.href),
                                        source: "https://developer.apple.com/documentation/uikit")
        return CallbackPageContext(swiftSelector: "applicationDidBecomeActive(_:)", objcSelector: "applicationDidBecomeActive:",
                                   receiver: "App delegate", modes: "App delegate mode",
                                   notifications: ["UIApplication.didBecomeActiveNotification"], deprecation: .sample,
                                   declaration: Declaration(heading: .sample, swift: "func applicationDidBecomeActive(_ application: UIApplication)",
                                                            objc: "- (void)applicationDidBecomeActive:(UIApplication *)application;"),
                                   prose: "<p>Prose</p>", proseLanguage: "en",
                                   availability: availability, documented: .sample, ui: [:])
    }
}
