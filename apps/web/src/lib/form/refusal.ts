import { ko } from '../../i18n/ko';
import { ApiError, UNEXPECTED_ERROR_MESSAGE } from '../api-client';
import { isKorean } from './form-rules';

export interface ServerIssue {
  /** The field's path in the request, dot-separated ("amount", "items.0.price"). */
  path: string;
  message: string;
}

/** The reasons a 400 gives for a refused input (the server's `issues`), Korean ones only. */
export function serverIssues(error: unknown): ServerIssue[] {
  if (!(error instanceof ApiError) || error.status !== 400) return [];
  const body: unknown = error.body;
  if (typeof body !== 'object' || body === null || !('issues' in body) || !Array.isArray(body.issues)) return [];
  return body.issues.filter(
    (issue: unknown): issue is ServerIssue =>
      typeof issue === 'object' &&
      issue !== null &&
      'path' in issue &&
      typeof issue.path === 'string' &&
      'message' in issue &&
      typeof issue.message === 'string' &&
      isKorean(issue.message),
  );
}

/**
 * What a member or an operator is told when the server refuses a form or an action: the server's
 * Korean message with the reasons no field shows, the site's text for a failure that is not a
 * refusal (5xx, no connection), or null when the status ends the session, which the site's session
 * handler announces already (SPEC.md §8).
 */
export function refusalMessage(error: unknown, shownOnFields: readonly ServerIssue[] = []): string | null {
  if (!(error instanceof ApiError)) return ko.common.networkError;
  if (error.announced) return null;
  // A gateway's page or English text is not shown; the server's own Korean word is (503 점검중).
  if (error.status >= 500 && !isKorean(error.message)) return UNEXPECTED_ERROR_MESSAGE;
  const shown = new Set(shownOnFields.map((issue) => issue.message));
  const reasons = serverIssues(error)
    .map((issue) => issue.message)
    .filter((message) => !shown.has(message));
  return [error.message, ...new Set(reasons)].join('\n');
}
