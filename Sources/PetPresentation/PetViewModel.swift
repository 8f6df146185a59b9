import Foundation
import PetCatalog
import PetLocalization

/// Turns a `Pet` into the text a person reads, and binds it to any `PetView`.
///
/// Each output is computed when asked for, so a list of 100,000 pets formats
/// only the rows it shows.
public struct PetViewModel: Sendable, Identifiable {
  public let pet: Pet
  public let context: PresentationContext
  /// The shelter that lists the pet, in a catalogue several shelters share; `nil` otherwise.
  public let shelterName: String?

  /// Which of the pet's photos the card shows (`Pet.gallery`), from 0; kept within them.
  public let photoIndex: Int

  public init(pet: Pet, context: PresentationContext, shelterName: String? = nil, photo: Int = 0) {
    self.pet = pet
    self.context = context
    self.shelterName = shelterName
    self.photoIndex = photo == 0 ? 0 : max(0, min(photo, pet.galleryCount - 1))
  }

  /// The same pet showing photo `index` (from 0), kept within its photos.
  public func showingPhoto(_ index: Int) -> PetViewModel {
    PetViewModel(pet: pet, context: context, shelterName: shelterName, photo: index)
  }

  /// How many photos the card shows in turn: 0 or 1 for a pet with its picture alone.
  public var photoCount: Int { pet.galleryCount }

  /// Which photo the card shows and how many there are, e.g. `2 of 6`, beside the gallery's
  /// arrows; `nil` for a pet with one picture or none, whose card has no arrows.
  public var photoPositionText: String? {
    guard photoCount > 1 else { return nil }
    // TRANSLATORS: which of a pet's photos the card shows, e.g. "2 of 6".
    return trf(tr("%1$lld of %2$lld"), photoIndex + 1, photoCount)
  }

  public var id: String { pet.id }

  /// The text for the name label, e.g. `Stuart`; catalogue text is shown `DisplayText.cleaned`.
  public var name: String { pet.shownName }

  /// The breed as the catalogue gives it, cleaned for display and cut to a readable length.
  private var breed: String { DisplayText.clipped(pet.breed, to: DisplayText.readableBreedLength) }

  /// The picture for the image view, or the placeholder when there is none.
  public var image: PetImage {
    var path: String?
    var folder: String?
    // The photo shown: the picture, or another of the gallery's.
    let shown =
      photoIndex == 0 && !pet.image.isEmpty ? pet.image : pet.galleryPhoto(photoIndex)?.address ?? pet.image
    // Asked once: telling an address parses it.
    let address = PetRules.isPictureAddress(shown) ? shown : nil
    if address != nil, let downloaded = context.downloadedPictures {
      // A web address: its file once fetched, the placeholder until then.
      path = downloaded.file(shown)
      folder = downloaded.folder
    } else if address == nil, !shown.isEmpty, shown != pet.image || !context.missingImages.contains(pet.id),
      let directory = context.imageDirectory
    {
      path = directory + "/" + shown
      folder = directory
    }
    var description: String
    if path == nil {
      // TRANSLATORS: what screen readers say for a pet with no picture; %1$@ is its name.
      description = trf(tr("No picture of %1$@ yet"), name)
    } else if breed.isEmpty {
      // TRANSLATORS: what screen readers say for a pet's picture, e.g. "Picture of Stuart, a dog".
      description = trf(tr("Picture of %1$@, %2$@"), name, pet.species.kindText)
    } else {
      // TRANSLATORS: e.g. "Picture of Stuart, a dog (Cavalier King Charles Spaniel)"; %3$@ is the breed.
      description = trf(tr("Picture of %1$@, %2$@ (%3$@)"), name, pet.species.kindText, breed)
    }
    // TRANSLATORS: what screen readers say when a pet's picture file cannot be shown (too large,
    // cut short, not a picture) and the placeholder shows instead; %1$@ is its name.
    var unshown = path == nil ? description : trf(tr("No picture of %1$@: its file could not be shown"), name)
    if photoCount > 1 {
      // TRANSLATORS: what screen readers say for one photo of several, e.g. "Photo 2 of 6: Picture of Stuart, a dog";
      // %1$@ is what they say of the photo.
      let position = { (text: String) in trf(tr("Photo %2$lld of %3$lld: %1$@"), text, photoIndex + 1, photoCount) }
      unshown = position(unshown)
      description = position(description)
    }
    return PetImage(
      path: path, folder: path == nil ? nil : folder, accessibleDescription: description,
      glyph: pet.species.glyph, unshownDescription: unshown, address: address)
  }

