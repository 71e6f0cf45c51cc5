import ArgumentParser
import DocGenKit

extension DocGen {
    struct Rules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "Prints every diagnostic rule with a failing example and its fix, as Markdown (Documentation/Diagnostics.md)."
        )

        func run() throws {
            print(DiagnosticRules.markdown())
        }
    }
}
