import { withParticle } from '@site/contracts/rules/korean-particles';

/** /responsible-play (docs/decisions/061): the member's own limits, reminders, breaks, verification and statements. */
export const koResponsiblePlay = {
  intro:
    '이용 한도, 이용 시간 알림, 이용 중지와 본인 인증, 월별 이용 내역서를 한곳에서 관리합니다. 한도를 낮추거나 새로 정하면 바로 적용되고, 높이거나 없애면 24시간 뒤에 적용됩니다.',
  /** The money limits and the session's own settings (limits-panel.tsx). */
  limits: {
    title: '이용 한도',
    hint: '충전·손실·베팅 금액의 한도를 일·주·월마다 정할 수 있습니다. 비워 두면 한도가 없습니다. 손실은 베팅액에서 당첨·환급액을 뺀 금액이며, 정산 전 베팅은 손실로 셉니다.',
    measures: { deposit: '충전 한도', loss: '손실 한도', stake: '베팅 한도' },
    periods: { day: '일일', week: '주간 (월요일부터)', month: '월간 (1일부터)' },
    none: '없음',
    inForce: '현재 한도',
    used: (what: string, amount: string) => `이번 기간 ${what} ${amount}`,
    usedLabel: { deposit: '충전', loss: '순손실', stake: '베팅' },
    left: (amount: string) => `남은 한도 ${amount}`,
    resets: (when: string) => `${when} 초기화`,
    pending: (value: string, when: string) => `변경 대기: ${value} (${when}부터 적용)`,
    pendingRemoval: (when: string) => `한도 해제 대기 (${when}부터 적용)`,
    cancelPending: '변경 취소',
    cancelPendingConfirm: (label: string) => `${label}의 대기 중인 변경을 취소할까요? 현재 한도가 그대로 유지됩니다.`,
    cancelled: '대기 중인 변경을 취소했습니다.',
    newValue: '새 한도 (원)',
    appliesNow: '저장하면 바로 적용됩니다.',
    appliesLater: '높이거나 없애는 변경은 24시간 뒤에 적용됩니다.',
    save: '한도 저장',
    confirmTitle: '한도 변경',
    confirmNow: '바로 적용',
    confirmLater: (when: string) => `24시간 뒤 적용 (${when}부터)`,
    change: (label: string, from: string, to: string) => `· ${label}: ${from} → ${to}`,
    saved: '한도를 저장했습니다.',
    savedWaiting: (when: string) => `한도를 저장했습니다. 높이거나 없앤 한도는 ${when}부터 적용됩니다.`,
    unchanged: '바뀐 한도가 없습니다.',
  },
  session: {
    title: '이용 시간',
    hint: '한 번 접속해 이용할 수 있는 시간과, 이용 시간을 알려 줄 간격을 정합니다.',
    sessionMinutes: '1회 접속 시간 제한 (분)',
    sessionHint: '15분~1,440분, 비워 두면 제한 없음',
    realityCheck: '이용 시간 알림',
    realityOff: '끄기',
    realityEvery: (minutes: number) => `${minutes}분마다`,
    minutes: (minutes: number) => `${minutes}분`,
    current: '현재 설정',
    save: '이용 시간 저장',
  },
  /** The monthly statement (docs/decisions/065). */
  statement: {
    title: '월별 이용 내역서',
    month: '조회 월',
    monthLabel: (month: string) => `${month.slice(0, 4)}년 ${Number(month.slice(5, 7))}월`,
    download: 'CSV 다운로드',
    downloading: '내려받는 중…',
    downloadNote: 'CSV 파일은 엑셀에서 바로 열립니다 (UTF-8).',
    opening: '기초 잔액',
    closing: '기말 잔액',
    money: '머니',
    point: '포인트',
    balances: (money: string, point: string) => `머니 ${money} · 포인트 ${point}`,
    totalsTitle: '분류별 합계',
    totalsLabel: '분류별 합계',
    category: '구분',
    credit: '증가',
    debit: '감소',
    net: '순증감',
    count: '건수',
    countOf: (count: number) => `${count.toLocaleString('ko-KR')}건`,
    pointCategory: (category: string) => `${category} (포인트)`,
    rowsTitle: (count: number) => `거래 내역 ${count.toLocaleString('ko-KR')}건`,
    rowsLabel: '거래 내역',
    pages: '거래 내역 페이지',
    at: '일시',
    reason: '내용',
    amount: '금액',
    balanceAfter: '거래 후 잔액',
    cardTotals: (credit: string, debit: string, count: number) =>
      `증가 ${credit} · 감소 ${debit} · ${count.toLocaleString('ko-KR')}건`,
    cardBalance: (balance: string) => `잔액 ${balance}`,
    empty: '이 달에는 거래 내역이 없습니다.',
    loading: '내역서를 불러오는 중입니다.',
  },
};

