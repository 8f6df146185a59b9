import Foundation
import PetAdoptionFlow
import PetTestSupport
import Testing

/// The adoption form's labels and messages in Japanese (po/ja.po).
@Suite struct JapaneseFormTests {
  @Test func problems_ofAnEmptyForm_inJapanese() throws {
    var form = InquiryForm(petID: "stuart")
    form.phone = "12"
    form.housing = .rent
    let problems = try Translations.inLocale("ja_JP.UTF-8", catalogs: Translations.compiled()) {
      form.problems.map { "\($0.field.rawValue): \($0.message)" }
    }
    #expect(
      problems == [
        "name: お名前を入力してください",
        "email: name@example.com のようなメールアドレスを入力してください",
        "phone: 7桁以上の番号をすべて入力してください",
        "childrenAtHome: お子さんが同居しているかどうかを選んでください",
        "landlordConsent: 賃貸の場合は家主の同意が必要です",
        "message: お住まいについてシェルターに少し教えてください(20文字以上)",
      ])
  }

  @Test func labelsAndAnswers_inJapanese() throws {
    let texts = try Translations.inLocale("ja_JP.UTF-8", catalogs: Translations.compiled()) {
      InquiryField.allCases.compactMap(InquiryFormViewModel.answers(for:)).map { "\($0.first) / \($0.second)" }
        + [InquiryFormViewModel.openButtonTitle, InquiryFormViewModel.openButtonLabel(petName: "小雪")]
    }
    #expect(texts == ["はい(_Y) / いいえ(_N)", "持ち家(_O) / 賃貸(_R)", "譲渡を申し込む…", "小雪の譲渡をシェルターに申し込む"])
  }
}
