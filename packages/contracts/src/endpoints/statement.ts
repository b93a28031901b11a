/** The member's money statement by Seoul month (/responsible-play, docs/decisions/065). */
import { endpoint } from '../endpoint';
import type { statementQuerySchema, statementSchema } from '../api/statement';

export const statementEndpoints = {
  /** format=csv answers a text/csv attachment (UTF-8 with a BOM) with every row instead of this JSON. */
  statement: endpoint<{ query: typeof statementQuerySchema }, { 200: typeof statementSchema }>({
    method: 'GET',
    path: '/member/statement',
    summary: '월별 이용 내역서 (서울 시각): 분류별 합계, 기초·기말 잔액, 내역 (format=csv면 전체 내역 CSV 파일)',
    tag: '이용 한도·내역서',
  }),
};
