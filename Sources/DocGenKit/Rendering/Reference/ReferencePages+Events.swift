import Lifecycle

extension ReferencePages {
    static let eventsPath = "reference/events.html"

    /// Every event of the content format: what it means, where a block may use it, and what it
    /// produces in each mode, read off the model (`EventReference`).
    func eventsPage() -> SiteMap.Entry {
        let path = Self.eventsPath
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        page.paragraph(names.text("referenceEventsIntro"))
        for entry in EventReference.entries {
            let name = entry.event.rawValue
            page.heading(2, name)
            page.paragraph(names.text("eventSummary" + Self.keyName(name)))
            var rows = ""
            for mode in LifecycleMode.allCases {
                let modeName = text(mode == .appDelegate ? "modeAppDelegate" : "modeScenes")
                guard let starts = entry.allowedFrom[mode], !starts.isEmpty, let example = entry.example[mode] else {
                    rows += "<tr><th scope=\"row\">\(modeName)</th><td colspan=\"2\">\(text("eventNotInMode"))</td></tr>\n"
                    continue
                }
                let from = starts.map { "<code>\(HTML.escape($0.rawValue))</code>" }.joined(separator: " ")
                let steps = example.steps.isEmpty ? text("valueNone")
                    : "<ol class=\"event-steps\">" + example.steps.map { stepItem($0, from: path) }.joined() + "</ol>"
                rows += "<tr><th scope=\"row\">\(modeName)</th><td>\(from)</td>"
                    + "<td><span class=\"event-example-from\"><code>from=\(HTML.escape(example.start.rawValue))</code></span>\(steps)</td></tr>\n"
            }
            page.raw("""
                <div class="table-wrap"><table class="events">
                <thead><tr><th scope="col">\(text("fieldMode"))</th><th scope="col">\(text("fieldAllowedFrom"))</th>\
                <th scope="col">\(text("fieldProduces"))</th></tr></thead>
                <tbody>
                \(rows)</tbody></table></div>
                <p class="event-facts">\(text("fieldFacts"))\(text("labelSeparator"))\(HTML.escape(entry.facts))</p>

                """, searchText: name)
        }
        return entry(path, title: names.text("referenceEventsTitle"), order: 3, body: page,
                     description: names.text("referenceEventsIntro"))
    }

    /// One step: the callback linked to its page, marked optional or configuration-dependent.
    private func stepItem(_ step: Step, from path: String) -> String {
        let href = Self.link(from: path, to: Self.path(of: step.callback))
        var item = "<a href=\"\(href)\"><code>\(HTML.escape(step.callback.swiftSelector))</code></a>"
        if let scene = step.scene { item += " <span class=\"event-window\">(\(scene))</span>" }
        switch step.presence {
        case .required: break
        case .optional: item += " <span class=\"optional-tag\">\(text("lifecycleOptional"))</span>"
        case .conditional, .tolerated: item += " <span class=\"optional-tag\">\(text("eventConditional"))</span>"
        }
        return "<li>\(item)</li>"
    }
}
