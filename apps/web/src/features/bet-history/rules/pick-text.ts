/** How one pick of a bet reads; its market and selection labels are the contracts' (sports-markets.ts). */
import type { BetPick } from '@site/contracts/api/bets';
import { virtualSports } from '@site/contracts/virtual-leagues';

/** The final score "2 : 1" once it is known, else null. */
export const pickScore = (pick: Pick<BetPick, 'homeScore' | 'awayScore'>): string | null =>
  pick.homeScore === null || pick.awayScore === null ? null : `${pick.homeScore} : ${pick.awayScore}`;

const virtualSportName = (sportId: number): string | undefined =>
  Object.values(virtualSports).find((sport) => sport.sportId === sportId)?.nameKorean;

/** The pick's league; a virtual league (game type 4) says its sport first: "가상축구 프리미어십". */
export const pickLeague = (pick: Pick<BetPick, 'sportId' | 'leagueNameKorean'>): string => {
  const sport = virtualSportName(pick.sportId);
  return sport ? `${sport} ${pick.leagueNameKorean}` : pick.leagueNameKorean;
};

/** A virtual race has no away side: the pick is a runner of the race named by `home`. */
export const isRacePick = (pick: Pick<BetPick, 'away'>): boolean => pick.away === '';
