import DocGenTestSupport
import Foundation
import Lifecycle
import Testing

/// `Documentation/Events.md` is made from the model; this keeps the file and the model in step.
@Suite("Documentation/Events.md")
struct EventsDocumentationTests {
    @Test("the file is what the model generates (regenerate with: swift run docgen events > Documentation/Events.md)")
    func matchesModel() throws {
        let file = PackagePaths.root.appendingPathComponent("Documentation/Events.md")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text == EventReference.markdown() + "\n")
    }

    @Test("every event has a summary and its facts")
    func everyEventDocumented() {
        for entry in EventReference.entries {
            #expect(!entry.summary.isEmpty, "\(entry.event.rawValue)")
            #expect(entry.facts.contains("§"), "\(entry.event.rawValue)")
        }
    }
}