  /// The text for the age label, e.g. `2 years old`; `about 4 years old` for an estimated
  /// birthday, the stage, e.g. `Adult`, when the shelter knows only that, and `Age not known`
  /// when it knows neither.
  public var ageText: String {
    switch pet.ageKnown {
    case .group(let group): group.displayName
    case .unknown: AgeText.notKnown
    case .exact, .estimated:
      AgeText.text(birthday: pet.birthday, today: context.today, estimated: pet.ageKnown == .estimated)
    }
  }

  /// The life stage used by the age filter, e.g. `.young`; `nil` when the age is not known.
  public var ageGroup: AgeGroup? {
    AgeGroup(pet, on: context.today)
  }

  /// The text for the adoption fee label, e.g. `$500.00`: the pet's own fee, else its rarity's;
  /// `Fee waived` for a fee of nothing and `Fee not listed` when there is neither.
  public var adoptionFeeText: String {
    context.fees.text(for: pet)
  }

  /// Whether the pet has a fee to show (its own, or its rarity's): `false` when the fee label
  /// says `Fee not listed`.
  public var adoptionFeeIsListed: Bool { pet.fee != nil || pet.rarity != nil }

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

  /// The text for the coat line: the colour as the shelter words it and the coat's length,
  /// e.g. `Brown tabby · Short coat`, `Black, White`, `Long coat`; `nil` when the shelter
  /// recorded neither (the line is not shown). Catalogue text is cleaned and cut to a readable
  /// length.
  public var coatText: String? {
    let colour = DisplayText.clipped(pet.colour, to: DisplayText.readableBreedLength)
    let parts = [colour, pet.coat == .unknown ? "" : pet.coat.displayName].filter { !$0.isEmpty }
    return parts.isEmpty ? nil : parts.joined(separator: " · ")
  }

  /// The text for the temperament label, e.g. `Good with kids and dogs · Not good with cats`.
  public var temperamentText: String {
    var yes: [String] = []
    var no: [String] = []
    var unknown: [String] = []
    for company in Company.allCases {
      let word = company.wordInSentence
      switch pet.goodWith(company) {
      case .yes: yes.append(word)
      case .no: no.append(word)
      case .unknown: unknown.append(word)
      }
    }
    var parts: [String] = []
    // TRANSLATORS: %1$@ is a list such as "kids and dogs".
    if !yes.isEmpty { parts.append(trf(tr("Good with %1$@"), Self.list(yes))) }
    // TRANSLATORS: %1$@ is a list such as "kids and dogs".
    if !no.isEmpty { parts.append(trf(tr("Not good with %1$@"), Self.list(no))) }
    // TRANSLATORS: %1$@ is a list such as "kids and dogs": the shelter has not seen the pet with them.
    if !unknown.isEmpty { parts.append(trf(tr("Untested with %1$@"), Self.list(unknown))) }
    return parts.joined(separator: " · ")
  }

  /// The text for the health label, e.g. `Neutered · Vaccinated · House-trained`.
  public var healthText: String {
    var parts: [String] = []
    if let fixed = pet.spayedNeutered {
      switch (pet.sex, fixed) {
      case (.female, true): parts.append(tr("Spayed"))
      case (.female, false): parts.append(tr("Not spayed"))
      case (.male, true): parts.append(tr("Neutered"))
      case (.male, false): parts.append(tr("Not neutered"))
      case (.unknown, true): parts.append(tr("Spayed or neutered"))
      case (.unknown, false): parts.append(tr("Not spayed or neutered"))
      }
    }
    if let vaccinated = pet.vaccinated {
      parts.append(vaccinated ? tr("Vaccinated") : tr("Not vaccinated"))
    }
    if let trained = pet.houseTrained {
      parts.append(trained ? tr("House-trained") : tr("Not house-trained"))
    }
    return parts.isEmpty ? tr("No health record yet") : parts.joined(separator: " · ")
  }

