/** /responsible-play (docs/decisions/061): the member's own limits, reminders, breaks, verification and statements. */
export const koResponsiblePlay = {
  intro:
    '이용 한도, 이용 시간 알림, 이용 중지와 본인 인증, 월별 이용 내역서를 한곳에서 관리합니다. 한도를 낮추거나 새로 정하면 바로 적용되고, 높이거나 없애면 24시간 뒤에 적용됩니다.',
};
