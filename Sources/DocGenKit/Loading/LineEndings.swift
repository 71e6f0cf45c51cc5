/// Pages written on Windows end their lines with CR LF. Swift treats "\r\n" as one Character, so
/// splitting on "\n" would never cut such a line: every reader works on "\n" text instead.
enum LineEndings {
    static func normalized(_ text: String) -> String {
        guard text.containsByte(13) else { return text }  // Foundation's contains(_:) would copy the text to UTF-16
        return text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
    }
}
