/** The user-info dialog's texts (SPEC.md §2), loaded with the dialog. */
import { glossary } from './ko-glossary';

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
  editProfile: glossary.editProfile,
  levelBenefits: '등급 혜택',
  charge: glossary.deposit,
  exchange: glossary.withdrawal,
  point: '포인트',
  couponBox: '쿠폰함',
  inbox: '쪽지',
  friend: '추천인',
  customer: '고객센터',
  logout: '로그아웃',
} as const;
