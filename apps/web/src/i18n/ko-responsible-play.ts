/** /responsible-play (docs/decisions/061): the member's own limits, reminders, breaks, verification and statements. */
export const koResponsiblePlay = {
  intro:
    '이용 한도, 이용 시간 알림, 이용 중지와 본인 인증, 월별 이용 내역서를 한곳에서 관리합니다. 한도를 낮추거나 새로 정하면 바로 적용되고, 높이거나 없애면 24시간 뒤에 적용됩니다.',
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
