import PetCatalog

/// Turns a `Pet` into the text a person reads, and binds it to any `PetView`.
///
/// Each output is computed when asked for, so a list of 100,000 pets formats
/// only the rows it shows.
public struct PetViewModel: Sendable, Identifiable {
  public let pet: Pet
  public let context: PresentationContext

  public init(pet: Pet, context: PresentationContext) {
    self.pet = pet
    self.context = context
  }

  public var id: String { pet.id }

  /// The text for the name label, e.g. `Stuart`; catalogue text is shown `DisplayText.cleaned`.
  public var name: String { DisplayText.cleaned(pet.name) }

  /// The breed as the catalogue gives it, cleaned for display.
  private var breed: String { DisplayText.cleaned(pet.breed) }

  /// The picture for the image view, or the placeholder when there is none.
  public var image: PetImage {
    let hasPicture = context.imageDirectory != nil && !context.missingImages.contains(pet.id)
    let path = hasPicture ? context.imageDirectory.map { $0 + "/" + pet.image } : nil
    let breed = self.breed.isEmpty ? "" : " (\(self.breed))"
    let kind = pet.species == .other ? "an animal" : "a " + pet.species.displayName.lowercased()
    return PetImage(
      path: path,
      accessibleDescription: path == nil
        ? "No picture of \(name) yet"
        : "Picture of \(name), \(kind)\(breed)",
      glyph: pet.species.glyph)
  }

  /// The text for the age label, e.g. `2 years old`.
  public var ageText: String {
    AgeText.text(birthday: pet.birthday, today: context.today)
  }

  /// The life stage used by the age filter, e.g. `.young`.
  public var ageGroup: AgeGroup {
    AgeGroup(Age(birthday: pet.birthday, on: context.today))
  }

  /// The text for the adoption fee label, e.g. `$500.00`.
  public var adoptionFeeText: String {
    context.fees.text(for: pet.rarity)
  }

  /// The text for the species column, e.g. `Dog`.
  public var speciesText: String { pet.species.displayName }

  /// The text for the breed label, e.g. `Dog · Cavalier King Charles Spaniel`.
  public var breedText: String {
    breed.isEmpty ? pet.species.displayName : "\(pet.species.displayName) · \(breed)"
  }

  /// The text for the sex label, e.g. `Male`.
  public var sexText: String { pet.sex.displayName }

  /// The text for the size label, e.g. `Small`.
  public var sizeText: String { pet.size.displayName }

  /// The text for the temperament label, e.g. `Good with kids and dogs · Not good with cats`.
  public var temperamentText: String {
    var yes: [String] = []
    var no: [String] = []
    var unknown: [String] = []
    for company in Company.allCases {
      let word = company.displayName.lowercased()
      switch pet.goodWith(company) {
      case .yes: yes.append(word)
      case .no: no.append(word)
      case .unknown: unknown.append(word)
      }
    }
    var parts: [String] = []
    if !yes.isEmpty { parts.append("Good with " + Self.list(yes)) }
    if !no.isEmpty { parts.append("Not good with " + Self.list(no)) }
    if !unknown.isEmpty { parts.append("Untested with " + Self.list(unknown)) }
    return parts.joined(separator: " · ")
  }

  /// The text for the health label, e.g. `Neutered · Vaccinated · House-trained`.
  public var healthText: String {
    var parts: [String] = []
    let operation = pet.sex == .female ? "spayed" : "neutered"
    if let fixed = pet.spayedNeutered {
      parts.append(fixed ? operation.capitalized : "Not \(operation)")
    }
    if let vaccinated = pet.vaccinated {
      parts.append(vaccinated ? "Vaccinated" : "Not vaccinated")
    }
    if let trained = pet.houseTrained {
      parts.append(trained ? "House-trained" : "Not house-trained")
    }
    return parts.isEmpty ? "No health record yet" : parts.joined(separator: " · ")
  }

  /// The text for the status label, e.g. `Available`.
  public var statusText: String { pet.status.displayName }

  /// The text for the story, e.g. `Stuart greets everyone at the door…`.
  public var descriptionText: String { DisplayText.cleaned(pet.description) }

  /// Sets every output on `view`: one line per output, no formatting here.
  public func configure(_ view: some PetView) {
    view.setName(name)
    view.setImage(image)
    view.setAge(ageText)
    view.setAdoptionFee(adoptionFeeText)
    view.setBreed(breedText)
    view.setSex(sexText)
    view.setSize(sizeText)
    view.setTemperament(temperamentText)
    view.setHealth(healthText)
    view.setStatus(statusText)
    view.setDescription(descriptionText)
  }

  /// `kids`, `kids and dogs`, `kids, dogs and cats`.
  private static func list(_ words: [String]) -> String {
    guard let last = words.last, words.count > 1 else { return words.first ?? "" }
    return words.dropLast().joined(separator: ", ") + " and " + last
  }
}
