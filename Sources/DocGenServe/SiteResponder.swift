import Foundation
import Hummingbird
import ServiceLifecycle

/// Answers every request: the built site's files (HTML with the reload script added), and
/// docgen's own endpoints under `/__docgen/`. GET and HEAD only; nothing but the files the last
/// good build wrote.
struct SiteResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let live: LiveSite
    let hosts: HostCheck

    func respond(to request: Request, context: Context) async throws -> Response {
        guard hosts.accepts(request.head.authority) else {
            return Self.text(.misdirectedRequest, "421 Misdirected Request: docgen serve answers only requests addressed to "
                + "localhost or 127.0.0.1 (this one names another host, as a DNS-rebinding page would).\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = Self.text(.methodNotAllowed, "405 Method Not Allowed: docgen serve answers GET and HEAD only.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        let isHead = request.method == .head
        let response: Response
        switch RequestPath.resolve(target: request.head.path ?? "/", files: live.snapshot?.files ?? []) {
        case .badRequest(let reason):
            response = Self.text(.badRequest, "400 Bad Request: \(reason).\n")
        case .notFound:
            response = notFound()
        case .redirect(let location):
            response = Response(status: .movedPermanently, headers: [.location: location, .contentLength: "0", .cacheControl: "no-store"])
        case .internalEndpoint(let name):
            response = internalEndpoint(name, isHead: isHead)
        case .file(let path):
            response = file(path)
        }
        return isHead ? response.createHeadResponse() : response
    }

    private func file(_ path: String) -> Response {
        guard let snapshot = live.snapshot, var data = live.files.read(path) else { return notFound() }
        let type = MediaTypes.contentType(for: path)
        if type.hasPrefix("text/html") {
            data = LiveReloadScript.inject(into: data, site: snapshot.id)
        }
        return Self.response(.ok, type: type, data)
    }

    private func notFound() -> Response {
        guard live.snapshot == nil else { return Self.text(.notFound, "404 Not Found\n") }
        // Nothing built yet (first build running, or failed): a page that reloads itself once there is a site.
        let message = live.status.building || live.status.builds == 0
            ? "docgen is building the site; this page reloads when it is ready."
            : "The content has errors, so there is no site to show yet; this page reloads when they are fixed."
        let html = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>docgen serve</title>
            <meta name="viewport" content="width=device-width, initial-scale=1"></head>
            <body style="font: 16px/1.5 system-ui, sans-serif; margin: 3rem;"><p>\(message)</p></body></html>

            """
        return Self.response(.serviceUnavailable, type: "text/html; charset=utf-8",
                             LiveReloadScript.inject(into: Data(html.utf8), site: nil))
    }

    private func internalEndpoint(_ name: String, isHead: Bool) -> Response {
        switch name {
        case "events":
            return isHead ? Self.response(.ok, type: "text/event-stream", Data()) : events()
        case "live-reload.js":
            return Self.response(.ok, type: "text/javascript; charset=utf-8", Data(LiveReloadScript.source.utf8))
        case "status":
            return Self.response(.ok, type: "application/json", LiveSite.json(live.status))
        default:
            return Self.text(.notFound, "404 Not Found\n")
        }
    }

    /// The Server-Sent Events stream: the status first, then `diagnostics` and `reload` events as
    /// builds finish. It ends when the page goes away or the server shuts down.
    private func events() -> Response {
        let live = self.live
        let body = ResponseBody { writer in
            // Listening starts with the body, so a response that is never sent leaves no listener behind.
            let (id, events) = live.listen()
            defer { live.stopListening(id) }
            try await withGracefulShutdownHandler {
                for await event in events {
                    try await writer.write(ByteBuffer(string: event))
                }
            } onGracefulShutdown: {
                live.stopListening(id)
            }
            try await writer.finish(nil)
        }
        var headers = Self.commonHeaders(type: "text/event-stream; charset=utf-8")
        headers[.init("X-Accel-Buffering")!] = "no"
        return Response(status: .ok, headers: headers, body: body)
    }

    static func response(_ status: HTTPResponse.Status, type: String, _ data: Data) -> Response {
        Response(status: status, headers: commonHeaders(type: type), body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    static func text(_ status: HTTPResponse.Status, _ message: String) -> Response {
        response(status, type: "text/plain; charset=utf-8", Data(message.utf8))
    }

    /// A preview is never cached (the same URL changes with every save) and never sniffed.
    static func commonHeaders(type: String) -> HTTPFields {
        [.contentType: type, .cacheControl: "no-store", .init("X-Content-Type-Options")!: "nosniff"]
    }
}
