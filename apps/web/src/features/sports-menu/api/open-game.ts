/** SPEC.md §7 kosca/opengame: the address of the European (EU) or in-play (IN) book's window. */
import type { z } from 'zod';

import type { openGameQuerySchema } from '@site/contracts/api/sports';
import { openGameEndpoints } from '@site/contracts/endpoints/open-game';

import { call } from '../../../lib/call';

export type BookWindowType = z.infer<typeof openGameQuerySchema>['type'];

/** The URL to open: the server's answer made absolute, with '#Live' for in-play (SPEC.md §7). */
export function bookWindowUrl(answer: string, type: BookWindowType, origin: string): string {
  const url = new URL(answer.trim(), origin).toString();
  return type === 'IN' ? `${url.replace(/#.*$/, '')}#Live` : url;
}

export async function fetchBookWindowUrl(type: BookWindowType): Promise<string> {
  const answer = await call(openGameEndpoints.bookWindow, { query: { type } });
  if (!answer.trim()) throw new Error('opengame answered no address');
  return bookWindowUrl(answer, type, window.location.origin);
}
