import ArgumentParser
import Lifecycle

extension DocGen {
    struct Events: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "events",
            abstract: "Prints what every lifecycle event does in the model, as Markdown (Documentation/Events.md)."
        )

        func run() throws {
            print(EventReference.markdown())
        }
    }
}
