/// `nav-page.mustache`: one page's link in a section that the navigation shows, or the link to a
/// run of a long section's pages.
/// `NavigationLists` renders it once per page and folder depth, and once more for the page
/// being read, not once for every page that shows the list.
struct NavPageContext: PartialContext {
    static let partial = Partial.navPage

    let title: String
    /// Relative to the page that shows the navigation.
    let href: String
    /// The page being read (or the page it belongs to): `aria-current="page"`.
    let isCurrent: Bool
    /// A page the language has not translated: its English title shows, marked.
    let isFallback: Bool
    /// `en` on a fallback, else empty.
    let titleLang: String
    /// A link to a run of a long section's pages ("Pages 51–100"), not to one page.
    let isRange: Bool
    let ui: [String: String]

    static var sample: NavPageContext {
        NavPageContext(title: "Sample page", href: "../sample/page.html", isCurrent: true, isFallback: true, titleLang: "en",
                       isRange: false, ui: ["untranslatedMarker": "English"])
    }
}
