import Foundation

/// Whether an existing output folder is docgen's to replace, decided without reading more of it
/// than needed: `/` or a home folder given as `--output` is refused at its first entry.
enum OutputOwnership {
    /// An entry docgen did not write, by its path below the folder.
    struct ForeignEntry: Equatable {
        var path: String
        /// Whether the folder has a manifest, so is a docgen site something was added to.
        var inDocgenSite: Bool
    }

    /// How deep to follow a foreign folder to name a file in it (`en/extra/keep.txt` tells more
    /// than `en/extra`); bounded so the message never costs a walk.
    private static let namingDepth = 8

    /// How many times to look again at a folder another build swapped away while it was read.
    private static let attempts = 5

    /// Throws unless `output` is absent, empty, or holds only what its manifest lists.
    static func check(_ output: URL) throws(BuildError) {
        for _ in 0..<attempts {
            guard let folder = try OpenFolder(path: output.path),
                  let foreign = try firstForeignEntry(in: folder) else { return }
            // A concurrent build's swap is no reason to refuse; look at the folder that is there now.
            guard folder.isStill(at: output.path) else { continue }
            throw .output("\(output.path) holds files docgen did not write (first found: \(foreign.path)); "
                          + (foreign.inDocgenSite ? "move them away first" : "choose another --output or empty it yourself"))
        }
        // Still being swapped, so another build is writing there: this one looks again under the
        // lock, and an old site is deleted only if it holds nothing foreign (`BuildFolders.removeIfOwned`).
    }

    /// The first entry below `folder` that docgen did not write, or nil (absent, empty, or docgen's).
    static func firstForeignEntry(in folder: URL, onVisit: ((String) -> Void)? = nil) throws(BuildError) -> ForeignEntry? {
        guard let opened = try OpenFolder(path: folder.path) else { return nil }
        return try firstForeignEntry(in: opened, onVisit: onVisit)
    }

    /// Without a manifest, any entry is foreign, so only one is read. With one, the walk enters
    /// only the folders the manifest names and stops at the first entry it does not list, so it
    /// reads at most one entry more than docgen wrote. `onVisit` sees every entry read. `manifest`:
    /// the folder's, when the caller has just read it.
    static func firstForeignEntry(in folder: OpenFolder, manifest read: OutputManifest? = nil,
                                  onVisit: ((String) -> Void)? = nil) throws(BuildError) -> ForeignEntry? {
        guard let manifest = read ?? OutputManifest.read(in: folder) else {
            var first: String?
            try folder.forEachEntry { name, _ in
                onVisit?(name)
                first = name
                return false
            }
            return first.map { ForeignEntry(path: $0, inDocgenSite: false) }
        }
        // Each entry is looked for by its name among its folder's: a set of whole paths made every
        // entry's path, and hashed it, three walks of a large site on every build.
        let owned = manifest.ownedNames
        var pending = [("", folder)]
        while let (relative, current) = pending.popLast() {
            let here = owned[relative]
            var foreign: (name: String, kind: EntryKind)?
            var subfolders: [String] = []
            try current.forEachEntry { name, kind in
                if let onVisit { onVisit(join(relative, name)) }
                switch kind {
                case .directory where here?.folders.contains(name) == true: subfolders.append(name)
                case .regularFile where here?.files.contains(name) == true: break
                case .missing: break  // removed while being read
                default: foreign = (name, kind)  // a link, or a name docgen never wrote
                }
                return foreign == nil
            }
            if let foreign {
                let path = join(relative, foreign.name)
                guard foreign.kind == .directory else { return ForeignEntry(path: path, inDocgenSite: true) }
                let named = try firstFile(below: foreign.name, in: current, path: path, onVisit: onVisit)
                return ForeignEntry(path: named, inDocgenSite: true)
            }
            for name in subfolders {
                if let subfolder = try OpenFolder(name, in: current) { pending.append((join(relative, name), subfolder)) }
            }
        }
        return nil
    }

    /// `path`, or the first entry inside it followed down a few levels, for the error message.
    private static func firstFile(below name: String, in parent: OpenFolder, path: String,
                                  onVisit: ((String) -> Void)?) throws(BuildError) -> String {
        var named = path
        var folder = try OpenFolder(name, in: parent)
        for _ in 0..<namingDepth {
            guard let current = folder else { return named }
            var next: (name: String, kind: EntryKind)?
            try current.forEachEntry { name, kind in
                next = (name, kind)
                return false
            }
            guard let next else { return named }
            named = join(named, next.name)
            onVisit?(named)
            guard next.kind == .directory else { return named }
            folder = try OpenFolder(next.name, in: current)
        }
        return named
    }

    private static func join(_ base: String, _ name: String) -> String {
        base.isEmpty ? name : base + "/" + name
    }
}
