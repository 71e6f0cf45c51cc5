import Lifecycle

/// What one page's lifecycle blocks add to each reference page that lists their uses (a
/// callback's, a state's), hashed: for each callback and state the page's blocks show, the block
/// digests and step numbers of its uses there, in block order. Made from the page alone as it is
/// parsed, and kept with it in the parse cache, so that a rebuild makes the reference pages' keys
/// from every page's few digests rather than listing every use of the site again (some 5 % of a
/// one-page rebuild at 10,000 pages); the lists are made for the reference pages rendered again.
struct PageUseDigests: Sendable, Equatable {
    /// What a use is listed under: a callback (by its Swift selector) or a state.
    enum Key: Hashable, Sendable {
        case callback(String)
        case appState(AppState)
        case sceneState(SceneState)
    }

    struct Item: Sendable, Equatable {
        let key: Key
        let digest: StableHash
    }

    /// By key, in the order the page's blocks first show them.
    let items: [Item]

    init(items: [Item]) { self.items = items }

    /// The digests of `page`'s listed blocks (those with an `id=` and a sequence), each block's
    /// sequence as `sequence` gives it (`SequenceUsage.blocks(of:title:htmlPath:sequence:)`).
    init(_ page: ParsedPage, sequence: (Int, LifecycleBlock) -> CheckedSequence?) {
        let blocks = SequenceUsage.blocks(of: page, title: page.title, htmlPath: page.source.htmlPath, sequence: sequence)
        var order: [Key] = [], uses: [Key: [(block: StableHash, steps: [Int])]] = [:]
        func add(_ key: Key, _ block: StableHash, _ numbers: [Int]) {
            if uses[key] == nil { order.append(key) }
            uses[key, default: []].append((block, numbers))
        }
        for block in blocks {
            for (key, numbers) in block.callbacks { add(.callback(key), block.shared.digest, numbers) }
            for (key, numbers) in block.appStates { add(.appState(key), block.shared.digest, numbers) }
            for (key, numbers) in block.sceneStates { add(.sceneState(key), block.shared.digest, numbers) }
        }
        items = order.map { Item(key: $0, digest: Self.digest(of: uses[$0] ?? [])) }
    }

    /// One page's uses of one key: each one's block digest and step numbers, in order.
    static func digest(of uses: [(block: StableHash, steps: [Int])]) -> StableHash {
        var hash = StableHash()
        hash.add(UInt64(uses.count))
        for use in uses {
            hash.add(use.block)
            hash.add(UInt64(use.steps.count))
            for step in use.steps { hash.add(UInt64(step)) }
        }
        return hash
    }
}

/// The digests as the parse cache keeps them: their count, then for each its key (0 and the
/// callback's place in `CallbackCatalogue.all`, 1 or 2 and the state's place among its cases)
/// and its two lanes.
extension PageUseDigests {
    /// Nil when a callback is not one the catalogue lists (no place to write).
    var packed: [UInt8]? {
        var bytes: [UInt8] = []
        bytes.appendVarint(UInt64(items.count))
        for item in items {
            let kind: Int, place: Int?
            switch item.key {
            case .callback(let selector): (kind, place) = (0, Self.callbackPlaces[selector])
            case .appState(let state): (kind, place) = (1, AppState.allCases.firstIndex(of: state))
            case .sceneState(let state): (kind, place) = (2, SceneState.allCases.firstIndex(of: state))
            }
            guard let place else { return nil }
            bytes.appendVarint(UInt64(kind))
            bytes.appendVarint(UInt64(place))
            let (first, second) = item.digest.lanes
            bytes.appendVarint(first)
            bytes.appendVarint(second)
        }
        return bytes
    }

    /// What `packed` wrote; nil for anything else.
    init?(packed bytes: [UInt8]) {
        var reader = VarintReader(bytes: bytes)
        let callbacks = CallbackCatalogue.all, appStates = AppState.allCases, sceneStates = SceneState.allCases
        guard let items = reader.list({ reader -> Item? in
            guard let kind = reader.next(), let place = reader.next().flatMap({ Int(exactly: $0) }),
                  let first = reader.next(), let second = reader.next() else { return nil }
            let key: Key
            switch kind {
            case 0 where place < callbacks.count: key = .callback(callbacks[place].swiftSelector)
            case 1 where place < appStates.count: key = .appState(appStates[place])
            case 2 where place < sceneStates.count: key = .sceneState(sceneStates[place])
            default: return nil
            }
            return Item(key: key, digest: StableHash(lanes: (first, second)))
        }), reader.atEnd else { return nil }
        self.items = items
    }

    /// Each selector's first place in the catalogue.
    private static let callbackPlaces = Dictionary(CallbackCatalogue.all.enumerated().map { ($0.element.swiftSelector, $0.offset) },
                                                   uniquingKeysWith: { first, _ in first })
}
