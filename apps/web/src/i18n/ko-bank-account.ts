/**
 * The withdrawal account's texts (출금 계좌), registered at sign-up or once in /member by members
 * who joined before. Apart from ko.ts so that the first page does not carry them.
 */
export const koBankAccount = {
  bankAccount: '출금 계좌',
  bank: '은행',
  bankChoose: '은행 선택',
  accountNumber: '계좌번호',
  holderName: '예금주',
  withdrawalPassword: '출금 비밀번호',
  withdrawalPasswordConfirm: '출금 비밀번호 확인',
  withdrawalPasswordHint: '환전 신청 때 입력하는 숫자 4~6자리입니다.',
  withdrawalPasswordMismatch: '출금 비밀번호가 서로 다릅니다.',
  bankAccountChangeNote: '출금 계좌 변경은 고객센터에 문의해주세요.',
  bankAccountMissing: '등록된 출금 계좌가 없습니다. 환전하려면 먼저 등록해주세요.',
  bankAccountRegister: '출금 계좌 등록',
  bankAccountSaved: '출금 계좌가 등록되었습니다.',
};
