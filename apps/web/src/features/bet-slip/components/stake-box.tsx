import type { CartBook } from '@site/contracts/rules/bet-slip';

import { StakeField } from '../../../components/ui/stake-field';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { setStake, useBetSlip } from '../store';

/** The quick chips members of such sites expect; each adds to the stake. */
export const STAKE_CHIPS = [5_000, 10_000, 50_000, 100_000, 500_000] as const;

const labels = { stake: koBetSlip.stake, reset: koBetSlip.resetStake, max: koBetSlip.max };

/** The stake field, the chips, MAX (the balance or the level's maximum, whichever is lower) and 정정. */
export function StakeBox({ book, maxStake }: { book: CartBook; maxStake: number | null }) {
  const stake = useBetSlip((state) => state.slips[book].stake);
  return (
    <StakeField
      id={`bet-slip-stake-${book}`}
      stake={stake}
      onStake={(next) => setStake(book, next)}
      chips={STAKE_CHIPS}
      maxStake={maxStake}
      labels={labels}
    />
  );
}
