/** The operator's report of members' own limits hit (docs/decisions/062), under /admin (administrators only). */
import { endpoint } from '../endpoint';
import type { limitHitsQuerySchema, limitHitsReportSchema } from '../api/admin-limit-hits';

export const limitHitsAdminEndpoints = {
  report: endpoint<{ query: typeof limitHitsQuerySchema }, { 200: typeof limitHitsReportSchema }>({
    method: 'GET',
    path: '/admin/responsible-play/limit-hits',
    permission: 'risk.view',
    summary: '회원이 스스로 정한 한도에 걸린 요청: 서울 날짜·한도별 건수와 회원별 횟수·마지막 시각',
    tag: '운영: 책임감 있는 이용',
  }),
};
