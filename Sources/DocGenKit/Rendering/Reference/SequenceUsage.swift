import Lifecycle

/// Where each callback and state appears in the documented, checked sequences of one language.
struct SequenceUsage: Sendable {
    /// A block, as each of its uses lists it; shared by them (one reference to copy, not seven).
    /// Its fields are constants: `digest` is made from the others once.
    final class Block: Sendable {
        let pageTitle: String
        /// The page's path, relative to the language root: uses are listed page by page.
        let pagePath: String
        /// The heading the block sits under, which names what it shows; `nil` above the first heading.
        let heading: String?
        let mode: LifecycleMode
        let events: [EventOccurrence]
        let href: String  // relative to the language root, with the block's anchor
        /// The block's `id=`.
        let id: String
        /// Every field above, hashed once for the block's uses (`PageUseDigests`).
        let digest: StableHash

        init(pageTitle: String, pagePath: String, heading: String?, mode: LifecycleMode, events: [EventOccurrence],
             href: String, id: String) {
            (self.pageTitle, self.pagePath, self.heading, self.mode, self.events, self.href, self.id)
                = (pageTitle, pagePath, heading, mode, events, href, id)
            digest = SequenceUsage.digest(pageTitle: pageTitle, pagePath: pagePath, heading: heading, mode: mode,
                                          events: events, href: href, id: id)
        }
    }

    /// A block that lists a callback or a state, and the numbers of its steps that do.
    struct Use: Sendable {
        let block: Block
        let steps: [Int]

        var pageTitle: String { block.pageTitle }
        var pagePath: String { block.pagePath }
        var heading: String? { block.heading }
        var mode: LifecycleMode { block.mode }
        var events: [EventOccurrence] { block.events }
        var href: String { block.href }
        var blockDigest: StableHash { block.digest }
    }

    /// Each callback's and state's uses, hashed page by page (`PageUseDigests`): what the
    /// reference pages' keys are made from. Made from the digests each page keeps, without listing
    /// a use: a rebuild renders few reference pages again, and the lists are made for those.
    private let digests: [PageUseDigests.Key: StableHash]
    private let lists: MadeOnce<Lists>

    private struct Lists: Sendable {
        var byCallback: [String: [Use]] = [:]
        var byAppState: [AppState: [Use]] = [:]
        var bySceneState: [SceneState: [Use]] = [:]
    }

    init(written: [SiteMap.Entry], report: VerificationReport) {
        var digests: [PageUseDigests.Key: StableHash] = [:]
        for entry in written {
            guard case .markdown(let page) = entry.body else { continue }
            for item in page.useDigests ?? PageUseDigests(page, sequence: { report.sequence($1.blockID) }).items {
                digests[item.key, default: StableHash()].add(item.digest)
            }
        }
        self.digests = digests
        lists = MadeOnce {
            // Each page's blocks on every core (their digests are most of the work), gathered in page order:
            // made in one loop, they were a twentieth of a one-page rebuild, on one core.
            var lists = Lists()
            for blocks in written.parallelMap({ entry in Self.blocks(of: entry, report: report) }) {
                for block in blocks {
                    let use = { (numbers: [Int]) in Use(block: block.shared, steps: numbers) }
                    for (key, numbers) in block.callbacks { lists.byCallback[key, default: []].append(use(numbers)) }
                    for (key, numbers) in block.appStates { lists.byAppState[key, default: []].append(use(numbers)) }
                    for (key, numbers) in block.sceneStates { lists.bySceneState[key, default: []].append(use(numbers)) }
                }
            }
            return lists
        }
    }

    /// The uses of `callback`, page by page, block by block.
    func uses(of callback: Callback) -> [Use] { lists.value.byCallback[callback.swiftSelector] ?? [] }
    func uses(of state: AppState) -> [Use] { lists.value.byAppState[state] ?? [] }
    func uses(of state: SceneState) -> [Use] { lists.value.bySceneState[state] ?? [] }

