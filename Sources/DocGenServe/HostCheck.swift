/// Refuses requests whose `Host` names another site, when the server listens on loopback only.
///
/// A page on any web site can make the reader's browser resolve its own domain to 127.0.0.1 (DNS
/// rebinding) and then read the preview as if it were its own origin: the browser sends that domain
/// in `Host`. A preview reached by its real loopback address never does, so loopback names only
/// are accepted. Listening on another address (`--host`) is the user's explicit choice to share.
struct HostCheck: Sendable {
    let acceptsAnyHost: Bool

    init(servesLoopbackOnly isLoopback: Bool) {
        acceptsAnyHost = !isLoopback
    }

    /// Whether a request with this `Host` value (or none: HTTP/1.0) is answered.
    func accepts(_ value: String?) -> Bool {
        guard !acceptsAnyHost, let value else { return true }
        return Self.isLoopbackName(Self.hostName(of: value))
    }

    /// The name without its port: `localhost:8000` → `localhost`, `[::1]:8000` → `::1`.
    static func hostName(of authority: String) -> String {
        let value = authority.lowercased()
        if value.hasPrefix("[") {
            guard let close = value.firstIndex(of: "]") else { return value }
            return String(value[value.index(after: value.startIndex)..<close])
        }
        guard let colon = value.firstIndex(of: ":") else { return value }
        return String(value[..<colon])
    }

    static func isLoopbackName(_ name: String) -> Bool {
        if name == "localhost" || name.hasSuffix(".localhost") || name == "::1" { return true }
        // 127.0.0.0/8 written as four decimal parts; anything else (127.evil.example) is a name.
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[0] == "127" && parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber) && Int(part)! <= 255
        }
    }
}
