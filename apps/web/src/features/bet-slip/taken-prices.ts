import type { Bet } from '@site/contracts/api/bets';
import type { SlipPick } from '@site/contracts/rules/bet-slip';
import { selectionLabel } from '@site/contracts/sports-markets';

import { koBetSlip } from '../../i18n/ko-bet-slip';
import { formatOddsNow } from '../odds-format/exports/odds';

/**
 * What the member is told after a bet the server took at a moved price (their 배당 변경 choice, within
 * the operator's bound): one line per pick whose stored price differs from the one sent, named by its
 * match and selection when the slip held several. Empty when every price was taken as sent.
 */
export function takenPriceNotes(sent: readonly SlipPick[], placed: readonly Bet[]): string[] {
  const taken = new Map(placed.flatMap((bet) => bet.picks.map((pick) => [pick.selectionId, pick.price] as const)));
  return sent.flatMap((pick) => {
    const price = taken.get(pick.selectionId);
    if (price === undefined || price === pick.price) return [];
    const note = koBetSlip.priceTaken(formatOddsNow(pick.price), formatOddsNow(price));
    return [sent.length > 1 ? `${koBetSlip.match(pick.home, pick.away)} ${selectionLabel(pick)}: ${note}` : note];
  });
}
