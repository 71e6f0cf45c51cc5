import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// `docgen import`: reads an XLIFF 1.2 file that `XLIFFExport` wrote (and a CAT tool filled in)
/// and rebuilds each translated page from its skeleton: every segment becomes its `<target>`
/// (its `<source>` when a unit has none), codes (`<ph>`, `<bpt>`, `<ept>`) their Markdown.
public enum XLIFFImport {
    public struct Page: Sendable, Equatable {
        /// The page's path in its language folder (`scenes/scenes.md`).
        public var path: String
        public var language: Language
        public var text: String
        /// Whether some unit has a target: a page without any is the English page, which must not
        /// replace a translation that exists.
        public var hasTargets: Bool
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The pages of `data`, rebuilt.
    public static func pages(from data: Data) throws(Failure) -> [Page] {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = true
        guard parser.parse() else {
            throw Failure(description: "not an XML file: \(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)")
        }
        if let problem = reader.problem { throw Failure(description: problem) }
        var pages: [Page] = []
        for file in reader.files {
            var text = ""
            var rest = Substring(file.skeleton)
            while let start = rest.firstIndex(of: XLIFFExport.marker) {
                text += rest[..<start]
                let afterStart = rest.index(after: start)
                guard let end = rest[afterStart...].firstIndex(of: XLIFFExport.marker), let id = Int(rest[afterStart..<end]) else {
                    throw Failure(description: "\(file.original): the skeleton has a broken segment mark")
                }
                guard let unit = file.units[String(id)] else {
                    throw Failure(description: "\(file.original): the skeleton names segment \(id), which has no trans-unit")
                }
                // An empty target is a unit nobody translated yet, as a tool writes it.
                text += unit.target.flatMap { $0.isEmpty ? nil : $0 } ?? unit.source
                rest = rest[rest.index(after: end)...]
            }
            text += rest
            pages.append(Page(path: file.original, language: Language(file.language), text: text,
                              hasTargets: file.units.values.contains { !($0.target ?? "").isEmpty }))
        }
        return pages
    }

    private struct File {
        var original = "", language = "", skeleton = ""
        var units: [String: (source: String, target: String?)] = [:]
    }

    /// Collects each file's skeleton and each unit's source and target as Markdown.
    private final class Reader: NSObject, XMLParserDelegate {
        var files: [File] = []
        var problem: String?
        private var current = File()
        private var unitID = ""
        private var source = "", target: String?
        /// Where characters go: the skeleton, a source or a target.
        private enum Sink { case none, skeleton, source, target }
        private var sink = Sink.none

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            switch name {
            case "file":
                current = File(original: attributes["original"] ?? "", language: attributes["target-language"] ?? "")
                if current.original.isEmpty || current.language.isEmpty {
                    problem = problem ?? "a <file> without 'original' or 'target-language' at line \(parser.lineNumber)"
                }
            case "internal-file": sink = .skeleton
            case "trans-unit": unitID = attributes["id"] ?? ""; source = ""; target = nil
            case "source": sink = .source
            case "target": sink = .target; target = ""
            default: break  // ph, bpt, ept: their content is the Markdown, read as characters
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "file": files.append(current)
            case "internal-file", "source", "target": sink = .none
            case "trans-unit": current.units[unitID] = (source, target)
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            switch sink {
            case .none: break
            case .skeleton: current.skeleton += string
            case .source: source += string
            case .target: target = (target ?? "") + string
            }
        }
    }
}
