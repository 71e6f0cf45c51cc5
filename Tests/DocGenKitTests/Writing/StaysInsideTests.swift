@testable import DocGenKit
import Testing

/// Whether a site path stays inside the site is read from its bytes in one scan; the byte split it
/// replaced is the oracle.
@Suite("Site paths stay inside")
struct StaysInsideTests {
    private static func splitOracle(_ path: String) -> Bool {
        path != OutputManifest.fileName
            && path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).allSatisfy { piece in
                !(piece.isEmpty || piece.elementsEqual([UInt8(ascii: ".")]) || piece.elementsEqual([UInt8(ascii: "."), UInt8(ascii: ".")]))
            }
    }

    @Test("as the byte split decided, for 5,000 random paths of dots, slashes and names")
    func agreesWithSplit() {
        let pieces = ["a", "/", "//", ".", "..", "...", ".a", "a.", "états", "e\u{301}", "/\u{301}", "생명", "x.html", OutputManifest.fileName]
        var random = SplitMix(seed: 59)
        var refused = 0
        for _ in 0..<5_000 {
            let path = (0..<Int.random(in: 1...8, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = Self.splitOracle(path)
            if !expected { refused += 1 }
            #expect(SiteWriter.staysInside(path) == expected, "\(path.debugDescription)")
        }
        // Both answers drawn often enough to mean something.
        #expect(refused > 500 && refused < 4_500)
    }

    @Test("the edges: empty, dots alone, a trailing slash, the manifest, a dot-named file")
    func edges() {
        for path in ["", ".", "..", "/", "a/", "/a", "a//b", "a/./b", "a/../b", "..\u{301}/x/..", OutputManifest.fileName] {
            #expect(!SiteWriter.staysInside(path), "\(path.debugDescription)")
        }
        for path in ["a", "...", ".a/b", "a../b", "en/\(OutputManifest.fileName)", "..\u{301}", "a/\u{301}/b"] {
            #expect(SiteWriter.staysInside(path), "\(path.debugDescription)")
        }
    }
}
