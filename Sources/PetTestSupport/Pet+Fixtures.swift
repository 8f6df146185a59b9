import PetCatalog

extension Pet {
  /// A plain cat with nothing recorded beyond the required fields, to vary one field at a time.
  public static let template = Pet(
    id: "template", name: "Template", species: .cat, breed: "Domestic Shorthair",
    sex: .female, birthday: CalendarDate(2022, 1, 1), rarity: .common,
    image: "pictures/template.svg", size: .medium, description: "A cat.",
    intakeDate: CalendarDate(2026, 1, 1))

  /// `template` with another id and name, and whatever `change` sets.
  public static func make(_ id: String, _ name: String, _ change: (inout Pet) -> Void = { _ in }) -> Pet {
    var pet = Pet.template
    pet.id = id
    pet.name = name
    change(&pet)
    return pet
  }
}
