/**
 * A member's whole picture in the console's 회원 tab (issue 36, docs/decisions/076): every section's
 * title, its empty line and the words of its rows. Only the lazily loaded console imports it.
 */
import type { LinkKind } from '@site/contracts/api/admin-member-picture';
import { riskFlagKindLabels } from './ko-risk';
import { formatNumber } from '@site/contracts/rules/format';

export const koMemberPicture = {
  /** the member list's link to a member's page, as a screen reader says it */
  open: (userId: string) => `${userId} 회원 상세`,
  back: '회원 목록으로',
  title: (userId: string, nickName: string) => `${userId} (${nickName})`,
  online: '접속 중',
  offline: '접속 안 함',
  actions: '관리',
  sendMessage: '쪽지 보내기',
  lock: '계정 잠금',
  unlock: '잠금 해제',
  identity: {
    title: '기본 정보',
    userId: '아이디',
    nickName: '닉네임',
    phone: '전화번호',
    level: '레벨',
    kind: '계정 종류',
    kinds: { member: '일반 회원', partner: '파트너', staff: '직원' },
    joinedAt: '가입',
    lastLoginAt: '마지막 로그인',
    never: '없음',
    blocked: '차단',
    blockedYes: '차단됨',
    blockedNo: '정상',
    tendency: '성향',
    tendencyNone: '없음',
    recommender: '추천인',
  },
  balances: { title: '잔액', money: '보유머니', point: '포인트' },
  limits: {
    title: '한도·제한',
    limits: '이용 한도',
    none: '설정한 한도가 없습니다.',
    exclusion: '이용 중지·제한',
    verification: '본인 인증',
    more: '자세히',
  },
  bets: {
    title: '베팅',
    open: '진행 중',
    recent: '최근',
    noOpen: '진행 중인 베팅이 없습니다.',
    noRecent: '베팅 기록이 없습니다.',
    label: (kind: string) => `${kind} 베팅`,
    createdAt: '시각',
    game: '게임',
    what: '내용',
    stake: '베팅액',
    odds: '배당',
    result: '결과',
    picks: (first: string, more: number) => (more > 0 ? `${first} 외 ${formatNumber(more)}건` : first),
  },
  ledger: { title: '머니 내역', empty: '머니 내역이 없습니다.' },
  cash: {
    title: '충전·환전 신청',
    empty: '충전·환전 신청이 없습니다.',
    createdAt: '신청 시각',
    kind: '종류',
    amount: '금액',
    status: '상태',
  },
  logins: {
    title: '접속 기록',
    empty: '접속 기록이 없습니다.',
    at: '시각',
    ip: 'IP',
    device: '기기',
    deviceId: '기기 ID',
  },
  linked: {
    title: '연결 계정',
    empty: '다른 회원과 공유하는 기기, IP, 계좌, 전화번호가 없습니다.',
    kinds: { device: '같은 기기', ip: '같은 IP', bank: '같은 출금 계좌', phone: '같은 전화번호' } satisfies Record<
      LinkKind,
      string
    >,
  },
  partners: {
    title: '파트너 계보',
    none: '파트너 소속이 아닙니다.',
    member: '회원',
    partner: '파트너',
    headOffice: '본사',
  },
  notes: {
    title: '직원 메모',
    empty: '남긴 메모가 없습니다.',
    label: '새 메모',
    add: '메모 남기기',
    adding: '남기는 중…',
    added: '메모를 남겼습니다.',
    signed: (author: string, at: string) => `${author} · ${at}`,
    fallbackErrors: { body: '메모 내용을 입력해주세요.' },
  },
  riskFlags: {
    title: '리스크 플래그',
    empty: '리스크 플래그가 없습니다.',
    open: '확인 필요',
    resolved: '처리됨',
    with: (userId: string) => `상대 ${userId}`,
    kinds: riskFlagKindLabels,
  },
  message: {
    title: (userId: string) => `${userId}에게 쪽지 보내기`,
    cancel: '취소',
  },
};
