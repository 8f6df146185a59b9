import PetLocalization
import PetStore

extension InquiryStatus {
  /// The status as a person reads it, e.g. `Under review`.
  public var displayName: String {
    switch self {
    case .submitted: trc("inquiry status", "Submitted")
    case .underReview: trc("inquiry status", "Under review")
    case .approved: trc("inquiry status", "Approved")
    case .declined: trc("inquiry status", "Declined")
    case .withdrawn: trc("inquiry status", "Withdrawn")
    }
  }
}
