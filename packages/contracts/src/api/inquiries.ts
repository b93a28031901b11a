/**
 * 1:1 inquiries (/customer): a member's question and the operator's answer, both plain text (the
 * site prints them as text, never as HTML). Categories and limits live in the zod-free ../inquiries.
 */
import { z } from 'zod';
import {
  INQUIRY_BODY_MAX,
  INQUIRY_TITLE_MAX,
  TEMPLATE_TITLE_MAX,
  inquiryCategories,
  inquiryStatuses,
} from '../inquiries';
import { withParticle } from '../rules/korean-particles';
import { multilineTextSchema, textSchema } from './fields';
import { pageOf, pageQueryOf } from './lists';

export const inquiryErrors = {
  notFound: '문의를 찾을 수 없습니다.',
  answeredCannotDelete: '답변이 달린 문의는 삭제할 수 없습니다.',
  alreadyAnswered: '이미 답변한 문의입니다. 답변 수정으로 고쳐주세요.',
  notAnswered: '아직 답변하지 않은 문의입니다.',
  tooMany: '문의는 10분에 3건까지 보낼 수 있습니다. 잠시 후 다시 시도해주세요.',
  templateNotFound: '답변 템플릿을 찾을 수 없습니다.',
} as const;

const categorySchema = z.enum(inquiryCategories, { error: '문의 종류를 선택해주세요.' });

const plainText = (schema: typeof textSchema, what: string, max: number) =>
  schema
    .trim()
    .min(1, `${withParticle(what, '을/를')} 입력해주세요.`)
    .max(max, `${withParticle(what, '은/는')} ${max.toLocaleString('ko-KR')}자 이하로 입력해주세요.`);

export const inquiryInputSchema = z.object({
  category: categorySchema,
  title: plainText(textSchema, '제목', INQUIRY_TITLE_MAX),
  body: plainText(multilineTextSchema, '내용', INQUIRY_BODY_MAX),
});
export type InquiryInput = z.infer<typeof inquiryInputSchema>;

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  category: categorySchema,
  title: z.string(),
  status: z.enum(inquiryStatuses),
  createdAt: z.string(),
  answeredAt: z.string().nullable(),
  /** answered, and the member has not opened it since */
  unread: z.boolean(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;
export const inquiryPageSchema = pageOf(inquirySummarySchema);
export type InquiryPage = z.infer<typeof inquiryPageSchema>;
export const inquiryPageQuerySchema = pageQueryOf(10);

export const inquirySchema = inquirySummarySchema.extend({ body: z.string(), answer: z.string().nullable() });
export type Inquiry = z.infer<typeof inquirySchema>;

export const inquiryUnreadSchema = z.number().int().nonnegative();

// The operator's side.

export const adminInquirySummarySchema = inquirySummarySchema.extend({ userId: z.string(), nickName: z.string() });
export type AdminInquirySummary = z.infer<typeof adminInquirySummarySchema>;
export const adminInquiryPageSchema = pageOf(adminInquirySummarySchema);
export type AdminInquiryPage = z.infer<typeof adminInquiryPageSchema>;
export const adminInquiryPageQuerySchema = pageQueryOf(20);

export const adminInquirySchema = adminInquirySummarySchema.extend({
  body: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answerReadAt: z.string().nullable(),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;

export const inquiryAnswerInputSchema = z.object({
  answer: plainText(multilineTextSchema, '답변', INQUIRY_BODY_MAX),
});
export type InquiryAnswerInput = z.infer<typeof inquiryAnswerInputSchema>;

export const inquiryWaitingCountSchema = z.number().int().nonnegative();

/** The cashier's text for a member asking for the deposit account, as an answer to a 1:1 inquiry inserts it. */
export const inquiryAccountAnswerSchema = z.object({ text: z.string() });

export const inquiryTemplateInputSchema = z.object({
  title: plainText(textSchema, '템플릿 이름', TEMPLATE_TITLE_MAX),
  body: plainText(multilineTextSchema, '템플릿 내용', INQUIRY_BODY_MAX),
});
export type InquiryTemplateInput = z.infer<typeof inquiryTemplateInputSchema>;
export const inquiryTemplateSchema = inquiryTemplateInputSchema.extend({ id: z.number().int() });
export type InquiryTemplate = z.infer<typeof inquiryTemplateSchema>;
export const inquiryTemplateListSchema = z.array(inquiryTemplateSchema);
