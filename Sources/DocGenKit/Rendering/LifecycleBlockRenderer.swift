import Lifecycle

/// Writes a checked sequence as a numbered table: callback, receiver and the state after each
/// step, in the page's language, marked as checked against the model.
struct LifecycleBlockRenderer {
    let names: StateNames

    func render(_ sequence: CheckedSequence) -> String {
        let id = sequence.block.id ?? "sequence"
        let mode = sequence.mode ?? .appDelegate
        let modeName = mode == .scenes ? text("modeScenes") : text("modeAppDelegate")
        let events = sequence.events.map { "<code>\(HTML.escape($0.description))</code>" }.joined(separator: " ")
        var html = """
        <figure class="lifecycle" id="seq-\(HTML.escape(id))" data-mode="\(mode.rawValue)">
        <figcaption class="lifecycle-header"><span class="lifecycle-mode">\(modeName)</span> \
        <span class="lifecycle-from">\(text("lifecycleFrom"))\(text("labelSeparator"))\(HTML.escape(names.appState(sequence.from.appState)))</span> \
        <span class="lifecycle-events">\(text("lifecycleEvents"))\(text("labelSeparator"))\(events)</span> \
        <span class="lifecycle-check">✓ \(text("lifecycleChecked"))</span></figcaption>
        <div class="lifecycle-body">
        """
        if sequence.rows.isEmpty {
            html += "<p class=\"lifecycle-empty\">\(text("lifecycleNoCallbacks"))</p>\n"
        } else {
            html += """
            <table class="lifecycle-steps"><thead><tr><th scope="col">\(text("lifecycleColumnStep"))</th>\
            <th scope="col">\(text("lifecycleColumnCallback"))</th><th scope="col">\(text("lifecycleColumnReceiver"))</th>\
            <th scope="col">\(text("lifecycleColumnState"))</th></tr></thead>
            <tbody>

            """
            for (index, row) in sequence.rows.enumerated() {
                html += renderRow(number: index + 1, row)
            }
            html += "</tbody></table>\n"
            html += SequenceDiagram(names: names).render(sequence) ?? ""
        }
        return html + "</div>\n</figure>\n"
    }

    private func renderRow(number: Int, _ row: CheckedSequence.Row) -> String {
        guard let step = row.step else { return "" }
        let optional = step.isOptional ? " optional" : ""
        let tag = step.isOptional ? " <span class=\"optional-tag\">\(text("lifecycleOptional"))</span>" : ""
        var state = names.appState(step.appState)
        if let scene = step.sceneState { state += " · " + names.sceneState(scene) }
        let comment = row.line.comment.map { "<span class=\"step-comment\">\(HTML.escape($0))</span>" } ?? ""
        return """
        <tr class="lifecycle-step\(optional)"><td class="step-number">\(number)</td>\
        <td class="callback"><code>\(HTML.breakableCode(HTML.escape(step.callback.swiftSelector)))</code>\(tag)\(comment)</td>\
        <td class="receiver">\(receiverName(step))</td><td class="state">\(HTML.escape(state))</td></tr>

        """
    }

    private func receiverName(_ step: Step) -> String {
        switch step.callback.receiver {
        case .appDelegate: return text("receiverAppDelegate")
        case .sceneDelegate:
            guard let scene = step.scene, scene > 1 else { return text("receiverSceneDelegate") }
            return text("receiverSceneDelegateNumbered").replacingOccurrences(of: "%d", with: String(scene))
        }
    }

    private func text(_ key: String) -> String { HTML.escape(names.text(key)) }
}
