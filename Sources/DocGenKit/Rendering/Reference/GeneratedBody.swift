/// The body of a page generated from the model: its partial's context, made only when the page
/// is rendered, and a digest of what that context is made from, which the page's key takes
/// instead of the context. A one-page rebuild takes almost every generated page from the last
/// build; making their contexts (every sequence that calls a callback, the state diagrams) and
/// hashing them was a seventh of its samples at 10,000 pages.
struct GeneratedBody: Sendable {
    /// Everything the context is made from that the build's fingerprint (the binary with its
    /// model, the theme, the string catalogs) does not stand for: the language, the page, the
    /// sequences it lists, its hand-written prose. A test edits content in many ways and checks
    /// that two contexts that differ never have the same inputs.
    let inputs: StableHash
    private let make: @Sendable () -> any PartialContext

    init(inputs: StableHash, context make: @escaping @Sendable () -> any PartialContext) {
        self.inputs = inputs
        self.make = make
    }

    var context: any PartialContext { make() }
}
