import CGtk3
import CPetGtk
import CPetPictures
import PetAdoptionFlow
import PetBrowsing
import PetPresentation

/// The detail card in the window (card.ui): a large picture and one GTK label per field.
///
/// It holds no formatting: `PetViewModel.configure(_:)` fills it exactly as it fills the text
/// card, and each setter sets its label's text (never markup). Its captions come from
/// `BrowserTexts`; its star and "Ask to adopt…" button are drawn from the browser's view model.
@MainActor
public final class GtkPetView {
  /// The card's buttons.
  public enum Button: String, CaseIterable, Sendable {
    case favorite, askToAdopt
    /// The gallery's arrows (the window's actions `previous-photo` and `next-photo`).
    case previousPhoto, nextPhoto
  }

  /// The PetGtkCard widget.
  let card: GObject
  private let labels: [CardField: GObject]
  private let buttons: [Button: GObject]
  private let image: GObject
  /// The line under "Ask to adopt…": `You asked about Stuart on November 21`.
  private let askedLabel: GObject
  /// The picture last set, so a decode that fails later can say so to screen readers.
  private var picture: PetImage?
  /// The card's pictures, decoded once each at the card's size, off the main thread: browsing
  /// goes back and forth among pets.
  private let pictures = PictureCache(
    size: Int32(PET_GTK_PICTURE_SIZE), capacity: 32, placeholderPath: GtkSession.placeholderPicture)
  /// What the image shows for `picture`.
  private var pictureState = PictureCache.State.none
  /// Called after a picture the card asked for is decoded or failed.
  var onPictureDone: (() -> Void)?

  /// A card on its own, outside any window (tests).
  public convenience init() {
    self.init(card: GObject(new: "PetGtkCard"))
  }

  /// The card `card` (a PetGtkCard), e.g. the window's.
  init(card: GObject) {
    self.card = card
    labels = Dictionary(uniqueKeysWithValues: CardField.allCases.map { ($0, card.child(.label($0))) })
    buttons = Dictionary(uniqueKeysWithValues: Button.allCases.map { ($0, card.child(.button($0))) })
    image = card.child(.cardImage)
    askedLabel = card.child(.askedLabel)
    for (field, caption) in BrowserTexts.cardCaptions { card.child(.caption(field)).set("label", caption) }
    card.child(.feeCaption).set("label", BrowserTexts.feeCaption)
    for (button, label) in [
      (Button.previousPhoto, BrowserTexts.previousPhotoLabel), (.nextPhoto, BrowserTexts.nextPhotoLabel),
    ] {
      buttons[button]?.set("tooltip-text", label)
      buttons[button]?.setAccessible(name: label)
    }
    for (field, name) in BrowserTexts.cardFieldNames { labels[field]?.setAccessible(name: name) }
    image.setAccessible(name: BrowserTexts.noPetSelected, description: BrowserTexts.noPetSelected)
    pictures.onDone = { [weak self] path, problem in self?.pictureDone(path: path, problem: problem) }
    card.connect("notify::scale-factor") { [weak self] _ in self?.showPicture() }
    showPicture()
  }

  /// Shows what the cache has for the picture asked for: the picture, or the placeholder while
  /// it loads, when there is none, or when it cannot be shown. Never waits for a decode.
  private func showPicture() {
    let shown = pictures.surface(for: picture?.path, scale: Int32(card.int("scale-factor")))
    pictureState = shown.state
    gtk_image_set_from_surface(image.pointer.assumingMemoryBound(to: GtkImage.self), shown.surface)
  }

  /// A decode is done: a failure is told (whichever pet the card shows now, as the file is what
  /// failed); the picture shows if the card still asks for it, and when it cannot be shown,
  /// screen readers are told so, not "Picture of…".
  private func pictureDone(path: String, problem: PictureProblem?) {
    if let problem { PictureWarnings.report(problem) }
    if let picture, path == picture.path {
      showPicture()
      if problem != nil {
        image.setAccessible(name: picture.unshownDescription, description: picture.unshownDescription)
      }
    }
    onPictureDone?()
  }

  /// What the label of `field` shows, read back from GTK.
  public func text(_ field: CardField) -> String {
    labels[field]?.text ?? ""
  }

  /// The caption shown before `field`'s label, read back from GTK, e.g. `Breed`.
  public func caption(_ field: CardField) -> String? {
    guard field != .name, field != .age, field != .description else { return nil }
    return card.child(.caption(field)).text
  }

  /// Whether the label of `field` reads its text as markup; it never should.
  public func usesMarkup(_ field: CardField) -> Bool {
    labels[field]?.bool("use-markup") ?? false
  }

  /// The picture file shown, or being decoded (the placeholder shows meanwhile); `nil` while the
  /// placeholder shows instead: the pet has no picture, or its file cannot be shown.
  public var imagePath: String? {
    pictureState == .shown || pictureState == .loading ? picture?.path : nil
  }

  /// Whether the card can show `picture`, or shows the placeholder instead: the card's own
  /// decoder (`pet_picture_decode`, caged) at the card's size, within the pixel limit and the
  /// catalogue's folder. It touches no widget, so `pet-browser --headless` asks it too, and
  /// prints what the card shows.
  public nonisolated static func canShow(picture: PetImage) -> Bool {
    guard let path = picture.path else { return false }
    let size = Int32(PET_GTK_PICTURE_SIZE)
    var problem = PetPictureProblem()
    guard
      let pixbuf = pet_picture_decode(
        picture.folder, path, size, size, Int64(PET_PICTURE_PIXEL_LIMIT), nil, &problem)
    else {
      pet_picture_problem_clear(&problem)
      return false
    }
    g_object_unref(UnsafeMutableRawPointer(pixbuf))
    return true
  }

