/**
 * The operator's view of a member's responsible play (docs/decisions/067): the member's limits, breaks
 * and verification in the console's member list, and lowering a limit. Loaded with the operator pages only.
 */
import { formatNumber } from '@site/contracts/rules/format';

export const koAdminResponsiblePlay = {
  /** the member row's button and the dialog's title */
  open: '책임감 있는 이용',
  title: (userId: string) => `${userId} · 책임감 있는 이용`,
  close: '닫기',
  status: {
    excludedUntil: (until: string) => `이용 중지·제한 중 · ${until}까지 로그인할 수 없습니다`,
    untilReopened: '이용 제한 중 · 회원이 재개를 요청하고 24시간이 지날 때까지 로그인할 수 없습니다',
    notExcluded: '이용 중지·제한 없음',
  },
  limits: {
    title: '이용 한도',
    label: '회원의 이용 한도',
    kind: '종류',
    value: '현재 한도',
    usedLeft: '사용 / 남음',
    used: '사용',
    left: '남음',
    pending: '대기 중 변경 · 적용 시각',
    none: '없음',
    removal: '한도 해제',
    noPending: '-',
    pendingValue: (value: string, at: string) => `${value} → ${at} 적용`,
    usedLeftValue: (used: string, left: string) => `${used} / ${left}`,
    usedOnly: (used: string) => `${used} 사용`,
    /** a phone card's line for the change waiting */
    pendingOn: (change: string) => `대기 중: ${change}`,
  },
  session: {
    title: '접속 시간 설정',
    label: '회원의 접속 시간 설정',
    kind: '설정',
    value: '현재 설정',
    pending: '대기 중 변경 · 적용 시각',
    minutes: (minutes: number) => `${formatNumber(minutes)}분`,
    everyMinutes: (minutes: number) => `${formatNumber(minutes)}분마다`,
    off: '사용 안 함',
  },
  exclusions: {
    title: '이용 중지 · 이용 제한 기록',
    label: '회원의 이용 중지 · 이용 제한 기록',
    empty: '이용 중지 · 이용 제한 기록이 없습니다.',
    kind: '종류',
    kinds: { time_out: '이용 중지', self_exclusion: '이용 제한' },
    startedAt: '시작',
    endsAt: '종료',
    reopenRequestedAt: '재개 요청',
    reopensAt: '재개 시각',
    noReopen: '요청 없음',
    state: '상태',
    inForce: '진행 중',
    ended: '종료됨',
    note: '이용 중지와 이용 제한은 기간이 끝나기 전에는 운영자도 해제할 수 없습니다.',
  },
  verification: {
    title: '본인 인증',
    none: '인증 요청이 없습니다.',
    statuses: { pending: '심사 중', approved: '인증 완료', refused: '거절됨' },
    submittedAt: (at: string) => `요청 ${at}`,
    decidedAt: (at: string) => `처리 ${at}`,
    reason: (reason: string) => `사유: ${reason}`,
  },
  lower: {
    title: '한도 낮추기',
    help: '운영자는 한도를 낮추거나 없던 한도를 정할 수만 있습니다. 바로 적용되며, 회원이 기다리던 상향·해제는 취소됩니다. 회원에게 쪽지가 갑니다.',
    kind: '종류',
    value: '새 한도',
    valueWon: '새 한도 (원)',
    valueMinutes: '새 한도 (분)',
    reason: '사유',
    reasonHelp: '감사 로그에 남습니다 (회원에게는 보이지 않습니다).',
    submit: '낮추기',
    sending: '적용 중…',
    confirmTitle: '한도 낮추기',
    confirm: (userId: string, label: string, value: string) =>
      `${userId} 회원의 한도를 바로 낮춥니다: ${label} ${value}. 되돌리려면 회원이 직접 올려야 하며, 24시간 뒤에 적용됩니다.`,
    done: (label: string, value: string) => `한도를 낮췄습니다: ${label} ${value}`,
    fallback: {
      kind: '한도 종류를 선택해주세요.',
      value: '한도를 1 이상의 정수로 입력해주세요.',
      reason: '사유를 입력해주세요.',
    },
  },
};
