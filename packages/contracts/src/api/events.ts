/**
 * Events of /event and /event/{id} (issue 15): operator-authored pages with a period, a thumbnail and
 * an HTML body the server sanitized. Their state follows the period. Operators' calls are below.
 */
import { z } from 'zod';
import { multilineTextSchema, textSchema } from './fields';

export const EVENTS_PAGE_SIZE = 15;

/** upcoming before its start, running until its end, ended after */
export const eventStates = ['upcoming', 'running', 'ended'] as const;
export const eventStateSchema = z.enum(eventStates);
export type EventState = z.infer<typeof eventStateSchema>;

export const eventStateNames: Record<EventState, string> = {
  upcoming: '예정',
  running: '진행중',
  ended: '종료',
};

/** The list's tabs: every event, the running ones, the ended ones. */
export const eventTabs = ['all', 'running', 'ended'] as const;
export const eventTabSchema = z.enum(eventTabs);
export type EventTab = z.infer<typeof eventTabSchema>;

/** An event's state at `now` (ms): its start is inclusive, its end exclusive. */
export function eventStateAt(startsAt: string, endsAt: string, now: number): EventState {
  if (now < Date.parse(startsAt)) return 'upcoming';
  return now < Date.parse(endsAt) ? 'running' : 'ended';
}

/** Korean texts the server answers with. */
export const eventErrors = {
  notFound: '이벤트를 찾을 수 없습니다.',
  badPeriod: '종료 시각은 시작 시각 뒤여야 합니다.',
  emptyBody: '이벤트 내용에 표시할 수 있는 내용이 없습니다.',
  notImage: '이미지 파일만 올릴 수 있습니다.',
  tooLarge: '이미지는 2MB 이하만 올릴 수 있습니다.',
} as const;

/** The largest image an operator may upload, in bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

/** A name the upload answered with: served at /api/file/download/{imgPath}. */
export const imgPathSchema = textSchema.regex(/^[a-z0-9][a-z0-9_-]{0,63}\.(svg|png|webp|jpe?g|gif)$/i);

export const eventSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  thumbnail: z.string().nullable(),
  state: eventStateSchema,
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

export const eventListQuerySchema = z.object({
  tab: eventTabSchema.default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const eventListSchema = z.object({
  items: z.array(eventSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventList = z.infer<typeof eventListSchema>;

export const eventDetailSchema = eventSummarySchema.extend({ body: z.string() });
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** What an operator writes; the body is sanitized before it is stored. */
export const eventInputSchema = z
  .object({
    title: textSchema.trim().min(1, '제목을 입력해주세요.').max(100),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    thumbnail: imgPathSchema.nullable(),
    body: multilineTextSchema.max(100_000),
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: eventErrors.badPeriod,
    path: ['endsAt'],
  });
export type EventInput = z.infer<typeof eventInputSchema>;

export const adminEventListSchema = z.array(eventDetailSchema);

/** An image as base64 (no multipart plugin on the server); its type is read from its bytes. */
export const imageUploadSchema = z.object({
  // No length limit here: a zod refusal would answer the generic 입력값 text. The route's body limit
  // caps it, and the server answers the Korean size message for anything over 2 MB below that cap.
  data: z.string(),
});
export const imageUploadedSchema = z.object({ imgPath: z.string() });

export const htmlPreviewSchema = z.object({ body: multilineTextSchema.max(100_000) });
export const htmlPreviewedSchema = z.object({ html: z.string() });
