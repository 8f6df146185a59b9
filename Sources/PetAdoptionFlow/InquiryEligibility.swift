import PetCatalog
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
      ? "\(DisplayText.cleaned(pet.name)) has been adopted and is no longer looking for a home" : nil
  }

  /// The text for the button's tooltip and accessible name, e.g. `Ask the shelter to adopt Stuart`.
  public static func buttonLabel(for pet: Pet) -> String {
    let name = DisplayText.cleaned(pet.name)
    return switch pet.status {
    case .available: "Ask the shelter to adopt \(name)"
    case .pending: "Ask to adopt \(name) if the pending adoption falls through"
    case .onHold: "Ask to adopt \(name); the shelter answers when the hold ends"
    case .adopted: refusal(for: pet) ?? ""
    }
  }
}
