/// The values one of docgen's partials sees: a struct whose stored properties are the names its
/// template uses (swift-mustache reads them by reflection). Values are text, numbers, flags,
/// optionals and arrays of further such structs, never HTML, so `{{ }}` escapes everything;
/// a property that does hold safe HTML says so (`{{{ }}}` in the template).
protocol PartialContext: Sendable, Encodable {
    static var partial: Partial { get }
    /// Every value filled in (optionals set, arrays not empty), for the theme check.
    static var sample: Self { get }
    /// The HTML ids the output must carry because links point at them (`seq-<id>` of a block).
    var linkTargets: [String] { get }
    /// The context as a template reads it: `MustacheValues.of(self)`, unless the context makes it
    /// directly (the ones rendered in nearly every page, where encoding was a twentieth of a build).
    var templateValue: TemplateValue { get }
}

extension PartialContext {
    var linkTargets: [String] { [] }
    var templateValue: TemplateValue { MustacheValues.of(self) }
}
