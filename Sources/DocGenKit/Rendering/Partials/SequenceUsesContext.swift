/// `sequence-uses.mustache`: the checked sequences of the site a callback or a state appears
/// in, on its reference page (inside `reference-callback` and `reference-state`), page by page.
struct SequenceUsesContext: PartialContext, HashFed {
    static let partial = Partial.sequenceUses

    struct Use: Sendable, HashFed {
        /// The block on its page (`…#seq-<id>`), relative to the reference page.
        let blockHref: String
        /// What the block shows: the heading it sits under (the page's title above the first heading).
        let blockTitle: String
        /// The block's mode and events, `Scene mode · Launch from a URL`, which tell apart the blocks of one section.
        let blockMode: String
        /// The numbers of the steps, in words: `steps 2, 5`.
        let blockSteps: String

        func feed(_ feeder: HashFeeder) {
            feeder.text("blockHref", blockHref)
            feeder.text("blockTitle", blockTitle)
            feeder.text("blockMode", blockMode)
            feeder.text("blockSteps", blockSteps)
        }
    }

    struct Page: Sendable, HashFed {
        /// The page's path in its language folder, which groups its blocks.
        let pagePath: String
        let pageTitle: String
        /// The page, relative to the reference page.
        let pageHref: String
        var uses: [Use]

        func feed(_ feeder: HashFeeder) throws {
            feeder.text("pagePath", pagePath)
            feeder.text("pageTitle", pageTitle)
            feeder.text("pageHref", pageHref)
            try feeder.list("uses", uses)
        }
    }

    let heading: HeadingContext
    let hasUses: Bool
    let pages: [Page]

    func feed(_ feeder: HashFeeder) throws {
        try feeder.value("heading", heading)
        try feeder.value("hasUses", hasUses)
        try feeder.list("pages", pages)
    }

    static var sample: SequenceUsesContext {
        SequenceUsesContext(heading: .sample, hasUses: true, pages: [
            Page(pagePath: "index.html", pageTitle: "Home", pageHref: "../index.html",
                 uses: [Use(blockHref: "../index.html#seq-sample", blockTitle: "Launch", blockMode: "Scene mode", blockSteps: "step 2")]),
        ])
    }
}
