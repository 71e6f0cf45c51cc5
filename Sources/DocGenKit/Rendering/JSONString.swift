/// A JSON string literal for `text`, written by hand so its bytes never vary: quotes, backslashes
/// and control characters escaped, everything else as it is. The one JSON string escaper for what
/// docgen writes by hand (UI strings' plural forms in pages, the String Catalogs it edits).
func jsonQuoted(_ text: String) -> String {
    var quoted = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": quoted += "\\\""
        case "\\": quoted += "\\\\"
        case "\n": quoted += "\\n"
        case "\t": quoted += "\\t"
        case "\r": quoted += "\\r"
        case _ where scalar.value < 0x20:
            let hex = String(scalar.value, radix: 16)
            quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: quoted.unicodeScalars.append(scalar)
        }
    }
    return quoted + "\""
}
