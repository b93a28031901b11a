/** The operator's reports by Seoul day, week and month (issue 36, docs/decisions/078), under /admin. */
import { endpoint } from '../endpoint';
import type { reportCsvQuerySchema, reportQuerySchema, reportSchema } from '../api/admin-reports';

const operatorTag = '운영: 리포트';

export const reportAdminEndpoints = {
  report: endpoint<{ query: typeof reportQuerySchema }, { 200: typeof reportSchema }>({
    method: 'GET',
    path: '/admin/reports',
    permission: 'reports.view',
    summary: '기간별 리포트 (서울 일·주·월): 상품별 베팅·당첨·GGR·NGR, 입출금, 회원, 파트너',
    tag: operatorTag,
  }),
  /** answers a text/csv attachment (UTF-8 with a BOM): one section, a row per period and the total */
  csv: endpoint<{ query: typeof reportCsvQuerySchema }, Record<never, never>>({
    method: 'GET',
    path: '/admin/reports/csv',
    permission: 'reports.view',
    summary: '리포트 한 항목의 CSV 파일 (UTF-8, BOM)',
    tag: operatorTag,
  }),
};
