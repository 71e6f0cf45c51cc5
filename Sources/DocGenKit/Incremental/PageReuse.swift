/// How the renderer asks whether a page can be taken from the previous build (`RenderCache`).
struct PageReuse: Sendable {
    /// The build's fingerprint, the first part of every page's key.
    let fingerprint: String
    /// Given a page's path in the site and its key: true when the previous file was put in place.
    let take: @Sendable (_ path: String, _ key: String) throws(BuildError) -> Bool
}
