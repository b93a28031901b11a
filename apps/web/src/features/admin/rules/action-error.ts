import { sessionEndingStatuses } from '@site/contracts/api/session-codes';

import { ApiError } from '../../../lib/api-client';
import { koAdmin } from '../../../i18n/ko-admin';

/**
 * What the operator is told when an action fails: the server's Korean message, or null when the
 * status ends the session, which the site's one session handler announces already (SPEC.md §8).
 */
export function actionErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) {
    if ((sessionEndingStatuses as readonly number[]).includes(error.status)) return null;
    return error.message;
  }
  return koAdmin.common.networkError;
}
