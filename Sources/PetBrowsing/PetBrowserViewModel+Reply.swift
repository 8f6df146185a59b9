import Foundation
import PetAdoptionFlow
import PetCatalog
import PetLocalization
import PetPresentation
import PetStore

/// Write to the Shelter… (issue 43, point 4): on a shared catalogue, the adopter answers the
/// shelter in the conversation of its inquiry about the pet shown, from the window's menu. The
/// dialog shows what the shelter wrote last; the message is text, checked as the server checks
/// it, sent off the main thread; the dialog closes once it is written, or says why not.
extension PetBrowserViewModel {
  // MARK: Inputs

  /// Write to the Shelter… was chosen: the dialog opens for the selected pet's inquiry.
  public func writeToShelterTapped() {
    guard let pet = selectedPetModel, let inquiry = sentInquiry(petID: pet.id), let sharedID = inquiry.sharedID
    else { return }
    update { state.reply = ReplyDialogState(petID: pet.id, petName: pet.shownName, sharedID: sharedID) }
  }

  /// The message typed in the dialog changed.
  public func replyTextChanged(_ text: String) {
    guard var reply = state.reply, reply.text != text else { return }
    reply.text = text
    reply.problem = nil
    update { state.reply = reply }
  }

  /// Send was clicked: the message goes to the shelter; the dialog closes once it is written.
  public func replySendClicked() {
    guard var reply = state.reply, !reply.isSending, let store else { return }
    if let problem = MessageText.problem(with: reply.text) {
      reply.problem = problem
      update { state.reply = reply }
      return
    }
    reply.isSending = true
    update { state.reply = reply }
    let (text, sharedID) = (reply.text, reply.sharedID)
    let main = configuration.main
    configuration.background.schedule { [weak self] in
      let result = Result { try store.sendMessage(text, aboutInquiry: sharedID) }
      main.schedule { MainActor.assumeIsolated { self?.replySent(result, sharedID: sharedID) } }
    }
  }

  /// The dialog was cancelled or closed.
  public func replyCancelled() {
    guard state.reply != nil else { return }
    update { state.reply = nil }
  }

  private func replySent(_ result: Result<Void, any Error>, sharedID: Int64) {
    guard var reply = state.reply, reply.sharedID == sharedID else { return }
    switch result {
    case .success:
      update { state.reply = nil }
    case .failure(let error):
      reply.isSending = false
      // TRANSLATORS: in the Write to the Shelter dialog; %1$@ says why, naming the server.
      reply.problem = trf(tr("Not sent: %1$@"), DisplayText.cleaned(FavoritesViewModel.reason(error)))
      update { state.reply = reply }
    }
  }

  // MARK: Outputs

  /// Whether Write to the Shelter… can be chosen: the selected pet's inquiry reached its
  /// shelter (a shared catalogue's).
  public var canWriteToShelter: Bool {
    guard let id = state.rows.petID else { return false }
    return sentInquiry(petID: id)?.sharedID != nil
  }

  /// Whether the dialog is open.
  public var showsReplyDialog: Bool { state.reply != nil }

  /// The dialog's title: `Write to the Shelter about Stuart`.
  public var replyDialogTitle: String {
    // TRANSLATORS: the title of the dialog that answers the shelter; %1$@ is the pet's name.
    trf(tr("Write to the Shelter about %1$@"), DisplayText.cleaned(state.reply?.petName ?? ""))
  }

  /// What the dialog says above the message: what the shelter wrote last, or that it has
  /// written nothing yet.
  public var replyDialogText: String {
    guard let reply = state.reply else { return "" }
    if let message = state.inquiryHistory.shelterMessageText(
      reply.sharedID, today: state.list.context.today, locale: state.list.context.fees.locale,
      limit: MessageText.maximumLength)
    {
      return message
    }
    // TRANSLATORS: in the Write to the Shelter dialog, before the shelter has written.
    return tr("The shelter has not written yet. Your message goes with your inquiry, for its staff to read.")
  }

  /// The label of the message entry, `_Message`.
  public var replyEntryLabel: String {
    // TRANSLATORS: the Write to the Shelter dialog's entry; "_" marks the Alt+letter key.
    tr("_Message")
  }

  /// What is wrong with the message, or why it was not sent; `nil`.
  public var replyProblem: String? { state.reply?.problem }

  /// The dialog's Send button: clickable unless it is being sent.
  public var replySendButton: ButtonState {
    ButtonState(
      text: trc("button", "Send"), tooltip: tr("Send the message to the shelter"),
      isEnabled: state.reply?.isSending == false && !(state.reply?.text.isEmpty ?? true))
  }

  /// The latest inquiry about `petID` that reached its shelter, if any.
  private func sentInquiry(petID: String) -> Inquiry? {
    guard state.inquiryHistory.reachesShelter, let inquiry = state.inquiryHistory.latestInquiry(petID: petID),
      inquiry.sharedID != nil
    else { return nil }
    return inquiry
  }
}

/// The Write to the Shelter dialog while it is open.
struct ReplyDialogState: Equatable {
  var petID: String
  var petName: String
  /// The shelter's number for the inquiry it answers.
  var sharedID: Int64
  var text = ""
  var problem: String?
  var isSending = false
}
