/// `reference-callbacks.mustache`: every callback of the model, by receiver.
struct CallbackIndexContext: PartialContext {
    static let partial = Partial.referenceCallbacks

    struct Row: Sendable, Encodable {
        let href: String
        let selector: String
        /// The modes it is called in, `App delegate mode, Scene mode`.
        let modes: String
        /// `nil` for a current API.
        let deprecation: Deprecation?
    }

    struct Group: Sendable, Encodable {
        let heading: HeadingContext
        let callbacks: [Row]
    }

    let intro: String
    let groups: [Group]
    let ui: [String: String]

    static var sample: CallbackIndexContext {
        let row = Row(href: CallbackLink.sample.href, selector: CallbackLink.sample.selector, modes: "Scene mode",
                      deprecation: .sample)
        return CallbackIndexContext(intro: "Every callback.", groups: [Group(heading: .sample, callbacks: [row])], ui: [:])
    }
}
