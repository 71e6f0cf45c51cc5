/// Which object UIKit calls.
public enum Receiver: String, Sendable, Codable {
    case appDelegate = "app-delegate"
    case sceneDelegate = "scene-delegate"
}

/// One delegate method of the catalogue (lifecycle-facts §2).
///
/// A callback is identified by its Swift selector; `CallbackCatalogue` lists them all.
public struct Callback: Hashable, Sendable, Identifiable, Codable {
    /// The Swift selector, e.g. `application(_:didFinishLaunchingWithOptions:)`.
    public let swiftSelector: String
    /// The Objective-C selector, e.g. `application:didFinishLaunchingWithOptions:`.
    public let objcSelector: String
    public let receiver: Receiver
    /// The modes in which UIKit calls it.
    public let modes: Set<LifecycleMode>
    /// The notifications posted with it (type-qualified Swift names).
    public let notifications: [String]
    /// The iOS release that deprecates it, if any ([A11]: iOS 26 for the app-level activation methods).
    public let deprecatedIn: String?

    public var id: String { swiftSelector }

    public init(
        _ swiftSelector: String, objc objcSelector: String, receiver: Receiver,
        modes: Set<LifecycleMode>, notifications: [String] = [], deprecatedIn: String? = nil
    ) {
        self.swiftSelector = swiftSelector
        self.objcSelector = objcSelector
        self.receiver = receiver
        self.modes = modes
        self.notifications = notifications
        // Apple's version, from the protocol catalogue, unless the caller knows better.
        self.deprecatedIn = deprecatedIn ?? DelegateProtocols.bySwiftSelector[swiftSelector]?.deprecated
    }

    /// A method of a delegate protocol that the model does not produce: known by name, so prose and
    /// blocks may name it, but no event leads to it.
    init(unmodelled method: ProtocolMethod) {
        let receiver: Receiver = switch method.declaredIn {
        case .applicationDelegate, .notificationCenterDelegate: .appDelegate
        case .sceneDelegate, .windowSceneDelegate: .sceneDelegate
        }
        self.init(method.swiftSelector, objc: method.objcSelector, receiver: receiver,
                  modes: receiver == .sceneDelegate ? [.scenes] : [.appDelegate, .scenes], deprecatedIn: method.deprecated)
    }

    /// Whether some event of the model produces this callback.
    public var isModelled: Bool { CallbackCatalogue.modelled.contains(swiftSelector) }

    /// The method's base name plus argument labels, without punctuation:
    /// the "bare names" a writer may use (`sceneDidBecomeActive`, `didFinishLaunchingWithOptions`).
    var bareNames: [String] {
        let base = swiftSelector.prefix { $0 != "(" }
        let labels = swiftSelector.drop { $0 != "(" }.dropFirst().split(separator: ":")
            .map { $0.trimmingPrefix("(") }.filter { $0 != "_" && !$0.isEmpty && $0 != ")" }
        let objcPieces = objcSelector.split(separator: ":")
        return ([base] + labels + objcPieces).map(String.init)
    }
}
