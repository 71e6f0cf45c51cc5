@testable import DocGenKit
import Testing

/// `OutputManifest.ownedNames`, which the ownership walk looks each entry up in by its folder and
/// name, against the listed files and `ownedFolders`, which it looked the entry's whole path up in:
/// the same answer for every path a walk can meet, whatever the manifest lists (a hand-edited one
/// may list leading, doubled or trailing slashes, `.` and `..`, and names in two Unicode forms).
@Suite("Owned names")
struct OwnedNamesTests {
    private static let components = ["a", "b", "en", "x.html", "é", "e\u{301}", ".", "..", "", ".docgen-manifest", "index.html"]

    private static func join(_ base: String, _ name: String) -> String { base.isEmpty ? name : base + "/" + name }

    @Test("random manifests: every folder and name a walk can meet is owned by name exactly when by path")
    func sameAnswerAsWholePaths() {
        var random = SystemRandomNumberGenerator()
        for _ in 0..<400 {
            let listed = (0..<Int.random(in: 0...12, using: &random)).map { _ in
                (0..<Int.random(in: 1...4, using: &random)).map { _ in Self.components.randomElement(using: &random)! }
                    .joined(separator: "/")
            }
            // docgen writes its paths sorted; a hand-edited manifest may list them in any order.
            let paths = Bool.random(using: &random) ? listed.sorted() : listed
            let manifest = OutputManifest(paths: paths)
            // The walk's former reading: every listed path, the manifest and its next version, as whole paths.
            let files = Set(paths + [OutputManifest.fileName, OutputManifest.nextFileName])
            let (folders, named) = (manifest.ownedFolders, manifest.ownedNames)
            // What a walk meets: folders it entered (joined with single slashes from names that are
            // never empty, `.` or `..`), and a name in each.
            let names = Self.components.filter { !$0.isEmpty && $0 != "." && $0 != ".." }
            var relatives = [""]
            for _ in 0..<3 { relatives += relatives.flatMap { base in names.map { Self.join(base, $0) } }.shuffled(using: &random).prefix(40) }
            for relative in relatives {
                for name in names {
                    let path = Self.join(relative, name)
                    #expect((named[relative]?.files.contains(name) ?? false) == files.contains(path), "\(paths) file \(path)")
                    #expect((named[relative]?.folders.contains(name) ?? false) == folders.contains(path), "\(paths) folder \(path)")
                }
            }
        }
    }

    @Test("a site's manifest: its files by their folders, the manifest itself at the top")
    func siteManifest() {
        let manifest = OutputManifest(paths: ["en/index.html", "en/scenes/a.html", "en/scenes/b.html", "fr/index.html", "search.js"])
        let named = manifest.ownedNames
        #expect(named[""]?.files == [OutputManifest.fileName, OutputManifest.nextFileName, "search.js"])
        #expect(named[""]?.folders == ["en", "fr"])
        #expect(named["en"]?.files == ["index.html"] && named["en"]?.folders == ["scenes"])
        #expect(named["en/scenes"]?.files == ["a.html", "b.html"])
    }
}
