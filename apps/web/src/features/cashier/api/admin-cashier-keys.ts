import type { CashChannel, CashKind, CashStatus } from '@site/contracts/api/cashier';
import { pathKey } from '@site/contracts/endpoint';
import { cashierAdminEndpoints } from '@site/contracts/endpoints/cashier';

/** The queue one list shows: a kind and channel, a status (none: every status), a member, a page. */
export interface CashQueueFilter {
  kind: CashKind;
  channel: CashChannel;
  status: CashStatus | undefined;
  userId: string;
  page: number;
}

const admin = cashierAdminEndpoints;

/**
 * Every answer of the operator's cashier (/admin/cashier/…), so that a decision refreshes every
 * queue, count, context and total at once (another operator may have decided others meanwhile).
 * A request's context is under its queue's path.
 */
export const cashierAnswersKeys = [admin.counts, admin.requests, admin.inquiries, admin.settings, admin.daily].map(
  pathKey,
);