  /// The text for the status label, e.g. `Available`.
  public var statusText: String { pet.status.displayName }

  /// The shelter the pet names (`Pet.shelter`), as the catalogue describes it.
  public var shelter: Shelter? { pet.shelter.isEmpty ? nil : context.shelters[pet.shelter] }

  /// The text for the shelter line, e.g. `Riverbend Animal Shelter` or, where its listing says
  /// where it is, `Riverbend Animal Shelter · Springfield, IL 62701`, each part cleaned and cut to
  /// a readable length; `nil` when the catalogue has one shelter, which the window names once.
  ///
  /// Asked near a place (`--near`), how far it is follows: `… · Springfield, IL 62701 · 4.2 mi away`.
  public var shelterText: String? {
    guard let name = shelterName ?? shelter?.shownName else { return nil }
    var text = DisplayText.clipped(name, to: DisplayText.readableNameLength)
    if let place = shelter?.placeText {
      // TRANSLATORS: a pet's shelter and where it is, e.g. "Riverbend Animal Shelter · Springfield, IL 62701".
      text = trf(tr("%1$@ · %2$@"), text, DisplayText.clipped(place, to: DisplayText.readableNameLength))
    }
    guard let away = distanceText else { return text }
    return trf(tr("%1$@ · %2$@"), text, away)
  }

  /// How far the pet's shelter is from the place asked, in kilometres; `nil` when no place was
  /// asked or the shelter is placed nowhere.
  public var distance: Double? {
    guard let near = context.near, let place = shelter?.coordinates else { return nil }
    return near.distance(to: place)
  }

  /// `distance` in the reader's unit, e.g. `4.2 mi away`.
  public var distanceText: String? {
    distance.map { context.distanceUnit.awayText(kilometres: $0, locale: context.locale) }
  }

  /// The text for the list's Distance column, e.g. `4.2 mi`: empty for a shelter placed
  /// nowhere; `nil` when no place was asked (the list has no such column).
  public var distanceCellText: String? {
    guard context.near != nil else { return nil }
    return distance.map { context.distanceUnit.text(kilometres: $0, locale: context.locale) } ?? ""
  }

  /// The text for the story, e.g. `Stuart greets everyone at the door…`; a name or breed cut
  /// short elsewhere on the card is given here whole first, e.g. `Name in full: Sir Reginald…`.
  /// It wraps in time linear in its length (`DisplayText.wrappable`).
  public var descriptionText: String {
    var lines: [String] = []
    if DisplayText.isClipped(pet.name, to: DisplayText.readableNameLength) {
      // TRANSLATORS: the first line of a story when the name is too long for the card's title; %1$@ is the whole name.
      lines.append(trf(tr("Name in full: %1$@"), DisplayText.cleaned(pet.name)))
    }
    if DisplayText.isClipped(pet.breed, to: DisplayText.readableBreedLength) {
      // TRANSLATORS: a line before the story when the breed is too long for its label; %1$@ is the whole breed.
      lines.append(trf(tr("Breed in full: %1$@"), DisplayText.cleaned(pet.breed)))
    }
    lines.append(pet.description)
    return DisplayText.wrappable(lines.joined(separator: "\n"))
  }

  /// Sets every output on `view`: one line per output, no formatting here.
  public func configure(_ view: some PetView) {
    view.setName(name)
    view.setImage(image)
    view.setPhotoPosition(photoPositionText)
    view.setAge(ageText)
    view.setAdoptionFee(adoptionFeeText, isListed: adoptionFeeIsListed)
    view.setBreed(breedText)
    view.setSex(sexText)
    view.setSize(sizeText)
    view.setCoat(coatText)
    view.setTemperament(temperamentText)
    view.setHealth(healthText)
    view.setStatus(statusText)
    view.setShelter(shelterText)
    view.setDescription(descriptionText)
  }

  private static func list(_ words: [String]) -> String { DisplayText.list(words) }
}
