/**
 * The console's 단체 쪽지 (쪽지 to a segment of members, issue 36), in the 쪽지 tab. Only the lazily
 * loaded console imports it.
 */
import { riskFlagKindLabels } from './ko-risk';

export const koCampaigns = {
  formTitle: '단체 쪽지',
  formHelp: '조건을 모두 만족하는 일반 회원에게 보냅니다. 차단·직원·파트너 계정과 이용 중지 중인 회원은 빠집니다.',
  segment: '받는 회원 조건',
  levels: '레벨',
  levelsHelp: '고르지 않으면 모든 레벨',
  level: (level: number) => `${level}레벨`,
  partner: '파트너 (하위 전체)',
  partnerId: '파트너 아이디 (하위 전체)',
  anyPartner: '전체',
  activity: '접속',
  activityAny: '전체',
  activityActive: '최근 N일 접속',
  activityInactive: 'N일 이상 미접속',
  days: '일 수',
  flag: '리스크 플래그 (미해결)',
  anyFlag: '전체',
  /** the open risk flag kinds' names (contracts admin-risk.ts) */
  flagKinds: riskFlagKindLabels,
  count: (count: number) => `대상 회원 ${count.toLocaleString('ko-KR')}명`,
  counting: '대상 회원 세는 중…',
  title: '제목',
  contents: '내용',
  send: '단체 쪽지 보내기',
  sending: '보내는 중…',
  confirmTitle: '단체 쪽지 보내기',
  confirm: (count: number, title: string) =>
    `대상 회원 ${count.toLocaleString('ko-KR')}명에게 '${title}' 쪽지를 보낼까요?\n보낸 뒤에는 취소할 수 없습니다.`,
  nobody: '조건에 맞는 회원이 없습니다. 대상 조건을 바꿔주세요.',
  started: (total: number) =>
    `${total.toLocaleString('ko-KR')}명에게 보내기 시작했습니다. 진행 상황은 아래 목록에서 볼 수 있습니다.`,
  daysInvalid: '일 수는 1 이상의 숫자로 입력해주세요.',
  fallbackErrors: {
    title: '제목을 확인해주세요.',
    contents: '내용을 확인해주세요.',
    days: '일 수는 1 이상의 숫자로 입력해주세요.',
    partnerUserId: '파트너 아이디를 확인해주세요.',
  },
  listTitle: '단체 쪽지 목록',
  noCampaigns: '보낸 단체 쪽지가 없습니다.',
  createdAt: '보낸 시각',
  createdBy: '보낸 직원',
  progress: '진행',
  progressOf: (sent: number, total: number) => `${sent.toLocaleString('ko-KR')} / ${total.toLocaleString('ko-KR')}명`,
  status: '상태',
  statusSending: '보내는 중',
  statusDone: '완료',
  finishedAt: '완료 시각',
};
