import Lifecycle

extension ReferencePages {
    /// All callbacks, by receiver, in catalogue order.
    func callbackIndex() -> SiteMap.Entry {
        let path = Self.callbackIndexPath
        var outline = PageOutline()
        let intro = names.text("referenceCallbacksIntro")
        outline.searchable(intro)
        var groups: [CallbackIndexContext.Group] = []
        for receiver in [Receiver.appDelegate, .sceneDelegate] {
            let heading = outline.heading(2, names.text(receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate"))
            let callbacks = CallbackCatalogue.all.filter { $0.receiver == receiver }
            outline.searchableNames(callbacks.map(\.swiftSelector))
            groups.append(CallbackIndexContext.Group(heading: heading, callbacks: callbacks.map { callback in
                CallbackIndexContext.Row(href: Self.link(from: path, to: Self.path(of: callback)), selector: callback.swiftSelector,
                                         modes: modes(callback), deprecation: deprecation(callback))
            }))
        }
        return entry(path, title: names.text("referenceCallbacksTitle"), order: 1,
                     context: CallbackIndexContext(intro: intro, groups: groups, ui: strings), outline: outline, description: intro)
    }

    /// One callback: its selectors, receiver, modes, notifications, and where it is documented.
    func callbackPage(_ callback: Callback, usage: SequenceUsage) -> SiteMap.Entry {
        let path = Self.path(of: callback)
        var outline = PageOutline()
        outline.searchableNames([callback.swiftSelector, callback.objcSelector] + callback.notifications)
        // Headings in the order the page shows them, so their ids follow the page.
        let versions = APICatalogue.named(callback.swiftSelector).map { availability($0, from: path, outline: &outline) }
        let uses = documented(usage.byCallback[callback.swiftSelector] ?? [], from: path, outline: &outline)
        let context = CallbackPageContext(
            swiftSelector: callback.swiftSelector, objcSelector: callback.objcSelector,
            receiver: names.text(callback.receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate"),
            modes: modes(callback), notifications: callback.notifications, deprecation: deprecation(callback),
            availability: versions, documented: uses, ui: strings)
        return entry(path, title: callback.swiftSelector, order: 100, context: context, outline: outline, listed: false,
                     parent: Self.callbackIndexPath, description: "\(callback.swiftSelector) · \(callback.objcSelector)")
    }

    /// Links to documented sequences, with the step numbers, under their heading.
    func documented(_ uses: [SequenceUsage.Use], from path: String, outline: inout PageOutline) -> SequenceUsesContext {
        let heading = outline.heading(2, names.text("fieldAppearsIn"))
        return SequenceUsesContext(heading: heading, hasUses: !uses.isEmpty, uses: uses.map { use in
            SequenceUsesContext.Use(href: Self.link(from: path, to: use.href), pageTitle: use.pageTitle, id: use.id,
                                    steps: use.steps.map(String.init).joined(separator: ", "))
        })
    }

    func modes(_ callback: Callback) -> String {
        LifecycleMode.allCases.filter(callback.modes.contains)
            .map { names.text($0 == .appDelegate ? "modeAppDelegate" : "modeScenes") }.joined(separator: ", ")
    }

    func deprecation(_ callback: Callback) -> Deprecation? {
        guard let release = callback.deprecatedIn else { return nil }
        let use = APICatalogue.named(callback.swiftSelector)?.replacement.map { TextAroundCode(names.text("deprecatedUse"), code: $0) }
        return Deprecation(since: names.text("deprecatedIn").replacingOccurrences(of: "%@", with: release), use: use)
    }

    /// Introduced and deprecated versions per platform, the replacement (linked when it has a
    /// page here) and the Apple page they come from (`APICatalogue`).
    func availability(_ api: APIAvailability, from path: String, outline: inout PageOutline) -> CallbackPageContext.Availability {
        let heading = outline.heading(2, names.text("fieldAvailability"))
        let platforms = Platform.allCases.compactMap { platform in
            api.versions(on: platform).map {
                CallbackPageContext.Platform(name: platform.rawValue, introduced: $0.introduced, deprecated: $0.deprecated)
            }
        }
        let replacement = api.replacement.map { selector in
            CallbackPageContext.Replacement(selector: selector, href: CallbackCatalogue.all.first { $0.swiftSelector == selector }
                .map { Self.link(from: path, to: Self.path(of: $0)) })
        }
        return CallbackPageContext.Availability(heading: heading, platforms: platforms, replacement: replacement, source: api.source)
    }
}
