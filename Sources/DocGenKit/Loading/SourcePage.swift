/// One Markdown file of `Content/` as read from disk, before parsing.
public struct SourcePage: Sendable {
    /// The fields in one box: a page's source is read out of every parsed page (`ParsedPage.source`)
    /// by the checks and the render, and copying its seven fields retained each of its strings
    /// (the copies were a twelfth of the retains of a one-page rebuild at 10,000 pages).
    private final class Box: Sendable {
        let language: Language
        let path: String
        let displayPath: String
        let heldText: String
        let spilled: (file: SpillFile, slice: SpillFile.Slice)?
        let unread: String?
        let textHash: String
        let identity: SourceIdentity?
        let checkKey: StableHash
        let checkDigest: StableHash

        init(language: Language, path: String, displayPath: String, heldText: String,
             spilled: (file: SpillFile, slice: SpillFile.Slice)?, unread: String?, textHash: String, identity: SourceIdentity?,
             checkHashes: (key: StableHash, digest: StableHash)? = nil) {
            (self.language, self.path, self.displayPath) = (language, path, displayPath)
            (self.heldText, self.spilled, self.unread) = (heldText, spilled, unread)
            (self.textHash, self.identity) = (textHash, identity)
            (checkKey, checkDigest) = checkHashes ?? PageCheckCache.hashes(language: language, path: path,
                                                                           displayPath: displayPath, textHash: textHash)
        }
    }
    private let box: Box

    public var language: Language { box.language }
    /// The path inside the language folder, with `/` separators: `scenes/scene-delegate.md`.
    /// A page's translations have the same path in every language folder.
    public var path: String { box.path }
    /// The path printed in diagnostics (relative to where docgen was started when possible).
    public var displayPath: String { box.displayPath }
    /// The file's text; read back from the build's spill file once `spilling(into:)` put it there,
    /// or from the page's file when the build took its hash unread (`unread`).
    public var text: String {
        if let spilled = box.spilled { return String(decoding: spilled.file.load(spilled.slice), as: UTF8.self) }
        // Read now: a file written since the build began gives its new text, as a later start would have.
        if let unread { return ContentLoader.text(ofFile: unread) ?? "" }
        return box.heldText
    }
    /// The file's path, when its text was not read: the last build recorded its hash, and the
    /// file has not been written since (`SourceIndex`).
    var unread: String? { box.unread }
    /// The text's `StableHash`, made once as it is read: the caches' keys (`ParseCache`,
    /// `PageCheckCache`, the render cache's) take it rather than hash the text again, read back.
    var textHash: String { box.textHash }
    /// The file as it was found just before it was read (`SourceIndex` records it); nil when not taken.
    var identity: SourceIdentity? { box.identity }
    /// The page's language and path, and its text and path as diagnostics print it, hashed once as the
    /// page is found: `PageCheckCache` looks every page up for each of its checks, some 66,000 look-ups
    /// at 10,000 pages, and hashed those four strings again for each.
    var checkKey: StableHash { box.checkKey }
    var checkDigest: StableHash { box.checkDigest }

    public init(language: Language, path: String, displayPath: String, text: String) {
        self.init(language: language, path: path, displayPath: displayPath, text: text, identity: nil)
    }

    init(language: Language, path: String, displayPath: String, text: String, identity: SourceIdentity?) {
        var hash = StableHash()
        hash.add(text)
        box = Box(language: language, path: path, displayPath: displayPath, heldText: text,
                  spilled: nil, unread: nil, textHash: hash.hex, identity: identity)
    }

    /// A page whose file is the one the last build read (`SourceIndex`): its text stays in the
    /// file, and `textHash` is the hash recorded then.
    init(language: Language, path: String, displayPath: String, unreadFile: String, textHash: String, identity: SourceIdentity) {
        box = Box(language: language, path: path, displayPath: displayPath, heldText: "",
                  spilled: nil, unread: unreadFile, textHash: textHash, identity: identity)
    }

    /// The page with its text in `file`: after parsing, only a few checks and the render cache's
    /// keys read it again. Kept in memory when the file refuses it; a page left unread stays so.
    func spilling(into file: SpillFile) -> SourcePage {
        guard box.spilled == nil, box.unread == nil, let slice = file.store(Array(box.heldText.utf8)) else { return self }
        return SourcePage(box: Box(language: language, path: path, displayPath: displayPath, heldText: "",
                                   spilled: (file, slice), unread: nil, textHash: textHash, identity: identity,
                                   checkHashes: (box.checkKey, box.checkDigest)))
    }

    private init(box: Box) { self.box = box }

    /// The folder inside the language folder: the page's section ("" for top-level pages). Cut at
    /// the last `/` byte, as the loader found the page's folder (`HeldFolders.split`): a search by
    /// Characters walked the path's graphemes back from its end, for every page on every build.
    public var section: String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `<section>/_section.md` describes its folder (title, order, description) instead of being a page.
    public var isSectionDescription: Bool { path == SectionDescription.fileName || path.hasSuffix("/" + SectionDescription.fileName) }

    /// The output path of the page: `scenes/scene-delegate.html`.
    public var htmlPath: String { (String(path.utf8.dropLast(3)) ?? String(path.dropLast(3))) + ".html" }
}
