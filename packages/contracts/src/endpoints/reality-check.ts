/** The reality check's figures for the signed-in member (issue 33). */
import { endpoint, type NoInput } from '../endpoint';
import type { sessionSummarySchema } from '../api/reality-check';

export const realityCheckEndpoints = {
  session: endpoint<NoInput, { 200: typeof sessionSummarySchema }>({
    method: 'GET',
    path: '/member/session',
    summary: '이번 접속: 시작 시각, 이용 시간 알림·접속 시간 제한, 이번 접속의 베팅 합계와 손익 (회원만)',
    tag: '회원: 책임 있는 이용',
  }),
};
