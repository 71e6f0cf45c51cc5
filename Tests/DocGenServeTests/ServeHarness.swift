#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import DocGenTestSupport
import Foundation

/// A running `docgen serve`, started on a free loopback port (`--port 0`) in a project of its own.
/// Everything it waits for has a deadline; a process still running when the value goes away is killed.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let root: URL
    let stdoutURL: URL
    let stderrURL: URL
    private(set) var port: Int = 0

    /// Starts `docgen serve` with `arguments` in `root` and waits for it to print its address.
    init(root: URL, name: String = "serve", port requestedPort: Int = 0, arguments: [String] = [], waitForAddress: Bool = true) throws {
        self.root = root
        stdoutURL = root.appendingPathComponent("\(name).stdout")
        stderrURL = root.appendingPathComponent("\(name).stderr")
        _ = FileManager.default.createFile(atPath: stdoutURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: stderrURL.path, contents: nil)
        process.executableURL = try docGenBinary()
        process.arguments = ["serve", "--port", "\(requestedPort)"] + arguments
        process.currentDirectoryURL = root
        process.standardOutput = try FileHandle(forWritingTo: stdoutURL)
        process.standardError = try FileHandle(forWritingTo: stderrURL)
        process.standardInput = FileHandle.nullDevice
        try process.run()
        if waitForAddress {
            guard let line = waitForOutput(containing: "Serving http://127.0.0.1:", timeout: 20),
                  let range = line.range(of: #"127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else {
                throw HarnessError("docgen serve did not print its address; stderr: \(stderr)")
            }
            port = Int(line[range].dropFirst("127.0.0.1:".count).dropLast()) ?? 0
        }
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    var stdout: String { (try? String(contentsOf: stdoutURL, encoding: .utf8)) ?? "" }
    var stderr: String { (try? String(contentsOf: stderrURL, encoding: .utf8)) ?? "" }
    var pid: Int32 { process.processIdentifier }

    /// The first line of standard output containing `text`, once it is there.
    func waitForOutput(containing text: String, timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let line = stdout.split(separator: "\n").first(where: { $0.contains(text) }) { return String(line) }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return nil
    }

    /// `/__docgen/status` once `condition` holds (it is asked again every 50 ms until `timeout`).
    func waitForStatus(timeout: TimeInterval = 20, _ condition: (ServeStatus) -> Bool) throws -> ServeStatus {
        let deadline = Date().addingTimeInterval(timeout)
        var last: ServeStatus?
        repeat {
            if let response = try? HTTP.get(port: port, "/__docgen/status"), response.status == 200 {
                let status = try JSONDecoder().decode(ServeStatus.self, from: response.body)
                if condition(status) { return status }
                last = status
            }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        throw HarnessError("timed out waiting for the server's status; last: \(String(describing: last)); stderr: \(stderr)")
    }

    /// Sends `signal` and waits for the process to end; its exit status, or nil if it did not end in time.
    func stop(with signal: Int32 = SIGINT, timeout: TimeInterval = 15) -> Int32? {
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        guard !process.isRunning else { return nil }
        return process.terminationReason == .exit ? process.terminationStatus : 128 + process.terminationStatus
    }

    /// The temporary build folders this process made (`docgen-serve-<pid>-…`).
    var workspaces: [String] {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).resolvingSymlinksInPath().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
        return names.filter { $0.hasPrefix("docgen-serve-\(pid)-") }
    }

    /// Resident memory of the server, in KiB (Linux), or nil.
    var residentKiB: Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
    }
}

/// `/__docgen/status`, as the tests read it.
struct ServeStatus: Decodable, CustomStringConvertible {
    struct Entry: Decodable {
        var file: String, line: Int, column: Int, severity: String, message: String, rule: String
    }
    var site: String?
    var building: Bool
    var builds: Int
    var errors: [Entry]
    var warnings: [Entry]

    var description: String { "site \(site ?? "none"), building \(building), builds \(builds), \(errors.count) error(s)" }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A deliberately plain HTTP/1.1 client on a socket: it sends the request target exactly as
/// given (`/../x`, `/%2e%2e/x`), which URLSession would normalise before sending.
enum HTTP {
    struct Response {
        var status: Int
        var headers: [String: String]
        var body: Data
        var text: String { String(decoding: body, as: UTF8.self) }
        func header(_ name: String) -> String? { headers[name.lowercased()] }
    }

