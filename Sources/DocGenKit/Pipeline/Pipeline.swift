import Foundation

/// docgen's pipeline, in order: load → parse → verify → render → write.
public enum Pipeline {
    /// Reads and parses every page of a content folder; each page keeps its Markdown tree.
    public static func parse(contentDirectory: URL, displayBase: URL? = nil) -> (ParsedContent, [Diagnostic]) {
        parse(contentDirectory: contentDirectory, displayBase: displayBase, releasingTrees: false)
    }

    /// With `releasingTrees`, each page's `TreeChecks` run on its parse worker and its Markdown
    /// tree is let go at once (verify and build read only `ParsedPage.facts` after that), so a large
    /// site is never held as trees; `checkCache` may answer those checks for an unchanged page.
    /// With `parseCache` (which needs `releasingTrees`), an unchanged page is taken as the last build parsed it.
    /// With `spill`, each page's source text, HTML and search text wait in that scratch file rather
    /// than in memory (a large site is not held whole); `rendersPages: false` (verify) drops the
    /// HTML and search text instead.
    static func parse(contentDirectory: URL, displayBase: URL?, releasingTrees: Bool, spill: SpillFile? = nil,
                      rendersPages: Bool = true, checkCache: PageCheckCache? = nil,
                      parseCache: ParseCache? = nil) -> (ParsedContent, [Diagnostic]) {
        let loaded = load(contentDirectory: contentDirectory, displayBase: displayBase, parseCache: releasingTrees ? parseCache : nil)
        return parse(loaded, contentDirectory: contentDirectory, displayBase: displayBase, releasingTrees: releasingTrees,
                     spill: spill, rendersPages: rendersPages, checkCache: checkCache, parseCache: parseCache)
    }

    /// The content folder's pages found and read, except those `parseCache` knows unchanged (`SourceIndex`).
    private static func load(contentDirectory: URL, displayBase: URL?, parseCache: ParseCache?) -> ContentLoader.Result {
        ContentLoader.load(contentDirectory: contentDirectory, displayBase: displayBase,
                           known: parseCache?.sources, knownLocks: parseCache?.locks)
    }

    /// `parse(contentDirectory:…)` once the pages were loaded.
    private static func parse(_ loaded: ContentLoader.Result, contentDirectory: URL, displayBase: URL?, releasingTrees: Bool,
                              spill: SpillFile?, rendersPages: Bool, checkCache: PageCheckCache?,
                              parseCache: ParseCache?) -> (ParsedContent, [Diagnostic]) {
        var diagnostics = loaded.diagnostics
        if !loaded.pages.contains(where: { $0.language.isSource }) {
            diagnostics.append(.error(at: SourceLocation(file: ContentLoader.displayPath(of: contentDirectory, base: displayBase), line: 1),
                                      "no English pages: expected '\(Language.source.code)/<path>.md' in the content folder",
                                      rule: "no-source-language"))
        }
        // Pages parse independently, on every core; a test's parse counter follows onto each thread.
        let counter = CommonMark.parseCounter
        let treeChecks = releasingTrees ? TreeChecks(firstPage: loaded.pages.first, cache: checkCache) : nil
        let pages = loaded.pages.parallelMap { page -> (page: ParsedPage?, unreadable: Diagnostic?) in
            let parsed: ParsedPage
            if releasingTrees, let cached = parseCache?.page(for: page, spill: rendersPages ? spill : nil) {
                parsed = cached
            } else {
                // A page taken unread (`SourceIndex`) whose parse the cache no longer has is read now.
                let source: SourcePage
                switch ContentLoader.read(page) {
                case .success(let read): source = read
                case .failure(let problem): return (nil, problem)
                }
                let parsedNow = CommonMark.$parseCounter.withValue(counter) { PageParser.parse(source, rendering: rendersPages) }
                // `verify` renders no reference page: the blocks' uses are not hashed for it.
                parsed = treeChecks.map { parsedNow.releasingTree(after: $0, keepingUseDigests: rendersPages) } ?? parsedNow
            }
            guard let spill else { return (rendersPages ? parsed : parsed.droppingRenderedText(), nil) }
            return ((rendersPages ? parsed.spilling(into: spill) : parsed.droppingRenderedText()).spillingSource(into: spill), nil)
        }
        diagnostics += pages.compactMap(\.unreadable)
        return (ParsedContent(pages: pages.compactMap(\.page), translationLocks: loaded.locks), diagnostics)
    }

