import { seoulDayStart } from '@site/contracts/clock';
import type { BonusKind } from '@site/contracts/api/cashier';
import type { CashierSettingsRow } from '../../db/schema/cashier';
import type { Database } from '../../db/client';
import { hasApprovedDepositSince } from './repo';

type BonusSettings = Pick<CashierSettingsRow, 'firstDepositBonusPct' | 'everyDepositBonusPct' | 'bonusCap'>;

/**
 * The bonus a deposit earns, decided when it is approved: the first-deposit rate only while no
 * deposit of the member was approved yet this Seoul day (otherwise nothing: the member chose the
 * first-deposit bonus and sees it come to 0), the every-deposit rate always; capped.
 */
export async function depositBonus(
  db: Database,
  settings: BonusSettings,
  deposit: { memberId: number; amount: number; bonusKind: BonusKind },
  now: Date,
): Promise<number> {
  if (deposit.bonusKind === 'none') return 0;
  if (deposit.bonusKind === 'first' && !(await firstBonusAvailable(db, deposit.memberId, now))) return 0;
  const pct = deposit.bonusKind === 'first' ? settings.firstDepositBonusPct : settings.everyDepositBonusPct;
  return Math.min(Math.floor((deposit.amount * pct) / 100), settings.bonusCap);
}

export async function firstBonusAvailable(db: Database, memberId: number, now: Date): Promise<boolean> {
  return !(await hasApprovedDepositSince(db, memberId, seoulDayStart(now)));
}
