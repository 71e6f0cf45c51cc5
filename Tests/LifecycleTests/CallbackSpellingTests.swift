@testable import Lifecycle
import Testing

@Suite("Callback spellings")
struct CallbackSpellingTests {
    @Test("every Swift selector of the catalogue names its callback", arguments: CallbackCatalogue.all)
    func swiftSelector(_ callback: Callback) {
        #expect(CallbackSpelling.resolve(callback.swiftSelector) == .callback(callback))
    }

    @Test("every Objective-C selector of the catalogue names its callback", arguments: CallbackCatalogue.all)
    func objcSelector(_ callback: Callback) {
        #expect(CallbackSpelling.resolve(callback.objcSelector) == .callback(callback))
    }

    @Test("the catalogue has no two callbacks with the same selector")
    func selectorsAreUnique() {
        let all = CallbackCatalogue.all
        #expect(Set(all.map(\.swiftSelector)).count == all.count)
        #expect(Set(all.map(\.objcSelector)).count == all.count)
    }

    @Test("bare names resolve", arguments: [
        ("sceneDidBecomeActive", CallbackCatalogue.sceneDidBecomeActive),
        ("applicationWillTerminate", CallbackCatalogue.willTerminate),
        ("didFinishLaunchingWithOptions", CallbackCatalogue.didFinishLaunching),
        ("willFinishLaunchingWithOptions", CallbackCatalogue.willFinishLaunching),
        ("willConnectToSession", CallbackCatalogue.sceneWillConnect),
        ("willConnectTo", CallbackCatalogue.sceneWillConnect),
        ("didDiscardSceneSessions", CallbackCatalogue.didDiscardSceneSessions),
        ("configurationForConnecting", CallbackCatalogue.configurationForConnecting),
        ("didUpdateEffectiveGeometry", CallbackCatalogue.windowSceneDidUpdateGeometry),
    ])
    func bareName(_ spelling: String, _ expected: Callback) {
        #expect(CallbackSpelling.resolve(spelling) == .callback(expected))
    }

    @Test("white space inside a spelling is ignored")
    func whiteSpace() {
        #expect(CallbackSpelling.resolve("  sceneDidBecomeActive( _: )\t") == .callback(CallbackCatalogue.sceneDidBecomeActive))
        #expect(CallbackSpelling.resolve("scene(_: willConnectTo: options:)") == .callback(CallbackCatalogue.sceneWillConnect))
    }

    @Test("an argument label alone names no callback", arguments: ["continue", "options", "open", "for", "with"])
    func labelAlone(_ spelling: String) {
        guard case .unknown = CallbackSpelling.resolve(spelling) else {
            Issue.record("'\(spelling)' is a label, not a callback: \(CallbackSpelling.resolve(spelling))")
            return
        }
    }

    @Test("a name shared by several callbacks is ambiguous and lists them all", arguments: [
        ("willContinueUserActivityWithType", [CallbackCatalogue.willContinueUserActivity, CallbackCatalogue.sceneWillContinueUserActivity]),
        ("performActionFor", [CallbackCatalogue.performActionForShortcut, CallbackCatalogue.windowScenePerformActionForShortcut]),
    ])
    func ambiguous(_ spelling: String, _ expected: [Callback]) throws {
        guard case .ambiguous(let candidates) = CallbackSpelling.resolve(spelling) else {
            Issue.record("'\(spelling)' should be ambiguous, got \(CallbackSpelling.resolve(spelling))")
            return
        }
        #expect(Set(candidates) == Set(expected))
    }

    @Test("base names shared by many methods are ambiguous", arguments: ["application", "scene"])
    func ambiguousBaseName(_ spelling: String) {
        guard case .ambiguous(let candidates) = CallbackSpelling.resolve(spelling) else {
            Issue.record("'\(spelling)' should be ambiguous")
            return
        }
        #expect(candidates.count > 2)
    }

    @Test("a misspelling suggests the nearest callback", arguments: [
        ("sceneDidBecomeAcitve", CallbackCatalogue.sceneDidBecomeActive),
        ("applicationDidBecomeActiv", CallbackCatalogue.didBecomeActive),
        ("applicationWillTerminte(_:)", CallbackCatalogue.willTerminate),
        ("sceneDidEnterBackgorund:", CallbackCatalogue.sceneDidEnterBackground),
    ])
    func suggestion(_ spelling: String, _ expected: Callback) {
        #expect(CallbackSpelling.resolve(spelling) == .unknown(suggestion: expected))
    }

    @Test("a name far from every callback is unknown with no suggestion", arguments: ["viewDidLoad", "totallyUnrelated", "x"])
    func noSuggestion(_ spelling: String) {
        #expect(CallbackSpelling.resolve(spelling) == .unknown(suggestion: nil))
    }

