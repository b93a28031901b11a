/** The operator audit trail (docs/decisions/053), under /admin (administrators only). */
import { endpoint, type NoInput } from '../endpoint';
import type { auditCheckSchema, auditPageSchema, auditQuerySchema } from '../api/audit';

const operatorTag = '운영: 감사 로그';

export const auditAdminEndpoints = {
  page: endpoint<{ query: typeof auditQuerySchema }, { 200: typeof auditPageSchema }>({
    method: 'GET',
    path: '/admin/audit',
    permission: 'audit.view',
    summary: '운영자 작업 기록 (최신순; 작업·관리자·대상·기간으로 거름)',
    tag: operatorTag,
  }),
  check: endpoint<NoInput, { 200: typeof auditCheckSchema }>({
    method: 'GET',
    path: '/admin/audit/check',
    permission: 'audit.view',
    summary: '기록의 해시 사슬 검사: 확인한 행 수, 마지막 해시, 처음 어긋난 행',
    tag: operatorTag,
  }),
};
