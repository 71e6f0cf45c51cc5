@testable import DocGenServe
import Testing

@Suite("Host check: a loopback preview answers loopback names only (DNS rebinding)")
struct HostCheckTests {
    let loopback = HostCheck(servesLoopbackOnly: true)

    @Test("loopback names, with or without a port, and no Host at all, are answered",
          arguments: ["localhost", "localhost:8000", "LocalHost:1", "docs.localhost:8000", "127.0.0.1", "127.0.0.1:8000",
                      "127.255.0.9", "[::1]", "[::1]:8000"])
    func acceptsLoopback(host: String) {
        #expect(loopback.accepts(host))
    }

    @Test("other names and addresses are refused",
          arguments: ["evil.example", "evil.example:8000", "127.0.0.1.evil.example", "127.evil.example", "localhost.evil.example",
                      "128.0.0.1", "127.0.0.256", "127.0.0", "[::2]:8000", "0.0.0.0", "", "[::1"])
    func refusesOthers(host: String) {
        #expect(!loopback.accepts(host))
    }

    @Test("a request without Host (HTTP/1.0) is answered; a server shared on purpose answers any name")
    func missingHostAndSharedServer() {
        #expect(loopback.accepts(nil))
        #expect(HostCheck(servesLoopbackOnly: false).accepts("evil.example"))
    }
}