    static func get(port: Int, _ target: String) throws -> Response {
        try request(port: port, method: "GET", target)
    }

    /// One request on its own connection (`Connection: close`), every wait bounded by `timeout`.
    /// `host`: the `Host` header's value (default `127.0.0.1:port`); `""` sends none, as HTTP/1.0 may.
    static func request(port: Int, method: String, _ target: String, body: String? = nil, host: String? = nil,
                        timeout: TimeInterval = 10) throws -> Response {
        let socket = try Socket(port: port, timeout: timeout)
        defer { socket.close() }
        let hostField = host ?? "127.0.0.1:\(port)"
        var head = "\(method) \(target) HTTP/1.1\r\n" + (hostField.isEmpty ? "" : "Host: \(hostField)\r\n") + "Connection: close\r\n"
        if let body { head += "Content-Type: text/plain\r\nContent-Length: \(body.utf8.count)\r\n" }
        try socket.send(head + "\r\n" + (body ?? ""))
        var data = Data()
        while let chunk = try socket.receive() { data.append(chunk) }
        return try parse(data, method: method)
    }

    static func parse(_ data: Data, method: String) throws -> Response {
        guard let split = data.range(of: Data("\r\n\r\n".utf8)) else { throw HarnessError("no complete response head: \(data.count) bytes") }
        let head = String(decoding: data[data.startIndex..<split.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw HarnessError("bad status line: \(head)") }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        var body = Data(data[split.upperBound...])
        if headers["transfer-encoding"] == "chunked" { body = try dechunk(body) }
        if method == "HEAD" { body = Data() }
        return Response(status: status, headers: headers, body: body)
    }

    static func dechunk(_ data: Data) throws -> Data {
        var decoder = ChunkDecoder()
        return decoder.feed(data)
    }
}

/// Undoes `Transfer-Encoding: chunked`, fed as bytes arrive.
struct ChunkDecoder {
    private var pending = Data()
    private var remaining = 0  // bytes left in the current chunk, then its CRLF
    private var inChunk = false

    mutating func feed(_ bytes: Data) -> Data {
        pending.append(bytes)
        var output = Data()
        while true {
            if inChunk {
                guard pending.count >= remaining + 2 else {
                    // Hand over what there is of the chunk now; keep the rest of the count.
                    let available = min(pending.count, remaining)
                    output.append(pending.prefix(available))
                    pending.removeFirst(available)
                    remaining -= available
                    return output
                }
                output.append(pending.prefix(remaining))
                pending.removeFirst(remaining + 2)
                remaining = 0
                inChunk = false
            } else {
                guard let end = pending.range(of: Data("\r\n".utf8)) else { return output }
                let sizeLine = String(decoding: pending[pending.startIndex..<end.lowerBound], as: UTF8.self)
                pending.removeSubrange(pending.startIndex..<end.upperBound)
                let size = Int(sizeLine.split(separator: ";").first ?? "", radix: 16) ?? 0
                if size == 0 { return output }
                remaining = size
                inChunk = true
            }
        }
    }
}

/// A TCP connection to 127.0.0.1 whose every receive has a deadline.
final class Socket {
    let descriptor: Int32

    init(port: Int, timeout: TimeInterval) throws {
        #if canImport(Glibc)
        descriptor = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        descriptor = Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw HarnessError("socket: \(String(cString: strerror(errno)))") }
        var time = timeval()
        time.tv_sec = Int(timeout)
        time.tv_usec = .init(timeout.truncatingRemainder(dividingBy: 1) * 1_000_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &time, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let message = String(cString: strerror(errno))
            Glibc_close(descriptor)
            throw HarnessError("connect to 127.0.0.1:\(port): \(message)")
        }
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc_send(descriptor, $0.baseAddress!, $0.count) }
            guard count > 0 else { throw HarnessError("send: \(String(cString: strerror(errno)))") }
            sent += count
        }
    }

    /// The next bytes, nil at the end of the stream; throws when the deadline passes first.
    func receive() throws -> Data? {
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress!, $0.count, 0) }
            if count > 0 { return Data(buffer[0..<count]) }
            if count == 0 { return nil }
            if errno == EINTR { continue }
            throw HarnessError("receive: \(String(cString: strerror(errno)))")
        }
    }

    func close() { Glibc_close(descriptor) }
}

