import DocGenKit
import Testing

@Suite("CommonMark rendering: safe mode")
struct CommonMarkSafeModeTests {
    @Test("raw HTML blocks and inline HTML are omitted by default")
    func rawHTMLOmitted() {
        #expect(CommonMark.html("<div onclick=\"x()\">hi</div>\n") == "<!-- raw HTML omitted -->\n")
        #expect(CommonMark.html("a <b>bold</b> c\n") == "<p>a <!-- raw HTML omitted -->bold<!-- raw HTML omitted --> c</p>\n")
        #expect(CommonMark.html("<script>alert(1)</script>\n") == "<!-- raw HTML omitted -->\n")
    }

    @Test("raw HTML is kept when the page allows it")
    func rawHTMLAllowed() {
        let unsafe = CommonMark.Options(allowsRawHTML: true)
        #expect(CommonMark.html("<div>hi</div>\n", options: unsafe) == "<div>hi</div>\n")
        #expect(CommonMark.html("a <b>bold</b>\n", options: unsafe) == "<p>a <b>bold</b></p>\n")
    }

    @Test("unsafe URL schemes are neutralised by default", arguments: [
        "javascript:alert(1)", "JAVASCRIPT:alert(1)", "vbscript:x", "file:///etc/passwd", "data:text/html,x",
    ])
    func unsafeURLNeutralised(_ url: String) {
        #expect(CommonMark.html("[a](\(url))\n") == "<p><a href=\"\">a</a></p>\n")
        #expect(CommonMark.html("![i](\(url))\n") == "<p><img src=\"\" alt=\"i\" /></p>\n")
    }

    @Test("safe schemes and data images survive safe mode")
    func safeURLsKept() {
        #expect(CommonMark.html("[a](https://example.com/x?y=1)\n") == "<p><a href=\"https://example.com/x?y=1\">a</a></p>\n")
        #expect(CommonMark.html("![i](data:image/png;base64,AAAA)\n") == "<p><img src=\"data:image/png;base64,AAAA\" alt=\"i\" /></p>\n")
    }

    @Test("javascript: URLs are kept when the page allows raw HTML")
    func unsafeURLAllowed() {
        #expect(CommonMark.html("[a](javascript:alert(1))\n", options: .init(allowsRawHTML: true))
            == "<p><a href=\"javascript:alert(1)\">a</a></p>\n")
    }

    @Test("invalid UTF-8 is replaced, never crashes")
    func invalidUTF8() {
        let text = String(decoding: [0x61, 0xFF, 0x62, 0x0A] as [UInt8], as: UTF8.self)
        #expect(CommonMark.html(text) == "<p>a\u{FFFD}b</p>\n")
    }
}

@Suite("CommonMark rendering: customization")
struct CommonMarkCustomizationTests {
    static func customization() -> RenderCustomization {
        var c = RenderCustomization()
        c.rewriteLink = { $0.hasSuffix(".md") ? String($0.dropLast(3)) + ".html" : $0 }
        return c
    }

    @Test("links to .md pages are rewritten to .html, others are left alone")
    func linkRewrite() {
        let html = CommonMark.html("[a](other.md) [b](https://x.org/y.md.txt) [c](../s/p.md)\n",
                                   options: .init(), customization: Self.customization())
        #expect(html == "<p><a href=\"other.html\">a</a> <a href=\"https://x.org/y.md.txt\">b</a> <a href=\"../s/p.html\">c</a></p>\n")
    }

    @Test("safe mode still applies to a rewritten link")
    func rewriteThenSafeMode() {
        var c = RenderCustomization()
        c.rewriteLink = { _ in "javascript:alert(1)" }
        #expect(CommonMark.html("[a](x.md)\n", options: .init(), customization: c) == "<p><a href=\"\">a</a></p>\n")
    }

    @Test("headings get the decorated id and trailing HTML, with their inline Markdown rendered")
    func headingIDs() {
        var c = Self.customization()
        var seen: [(Int, String)] = []
        c.decorateHeading = { level, text in
            seen.append((level, text))
            return ("id-\(level)", " <a href=\"#id-\(level)\">#</a>")
        }
        let html = CommonMark.html("# Hello *world*\n\n## `code` and [link](p.md)\n", options: .init(), customization: c)
        #expect(html == """
        <h1 id="id-1">Hello <em>world</em> <a href="#id-1">#</a></h1>
        <h2 id="id-2"><code>code</code> and <a href="p.html">link</a> <a href="#id-2">#</a></h2>

        """)
        #expect(seen.map(\.0) == [1, 2])
        #expect(seen.map(\.1) == ["Hello world", "code and link"])
    }

    @Test("raw HTML inside a decorated heading is still omitted in safe mode")
    func headingStaysSafe() {
        var c = RenderCustomization()
        c.decorateHeading = { _, _ in ("h", "") }
        let html = CommonMark.html("# a <img src=x onerror=alert(1)> b\n", options: .init(), customization: c)
        #expect(!html.contains("onerror"))
        #expect(html.hasPrefix("<h1 id=\"h\">"))
    }

    @Test("a heading left undecorated renders as cmark renders it")
    func undecoratedHeading() {
        var c = RenderCustomization()
        c.decorateHeading = { _, _ in nil }
        #expect(CommonMark.html("## Plain\n", options: .init(), customization: c) == "<h2>Plain</h2>\n")
    }

    @Test("a fenced block can be replaced by custom HTML; its position includes the line offset")
    func customBlock() {
        var c = RenderCustomization()
        var calls: [(String, String, Int, Int)] = []
        c.replaceCodeBlock = { info, literal, start in
            calls.append((info, literal, start.line, start.column))
            return info == "demo" ? "<div class=\"demo\">\(literal.count)</div>\n" : nil
        }
        let markdown = "text\n\n```demo\nabc\n```\n\n```swift\nlet x = 1\n```\n"
        let html = CommonMark.html(markdown, options: .init(), lineOffset: 10, customization: c)
        #expect(html == "<p>text</p>\n<div class=\"demo\">4</div>\n<pre><code class=\"language-swift\">let x = 1\n</code></pre>\n")
        #expect(calls.map(\.0) == ["demo", "swift"])
        #expect(calls.map(\.1) == ["abc\n", "let x = 1\n"])
        #expect(calls.map(\.2) == [13, 17])
        #expect(calls.map(\.3) == [1, 1])
    }

    @Test("a custom block is written verbatim even in safe mode: the customization owns its escaping")
    func customBlockVerbatim() {
        var c = RenderCustomization()
        c.replaceCodeBlock = { _, _, _ in "<figure>ok</figure>\n" }
        #expect(CommonMark.html("```x\n<script>\n```\n", options: .init(), customization: c) == "<figure>ok</figure>\n")
    }

    @Test("without customization the output equals plain rendering")
    func identityCustomization() {
        let markdown = "# T\n\n[a](b.md) `c` <i>x</i>\n\n```swift\ny\n```\n"
        #expect(CommonMark.html(markdown, options: .init(), customization: RenderCustomization()) == CommonMark.html(markdown))
    }
}
