/// A callback named by its Swift selector, linked to its reference page.
struct CallbackLink: Sendable, Encodable {
    /// Relative to the page the link is on.
    let href: String
    let selector: String

    static let sample = CallbackLink(href: "callbacks/sample.html", selector: "sceneDidBecomeActive(_:)")
}
