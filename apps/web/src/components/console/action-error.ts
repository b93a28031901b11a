import { sessionEndingStatuses } from '@site/contracts/api/session-codes';

import { ApiError } from '../../lib/api-client';
import { koAdmin } from '../../i18n/ko-admin';
import { isKorean } from './field-errors';

/**
 * The Korean reasons a refused input carries (400 `issues`), each once: the server's own message
 * only says that the input was wrong, these say what was.
 */
function issueMessages(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('issues' in body) || !Array.isArray(body.issues)) return [];
  const messages = body.issues.map((issue: unknown) =>
    typeof issue === 'object' && issue !== null && 'message' in issue && typeof issue.message === 'string'
      ? issue.message
      : '',
  );
  return [...new Set(messages.filter(isKorean))];
}

/**
 * What the operator is told when an action fails: the server's Korean message (with the reasons of a
 * refused input), or null when the status ends the session, which the site's one session handler
 * announces already (SPEC.md §8).
 */
export function actionErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    if ((sessionEndingStatuses as readonly number[]).includes(error.status)) return null;
    return [error.message, ...issueMessages(error.body)].join('\n');
  }
  return koAdmin.common.networkError;
}
