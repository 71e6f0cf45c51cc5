/// `sequence-uses.mustache`: the checked sequences of the site a callback or a state appears
/// in, on its reference page (inside `reference-callback` and `reference-state`), page by page.
struct SequenceUsesContext: PartialContext {
    static let partial = Partial.sequenceUses

    struct Use: Sendable, Encodable {
        /// The block on its page (`…#seq-<id>`), relative to the reference page.
        let blockHref: String
        /// What the block shows: the heading it sits under (the page's title above the first heading).
        let blockTitle: String
        /// The block's mode and events, `Scene mode · Launch from a URL`, which tell apart the blocks of one section.
        let blockMode: String
        /// The numbers of the steps, in words: `steps 2, 5`.
        let blockSteps: String
    }

    struct Page: Sendable, Encodable {
        /// The page's path in its language folder, which groups its blocks.
        let pagePath: String
        let pageTitle: String
        /// The page, relative to the reference page.
        let pageHref: String
        var uses: [Use]
    }

    let heading: HeadingContext
    let hasUses: Bool
    let pages: [Page]

    static var sample: SequenceUsesContext {
        SequenceUsesContext(heading: .sample, hasUses: true, pages: [
            Page(pagePath: "index.html", pageTitle: "Home", pageHref: "../index.html",
                 uses: [Use(blockHref: "../index.html#seq-sample", blockTitle: "Launch", blockMode: "Scene mode", blockSteps: "step 2")]),
        ])
    }
}
