/// The key of one page of the site: everything its file is made from. The build's fingerprint
/// (binary, theme, catalogs); the values its template sees, but for the body and the UI strings,
/// which the fingerprint and `body` stand for; and what the body is made from.
enum PageKey {
    static func of(fingerprint: String, templateValues: [String: Any], body: (inout StableHash) -> Void) -> String {
        var hash = StableHash()
        hash.add(fingerprint)
        var values = templateValues
        values["content"] = nil
        values["ui"] = nil
        ValueFingerprint.add(values, to: &hash)
        hash.add("body")
        body(&hash)
        return hash.hex
    }
}
