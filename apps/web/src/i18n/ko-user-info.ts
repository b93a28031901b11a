/** The user-info dialog's texts (SPEC.md §2), loaded with the dialog. */
export const koUserInfo = {
  title: '내 정보',
  balance: '보유머니',
  points: '포인트',
  coupons: '사용 가능 쿠폰',
  unreadMessages: '안 읽은 쪽지',
  unreadAnswers: '고객센터 새 답변',
  couponCount: (count: number) => `${count.toLocaleString('ko-KR')}장`,
  messageCount: (count: number) => `${count.toLocaleString('ko-KR')}통`,
  answerCount: (count: number) => `${count.toLocaleString('ko-KR')}건`,
  notLoaded: '-',
  levelBenefits: '등급 혜택',
  logout: '로그아웃',
} as const;
