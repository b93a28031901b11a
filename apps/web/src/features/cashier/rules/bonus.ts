/** The deposit bonus a member chooses and what it would come to, as the operator set it. */
import type { BonusKind, DepositInfo } from '@site/contracts/api/cashier';

type Bonus = DepositInfo['bonus'];

/** The bonus on `amount`: its percentage, rounded down to the won, no more than the cap (0 = no cap). */
export function bonusAmount(amount: number, kind: BonusKind, bonus: Bonus): number {
  const pct = kind === 'first' ? bonus.firstPct : kind === 'every' ? bonus.everyPct : 0;
  if (pct <= 0 || amount <= 0) return 0;
  const raw = Math.floor((amount * pct) / 100);
  return bonus.cap > 0 ? Math.min(raw, bonus.cap) : raw;
}

/** The choice the form opens on: the first-deposit bonus while it is on offer, else every-deposit's, else none. */
export function defaultBonusKind(bonus: Bonus): BonusKind {
  if (bonus.firstAvailable && bonus.firstPct > 0) return 'first';
  if (bonus.everyPct > 0) return 'every';
  return 'none';
}