    /// Load, parse and verify; with `theme`, also check what the build would refuse in the theme
    /// and the string catalogs (`ThemeCheck`). Without `freesMemory` (`docgen verify`, which exits
    /// right after), the pages are left to the system, as a build leaves them (`BuildOptions.freesMemory`).
    public static func verify(contentDirectory: URL, displayBase: URL? = nil,
                              theme: (site: URL, localizations: URL)? = nil, freesMemory: Bool = true) -> VerificationReport {
        // As a build does: the theme loaded while the pages are read and parsed, and checked while
        // they are verified (one core each, where one after the other left a core idle).
        let ((content, loadDiagnostics), loadedTheme) = concurrently({
            parse(contentDirectory: contentDirectory, displayBase: displayBase, releasingTrees: true,
                  spill: SpillFile(), rendersPages: false)
        }, {
            theme.map { theme in
                Result { () throws(BuildError) in
                    try Theme.load(siteDirectory: theme.site, localizationsDirectory: theme.localizations, displayBase: displayBase)
                }
            }
        })
        FreedMemory.giveBack()
        let (verified, themeProblems) = concurrently({
            Verifier.verify(content, adding: loadDiagnostics)
        }, { [content] () -> [Diagnostic] in
            guard let theme, let loadedTheme else { return [] }
            return ThemeCheck.diagnostics(for: content, theme: loadedTheme,
                                          catalogFolder: ContentLoader.displayPath(of: theme.localizations, base: displayBase))
        })
        if !freesMemory { KeptUntilExit.keep(content) }
        return verified.adding(themeProblems)
    }

