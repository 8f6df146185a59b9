import PetCatalog
import PetLocalization
import PetPresentation

/// Which pets take adoption inquiries, and what the "Ask to adopt…" button says about each.
///
/// An available pet takes them. A pet whose adoption is pending does too: shelters keep backup
/// applications, since an adoption can fall through. A pet on hold (a medical or behavioural
/// hold) does too: the shelter answers once the hold ends. An adopted pet has a home and takes
/// none, in the window or in `petcards inquiries add`.
public enum InquiryEligibility {
  /// Why no inquiry can be sent about `pet`, e.g. `Cleo has been adopted`, or `nil` when one can.
  public static func refusal(for pet: Pet) -> String? {
    pet.status == .adopted
      // TRANSLATORS: %1$@ is the pet's name.
      ? trf(tr("%1$@ has been adopted and is no longer looking for a home"), pet.shownName) : nil
  }

  /// The text for the button's tooltip and accessible name, e.g. `Ask the shelter to adopt Stuart`.
  public static func buttonLabel(for pet: Pet) -> String {
    let name = pet.shownName
    return switch pet.status {
    // TRANSLATORS: the tooltip of "Ask to adopt…"; %1$@ is the pet's name.
    case .available: trf(tr("Ask the shelter to adopt %1$@"), name)
    // TRANSLATORS: the tooltip of "Ask to adopt…" for a pet whose adoption is pending.
    case .pending: trf(tr("Ask to adopt %1$@ if the pending adoption falls through"), name)
    // TRANSLATORS: the tooltip of "Ask to adopt…" for a pet on a medical or behavioural hold.
    case .onHold: trf(tr("Ask to adopt %1$@; the shelter answers when the hold ends"), name)
    case .adopted: refusal(for: pet) ?? ""
    }
  }
}
