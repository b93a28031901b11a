/** The rules page (/rule) and the operator's editor of each category. */
import { endpoint, type NoInput } from '../endpoint';
import type { ruleCategoryParamsSchema, ruleInputSchema, siteRuleListSchema, siteRuleSchema } from '../api/site-rules';

const tag = '이용규정';
const operatorTag = '운영: 이용규정';

export const ruleEndpoints = {
  list: endpoint<NoInput, { 200: typeof siteRuleListSchema }>({
    method: 'GET',
    path: '/rules',
    summary: '이용규정: 분류별 제목, 내용(정리된 HTML), 수정 시각',
    tag,
  }),
};

export const ruleAdminEndpoints = {
  get: endpoint<{ params: typeof ruleCategoryParamsSchema }, { 200: typeof siteRuleSchema }>({
    method: 'GET',
    path: '/admin/rules/:category',
    permission: 'settings.view',
    summary: '분류의 규정',
    tag: operatorTag,
  }),
  save: endpoint<
    { params: typeof ruleCategoryParamsSchema; body: typeof ruleInputSchema },
    { 200: typeof siteRuleSchema }
  >({
    method: 'PUT',
    path: '/admin/rules/:category',
    permission: 'settings.configure',
    summary: '분류의 규정 저장 (내용은 저장 전에 정리)',
    tag: operatorTag,
  }),
};
