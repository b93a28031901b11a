/** The user-info dialog's texts (SPEC.md §2), loaded with the dialog. */
export const koUserInfo = {
  title: '내 정보',
  balance: '보유머니',
  points: '포인트',
  coupons: '사용 가능 쿠폰',
  unreadMessages: '안 읽은 쪽지',
  couponCount: (count: number) => `${count.toLocaleString('ko-KR')}장`,
  messageCount: (count: number) => `${count.toLocaleString('ko-KR')}통`,
  notLoaded: '-',
  editProfile: '내 정보 수정',
  charge: '입금',
  exchange: '출금',
  point: '포인트',
  couponBox: '쿠폰함',
  inbox: '쪽지',
  friend: '추천인',
  logout: '로그아웃',
} as const;