/** The reality check's dialog (issue 33, docs/decisions/066): shown at each interval of the member's choosing. */
export const koRealityCheck = {
  title: '이용 시간 알림',
  duration: ({ hours, minutes }: { hours: number; minutes: number }) =>
    hours > 0 ? `${hours}시간 ${minutes}분` : `${minutes}분`,
  played: (duration: string) => `이번 접속 후 ${duration} 동안 이용하셨습니다.`,
  playedLabel: '이용 시간',
  stakes: '이번 접속 베팅 합계',
  net: '이번 접속 손익',
  limitLeft: (duration: string) => `설정하신 1회 접속 시간 제한까지 ${duration} 남았습니다.`,
  loading: '이용 내역을 불러오는 중입니다.',
  failed: '이용 내역을 불러오지 못했습니다.',
  question: '계속 이용하시겠습니까?',
  continue: '계속하기',
  logOut: '로그아웃',
};

/** The time-out and self-exclusion panel of /responsible-play (docs/decisions/063). */
export const koBreaks = {
  title: '이용 중지 · 이용 제한',
  intro: '잠시 쉬거나 오랫동안 이용을 멈추고 싶을 때 신청하세요. 신청하면 바로 적용됩니다.',
  rules: [
    '모든 기기에서 즉시 로그아웃되고, 기간이 끝날 때까지 로그인할 수 없습니다.',
    '신청 중인 환전은 그대로 처리되고, 이미 한 베팅은 평소처럼 정산됩니다.',
    '기간 중에는 쿠폰, 이벤트, 홍보 쪽지와 팝업을 보내거나 보여드리지 않습니다.',
    '기간이 끝나기 전에는 본인도 운영자도 해제할 수 없습니다.',
  ],
  timeOut: {
    title: '이용 중지',
    about: '1일부터 6주까지 쉬어 갑니다. 기간이 끝나면 바로 다시 로그인할 수 있습니다.',
    length: '이용 중지 기간',
    submit: '이용 중지 신청',
  },
  selfExclusion: {
    title: '이용 제한',
    about:
      '6개월, 1년 또는 5년 동안 이용을 막습니다. 기간이 끝난 뒤에는 로그인 화면에서 이용 재개를 요청해야 하며, 요청 24시간 후에 계정이 다시 열립니다.',
    length: '이용 제한 기간',
    submit: '이용 제한 신청',
  },
  days: (days: number) => (days === 42 ? '6주' : `${days}일`),
  months: (months: number) => (months % 12 === 0 ? `${months / 12}년` : `${months}개월`),
  password: '비밀번호 확인',
  passwordHelp: '다른 사람이 신청하지 못하도록 로그인 비밀번호를 입력해주세요.',
  chooseLength: '기간을 선택해주세요.',
  firstTitle: '신청 내용 확인',
  first: (what: string, length: string, until: string) =>
    `${what} ${withParticle(length, '을/를')} 신청합니다.\n${until}까지 로그인할 수 없습니다. 계속하시겠습니까?`,
  next: '다음',
  finalTitle: '마지막 확인',
  final: (what: string) =>
    `${what}은(는) 신청 즉시 적용되며 기간이 끝나기 전에는 해제할 수 없습니다. 지금 모든 기기에서 로그아웃됩니다. 정말 신청하시겠습니까?`,
  confirm: '신청하고 로그아웃',
};
