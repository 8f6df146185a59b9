import PetAdoptionFlow

/// A mail client for the adoption form that records what it is handed: the links it opens and
/// the text it copies, with or without a mail program on the "computer".
@MainActor public final class MailRecorder {
  public var hasMailProgram: Bool
  /// What opening a link answers: `nil` when a program took it, else why not.
  public var answer: String?
  public private(set) var opened: [String] = []
  public private(set) var copied: [String] = []

  public init(hasMailProgram: Bool = true, answer: String? = nil) {
    self.hasMailProgram = hasMailProgram
    self.answer = answer
  }

  public var client: InquiryFormViewModel.MailClient {
    InquiryFormViewModel.MailClient(
      hasMailProgram: { self.hasMailProgram },
      open: { link in
        self.opened.append(link)
        return self.answer
      },
      copy: { self.copied.append($0) })
  }
}
