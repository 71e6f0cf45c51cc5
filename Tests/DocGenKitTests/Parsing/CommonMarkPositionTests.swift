import DocGenKit
import Testing

/// Finds the first node of a kind in document order.
func firstNode(in document: MarkdownNode, where matches: (MarkdownNode.Kind) -> Bool) -> MarkdownNode? {
    var found: MarkdownNode?
    document.walk { node, _ in
        if found == nil, matches(node.kind) { found = node }
    }
    return found
}

func allNodes(in document: MarkdownNode, where matches: (MarkdownNode.Kind) -> Bool) -> [MarkdownNode] {
    var found: [MarkdownNode] = []
    document.walk { node, _ in if matches(node.kind) { found.append(node) } }
    return found
}

/// Positions from libcmark: lines and columns count from 1, columns in UTF-8 bytes.
@Suite("CommonMark positions")
struct CommonMarkPositionTests {
    static let korean = """
    # 생명 주기

    생명 주기 `sceneDidBecomeActive(_:)` 끝

    ```swift
    let x = 1
    ```
    """

    @Test("a Korean heading starts at line 1, column 1")
    func koreanHeading() throws {
        let document = CommonMark.parse(Self.korean, file: "ko.md")
        let heading = try #require(firstNode(in: document) { if case .heading(1) = $0 { true } else { false } })
        #expect(heading.start == SourceLocation(file: "ko.md", line: 1, column: 1))
        #expect(heading.plainText == "생명 주기")
    }

    /// libcmark 0.30 places a code span at its first content byte, just after the opening
    /// backtick(s): the column points at the code itself.
    @Test("a double-backtick code span starts after both backticks")
    func doubleBacktick() throws {
        let document = CommonMark.parse("한 ``a`b``\n")
        let code = try #require(firstNode(in: document) { if case .code = $0 { true } else { false } })
        #expect(code.kind == .code("a`b"))
        #expect(code.start?.column == 7)  // "한 " = 4 bytes, then two backticks
    }

    @Test("a code span after Korean text is at its UTF-8 byte column")
    func koreanCodeSpan() throws {
        let document = CommonMark.parse(Self.korean, file: "ko.md")
        let code = try #require(firstNode(in: document) { if case .code = $0 { true } else { false } })
        #expect(code.kind == .code("sceneDidBecomeActive(_:)"))
        // "생명 주기 " is 3 + 3 + 1 + 3 + 3 + 1 = 14 bytes (but 6 characters), the backtick byte 15,
        // so the code starts at byte column 16 (a character count would give 8).
        #expect(code.start == SourceLocation(file: "ko.md", line: 3, column: 16))
    }

    @Test("a fenced code block has the position of its opening fence")
    func codeBlock() throws {
        let document = CommonMark.parse(Self.korean, file: "ko.md")
        let block = try #require(firstNode(in: document) { if case .codeBlock = $0 { true } else { false } })
        #expect(block.kind == .codeBlock(info: "swift", literal: "let x = 1\n"))
        #expect(block.start == SourceLocation(file: "ko.md", line: 5, column: 1))
    }

    @Test("a code span inside a Chinese heading is at its byte column")
    func chineseHeadingCodeSpan() throws {
        let document = CommonMark.parse("## 生命周期 `applicationDidBecomeActive(_:)`\n", file: "zh.md")
        let code = try #require(firstNode(in: document) { if case .code = $0 { true } else { false } })
        // "## " is 3 bytes, "生命周期 " 13 bytes, the backtick byte 17: the code starts at 18.
        #expect(code.start?.line == 1)
        #expect(code.start?.column == 18)
    }

    @Test("a code block nested in a Chinese list item is at the column of its fence")
    func nestedCodeBlock() throws {
        let markdown = "- 项目一\n\n  ```lifecycle id=x\n  sceneDidBecomeActive\n  ```\n"
        let document = CommonMark.parse(markdown, file: "zh.md")
        let block = try #require(firstNode(in: document) { if case .codeBlock = $0 { true } else { false } })
        #expect(block.start == SourceLocation(file: "zh.md", line: 3, column: 3))
    }

    @Test("two code spans on one Chinese line get distinct byte columns")
    func twoCodeSpans() {
        let document = CommonMark.parse("先 `a` 后 `b`\n")
        let spans = allNodes(in: document) { if case .code = $0 { true } else { false } }
        // "先 `" = 5 bytes → column 6; "先 `a` 后 `" = 4 + 3 + 1 + 3 + 1 + 1 = 13 bytes → column 14.
        #expect(spans.map { $0.start?.column } == [6, 14])
    }

    @Test("lineOffset shifts every line by the lines above the body, not the columns", arguments: [0, 4, 17])
    func lineOffset(_ offset: Int) throws {
        let document = CommonMark.parse(Self.korean, file: "ko.md", lineOffset: offset)
        let heading = try #require(firstNode(in: document) { if case .heading = $0 { true } else { false } })
        let code = try #require(firstNode(in: document) { if case .code = $0 { true } else { false } })
        let block = try #require(firstNode(in: document) { if case .codeBlock = $0 { true } else { false } })
        #expect(heading.start?.line == 1 + offset)
        #expect(code.start?.line == 3 + offset)
        #expect(code.start?.column == 16)
        #expect(block.start?.line == 5 + offset)
    }

    @Test("walk hands inline nodes without a position their enclosing block, whose location they report")
    func walkInheritsLocation() {
        var textLocations: [SourceLocation?] = []
        CommonMark.parse("para\n\n> **强调** text\n", file: "f.md").walk { node, placed in
            if case .text = node.kind { textLocations.append(placed?.start) }
            // A node with a place of its own is its own placed node.
            if node.start != nil { #expect(placed === node) }
        }
        #expect(textLocations.count == 3)
        #expect(textLocations.allSatisfy { $0 != nil })
        #expect(textLocations.first??.line == 1)
        #expect(textLocations.last??.line == 3)
    }

    @Test("walkSelectively goes into a node's children only where asked, in document order")
    func walkSelectivelySkips() {
        let document = CommonMark.parse("# Title *a*\n\npara **b**\n\n> quote `c`\n", file: "f.md")
        var seen: [String] = []
        document.walkSelectively { node, placed in
            switch node.kind {
            case .heading: seen.append("h@\(placed?.start?.line ?? 0)"); return false
            case .paragraph: seen.append("p@\(placed?.start?.line ?? 0)"); return false
            case .text(let literal): seen.append(literal)
            default: break
            }
            return true
        }
        // Nothing inside a heading or a paragraph; the quote's paragraph found inside the quote.
        #expect(seen == ["h@1", "p@3", "p@5"])
    }

    @Test("the parser copies links, images and emphasis into Swift values")
    func treeKinds() {
        let document = CommonMark.parse("[a](x.md \"T\") ![i](p.png) *e* **s**\n")
        let kinds = allNodes(in: document) { _ in true }.map(\.kind)
        #expect(kinds.contains(.link(destination: "x.md", title: "T")))
        #expect(kinds.contains(.image(source: "p.png", title: "")))
        #expect(kinds.contains(.emphasis))
        #expect(kinds.contains(.strong))
    }
}
