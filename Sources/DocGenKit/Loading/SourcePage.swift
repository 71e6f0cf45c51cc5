/// One Markdown file of `Content/` as read from disk, before parsing.
public struct SourcePage: Sendable {
    public let language: Language
    /// The path inside the language folder, with `/` separators: `scenes/scene-delegate.md`.
    /// A page's translations have the same path in every language folder.
    public let path: String
    /// The path printed in diagnostics (relative to where docgen was started when possible).
    public let displayPath: String
    /// The file's text; read back from the build's spill file once `spilling(into:)` put it there,
    /// or from the page's file when the build took its hash unread (`unread`).
    public var text: String {
        if let spilled { return String(decoding: spilled.file.load(spilled.slice), as: UTF8.self) }
        // Read now: a file written since the build began gives its new text, as a later start would have.
        if let unread { return ContentLoader.text(ofFile: unread) ?? "" }
        return heldText
    }
    private var heldText: String
    private var spilled: (file: SpillFile, slice: SpillFile.Slice)?
    /// The file's path, when its text was not read: the last build recorded its hash, and the
    /// file has not been written since (`SourceIndex`).
    private(set) var unread: String?
    /// The text's `StableHash`, made once as it is read: the caches' keys (`ParseCache`,
    /// `PageCheckCache`, the render cache's) take it rather than hash the text again, read back.
    let textHash: String
    /// The file as it was found just before it was read (`SourceIndex` records it); nil when not taken.
    let identity: SourceIdentity?

    public init(language: Language, path: String, displayPath: String, text: String) {
        self.init(language: language, path: path, displayPath: displayPath, text: text, identity: nil)
    }

    init(language: Language, path: String, displayPath: String, text: String, identity: SourceIdentity?) {
        self.language = language
        self.path = path
        self.displayPath = displayPath
        heldText = text
        var hash = StableHash()
        hash.add(text)
        textHash = hash.hex
        self.identity = identity
    }

    /// A page whose file is the one the last build read (`SourceIndex`): its text stays in the
    /// file, and `textHash` is the hash recorded then.
    init(language: Language, path: String, displayPath: String, unreadFile: String, textHash: String, identity: SourceIdentity) {
        self.language = language
        self.path = path
        self.displayPath = displayPath
        heldText = ""
        unread = unreadFile
        self.textHash = textHash
        self.identity = identity
    }

    /// The page with its text in `file`: after parsing, only a few checks and the render cache's
    /// keys read it again. Kept in memory when the file refuses it; a page left unread stays so.
    func spilling(into file: SpillFile) -> SourcePage {
        guard spilled == nil, unread == nil, let slice = file.store(Array(heldText.utf8)) else { return self }
        var page = self
        page.spilled = (file, slice)
        page.heldText = ""
        return page
    }

    /// The folder inside the language folder: the page's section ("" for top-level pages).
    public var section: String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// `<section>/_section.md` describes its folder (title, order, description) instead of being a page.
    public var isSectionDescription: Bool { path == SectionDescription.fileName || path.hasSuffix("/" + SectionDescription.fileName) }

    /// The output path of the page: `scenes/scene-delegate.html`.
    public var htmlPath: String { String(path.dropLast(3)) + ".html" }
}
