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
        let context = CallbackIndexContext(intro: intro, groups: groups, ui: strings)
        return entry(path, title: names.text("referenceCallbacksTitle"), order: 1, inputs: inputs("callback index"),
                     context: { context }, outline: outline, description: intro)
    }

    /// One callback: its declaration, receiver, modes and notifications from the model, its hand-written
    /// prose (`ReferenceProse`), its availability, and where it is documented.
    func callbackPage(_ callback: Callback, usage: SequenceUsage) -> SiteMap.Entry {
        let path = Self.path(of: callback)
        let prose = self.prose[Self.slug(callback.swiftSelector)]
        var outline = PageOutline(reserving: prose)
        outline.searchableNames([callback.swiftSelector, callback.objcSelector] + callback.notifications)
        // Headings in the order the page shows them, so their ids follow the page. The declarations
        // are laid out when the page is rendered: in every language on every build, they were a
        // sixth of making the reference pages of a one-page rebuild, most of them then taken unrendered.
        let declarationHeading = callback.declaration.map { _ in outline.heading(2, names.text("fieldDeclaration")) }
        if let prose { outline.include(prose) }
        let versions = APICatalogue.named(callback.swiftSelector).map { availability($0, from: path, outline: &outline) }
        let usesHeading = outline.heading(2, names.text("fieldAppearsIn"))
        let madeFrom = inputs("callback") { hash in
            hash.add(callback.swiftSelector)
            if let prose { hash.add(prose.source.language.code + "/" + prose.source.path); hash.add(prose.source.textHash) } else { hash.add("-") }
            hash.add(usage.digest(of: .callback(callback.swiftSelector)))
        }
        let description = prose?.frontMatter?.description ?? "\(callback.swiftSelector) · \(callback.objcSelector)"
        return entry(path, title: callback.swiftSelector, order: 100, inputs: madeFrom, context: {
            CallbackPageContext(
                swiftSelector: callback.swiftSelector, objcSelector: callback.objcSelector,
                receiver: names.text(callback.receiver == .appDelegate ? "receiverAppDelegate" : "receiverSceneDelegate"),
                modes: modes(callback), notifications: callback.notifications, deprecation: deprecation(callback),
                declaration: callback.declaration.flatMap { declaration in
                    declarationHeading.map { heading in
                        CallbackPageContext.Declaration(heading: heading, swift: DeclarationLayout.swift(declaration.swift),
                                                        objc: DeclarationLayout.objc(declaration.objc))
                    }
                },
                prose: prose.map { _ in ReferenceProse.token },
                proseLanguage: prose.flatMap { $0.source.language == language ? nil : $0.source.language.code },
                availability: versions, documented: documented(usage.uses(of: callback), from: path, heading: usesHeading), ui: strings)
        }, outline: outline, listed: false, parent: Self.callbackIndexPath, description: description, prose: prose)
    }

    /// Links to documented sequences, page by page, under `heading`: each block named by the heading
    /// it sits under and its mode, with the numbers of the steps.
    func documented(_ uses: [SequenceUsage.Use], from path: String, heading: HeadingContext) -> SequenceUsesContext {
        var pages: [SequenceUsesContext.Page] = []
        // Looked up once: a large site lists thousands of uses on one callback's page.
        let up = Self.link(from: path, to: "")
        let modeNames = [LifecycleMode.scenes: names.text("modeScenes"), .appDelegate: names.text("modeAppDelegate")]
        // The strings' pieces around `%@`, split once; a block's mode and events named once for
        // each combination (a handful), not for each of the uses.
        let (oneStep, steps) = (names.text("sequenceUseStep").components(separatedBy: "%@"),
                                names.text("sequenceUseSteps").components(separatedBy: "%@"))
        let listSeparator = names.text("listSeparator")
        var blockModes: [BlockKind: String] = [:]
        for use in uses {
            let kind = BlockKind(mode: use.mode, events: use.events)
            let blockMode = blockModes[kind] ?? {
                let named = ([modeNames[use.mode] ?? ""] + use.events.map(names.event)).joined(separator: " · ")
                blockModes[kind] = named
                return named
            }()
            let link = SequenceUsesContext.Use(
                blockHref: up + use.href, blockTitle: use.heading ?? use.pageTitle, blockMode: blockMode,
                blockSteps: (use.steps.count == 1 ? oneStep : steps).joined(separator: use.steps.map(String.init).joined(separator: listSeparator)))
            if let last = pages.indices.last, pages[last].pagePath == use.pagePath {
                pages[last].uses.append(link)
            } else {
                pages.append(SequenceUsesContext.Page(pagePath: use.pagePath, pageTitle: use.pageTitle,
                                                      pageHref: up + use.pagePath, uses: [link]))
            }
        }
        return SequenceUsesContext(heading: heading, hasUses: !uses.isEmpty, pages: pages)
    }

    /// What a block's line in a uses list says before its steps.
    private struct BlockKind: Hashable {
        var mode: LifecycleMode
        var events: [EventOccurrence]
    }

    func modes(_ callback: Callback) -> String {
        LifecycleMode.allCases.filter(callback.modes.contains)
            .map { names.text($0 == .appDelegate ? "modeAppDelegate" : "modeScenes") }.joined(separator: names.text("listSeparator"))
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
