/**
 * One word per concept, on the member's, the partner's and the operator's pages alike. The texts of
 * ko-*.ts take these words (by reference where the word stands alone); ko-glossary.test.ts fails
 * when a variant below comes back into an i18n file or a message of the contracts.
 *
 * The member's requests are 충전 (money onto the site's balance) and 환전 (money off it, to the bank).
 * The bank's own words stay where they mean the bank transfer itself: 입금자명, 입금 계좌, 입금이 확인되면,
 * 출금 계좌 and 출금 비밀번호 (the registered account and its password), and 입출금 for the cashier as a whole.
 */
export const glossary = {
  deposit: '충전',
  depositRequest: '충전 신청',
  withdrawal: '환전',
  withdrawalRequest: '환전 신청',
  tetherDeposit: '테더 충전',
  tetherDepositRequest: '테더 충전 신청',
  tetherWithdrawal: '테더 환전',
  tetherWithdrawalRequest: '테더 환전 신청',
  balance: '보유머니',
  bet: '베팅',
  betHistory: '베팅내역',
  payout: '당첨금',
  expectedPayout: '예상 당첨금',
  maxPayout: '최대 당첨금',
  /** taking a bet's value out before it ends (docs/decisions/068) */
  cashOut: '캐시아웃',
  partnerConsole: '파트너 콘솔',
  operatorConsole: '운영 콘솔',
  editProfile: '회원정보 수정',
  message: '쪽지',
} as const;

/** A word the site no longer uses for a concept, and the glossary's word to write instead. */
export interface ForbiddenVariant {
  variant: RegExp;
  use: string;
}

export const forbiddenVariants: readonly ForbiddenVariant[] = [
  { variant: /입금\s?신청|충전신청/, use: glossary.depositRequest },
  { variant: /출금\s?신청|환전신청/, use: glossary.withdrawalRequest },
  // a menu label or kind on its own: '입금' / '출금'
  { variant: /'입금'/, use: glossary.deposit },
  { variant: /'출금'/, use: glossary.withdrawal },
  { variant: /테더 입금/, use: glossary.tetherDeposit },
  { variant: /테더 출금/, use: glossary.tetherWithdrawal },
  // 출금 only in the bank's words: 입출금, 출금 계좌, 출금 비밀번호
  { variant: /(?<!입)출금(?!\s?(계좌|비밀번호))/, use: glossary.withdrawal },
  { variant: /보유\s?금|보유 머니/, use: glossary.balance },
  { variant: /배팅/, use: glossary.bet },
  { variant: /베팅 내역/, use: glossary.betHistory },
  { variant: /적중\s?금액|당첨\s?금액/, use: glossary.payout },
  { variant: /매니저 페이지|파트너 페이지/, use: glossary.partnerConsole },
  { variant: /관리자 페이지/, use: glossary.operatorConsole },
  { variant: /내 정보 수정/, use: glossary.editProfile },
  { variant: /메시지/, use: glossary.message },
  { variant: /캐쉬\s?아웃|캐시 아웃/, use: glossary.cashOut },
];
