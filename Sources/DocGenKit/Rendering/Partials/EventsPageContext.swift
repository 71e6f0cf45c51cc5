/// `reference-events.mustache`: every event of the content format, what it means, where a
/// block may use it and what it produces in each mode, read off the model.
struct EventsPageContext: PartialContext {
    static let partial = Partial.referenceEvents

    struct Step: Sendable, Encodable {
        let href: String
        let selector: String
        /// The window whose scene it concerns, when there are several.
        let window: Int?
        let isOptional: Bool
        /// Sent or not depending on the app's configuration, or only seen as an anomaly.
        let isConditional: Bool
    }

    struct Example: Sendable, Encodable {
        /// The `from=` state of the example.
        let start: String
        let hasSteps: Bool
        let steps: [Step]
    }

    struct Mode: Sendable, Encodable {
        let name: String
        /// The `from=` states a block may start from to use the event.
        let allowedFrom: [String]
        /// `nil` when the event does not exist in this mode.
        let example: Example?
    }

    struct Event: Sendable, Encodable {
        let heading: HeadingContext
        /// The name a block's `events` attribute uses.
        let writtenAs: String
        let summary: String
        let modes: [Mode]
        /// Where the facts come from, `§3.2`.
        let facts: String
    }

    let intro: String
    let events: [Event]
    let ui: [String: String]

    static var sample: EventsPageContext {
        let step = Step(href: CallbackLink.sample.href, selector: CallbackLink.sample.selector, window: 2, isOptional: true,
                        isConditional: true)
        let mode = Mode(name: "Scene mode", allowedFrom: ["active"], example: Example(start: "active", hasSteps: true, steps: [step]))
        return EventsPageContext(intro: "Every event.", events: [Event(heading: .sample, writtenAs: "home", summary: "The user goes home.",
                                                                         modes: [mode], facts: "§3.2")], ui: [:])
    }
}