  /// Which photo the picture is, e.g. `2 of 6`, read back from GTK; `nil` while the gallery's
  /// arrows are hidden (one picture, or none).
  public var photoPosition: String? {
    card.child(.photoBar).bool("visible") ? card.child(.photoPosition).text : nil
  }

  /// Whether the picture is being decoded (off the main thread); the placeholder shows meanwhile.
  public var isPictureLoading: Bool { pictureState == .loading }

  /// The picture's accessible description, as screen readers get it.
  public var imageDescription: String { image.accessible(description: true) }

  /// A button's text, e.g. `★` for the star, read back from GTK.
  public func buttonText(_ button: Button) -> String { buttons[button]?.text ?? "" }

  /// A button's tooltip and accessible name, e.g. `Remove Stuart from favourites`.
  public func buttonLabel(_ button: Button) -> String { buttons[button]?.accessible() ?? "" }

  /// Whether a button can be clicked.
  public func isButtonEnabled(_ button: Button) -> Bool { buttons[button]?.bool("sensitive") ?? false }

  /// Clicks a button as a person would; nothing happens when it is disabled.
  public func click(_ button: Button) {
    guard isButtonEnabled(button) else { return }
    buttons[button]?.emit("clicked")
  }

  /// Calls `body` when `button` is clicked.
  func onClick(_ button: Button, _ body: @escaping @MainActor () -> Void) {
    buttons[button]?.connect("clicked") { _ in body() }
  }

  /// Draws a button: its text, its tooltip and accessible name, and whether it can be clicked.
  func setButton(_ button: Button, text: String, tooltip: String, isEnabled: Bool) {
    guard let widget = buttons[button] else { return }
    widget.set("label", text)
    widget.set("use-underline", false)
    widget.set("tooltip-text", tooltip)
    widget.setAccessible(name: tooltip)
    widget.set("sensitive", isEnabled)
  }

  /// Draws the line under "Ask to adopt…", hidden when `text` is `nil`.
  func setAskedText(_ text: String?) {
    askedLabel.set("label", text ?? "")
    askedLabel.set("visible", text != nil)
  }

  /// The line under "Ask to adopt…", read back from GTK, or `nil` while it is hidden.
  public var askedText: String? {
    askedLabel.bool("visible") ? askedLabel.text : nil
  }

  /// Draws the card's star.
  func setStar(_ star: FavoriteStar) {
    setButton(.favorite, text: star.symbol, tooltip: star.label, isEnabled: star.isEnabled)
  }

  /// Everything the card's widgets hold, in the snapshot's words, read back from GTK.
  var snapshotTexts: [CardField: String] {
    Dictionary(uniqueKeysWithValues: shownFields.map { ($0, text($0)) })
  }

  /// The fields the card shows: every one, but an optional one only while it is visible.
  public var shownFields: [CardField] {
    CardField.allCases.filter { !$0.isOptional || labels[$0]?.bool("visible") == true }
  }

  private func set(_ field: CardField, _ text: String) {
    labels[field]?.set("label", text)
  }
}

// `PetView` is not isolated, the card is: an isolated conformance (SE-0470) lets the main actor
// pass the card to `configure(_:)` while the compiler keeps it from ever reaching another thread.
extension GtkPetView: @MainActor PetView {
  public func setName(_ text: String) { set(.name, text) }
  public func setImage(_ picture: PetImage) {
    self.picture = picture
    pictures.folder = picture.folder
    showPicture()
    // `imagePath` is `nil` when the placeholder shows instead: a failure already known.
    let text = imagePath == nil ? picture.unshownDescription : picture.accessibleDescription
    image.setAccessible(name: text, description: text)
  }
  public func setPhotoPosition(_ text: String?) {
    card.child(.photoPosition).set("label", text ?? "")
    card.child(.photoBar).set("visible", text != nil)
  }
  public func setAge(_ text: String) { set(.age, text) }
  public func setAdoptionFee(_ text: String, isListed: Bool) {
    set(.fee, text)
    // A price in large bold type; "Fee not listed" in the age's plain type, dimmed.
    labels[.fee]?.setStyleClass("pet-fee", isListed)
    labels[.fee]?.setStyleClass("pet-fee-note", !isListed)
    labels[.fee]?.setStyleClass("dim-label", !isListed)
  }
  public func setBreed(_ text: String) { set(.breed, text) }
  public func setSex(_ text: String) { set(.sex, text) }
  public func setSize(_ text: String) { set(.size, text) }
  public func setTemperament(_ text: String) { set(.temperament, text) }
  public func setHealth(_ text: String) { set(.health, text) }
  public func setStatus(_ text: String) { set(.status, text) }
  public func setCoat(_ text: String?) { setOptional(.coat, text) }
  public func setShelter(_ text: String?) { setOptional(.shelter, text) }
  /// Sets an optional field's label, shown with its caption only when there is a text.
  private func setOptional(_ field: CardField, _ text: String?) {
    set(field, text ?? "")
    labels[field]?.set("visible", text != nil)
    card.child(.caption(field)).set("visible", text != nil)
  }
  public func setDescription(_ text: String) { set(.description, text) }
}

extension GtkPetView {
  /// Everything the card's widgets hold, one `field: value` per line, read back from GTK.
  public var detailLines: [String] {
    shownFields.map { "\($0.rawValue): \(text($0))" } + [
      "favorite: \(buttonText(.favorite))",
      "image: \(imagePath ?? "placeholder")",
    ] + (photoPosition.map { ["photo: \($0)"] } ?? []) + [
      "image-description: \(imageDescription)"
    ]
  }
}
