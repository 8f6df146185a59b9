import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// Asking to adopt: the form, the drafts of forms closed unsent, and the question asked before
/// the window closes with an inquiry unsent.
extension PetBrowserViewModel {
  /// "Ask to adopt…" was clicked: opens the form for the selected pet (or keeps the open one),
  /// as the person left it when they closed it unsent, else filled in with their name, email
  /// and phone from their latest inquiry.
  public func askToAdopt() {
    guard state.inquiryForm == nil, let store, let pet = selectedPetModel else { return }
    guard InquiryEligibility.refusal(for: pet) == nil else { return }
    let catalog = state.list.catalog
    let form = InquiryFormViewModel(
      petID: pet.id, petName: pet.shownName,
      // The pet's own shelter where its listing describes it (a listing service's page lists
      // many), else the catalogue's.
      shelter: ShelterContact(catalog.contact(for: pet)),
      previous: state.inquiryHistory.latestInquiry(petID: pet.id), store: store,
      background: configuration.background,
      main: configuration.main, initial: state.inquiryHistory.newForm(petID: pet.id),
      draft: inquiryDrafts.draft(petID: pet.id))
    form.onSent = { [weak self] inquiry in self?.inquirySent(inquiry) }
    form.onKeptUnsent = { [weak self] inquiry in self?.inquirySent(inquiry) }
    update { state.inquiryForm = form }
  }

  /// The adoption form was closed: what it holds is kept as the pet's draft, unless it was
  /// sent, discarded, or left as it opened.
  public func inquiryFormClosed() {
    guard let form = state.inquiryForm else { return }
    let petID = form.initialForm.petID
    if case .sent = form.sendState {
      inquiryDrafts.remove(petID: petID)
    } else if form.isKeptAsItStands {
      // Kept on this computer to send again: no draft of it in memory.
      inquiryDrafts.remove(petID: petID)
    } else if form.isDiscarded || !form.isModified {
      inquiryDrafts.remove(petID: petID)
    } else {
      inquiryDrafts.keep(form.draft)
    }
    update { state.inquiryForm = nil }
  }

  /// An inquiry was stored: the card says so, and the next form starts from it.
  private func inquirySent(_ inquiry: Inquiry) {
    inquiryDrafts.remove(petID: inquiry.petID)
    update { state.inquiryHistory.record(inquiry) }
  }

  /// The forms closed unsent this session in the catalogue shown, by pet.
  var inquiryDrafts: InquiryDrafts {
    let key = draftsKey
    if let drafts = draftsByCatalogue[key] { return drafts }
    let drafts = InquiryDrafts()
    draftsByCatalogue[key] = drafts
    return drafts
  }

  /// What the person wrote about `petID` in a form they closed unsent, in the catalogue shown.
  public func draft(petID: String) -> InquiryDrafts.Draft? {
    draftsByCatalogue[draftsKey]?.draft(petID: petID)
  }

  /// The key of the shown catalogue's drafts: its `CatalogKey`, or "" for one built in memory.
  private var draftsKey: String {
    state.catalogue.key?.text ?? ""
  }

  // MARK: Quitting with an unsent inquiry

  /// The names of the pets whose inquiry is written but not saved (a draft, or the open form
  /// with something typed), in this catalogue and the others opened in this window; the
  /// window asks before it closes while there is any.
  public var unsentInquiryNames: [String] {
    var names: [String] = []
    let shown = draftsKey
    for (catalogue, drafts) in draftsByCatalogue.sorted(by: { $0.key < $1.key }) {
      for id in drafts.petIDs {
        names.append((catalogue == shown ? pet(withID: id)?.shownName : nil) ?? id)
      }
    }
    if let form = state.inquiryForm, form.isModified, !form.isDiscarded, !form.isKeptAsItStands,
      !names.contains(form.petName)
    {
      if case .sent = form.sendState {} else { names.append(form.petName) }
    }
    return names
  }

  /// Whether closing the window asks first: an inquiry is written and not saved.
  public var confirmsClose: Bool { !unsentInquiryNames.isEmpty }

  /// The question asked before closing with an unsent inquiry.
  public var closeQuestion: String {
    trn("Quit with an unsent inquiry?", "Quit with unsent inquiries?", unsentInquiryNames.count)
  }

  /// The text under it, e.g. `What you wrote about Stuart is not saved and will be lost.`
  public var closeDetail: String {
    let names = unsentInquiryNames
    let list = DisplayText.list(names)
    // TRANSLATORS: under "Quit with an unsent inquiry?"; %1$@ names the pets, e.g. "Stuart and Zoë".
    return trf(tr("What you wrote about %1$@ is not saved and will be lost."), list)
  }

  /// The question's answers, with `_` before the Alt+letter key: `_Keep Editing`, which loses
  /// nothing, and `_Quit`.
  public var closeAnswers: (keep: String, quit: String) {
    // TRANSLATORS: the answers to "Quit with an unsent inquiry?"; "_" marks the Alt+letter key.
    (tr("_Keep Editing"), tr("_Quit"))
  }
}
