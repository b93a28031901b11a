/** /responsible-play (docs/decisions/061): the member's own limits, reminders, breaks, verification and statements. */
export const koResponsiblePlay = {
  intro:
    '이용 한도, 이용 시간 알림, 이용 중지와 본인 인증, 월별 이용 내역서를 한곳에서 관리합니다. 한도를 낮추거나 새로 정하면 바로 적용되고, 높이거나 없애면 24시간 뒤에 적용됩니다.',
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
