import ArgumentParser
import DocGenKit

@main
struct DocGen: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docgen",
        abstract: "Turns multilingual Markdown notes into a verified, offline-readable knowledge base.",
        discussion: """
        Every documented callback sequence is run against the life-cycle model, in every language,
        before anything is published.
        """,
        version: "0.1.0",
        subcommands: [Verify.self, Build.self, Serve.self, Status.self, Translated.self, AddLanguage.self, Export.self, Import.self,
                      Render.self, Events.self, Rules.self]
    )

    static func main() {
        Allocator.start()
        main(nil)
    }
}
