import Lifecycle

extension ReferencePages {
    static let eventsPath = "reference/events.html"

    /// Every event of the content format: what it means, where a block may use it, and what it
    /// produces in each mode, read off the model (`EventReference`).
    func eventsPage() -> SiteMap.Entry {
        let path = Self.eventsPath
        var outline = PageOutline()
        let intro = names.text("referenceEventsIntro")
        outline.searchable(intro)
        var events: [EventsPageContext.Event] = []
        for reference in EventReference.entries {
            let name = reference.event.rawValue
            // The reader's name for the event heads its section; the id writers put in blocks stays
            // the anchor, so links to an event are the same in every language.
            let heading = outline.heading(2, names.text("eventName" + Self.keyName(name)), anchor: name)
            let summary = names.text("eventSummary" + Self.keyName(name))
            outline.searchable(summary)
            outline.searchable(name)
            let modes = LifecycleMode.allCases.map { mode in
                let starts = reference.allowedFrom[mode] ?? []
                let example = starts.isEmpty ? nil : reference.example[mode].map { example in
                    EventsPageContext.Example(start: example.start.rawValue, hasSteps: !example.steps.isEmpty,
                                              steps: example.steps.map { step($0, from: path) })
                }
                return EventsPageContext.Mode(name: names.text(mode == .appDelegate ? "modeAppDelegate" : "modeScenes"),
                                              allowedFrom: starts.map(\.rawValue), example: example)
            }
            events.append(EventsPageContext.Event(heading: heading, writtenAs: name, summary: summary, modes: modes, facts: reference.facts))
        }
        let context = EventsPageContext(intro: intro, events: events, ui: strings)
        return entry(path, title: names.text("referenceEventsTitle"), order: 3, inputs: inputs("events"),
                     context: { context }, outline: outline, description: intro)
    }

    /// One step: the callback linked to its page, marked optional or configuration-dependent.
    private func step(_ step: Step, from path: String) -> EventsPageContext.Step {
        EventsPageContext.Step(href: Self.link(from: path, to: Self.path(of: step.callback)), selector: step.callback.swiftSelector,
                               window: step.scene, isOptional: step.presence == .optional,
                               isConditional: step.presence == .conditional || step.presence == .tolerated)
    }
}