    /// What the uses of `key` are made from, as `digest(of:)` hashes their list.
    func digest(of key: PageUseDigests.Key) -> StableHash { digests[key] ?? StableHash() }

    /// `uses` hashed as `digest(of:)` finds them: each page's run on its own, then the runs in order.
    static func digest(of uses: [Use]) -> StableHash {
        var digest = StableHash(), start = uses.startIndex
        while start < uses.endIndex {
            let path = uses[start].pagePath
            let end = uses[start...].firstIndex { $0.pagePath != path } ?? uses.endIndex
            digest.add(PageUseDigests.digest(of: uses[start..<end].map { ($0.blockDigest, $0.steps) }))
            start = end
        }
        return digest
    }

    /// One block of a page, with the numbers of its steps by callback and by state, in their order.
    struct PageBlock: Sendable {
        let shared: Block
        let callbacks: [(key: String, numbers: [Int])]
        let appStates: [(key: AppState, numbers: [Int])]
        let sceneStates: [(key: SceneState, numbers: [Int])]
    }

    private static func blocks(of entry: SiteMap.Entry, report: VerificationReport) -> [PageBlock] {
        guard case .markdown(let page) = entry.body else { return [] }
        return blocks(of: page, title: entry.title, htmlPath: entry.htmlPath, sequence: { report.sequence($1.blockID) })
    }

    /// The listed blocks of `page` (those with an `id=` and a sequence), as `title` and `htmlPath`
    /// name it; `sequence` gives each block's (its place among the page's blocks, the block).
    static func blocks(of page: ParsedPage, title: String, htmlPath: String,
                       sequence: (Int, LifecycleBlock) -> CheckedSequence?) -> [PageBlock] {
        let headings = page.headings
        return page.lifecycleBlocks.enumerated().compactMap { number, block in
            guard let sequence = sequence(number, block), let id = block.id else { return nil }
            let steps = sequence.rows.compactMap { $0.step }
            let heading = headings.last { ($0.location?.line ?? .max) < block.fence.line }?.text
            let shared = Block(pageTitle: title, pagePath: htmlPath, heading: heading, mode: sequence.mode ?? .appDelegate,
                               events: sequence.events, href: htmlPath + "#seq-" + id, id: id)
            // Closures, not key paths: each key path was projected at run time, for every step of every block.
            return PageBlock(shared: shared, callbacks: numbered(steps, by: { $0.callback.swiftSelector }),
                             appStates: numbered(steps, by: { $0.appState }), sceneStates: numbered(steps, by: { $0.sceneState }))
        }
    }

    /// A block's use, but for its steps, as `ReferencePages.add(_:to:)` takes it.
    static func digest(pageTitle: String, pagePath: String, heading: String?, mode: LifecycleMode,
                       events: [EventOccurrence], href: String, id: String) -> StableHash {
        var hash = StableHash()
        hash.add(pageTitle); hash.add(pagePath)
        if let heading { hash.add("h"); hash.add(heading) } else { hash.add("-") }
        hash.add(mode.rawValue)
        hash.add(UInt64(events.count))
        for occurrence in events {
            hash.add(occurrence.event.rawValue)
            hash.add(occurrence.window == nil ? "-" : "w"); hash.add(UInt64(bitPattern: Int64(occurrence.window ?? 0)))
        }
        hash.add(href); hash.add(id)
        return hash
    }

    /// Each distinct key among `steps`, in the order it first appears, with the (1-based) numbers of its steps.
    private static func numbered<Key: Hashable>(_ steps: [Step], by key: (Step) -> Key?) -> [(key: Key, numbers: [Int])] {
        // A block has a few steps: a list searched in order beats hashing every key (a selector) twice.
        var found: [(key: Key, numbers: [Int])] = []
        for (index, step) in steps.enumerated() {
            guard let value = key(step) else { continue }
            if let at = found.firstIndex(where: { $0.key == value }) {
                found[at].numbers.append(index + 1)
            } else {
                found.append((value, [index + 1]))
            }
        }
        return found
    }
}
