import PetStore

extension InquiryStatus {
  /// The status as a person reads it, e.g. `Under review`.
  public var displayName: String {
    switch self {
    case .submitted: "Submitted"
    case .underReview: "Under review"
    case .approved: "Approved"
    case .declined: "Declined"
    case .withdrawn: "Withdrawn"
    }
  }
}
