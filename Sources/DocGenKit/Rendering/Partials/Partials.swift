
/// Renders docgen's partials with the theme's templates. Only `Theme.load` makes one, after it
/// has found every `Partial`, so rendering never meets a missing template.
struct Partials: Sendable {
    let library: TemplateLibrary

    func render<Context: PartialContext>(_ context: Context) -> String {
        guard let html = library.render(context.templateValue, withTemplate: Context.partial.rawValue) else {
            preconditionFailure("Theme.load let a theme without \(Context.partial.fileName) through")
        }
        return html
    }
}
