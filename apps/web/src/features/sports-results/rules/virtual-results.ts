/** The virtual sports' results and rankings as the pages show them; pure, so they are tested alone. */
import type { VirtualRankingRow, VirtualResult, VirtualRunner } from '@site/contracts/api/virtuals';
import { formatOdds, type OddsFormat } from '@site/contracts/rules/odds-format';
import { marketNameKorean, selectionNameKorean } from '@site/contracts/sports-markets';
import {
  isVirtualSportKey,
  rankedVirtualLeagueKeys,
  virtualLeagues,
  type VirtualLeague,
  type VirtualSportKey,
} from '@site/contracts/virtual-leagues';

import { koVirtuals } from '../../../i18n/ko-virtuals';

/** The sport whose results open on /game_result/virtuals itself. */
export const DEFAULT_RESULTS_SPORT: VirtualSportKey = 'soccer';

/** /game_result/virtuals/{sport} → the sport; /game_result/virtuals (and anything unknown) → soccer. */
export function sportOfResultsPath(pathname: string): VirtualSportKey {
  const sport = pathname.split('/')[3] ?? '';
  return isVirtualSportKey(sport) ? sport : DEFAULT_RESULTS_SPORT;
}

/** The `?league=` when it is one of the sport's leagues; otherwise every league (전체). */
export const leagueFromQuery = (sport: VirtualSportKey, value: string | null): VirtualLeague | undefined =>
  (virtualLeagues[sport] ?? []).find((league) => league.key === value);

export type RankedLeagueKey = (typeof rankedVirtualLeagueKeys)[number];

/** Premiership, Superleague, Euro Cup and World Cup have a team table (SPEC.md §3). */
export const isRankedLeague = (key: string | undefined): key is RankedLeagueKey =>
  (rankedVirtualLeagueKeys as readonly string[]).includes(key ?? '');

/**
 * A paid price's label in Korean: the server may name it as the feed does ('1', 'X', 'Winner') or
 * in Korean already; either reads the same here.
 */
export const paidLabel = (label: string): string => marketNameKorean(selectionNameKorean(label));

/** The prices a result paid, one text each in the member's format: "승무패 홈승 2.10" (or "+110"), "연승 3 번개호 1.80". */
export const paidItems = (prices: VirtualResult['winningPrices'], format: OddsFormat): string[] =>
  prices.map((paid) => `${paidLabel(paid.label)} ${formatOdds(paid.price, format)}`);

/** The first three of a race, with their place (1착, 2착, 3착). */
export const podium = (placings: readonly VirtualRunner[]): { place: number; runner: VirtualRunner }[] =>
  placings.slice(0, 3).map((runner, index) => ({ place: index + 1, runner }));

/** "승 무 패 승 승": the last five results as a screen reader says them (oldest first). */
export const formText = (form: VirtualRankingRow['form']): string =>
  form.map((result) => koVirtuals.form[result]).join(' ');
