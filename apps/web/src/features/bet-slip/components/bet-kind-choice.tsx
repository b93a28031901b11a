import type { BetKind, CartBook } from '@site/contracts/rules/bet-slip';

import { TwoWayChoice } from '../../../components/ui/two-way-choice';
import { koBetSlip } from '../../../i18n/ko-bet-slip';
import { setBetKind, useBetSlip } from '../store';

const kinds: readonly BetKind[] = ['multi', 'singles'];

/** 조합 / 단폴, as Korean sites offer them: one multi of all picks, or a single bet per pick. */
export function BetKindChoice({ book }: { book: CartBook }) {
  const kind = useBetSlip((state) => state.slips[book].kind);
  return (
    <TwoWayChoice
      label={koBetSlip.kindLabel}
      options={kinds}
      labels={koBetSlip.kinds}
      titles={koBetSlip.kindHelp}
      value={kind}
      onChange={(key) => setBetKind(book, key)}
    />
  );
}
