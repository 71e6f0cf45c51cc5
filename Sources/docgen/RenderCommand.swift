import ArgumentParser
import DocGenKit
import Foundation

extension DocGen {
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Prints the HTML body of one Markdown file, rendered by libcmark (safe mode).",
            discussion: "Front matter, if any, is skipped. Reads standard input when FILE is '-' or absent."
        )

        @Argument(help: "The Markdown file, or '-' for standard input.")
        var file: String = "-"

        @Flag(help: "Keep raw HTML and unsafe links (cmark's --unsafe).")
        var unsafe = false

        func validate() throws {
            var isDirectory: ObjCBool = false
            if file != "-", !FileManager.default.fileExists(atPath: file, isDirectory: &isDirectory) {
                throw ValidationError("no such file: \(file)")
            }
            if isDirectory.boolValue {
                throw ValidationError("\(file) is a folder: render takes one Markdown file (use 'build' for a folder)")
            }
        }

        func run() throws {
            let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile()
                : (FileManager.default.contents(atPath: file) ?? Data())
            let text = String(decoding: data, as: UTF8.self)
            let body = text.hasPrefix("---") ? FrontMatterReader.read(text, file: file).body : text
            print(CommonMark.html(body, options: .init(allowsRawHTML: unsafe)), terminator: "")
        }
    }
}
