@testable import DocGenKit
import Testing

/// The lines of a String Catalog's keys, read by bytes for the catalogs Xcode writes.
@Suite("Catalog key lines")
struct CatalogKeyLinesTests {
    @Test("read by bytes, a catalog's key lines are those the Character reading finds, in 3,000 random catalogs of plain scalars")
    func bytesAsCharacters() {
        let pieces = ["\n", "  ", " ", "\"", "{", "}", "key", "\"clé\" : {", "\"생명 주기\" : {", "\"a\" : \"b\",", ":", "\t", "é", "生命", "\"\"", ""]
        var random = SplitMix(seed: 43)
        var found = 0
        for _ in 0..<3_000 {
            let json = (0..<Int.random(in: 0...12, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let expected = catalogKeyLinesByCharacters(in: json)
            #expect(catalogKeyLinesByBytes(in: json) == expected, "\(json.debugDescription)")
            found += expected.count
        }
        #expect(found > 300, "only \(found) keys found: the test saw too few")
        // CR joins the LF after it into one Character: such a catalog is read the Character way.
        #expect(catalogKeyLines(in: "\"a\" : {\r\n\"b\" : {\n") == catalogKeyLinesByCharacters(in: "\"a\" : {\r\n\"b\" : {\n"))
    }
}
