import Lifecycle

extension ReferencePages {
    /// All callbacks, by receiver, in catalogue order.
    func callbackIndex() -> SiteMap.Entry {
        let path = Self.callbackIndexPath
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        page.paragraph(names.text("referenceCallbacksIntro"))
        for receiver in [Receiver.appDelegate, .sceneDelegate] {
            page.heading(2, names.text(receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate"))
            var rows = ""
            var searchText: [String] = []
            for callback in CallbackCatalogue.all where callback.receiver == receiver {
                let href = Self.link(from: path, to: Self.path(of: callback))
                rows += "<tr><td><a href=\"\(href)\"><code>\(HTML.escape(callback.swiftSelector))</code></a></td>"
                    + "<td>\(modes(callback))</td><td>\(status(callback))</td></tr>\n"
                searchText.append(callback.swiftSelector)
            }
            page.raw("""
                <div class="table-wrap"><table>
                <thead><tr><th scope="col">\(text("fieldSwiftSelector"))</th><th scope="col">\(text("fieldModes"))</th>\
                <th scope="col">\(text("fieldStatus"))</th></tr></thead>
                <tbody>
                \(rows)</tbody></table></div>

                """, searchText: searchText.joined(separator: " "))
        }
        return entry(path, title: names.text("referenceCallbacksTitle"), order: 1, body: page,
                     description: names.text("referenceCallbacksIntro"))
    }

    /// One callback: its selectors, receiver, modes, notifications, and where it is documented.
    func callbackPage(_ callback: Callback, usage: SequenceUsage) -> SiteMap.Entry {
        let path = Self.path(of: callback)
        var page = PageBuilder(permalinkLabel: names.text("permalink"))
        let notifications = callback.notifications.isEmpty ? text("valueNone")
            : callback.notifications.map { "<code>\(HTML.escape($0))</code>" }.joined(separator: "<br>")
        let receiver = text(callback.receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate")
        page.raw("""
            <div class="table-wrap"><table class="facts">
            <tbody>
            <tr><th scope="row">\(text("fieldSwiftSelector"))</th><td><code>\(HTML.escape(callback.swiftSelector))</code></td></tr>
            <tr><th scope="row">\(text("fieldObjcSelector"))</th><td><code>\(HTML.escape(callback.objcSelector))</code></td></tr>
            <tr><th scope="row">\(text("fieldReceiver"))</th><td>\(receiver)</td></tr>
            <tr><th scope="row">\(text("fieldModes"))</th><td>\(modes(callback))</td></tr>
            <tr><th scope="row">\(text("fieldNotifications"))</th><td>\(notifications)</td></tr>
            <tr><th scope="row">\(text("fieldStatus"))</th><td>\(status(callback))</td></tr>
            </tbody></table></div>

            """, searchText: ([callback.swiftSelector, callback.objcSelector] + callback.notifications).joined(separator: " "))
        if let api = APICatalogue.named(callback.swiftSelector) {
            page.heading(2, names.text("fieldAvailability"))
            page.raw(availability(api, from: path))
        }
        page.heading(2, names.text("fieldAppearsIn"))
        page.raw(usesList(usage.byCallback[callback.swiftSelector] ?? [], from: path))
        return entry(path, title: callback.swiftSelector, order: 100, body: page, listed: false,
                     parent: Self.callbackIndexPath, description: "\(callback.swiftSelector) · \(callback.objcSelector)")
    }

    /// Links to documented sequences, with the step numbers, or a sentence saying there are none.
    func usesList(_ uses: [SequenceUsage.Use], from path: String) -> String {
        guard !uses.isEmpty else { return "<p>\(text("appearsInNone"))</p>\n" }
        let items = uses.map { use in
            let anchor = use.href.split(separator: "#").last.map { String($0.dropFirst("seq-".count)) } ?? ""
            return "<li><a href=\"\(HTML.escape(Self.link(from: path, to: use.href)))\">\(HTML.escape(use.pageTitle))</a> · "
                + "<code>\(HTML.escape(anchor))</code> (\(text("lifecycleColumnStep")) \(use.steps.map(String.init).joined(separator: ", ")))</li>"
        }
        return "<ul class=\"sequence-uses\">\n" + items.joined(separator: "\n") + "\n</ul>\n"
    }

    func modes(_ callback: Callback) -> String {
        LifecycleMode.allCases.filter(callback.modes.contains)
            .map { text($0 == .appDelegate ? "modeAppDelegate" : "modeScenes") }.joined(separator: ", ")
    }

    func status(_ callback: Callback) -> String {
        guard let release = callback.deprecatedIn else { return text("currentAPI") }
        var status = HTML.escape(names.text("deprecatedIn").replacingOccurrences(of: "%@", with: release))
        if let replacement = APICatalogue.named(callback.swiftSelector)?.replacement {
            status += "; " + HTML.escape(names.text("deprecatedUse")).replacingOccurrences(of: "%@", with: "<code>\(HTML.escape(replacement))</code>")
        }
        return status
    }

    /// Introduced and deprecated versions per platform, the replacement (linked when it has a
    /// page here) and the Apple page they come from (`APICatalogue`).
    func availability(_ api: APIAvailability, from path: String) -> String {
        let rows = Platform.allCases.compactMap { platform -> String? in
            guard let versions = api.versions(on: platform) else { return nil }
            let cell = { (version: String?) in version.map { HTML.escape(platform.rawValue + " " + $0) } ?? "—" }
            return "<tr><th scope=\"row\">\(HTML.escape(platform.rawValue))</th><td>\(cell(versions.introduced))</td>"
                + "<td>\(cell(versions.deprecated))</td></tr>"
        }.joined(separator: "\n")
        var html = """
            <div class="table-wrap"><table class="availability">
            <thead><tr><th scope="col">\(text("fieldPlatform"))</th><th scope="col">\(text("fieldIntroduced"))</th>\
            <th scope="col">\(text("fieldDeprecated"))</th></tr></thead>
            <tbody>
            \(rows)
            </tbody></table></div>

            """
        if let replacement = api.replacement {
            let name = "<code>\(HTML.escape(replacement))</code>"
            let linked = CallbackCatalogue.all.first { $0.swiftSelector == replacement }
                .map { "<a href=\"\(Self.link(from: path, to: Self.path(of: $0)))\">\(name)</a>" } ?? name
            html += "<p class=\"api-replacement\">\(text("fieldReplacement"))\(text("labelSeparator"))\(linked)</p>\n"
        }
        html += "<p class=\"api-source\"><a href=\"\(HTML.escape(api.source))\">\(text("fieldAppleDocumentation"))</a></p>\n"
        return html
    }
}