    /// The whole pipeline. Refuses to write when verification finds an error; writes into a
    /// staging folder and swaps it in only when everything succeeded.
    /// `progress` hears how many of the site's files are written, as they are, from any thread.
    public static func build(_ options: BuildOptions, log: (String) -> Void = { _ in },
                             progress: @escaping @Sendable (_ done: Int, _ total: Int) -> Void = { _, _ in }) throws -> BuildResult {
        // A bad output folder is refused before anything is parsed, reported or written, for library callers
        // as for the command line: looked at while the caches are opened and the pages read (which only read).
        let outputLooked = Background { [options] in Result { () throws(BuildError) in try options.checkOutputFolder() } }
        // First the build's fingerprint (it hashes the theme's files), which also keys the theme's record;
        // made again when that record is saved.
        let fingerprintOfFiles: @Sendable () -> String = { [options] in
            BuildFingerprint.of(siteDirectory: options.siteDirectory, localizationsDirectory: options.localizationsDirectory)
        }
        let fingerprint = options.incremental ? fingerprintOfFiles() : nil
        let cacheFolder = RenderCache.folder(beside: options.outputDirectory)
        let themeRecord = fingerprint.map { fingerprint in
            ThemeRecord(folder: cacheFolder, fingerprint: fingerprint, shownAs: [options.siteDirectory, options.localizationsDirectory].map {
                ContentLoader.displayPath(of: $0, base: options.displayBase)
            }, fingerprintNow: fingerprintOfFiles)
        }
        // The theme loads from the start, while the output is looked at, the caches are opened and the
        // pages are read (it only reads; a refused output leaves it unused). Started once the output
        // had passed, it left a core idle for the first 20 ms of a one-page rebuild at 10,000 pages.
        let themeLoaded = Background { [options] in
            Result { () throws(BuildError) in
                try Theme.load(siteDirectory: options.siteDirectory, localizationsDirectory: options.localizationsDirectory,
                               displayBase: options.displayBase, record: themeRecord)
            }
        }
        // An unchanged page is not parsed again, nor checked again by the checks that read it alone.
        // Nothing is written beside the output before verification has passed.
        let pageFingerprint = fingerprint.map { PageCheckCache.fingerprint(build: $0, contentDirectory: options.contentDirectory) }
        // Only read here: the render cache is opened (and made, the first time) once verification has passed.
        let previousRenders = fingerprint.map { fingerprint in
            Background { RenderCache.previousEntries(beside: options.outputDirectory, fingerprint: fingerprint) }
        }
        let checks = pageFingerprint.map { PageCheckCache(folder: cacheFolder, fingerprint: $0) }
        let parsed = pageFingerprint.map { ParseCache(renderCacheFolder: cacheFolder, fingerprint: $0) }
        // The pages are found and read (which only reads) while the output is looked at: waiting for
        // it first left a core idle for some 7 ms of a one-page rebuild at 10,000 pages.
        let loaded = load(contentDirectory: options.contentDirectory, displayBase: options.displayBase, parseCache: parsed)
        do throws(BuildError) { try outputLooked.value.get() } catch {
            // The theme, still loading, is waited for: the process then exits with nothing half made
            // (LeakSanitizer reported the templates a refused build left on that thread).
            _ = themeLoaded.value
            throw error
        }
        log("[1/5] Load \(options.contentDirectory.path)")
        log("[2/5] Parse")
        // The theme, loaded meanwhile, once: checked with the content, then rendered with.
        let (parsedContent, loadDiagnostics) = parse(loaded, contentDirectory: options.contentDirectory, displayBase: options.displayBase,
                                                     releasingTrees: true, spill: SpillFile(), rendersPages: true,
                                                     checkCache: checks, parseCache: parsed)
        let loadedTheme = themeLoaded.value
        var content = parsedContent
        content.pageCheckCache = checks
        // Freed memory is handed back between stages when the pages were parsed (libcmark's trees
        // are gone): not in a rebuild that took nearly every page from the parse cache, whose peak
        // is far lower, and where the next stage only touched those pages afresh (some 25 ms of a
        // one-page rebuild at 10,000 pages, most of it the kernel's).
        let freesBetweenStages = !(parsed?.parsedFew(of: content.pages) ?? false)
        if freesBetweenStages { FreedMemory.giveBack() }
        log("[3/5] Verify \(content.pages.count) pages")
        let catalogFolder = ContentLoader.displayPath(of: options.localizationsDirectory, base: options.displayBase)
        let (verified, themeProblems) = concurrently({
            Verifier.verify(content, adding: loadDiagnostics)
        }, { [content] in
            ThemeCheck.diagnostics(for: content, theme: loadedTheme, catalogFolder: catalogFolder)
        })
        let report = verified.adding(themeProblems)
        guard !report.diagnostics.hasErrors else {
            throw BuildError.verificationFailed(report.diagnostics)
        }
        let theme = try loadedTheme.get()
        // What the parse cache will write, worked out while the site renders (only written once it is in place).
        let parsePlan = parsed.map { parsed in Background { [content] in parsed.plan(content.pages, translationLocks: content.translationLocks) } }
        HeapGrowth.useSmallSteps()
        if freesBetweenStages { FreedMemory.giveBack() }
        let renderer = SiteRenderer(content: content, report: report, theme: theme)
        let paths = renderer.plannedPaths(formats: options.formats)
        log("[4/5] Render")
        log("[5/5] Write \(paths.count) files to \(options.outputDirectory.path), each as soon as it is rendered")
        let cache = fingerprint.flatMap {
            RenderCache.open(beside: options.outputDirectory, fingerprint: $0, previous: previousRenders, report: log)
        }
        // Each file goes to the staging folder as soon as it is rendered; the site is swapped in whole.
        var writer = SiteWriter(outputDirectory: options.outputDirectory)
        writer.checkedBeforeLock = true
        writer.recycles = cache != nil
        // The check and parse caches and the theme's record are saved only into the render cache's folder,
        // once docgen has made or recognised it. The parse cache's entries are written while the site renders
        // (`ParseCache.writeEntries`), under the output's lock; what names them, once the site is in place.
        let parseEntries = Locked<Background<ParseCache.WrittenEntries?>?>(nil)
        writer.installed = {
            guard cache != nil else { return }
            let saveParses: @Sendable () -> Void = {
                if let parsed, let written = parseEntries.withLock({ $0 })?.value { parsed.finishSave(written) }
            }
            _ = ([saveParses] + [{ cache?.save() }, { checks?.save() }, { themeRecord?.save() }]).parallelMap { $0() }
        }
        do throws(BuildError) {
            try writer.write(paths: paths) { (staged) throws(BuildError) in
                if cache != nil, let parsed, let parsePlan {
                    parseEntries.withLock { $0 = Background { parsed.writeEntries(parsePlan.value) } }
                }
                let counter = BuildProgress(total: paths.count, report: progress)
                let reuse = cache.map { cache in
                    PageReuse(fingerprint: cache.fingerprint) { (path, key) throws(BuildError) in
                        guard try cache.reuse(path, key: key, into: staged) else { return false }
                        counter.advance()
                        return true
                    }
                }
                try renderer.render(formats: options.formats, reuse: reuse) { (file) throws(BuildError) in
                    try staged.write(file)
                    counter.advance()
                }
            }
        } catch {
            // Nothing goes on writing once the build has failed (the entries written are in no index).
            _ = parseEntries.withLock({ $0 })?.value
            throw error
        }
        if !options.freesMemory { KeptUntilExit.keep(content, report, renderer, checks as Any, parsed as Any, cache as Any) }
        return BuildResult(files: paths, diagnostics: report.diagnostics, reusedPages: cache?.reused ?? 0,
                           reusedPageChecks: checks?.reused ?? 0, reusedParses: parsed?.reused ?? 0,
                           unreadPages: content.pages.count { $0.source.unread != nil },
                           unreadLocks: content.translationLocks.values.count(where: \.textsInFile),
                           recordedTheme: theme.fromRecord)
    }
}

