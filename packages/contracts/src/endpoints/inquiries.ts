/** The customer centre (/customer): a member's 1:1 inquiries, and the operators' queue and templates. */
import { endpoint, type NoInput } from '../endpoint';
import type { idResponseSchema } from '../api/admin';
import type {
  adminInquiryPageQuerySchema,
  adminInquiryPageSchema,
  adminInquirySchema,
  inquiryAccountAnswerSchema,
  inquiryAnswerInputSchema,
  inquiryInputSchema,
  inquiryPageQuerySchema,
  inquiryPageSchema,
  inquirySchema,
  inquiryTemplateInputSchema,
  inquiryTemplateListSchema,
  inquiryTemplateSchema,
  inquiryUnreadSchema,
  inquiryWaitingCountSchema,
} from '../api/inquiries';
import type { okSchema } from '../api/member';
import type { bigIdParamsSchema, intIdParamsSchema } from '../api/params';

const tag = '고객센터';
const operatorTag = '운영: 고객센터';

/** The signed-in member's own inquiries (members only). */
export const inquiryEndpoints = {
  unread: endpoint<NoInput, { 200: typeof inquiryUnreadSchema }>({
    method: 'GET',
    path: '/customer/unread',
    summary: '읽지 않은 문의 답변 수 (회원만)',
    tag,
  }),
  page: endpoint<{ query: typeof inquiryPageQuerySchema }, { 200: typeof inquiryPageSchema }>({
    method: 'GET',
    path: '/customer',
    summary: '내 문의 한 페이지, 최신순 (회원만)',
    tag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof inquirySchema }>({
    method: 'GET',
    path: '/customer/:id',
    summary: '내 문의 읽기, 답변은 읽음으로 표시됨 (회원만)',
    tag,
  }),
  create: endpoint<{ body: typeof inquiryInputSchema }, { 200: typeof idResponseSchema }>({
    method: 'POST',
    path: '/customer',
    summary: '1:1 문의 보내기 (10분에 3건까지)',
    tag,
  }),
  remove: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/customer/:id',
    summary: '답변 전의 내 문의 삭제 (회원만)',
    tag,
  }),
};

/** Under /admin (administrators only). */
export const inquiryAdminEndpoints = {
  queue: endpoint<{ query: typeof adminInquiryPageQuerySchema }, { 200: typeof adminInquiryPageSchema }>({
    method: 'GET',
    path: '/admin/inquiries',
    permission: 'support.view',
    summary: '문의 목록: 대기(오래된 순) 먼저, 그다음 답변완료(최신순)',
    tag: operatorTag,
  }),
  waiting: endpoint<NoInput, { 200: typeof inquiryWaitingCountSchema }>({
    method: 'GET',
    path: '/admin/inquiries/waiting',
    permission: 'support.view',
    summary: '답변을 기다리는 문의 수',
    tag: operatorTag,
  }),
  one: endpoint<{ params: typeof bigIdParamsSchema }, { 200: typeof adminInquirySchema }>({
    method: 'GET',
    path: '/admin/inquiries/:id',
    permission: 'support.view',
    summary: '문의 한 건',
    tag: operatorTag,
  }),
  answer: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof inquiryAnswerInputSchema },
    { 200: typeof adminInquirySchema }
  >({
    method: 'POST',
    path: '/admin/inquiries/:id/answer',
    permission: 'support.decide',
    summary: '답변하기 (한 번만; 두 번째는 409)',
    tag: operatorTag,
  }),
  editAnswer: endpoint<
    { params: typeof bigIdParamsSchema; body: typeof inquiryAnswerInputSchema },
    { 200: typeof adminInquirySchema }
  >({
    method: 'PUT',
    path: '/admin/inquiries/:id/answer',
    permission: 'support.decide',
    summary: '답변 수정 (회원에게 다시 읽지 않은 답변이 됨)',
    tag: operatorTag,
  }),
  /**
   * The deposit account text of the cashier's settings, alone: support answers an account inquiry with it
   * without the cashier's other settings, which its role may not read (docs/decisions/075).
   */
  accountAnswer: endpoint<NoInput, { 200: typeof inquiryAccountAnswerSchema }>({
    method: 'GET',
    path: '/admin/inquiries/account-answer',
    permission: 'support.decide',
    summary: '입금 계좌 안내 문구 (답변에 넣기)',
    tag: operatorTag,
  }),
  templates: endpoint<NoInput, { 200: typeof inquiryTemplateListSchema }>({
    method: 'GET',
    path: '/admin/inquiry-templates',
    permission: 'support.view',
    summary: '답변 템플릿 목록',
    tag: operatorTag,
  }),
  addTemplate: endpoint<{ body: typeof inquiryTemplateInputSchema }, { 200: typeof inquiryTemplateSchema }>({
    method: 'POST',
    path: '/admin/inquiry-templates',
    permission: 'support.configure',
    summary: '답변 템플릿 추가',
    tag: operatorTag,
  }),
  editTemplate: endpoint<
    { params: typeof intIdParamsSchema; body: typeof inquiryTemplateInputSchema },
    { 200: typeof inquiryTemplateSchema }
  >({
    method: 'PUT',
    path: '/admin/inquiry-templates/:id',
    permission: 'support.configure',
    summary: '답변 템플릿 수정',
    tag: operatorTag,
  }),
  removeTemplate: endpoint<{ params: typeof intIdParamsSchema }, { 200: typeof okSchema }>({
    method: 'DELETE',
    path: '/admin/inquiry-templates/:id',
    permission: 'support.configure',
    summary: '답변 템플릿 삭제',
    tag: operatorTag,
  }),
};
