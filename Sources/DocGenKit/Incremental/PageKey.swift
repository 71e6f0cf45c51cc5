/// The key of one page of the site: everything its file is made from. The build's fingerprint
/// (binary, theme, catalogs), then what `body` feeds in: what the page's template values and
/// navigation are made from, and what its body is made from.
enum PageKey {
    static func of(fingerprint: String, body: (inout StableHash) -> Void) -> String {
        var hash = StableHash()
        hash.add(fingerprint)
        hash.add("page")
        body(&hash)
        return hash.hex
    }
}