public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    public var siteDirectory: URL
    public var localizationsDirectory: URL
    public var outputDirectory: URL
    /// Paths in diagnostics are printed relative to this folder.
    public var displayBase: URL?
    /// What to write: the site, EPUB books, or both.
    public var formats: Set<OutputFormat> = [.site]
    /// Whether to take unchanged pages from the previous build (`RenderCache`, beside the output)
    /// instead of rendering them again. Off for library callers unless asked; `docgen build` and
    /// `docgen serve` ask.
    public var incremental = false
    /// Whether the build frees what it held before it returns; `docgen build`, which exits right
    /// after, leaves that to the system (`KeptUntilExit`). A process that builds again must free.
    public var freesMemory = true

    public init(contentDirectory: URL, siteDirectory: URL, localizationsDirectory: URL, outputDirectory: URL,
                displayBase: URL? = nil) {
        self.contentDirectory = contentDirectory
        self.siteDirectory = siteDirectory
        self.localizationsDirectory = localizationsDirectory
        self.outputDirectory = outputDirectory
        self.displayBase = displayBase
    }
}

public struct BuildResult: Sendable {
    public var files: [String]
    public var diagnostics: [Diagnostic]
    /// Pages taken unchanged from the previous build rather than rendered (`BuildOptions.incremental`).
    public var reusedPages = 0
    /// Checks of one page taken from the previous build's results rather than run (`PageCheckCache`).
    public var reusedPageChecks = 0
    /// Pages taken as the previous build parsed them rather than parsed (`ParseCache`).
    public var reusedParses = 0
    /// Pages whose files were not read, unchanged since the previous build read them (`SourceIndex`).
    public var unreadPages = 0
    /// Translations' locks taken from the previous build's record, their texts left in their files (`LockIndex`).
    public var unreadLocks = 0
    /// Whether the theme's strings were taken from the previous build's record (`ThemeRecord`).
    public var recordedTheme = false
}

public enum BuildError: Error, CustomStringConvertible {
    case verificationFailed([Diagnostic])
    case theme([Diagnostic])
    case output(String)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .verificationFailed(let diagnostics), .theme(let diagnostics): diagnostics
        case .output: []
        }
    }

    public var description: String {
        switch self {
        case .verificationFailed(let diagnostics):
            "verification failed with \(diagnostics.filter { $0.severity == .error }.count) error(s); nothing was written"
        case .theme(let diagnostics):
            "the theme has \(diagnostics.count) error(s); nothing was written"
        case .output(let message):
            message
        }
    }
}