    @Test("each callback's modes follow the catalogue of §2")
    func modesFollowCatalogue() {
        typealias C = CallbackCatalogue
        for appOnly in [C.didBecomeActive, C.willResignActive, C.didEnterBackground, C.willEnterForeground, C.openURL] {
            #expect(appOnly.modes == [.appDelegate], "\(appOnly.swiftSelector)")
        }
        for both in [C.willFinishLaunching, C.didFinishLaunching, C.willTerminate, C.didReceiveMemoryWarning] {
            #expect(both.modes == [.appDelegate, .scenes], "\(both.swiftSelector)")
        }
        for scenesOnly in [C.configurationForConnecting, C.didDiscardSceneSessions, C.sceneWillConnect, C.sceneDidDisconnect] {
            #expect(scenesOnly.modes == [.scenes], "\(scenesOnly.swiftSelector)")
        }
        #expect(CallbackCatalogue.all.filter { $0.receiver == .sceneDelegate }.allSatisfy { $0.modes == [.scenes] })
    }

    @Test("every method of the delegate protocols resolves by its selectors, modelled or not")
    func everyProtocolMethodIsKnown() {
        for method in DelegateProtocols.methods {
            guard case .callback(let callback) = CallbackSpelling.resolve(method.swiftSelector) else {
                Issue.record("\(method.swiftSelector) should resolve")
                continue
            }
            #expect(callback.swiftSelector == method.swiftSelector)
        }
        #expect(CallbackSpelling.resolve("application(_:performFetchWithCompletionHandler:)")
                != .unknown(suggestion: nil), "a deprecated real method is known")
    }

    @Test("a misspelt unmodelled method gets a did-you-mean too")
    func misspeltUnmodelled() {
        guard case .unknown(let suggestion) = CallbackSpelling.resolve("application(_:didRegisterForRemoteNotificationsWithDeviceTokn:)") else {
            Issue.record("should be unknown")
            return
        }
        #expect(suggestion?.swiftSelector == "application(_:didRegisterForRemoteNotificationsWithDeviceToken:)")
    }

    @Test("a huge spelling is rejected quickly, without a did-you-mean search")
    func hugeSpelling() {
        let huge = String(repeating: "applicationDidBecomeActiv", count: 40_000)
        #expect(CallbackSpelling.resolve(huge) == .unknown(suggestion: nil))
    }

    @Test("the cut-off distance agrees with the full one within its limit, and gives up past it")
    func cutOffDistance() {
        var random = SeededGenerator(seed: 7)
        let letters = Array("abcdeAB(_:)")
        for _ in 0..<2_000 {
            let a = String((0..<Int.random(in: 0...12, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let b = String((0..<Int.random(in: 0...12, using: &random)).map { _ in letters.randomElement(using: &random)! })
            let full = editDistance(a, b)
            for limit in 0...6 {
                #expect(editDistance(a, b, atMost: limit) == (full <= limit ? full : nil), "\(a) / \(b) within \(limit)")
            }
        }
    }

    @Test("a misspelt selector gets the nearest selector: no other is nearer (the pruned search loses nothing)")
    func suggestionIsNearest() {
        var random = SeededGenerator(seed: 11)
        let selectors = CallbackCatalogue.known.flatMap { [$0.swiftSelector, $0.objcSelector] }
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:(_)é")
        for _ in 0..<150 {
            var name = Array(selectors.randomElement(using: &random)!)
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let at = Int.random(in: 0..<name.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: name[at] = alphabet.randomElement(using: &random)!
                case 1: name.insert(alphabet.randomElement(using: &random)!, at: at)
                default: name.remove(at: at)
                }
            }
            let spelling = String(name)
            guard case .unknown(let suggestion) = CallbackSpelling.resolve(spelling), let suggestion else { continue }
            let chosen = min(editDistance(spelling.lowercased(), suggestion.swiftSelector.lowercased()),
                             editDistance(spelling.lowercased(), suggestion.objcSelector.lowercased()))
            let nearest = selectors.map { editDistance(spelling.lowercased(), $0.lowercased()) }.min()!
            #expect(chosen <= nearest, "\(spelling) → \(suggestion.swiftSelector) at \(chosen), but a selector is at \(nearest)")
        }
    }

    @Test("a spelling's whitespace is taken out by bytes as by Characters, on 20,000 random ASCII spellings and a few others")
    func whitespaceByBytes() {
        let pieces = ["scene", "(", "_", ":", ")", " ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "did", "X", "1", "\u{1F}", "\u{7F}"]
        var generator = SeededGenerator(seed: 19)
        var differing: [String] = [], changed = 0
        for _ in 0..<20_000 {
            let spelling = (0..<Int.random(in: 0...8, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let expected = spelling.filter { !$0.isWhitespace }
            if CallbackSpelling.withoutWhitespace(spelling) != expected { differing.append(spelling.debugDescription) }
            if expected != spelling { changed += 1 }
        }
        for spelling in ["scène (_:)", "a\u{00A0}b", "a\u{2028}b", "\u{3000}x", "e\u{301} (", " ", ""] {
            if CallbackSpelling.withoutWhitespace(spelling) != spelling.filter({ !$0.isWhitespace }) { differing.append(spelling.debugDescription) }
        }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(changed > 10_000, "\(changed) spellings held whitespace")
    }

}
