import type { CashChannel, CashKind, CashStatus } from '@site/contracts/api/cashier';

import { adminKeys } from './keys';

/** The queue one list shows: a kind and channel, a status (none: every status), a member, a page. */
export interface CashQueueFilter {
  kind: CashKind;
  channel: CashChannel;
  status: CashStatus | undefined;
  userId: string;
  page: number;
}

/**
 * Query keys of the operator's cashier, all under ['admin', 'cashier'] so that a decision refreshes
 * every queue, count and context at once (another operator may have decided others meanwhile).
 */
export const cashierKeys = {
  all: [...adminKeys.all, 'cashier'] as const,
  counts: [...adminKeys.all, 'cashier', 'counts'] as const,
  requests: (filter: CashQueueFilter) => [...adminKeys.all, 'cashier', 'requests', filter] as const,
  context: (id: number) => [...adminKeys.all, 'cashier', 'context', id] as const,
  inquiries: (answered: boolean, page: number) => [...adminKeys.all, 'cashier', 'inquiries', answered, page] as const,
  settings: [...adminKeys.all, 'cashier', 'settings'] as const,
  daily: (from: string, to: string) => [...adminKeys.all, 'cashier', 'daily', from, to] as const,
  bankAccount: (userId: string) => [...adminKeys.all, 'cashier', 'bank-account', userId] as const,
};

/** An operator path of the contracts (which start with '/cashier/…') as the api client takes it. */
export const adminPath = (path: string): string => `admin${path}`;
