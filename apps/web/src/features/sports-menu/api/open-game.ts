/** SPEC.md §7 kosca/opengame: the address of the European (EU) or in-play (IN) book's window. */
import type { z } from 'zod';

import type { openGameQuerySchema } from '@site/contracts/api/sports';

import { api } from '../../../lib/api-client';

export type BookWindowType = z.infer<typeof openGameQuerySchema>['type'];

/** The URL to open: the server's answer made absolute, with '#Live' for in-play (SPEC.md §7). */
export function bookWindowUrl(answer: string, type: BookWindowType, origin: string): string {
  const url = new URL(answer.trim(), origin).toString();
  return type === 'IN' ? `${url.replace(/#.*$/, '')}#Live` : url;
}

export async function fetchBookWindowUrl(type: BookWindowType): Promise<string> {
  const answer = await api<unknown>('kosca/opengame', { query: { type } });
  if (typeof answer !== 'string' || !answer.trim()) throw new Error('opengame answered no address');
  return bookWindowUrl(answer, type, window.location.origin);
}
