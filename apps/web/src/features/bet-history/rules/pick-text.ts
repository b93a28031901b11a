/** How one pick of a bet reads; its market and selection labels are the contracts' (sports-markets.ts). */
import type { BetPick } from '@site/contracts/api/bets';

/** The final score "2 : 1" once it is known, else null. */
export const pickScore = (pick: Pick<BetPick, 'homeScore' | 'awayScore'>): string | null =>
  pick.homeScore === null || pick.awayScore === null ? null : `${pick.homeScore} : ${pick.awayScore}`;
