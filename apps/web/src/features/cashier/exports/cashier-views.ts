import type { CashierCounts } from '@site/contracts/api/admin-cashier';
import type { CashChannel, CashKind, CashStatus } from '@site/contracts/api/cashier';

import { koAdminCashier } from '../../../i18n/ko-admin-cashier';

const text = koAdminCashier.views;

/** The four queues of requests: which kind and channel each lists, and which count waits in it. */
export const cashQueues = [
  { key: 'won-deposit', kind: 'deposit', channel: 'won', count: 'wonDeposit' },
  { key: 'won-withdrawal', kind: 'withdrawal', channel: 'won', count: 'wonWithdrawal' },
  { key: 'tether-deposit', kind: 'deposit', channel: 'tether', count: 'tetherDeposit' },
  { key: 'tether-withdrawal', kind: 'withdrawal', channel: 'tether', count: 'tetherWithdrawal' },
] as const satisfies readonly { key: string; kind: CashKind; channel: CashChannel; count: keyof CashierCounts }[];

export type CashQueue = (typeof cashQueues)[number];
export type CashierView = CashQueue['key'] | 'inquiries' | 'settings' | 'daily';

const labels: Record<CashierView, string> = {
  'won-deposit': text.wonDeposit,
  'won-withdrawal': text.wonWithdrawal,
  'tether-deposit': text.tetherDeposit,
  'tether-withdrawal': text.tetherWithdrawal,
  inquiries: text.inquiries,
  settings: text.settings,
  daily: text.daily,
};

const viewKeys: readonly CashierView[] = [...cashQueues.map((queue) => queue.key), 'inquiries', 'settings', 'daily'];

/** The view the address names (?view=), the won deposits when it names none. */
export const cashierView = (value: string | null): CashierView =>
  viewKeys.find((key) => key === value) ?? 'won-deposit';

export const queueOf = (view: CashierView): CashQueue | undefined => cashQueues.find((queue) => queue.key === view);

/** Every view's tab, the queues and the inquiries with what waits in them. */
export function cashierTabs(counts: CashierCounts | undefined): { key: CashierView; label: string }[] {
  return viewKeys.map((key) => {
    const queue = queueOf(key);
    const count = queue ? counts?.[queue.count] : key === 'inquiries' ? counts?.accountInquiries : undefined;
    return { key, label: koAdminCashier.withCount(labels[key], count) };
  });
}

/** All that waits for an operator, for the console's tab. */
export const waitingTotal = (counts: CashierCounts | undefined): number =>
  counts
    ? counts.wonDeposit +
      counts.wonWithdrawal +
      counts.tetherDeposit +
      counts.tetherWithdrawal +
      counts.accountInquiries
    : 0;

/** The status filter: 대기 first (what the operator works on), 전체 last. */
export type StatusFilter = CashStatus | 'all';
export const statusFilters: readonly StatusFilter[] = ['pending', 'approved', 'refused', 'cancelled', 'expired', 'all'];
export const statusQuery = (filter: StatusFilter): CashStatus | undefined => (filter === 'all' ? undefined : filter);
