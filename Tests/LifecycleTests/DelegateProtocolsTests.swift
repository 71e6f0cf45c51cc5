import Lifecycle
import Testing

@Suite("Delegate protocol catalogue")
struct DelegateProtocolsTests {
    private let all = DelegateProtocols.methods

    @Test("no two methods share a Swift selector")
    func swiftSelectorsAreUnique() {
        let duplicates = Dictionary(grouping: all, by: \.swiftSelector).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "duplicated: \(duplicates.sorted())")
    }

    @Test("no two methods share an Objective-C selector")
    func objcSelectorsAreUnique() {
        let duplicates = Dictionary(grouping: all, by: \.objcSelector).filter { $0.value.count > 1 }.keys
        #expect(duplicates.isEmpty, "duplicated: \(duplicates.sorted())")
    }

    @Test("a Swift selector has one argument label per colon of its Objective-C selector",
          arguments: DelegateProtocols.methods)
    func labelsMatchColons(_ method: ProtocolMethod) throws {
        let labels = try #require(argumentLabels(method.swiftSelector), "malformed: \(method.swiftSelector)")
        #expect(labels.allSatisfy(isLabel), "bad label in \(method.swiftSelector)")
        #expect(isObjCSelector(method.objcSelector), "malformed: \(method.objcSelector)")
        #expect(labels.count == method.objcSelector.filter { $0 == ":" }.count,
                "\(method.swiftSelector) vs \(method.objcSelector)")
    }

    @Test("each protocol has the number of methods Apple documents")
    func counts() {
        // 36 topics of UIApplicationDelegate's page (without `window` and `main()`) plus 17 on
        // its "Deprecated symbols" page; the other protocols' pages list 13, 6 and 3.
        let expected: [DelegateProtocol: Int] = [
            .applicationDelegate: 53, .sceneDelegate: 13, .windowSceneDelegate: 6, .notificationCenterDelegate: 3,
        ]
        for delegateProtocol in DelegateProtocol.allCases {
            #expect(DelegateProtocols.methods(of: delegateProtocol).count == expected[delegateProtocol],
                    "\(delegateProtocol.rawValue)")
        }
    }

    @Test("the list is grouped by protocol, in the order of DelegateProtocol")
    func grouped() {
        let order = all.map(\.declaredIn).reduce(into: [DelegateProtocol]()) { runs, next in
            if runs.last != next { runs.append(next) }
        }
        #expect(order == DelegateProtocol.allCases)
    }

    @Test("every deprecated UIApplicationDelegate method names its replacement")
    func deprecatedApplicationMethodsHaveReplacements() {
        let missing = DelegateProtocols.methods(of: .applicationDelegate)
            .filter { $0.deprecated != nil && $0.replacement == nil }
            .map(\.swiftSelector)
        #expect(missing.isEmpty, "no replacement: \(missing)")
    }

    @Test("replacements Apple names, spot-checked", arguments: [
        ("application(_:performFetchWithCompletionHandler:)", "BGAppRefreshTask"),
        ("application(_:shouldSaveApplicationState:)", "application(_:shouldSaveSecureApplicationState:)"),
        ("application(_:shouldRestoreApplicationState:)", "application(_:shouldRestoreSecureApplicationState:)"),
        ("application(_:handle:completionHandler:)", "application(_:handlerFor:)"),
        ("application(_:handleOpen:)", "application(_:open:options:)"),
        ("application(_:open:options:)", "scene(_:openURLContexts:)"),
        ("applicationDidBecomeActive(_:)", "sceneDidBecomeActive(_:)"),
        ("windowScene(_:didUpdate:interfaceOrientation:traitCollection:)", "windowScene(_:didUpdateEffectiveGeometry:)"),
    ])
    func replacement(_ swiftSelector: String, _ expected: String) throws {
        let method = try #require(all.first { $0.swiftSelector == swiftSelector })
        #expect(method.replacement == expected)
    }

    @Test("following replacements always ends at a current API")
    func replacementsEndAtCurrentAPIs() {
        // Replacements outside these four protocols, as Apple names them.
        let outside: Set = [
            "BGAppRefreshTask", "requestAuthorization(options:completionHandler:)", "viewWillTransition(to:with:)",
        ]
        let bySelector = Dictionary(uniqueKeysWithValues: all.map { ($0.swiftSelector, $0) })
        for method in all {
            var current = method
            var hops = 0
            while let next = current.replacement, hops < all.count {
                if outside.contains(next) { break }
                guard let found = bySelector[next] else {
                    Issue.record("\(current.swiftSelector) names \(next), which is not in the catalogue")
                    break
                }
                current = found
                hops += 1
            }
            #expect(hops < all.count, "replacement cycle from \(method.swiftSelector)")
            if current.replacement == nil {
                #expect(!current.isDeprecated, "\(method.swiftSelector) ends at deprecated \(current.swiftSelector)")
            }
        }
    }

    @Test("only deprecated methods name a replacement")
    func replacementImpliesDeprecation() {
        // applicationDidFinishLaunching(_:) is the one Apple deprecates without a version.
        let unversioned = all.filter { $0.replacement != nil && $0.deprecated == nil }.map(\.swiftSelector)
        #expect(unversioned == ["applicationDidFinishLaunching(_:)"])
    }

    @Test("versions read \"iOS major.minor\", and deprecation follows introduction", arguments: DelegateProtocols.methods)
    func versions(_ method: ProtocolMethod) {
        let introduced = method.introduced.flatMap(version)
        let deprecated = method.deprecated.flatMap(version)
        #expect((method.introduced == nil) == (introduced == nil), "introduced: \(method.introduced ?? "")")
        #expect((method.deprecated == nil) == (deprecated == nil), "deprecated: \(method.deprecated ?? "")")
        if let introduced, let deprecated {
            #expect(introduced.lexicographicallyPrecedes(deprecated), "\(method.swiftSelector)")
        }
    }

    @Test("the iOS 26 deprecations of lifecycle-facts §2 are in the catalogue")
    func factsSheetDeprecations() {
        let iOS26: Set = [
            "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)",
            "applicationWillEnterForeground(_:)", "application(_:open:options:)",
        ]
        for method in all where iOS26.contains(method.swiftSelector) {
            #expect(method.deprecated == "iOS 26.0", "\(method.swiftSelector)")
        }
        #expect(all.filter { iOS26.contains($0.swiftSelector) }.count == iOS26.count)
        // Deprecated on tvOS and visionOS only.
        let didEnterBackground = all.first { $0.swiftSelector == "applicationDidEnterBackground(_:)" }
        #expect(didEnterBackground != nil && didEnterBackground?.isDeprecated == false)
    }

    @Test("each protocol's methods start with the protocol's own prefix", arguments: DelegateProtocol.allCases)
    func prefixes(_ delegateProtocol: DelegateProtocol) {
        // Apple's documented exceptions: the scene is then the last part of the Objective-C selector.
        let exceptions: [DelegateProtocol: Set<String>] = [
            .sceneDelegate: ["stateRestorationActivity(for:)"],
            .windowSceneDelegate: ["supportedInterfaceOrientations(for:)", "preferredWindowingControlStyle(for:)"],
        ]
        let prefix = switch delegateProtocol {
        case .applicationDelegate: "application"
        case .sceneDelegate: "scene"
        case .windowSceneDelegate: "windowScene"
        case .notificationCenterDelegate: "userNotificationCenter("
        }
        for method in DelegateProtocols.methods(of: delegateProtocol) {
            if exceptions[delegateProtocol, default: []].contains(method.swiftSelector) {
                #expect(method.objcSelector.hasSuffix("Scene:"), "\(method.objcSelector)")
            } else {
                #expect(method.swiftSelector.hasPrefix(prefix), "\(method.swiftSelector)")
                #expect(method.objcSelector.hasPrefix(prefix.trimmingSuffix("(")), "\(method.objcSelector)")
            }
        }
        // A scene-delegate name must not be taken for a window-scene one, nor the reverse.
        if delegateProtocol == .sceneDelegate {
            #expect(!DelegateProtocols.methods(of: .sceneDelegate).contains { $0.swiftSelector.hasPrefix("windowScene") })
        }
    }

    // MARK: - Parsing helpers

    /// The argument labels of `name(a:b:)`, or `nil` if the selector is not of that form.
    private func argumentLabels(_ swiftSelector: String) -> [Substring]? {
        guard let open = swiftSelector.firstIndex(of: "("), swiftSelector.last == ")",
              open != swiftSelector.startIndex
        else { return nil }
        let inside = swiftSelector[swiftSelector.index(after: open)..<swiftSelector.index(before: swiftSelector.endIndex)]
        guard inside.last == ":" else { return nil }
        return inside.split(separator: ":", omittingEmptySubsequences: false).dropLast().map { $0 }
    }

    private func isLabel(_ label: Substring) -> Bool {
        guard let first = label.first else { return false }
        return label == "_" || (first.isLetter && label.allSatisfy { $0.isLetter || $0.isNumber })
    }

    private func isObjCSelector(_ selector: String) -> Bool {
        selector.last == ":" && selector.split(separator: ":", omittingEmptySubsequences: false).dropLast()
            .allSatisfy { !$0.isEmpty && $0.allSatisfy { $0.isLetter || $0.isNumber } }
    }

    /// `"iOS 13.2"` as `[13, 2]`.
    private func version(_ text: String) -> [Int]? {
        guard text.hasPrefix("iOS ") else { return nil }
        let parts = text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard parts.count == 2, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }
}

private extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
