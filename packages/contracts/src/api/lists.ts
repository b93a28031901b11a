/** What the paged and dated list calls share, so that every list answers and filters alike. */
import { z } from 'zod';
import { MAX_PAGE_SIZE } from '../constants';
import { seoulDaySchema } from './fields';

// In the zod-free constants, so a page can size its call without loading zod.
export { MAX_PAGE_SIZE };

export const pageSizeLimitMessage = (maxSize: number): string => `한 페이지에 ${maxSize}개까지 조회할 수 있습니다.`;

/** One page of a list: its items, the page number (from 1), how many pages and how many items in all. */
export const pageOf = <Item extends z.ZodType>(itemSchema: Item) =>
  z.object({
    items: z.array(itemSchema),
    page: z.number().int(),
    pageCount: z.number().int(),
    totalCount: z.number().int(),
  });

/** ?page=&size= of every list: page from 1, size from 1 to `maxSize` (MAX_PAGE_SIZE), `defaultSize` when absent. */
export const pageQueryOf = (defaultSize: number, maxSize: number = MAX_PAGE_SIZE) =>
  z.object({
    page: z.coerce
      .number({ error: '페이지 번호를 숫자로 입력해주세요.' })
      .int('페이지 번호를 숫자로 입력해주세요.')
      .min(1, '페이지 번호는 1부터입니다.')
      .default(1),
    size: z.coerce
      .number({ error: '한 페이지의 개수를 숫자로 입력해주세요.' })
      .int('한 페이지의 개수를 숫자로 입력해주세요.')
      .min(1, '한 페이지에 1개 이상을 조회해주세요.')
      .max(maxSize, pageSizeLimitMessage(maxSize))
      .default(defaultSize),
  });

/** ?date=&page=&size= of the results lists: one Seoul day (what none means is the call's), 20 a page. */
export const dayPageQuerySchema = pageQueryOf(20).extend({ date: seoulDaySchema.optional() });
