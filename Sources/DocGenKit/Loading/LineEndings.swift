/// Pages written on Windows end their lines with CR LF. Swift treats "\r\n" as one Character, so
/// splitting on "\n" would never cut such a line: every reader works on "\n" text instead.
enum LineEndings {
    static func normalized(_ text: String) -> String {
        guard text.utf8.contains(13) else { return text }  // byte by byte: Foundation's contains(_:) is a search
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
