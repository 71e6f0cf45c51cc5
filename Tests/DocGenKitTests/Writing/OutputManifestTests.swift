@testable import DocGenKit
import DocGenTestSupport
import Foundation
import Testing

/// The manifest is read and its folders listed by bytes; the Character-by-Character reading it
/// replaced is the oracle.
@Suite("Output manifest")
struct OutputManifestTests {
    @Test("a manifest's folders are those the Character reading finds, for paths of any shape")
    func foldersAgreeWithCharacterReading() {
        let pieces = ["a", "b", "/", "//", "états", "生命周期", "e\u{301}", "x.html", "#", ".", ".."]
        var random = SplitMix(seed: 17)
        for _ in 0..<500 {
            let drawn = (0..<Int.random(in: 0...20, using: &random)).map { _ in
                (0..<Int.random(in: 1...6, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            }
            // Half the time sorted with a sibling each, as a site's paths are: runs of paths in one folder.
            let paths = random.next() % 2 == 0 ? drawn : (drawn + drawn.map { $0 + "x" }).sorted()
            let expected = Set(paths.flatMap { path in
                let parts = path.split(separator: "/").dropLast()
                return parts.indices.map { parts[...($0)].joined(separator: "/") }
            })
            #expect(OutputManifest(paths: paths).ownedFolders == expected, "\(paths)")
        }
    }

    @Test("what a manifest lists is read back, comment lines left out")
    func readsBackWhatItWrote() throws {
        try withTemporaryDirectory { folder in
            let paths = ["index.html", "en/生命周期/页面.html", "fr/états/é.html", "assets/site.css"]
            try OutputManifest(paths: paths).encoded().write(to: folder.appendingPathComponent(OutputManifest.fileName))
            let read = try #require(OutputManifest.read(from: folder))
            #expect(read.paths == paths.sorted())
            #expect(read.ownedFolders == ["en", "en/生命周期", "fr", "fr/états", "assets"])
        }
    }
}
