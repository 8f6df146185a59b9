/// Anything that shows one pet's card: the GTK detail card, the text card.
///
/// A view holds no formatting of its own. `PetViewModel.configure(_:)` hands it
/// every string ready to show, one call per field, so two views configured by the
/// same view model show exactly the same text.
public protocol PetView: AnyObject {
  /// Shows the pet's name, e.g. `Stuart`.
  func setName(_ text: String)
  /// Shows the pet's picture, or a placeholder when it has none.
  func setImage(_ image: PetImage)
  /// Shows which of several photos the picture is, e.g. `2 of 6`, with the way to the others;
  /// `nil` hides it (one picture, or none).
  func setPhotoPosition(_ text: String?)
  /// Shows how old the pet is, e.g. `2 years old`.
  func setAge(_ text: String)
  /// Shows what adopting the pet costs, e.g. `$500.00`; `isListed` is false for `Fee not
  /// listed`, a note rather than a price, which the window sets in plain type.
  func setAdoptionFee(_ text: String, isListed: Bool)
  /// Shows species and breed, e.g. `Dog · Cavalier King Charles Spaniel`.
  func setBreed(_ text: String)
  /// Shows the pet's sex, e.g. `Male`.
  func setSex(_ text: String)
  /// Shows the pet's grown size, e.g. `Small`.
  func setSize(_ text: String)
  /// Shows the pet's colour and coat, e.g. `Brown tabby · Short coat`; `nil` hides the line (its
  /// shelter recorded neither).
  func setCoat(_ text: String?)
  /// Shows who the pet gets on with, e.g. `Good with kids and dogs · Not good with cats`.
  func setTemperament(_ text: String)
  /// Shows what the shelter recorded of the pet's health, e.g. `Neutered · Vaccinated`.
  func setHealth(_ text: String)
  /// Shows whether the pet can be adopted, e.g. `Available`.
  func setStatus(_ text: String)
  /// Shows the shelter that lists the pet, e.g. `Riverbend Animal Shelter`, in a catalogue
  /// several shelters share; `nil` hides the line (a catalogue of one shelter names it once).
  func setShelter(_ text: String?)
  /// Shows the pet's story.
  func setDescription(_ text: String)
}

/// The picture a card shows.
public struct PetImage: Hashable, Sendable {
  /// The picture file, or `nil` to show the placeholder.
  public var path: String?
  /// The catalogue's folder, which the picture must lie in once its links are followed: a
  /// picture that leads out of it is not opened.
  public var folder: String?
  /// Text for screen readers, e.g. `Picture of Stuart, a dog (Cavalier King Charles Spaniel)`.
  public var accessibleDescription: String
  /// A one-character stand-in for terminals and missing pictures, e.g. `🐕`.
  public var glyph: String
  /// Text for screen readers when the file turns out not to be showable (too large, cut short,
  /// not a picture) and the placeholder shows instead, e.g. `No picture of Stuart: its file
  /// could not be shown`. The same as `accessibleDescription` when there is no file.
  public var unshownDescription: String
  /// The picture's web address when it is one (`path` is then its fetched file, or `nil` until
  /// it is fetched).
  public var address: String?

  public init(
    path: String?, folder: String? = nil, accessibleDescription: String, glyph: String,
    unshownDescription: String? = nil, address: String? = nil
  ) {
    self.address = address
    self.path = path
    self.folder = folder
    self.accessibleDescription = accessibleDescription
    self.glyph = glyph
    self.unshownDescription = unshownDescription ?? accessibleDescription
  }
}