private func Glibc_close(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}

private func Glibc_send(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.send(descriptor, buffer, count, Int32(MSG_NOSIGNAL))
    #else
    Darwin.send(descriptor, buffer, count, 0)
    #endif
}

/// A page's view of `/__docgen/events`: a connection read on a thread of its own, its events kept in order.
final class EventStreamClient: @unchecked Sendable {
    struct Event {
        var name: String
        var data: String
        var received: Date
    }

    private let socket: Socket
    private let lock = NSLock()
    private var events: [Event] = []
    private var ended = false
    private var thread: Thread?

    init(port: Int) throws {
        socket = try Socket(port: port, timeout: 30)
        try socket.send("GET /__docgen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n")
        let thread = Thread { [self] in read() }
        self.thread = thread
        thread.start()
    }

    deinit { socket.close() }

    /// Closes the connection, as a page that goes away does.
    func close() { shutdown(socket.descriptor, Int32(SHUT_RDWR)) }

    var all: [Event] { lock.withLock { events } }
    var hasEnded: Bool { lock.withLock { ended } }

    /// The first event named `name` after the first `skip` events that satisfies `condition`.
    func waitFor(_ name: String, after skip: Int = 0, timeout: TimeInterval,
                 where condition: (Event) -> Bool = { _ in true }) -> Event? {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if let event = all.dropFirst(skip).first(where: { $0.name == name && condition($0) }) { return event }
            if hasEnded { return nil }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }

    /// Waits for the end of the stream (the server closed it).
    func waitForEnd(timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !hasEnded, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return hasEnded
    }

    private func read() {
        var raw = Data()
        var headDone = false
        var chunks = ChunkDecoder()
        var text = ""
        while let bytes = try? socket.receive() {
            if !headDone {
                raw.append(bytes)
                guard let split = raw.range(of: Data("\r\n\r\n".utf8)) else { continue }
                headDone = true
                text += String(decoding: chunks.feed(Data(raw[split.upperBound...])), as: UTF8.self)
            } else {
                text += String(decoding: chunks.feed(bytes), as: UTF8.self)
            }
            while let end = text.range(of: "\n\n") {
                let block = text[text.startIndex..<end.lowerBound]
                text.removeSubrange(text.startIndex..<end.upperBound)
                var name = "message", data: [String] = []
                for line in block.split(separator: "\n") {
                    if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                    if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
                }
                if !data.isEmpty {
                    lock.withLock { events.append(Event(name: name, data: data.joined(separator: "\n"), received: Date())) }
                }
            }
        }
        lock.withLock { ended = true }
    }
}

/// A small project: two pages with a lifecycle block, and a copy of the repository's theme and
/// string catalogs (a copy, so that edits elsewhere in the repository cannot start a rebuild).
enum ServeFixture {
    static let block = ContentFixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                                ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
    static let swapped = ContentFixture.lifecycle("id=home mode=app-delegate from=active events=\"home\"",
                                                  ["applicationDidEnterBackground(_:)", "applicationWillResignActive(_:)"])

    /// A kill without `applicationWillTerminate(_:)`: valid, with an `optional-step-omitted` warning.
    static let kill = ContentFixture.lifecycle("id=kill mode=app-delegate from=inactive events=\"kill\"",
                                               ["applicationDidEnterBackground(_:)"])

    /// Front matter on lines 1–4, the heading on 5, `text` on 7, the fence on 9: a callback-order
    /// error in the swapped block is on line 10.
    static func english(_ text: String, block: String = block) -> String {
        ContentFixture.page(title: "Home", body: "# Home\n\n\(text)\n\n" + block)
    }

    static let brokenLine = 10

    static func write(into root: URL, text: String = "The first text.") throws {
        try ContentFixture.write([
            "en/index.md": english(text),
            "fr/index.md": ContentFixture.page(title: "Accueil", body: "# Accueil\n\nLe texte.\n\n" + block),
        ], into: root)
        for folder in ["Site", "Localizations"] {
            try FileManager.default.copyItem(at: PackagePaths.root.appendingPathComponent(folder),
                                             to: root.appendingPathComponent(folder))
        }
    }

    static func setEnglish(_ text: String, block: String = block, in root: URL) throws {
        try writeFile(english(text, block: block), to: root.appendingPathComponent("Content/en/index.md"))
    }
}
