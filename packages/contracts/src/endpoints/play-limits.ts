/** The member's own limits on /responsible-play (issue 33, docs/decisions/061). */
import { endpoint, type NoInput } from '../endpoint';
import type { playLimitKindParamsSchema, playLimitsSchema, playLimitsUpdateSchema } from '../api/play-limits';

const tag = '회원: 이용 한도';

export const playLimitEndpoints = {
  limits: endpoint<NoInput, { 200: typeof playLimitsSchema }>({
    method: 'GET',
    path: '/member/limits',
    summary:
      '내 이용 한도: 입금·손실·베팅 한도(일·주·월), 접속 시간 제한, 이용 시간 알림, 대기 중인 변경, 이번 기간 사용액',
    tag,
  }),
  update: endpoint<{ body: typeof playLimitsUpdateSchema }, { 200: typeof playLimitsSchema }>({
    method: 'PUT',
    path: '/member/limits',
    summary: '이용 한도 변경 (낮추거나 새로 정하면 즉시, 높이거나 없애면 24시간 뒤; null은 없앰)',
    tag,
  }),
  cancelPending: endpoint<{ params: typeof playLimitKindParamsSchema }, { 200: typeof playLimitsSchema }>({
    method: 'DELETE',
    path: '/member/limits/:kind/pending',
    summary: '대기 중인 한도 인상·해제 취소',
    tag,
  }),
};
