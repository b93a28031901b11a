/** The results page's pure parts: its Seoul day and the league groups. */
import { isCalendarDay, seoulToday } from '@site/contracts/clock';
import type { FixtureResult } from '@site/contracts/api/sports';
import { sportTabs, type SportTabKey } from '@site/contracts/sports';

/** The `date` in the address when it is a real day, else today in Seoul. */
export const dayFromQuery = (value: string | null, now: number = Date.now()): string =>
  isCalendarDay(value) ? value : seoulToday(now);

/** The `tab` in the address when it is one of the sport tabs, else 전체. */
export const tabFromQuery = (value: string | null): SportTabKey =>
  sportTabs.find((tab) => tab.key === value)?.key ?? 'all';

export interface LeagueGroup {
  /** unique within the page: a league name can repeat under two sports */
  key: string;
  sportId: number;
  leagueNameKorean: string;
  results: FixtureResult[];
}

/**
 * Results grouped by league in the order the server sent them (by start time): a league's group
 * sits where its first fixture of the page does, and gathers the league's later fixtures too.
 */
export function groupByLeague(results: readonly FixtureResult[]): LeagueGroup[] {
  const groups = new Map<string, LeagueGroup>();
  for (const result of results) {
    const key = `${result.sportId}:${result.leagueNameKorean}`;
    const group = groups.get(key);
    if (group) group.results.push(result);
    else
      groups.set(key, { key, sportId: result.sportId, leagueNameKorean: result.leagueNameKorean, results: [result] });
  }
  return [...groups.values()];
}
