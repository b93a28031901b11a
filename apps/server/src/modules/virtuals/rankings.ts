import type { VirtualRankingRow } from '@site/contracts/api/virtuals';

export interface PlayedMatch {
  home: string;
  away: string;
  homeScore: number | null;
  awayScore: number | null;
}

type Result = VirtualRankingRow['form'][number];

const FORM_LENGTH = 5;

/**
 * A league table from matches in the order they were played: three points a win, one a draw; ranked
 * by points, goal difference, goals scored, then name. Every team of the league has a row, played or not.
 */
export function leagueTable(teams: readonly string[], matches: readonly PlayedMatch[]): VirtualRankingRow[] {
  const rows = new Map(
    teams.map((team) => [
      team,
      { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0, results: [] as Result[] },
    ]),
  );
  const record = (team: string, scored: number, conceded: number) => {
    const row = rows.get(team);
    if (!row) return;
    const result: Result = scored > conceded ? 'W' : scored === conceded ? 'D' : 'L';
    row.played += 1;
    row.goalsFor += scored;
    row.goalsAgainst += conceded;
    if (result === 'W') row.won += 1;
    else if (result === 'D') row.drawn += 1;
    else row.lost += 1;
    row.points += result === 'W' ? 3 : result === 'D' ? 1 : 0;
    row.results.push(result);
  };
  for (const match of matches) {
    if (match.homeScore === null || match.awayScore === null) continue;
    record(match.home, match.homeScore, match.awayScore);
    record(match.away, match.awayScore, match.homeScore);
  }
  return [...rows.values()]
    .sort(
      (a, b) =>
        b.points - a.points ||
        b.goalsFor - b.goalsAgainst - (a.goalsFor - a.goalsAgainst) ||
        b.goalsFor - a.goalsFor ||
        a.team.localeCompare(b.team, 'ko'),
    )
    .map(({ results, ...row }, index) => ({ rank: index + 1, ...row, form: results.slice(-FORM_LENGTH) }));
}
