import { isDeepStrictEqual } from 'node:util';
import type { FixtureProof } from '@site/contracts/api/sports';
import { fixtureCommitmentOf } from './feed-keys';
import { fixtureSpec } from './fixture-spec';
import type { Pair } from './match-plan';

/** What replaying a revealed fixture found (scripts: npm run verify:fixture -- <id>). */
export interface FixtureCheck {
  /** the commitment, the teams and the result all agree with the revealed secret */
  valid: boolean;
  commitmentMatches: boolean;
  /** the plan seed gives the fixture's teams: the replay is of this fixture */
  teamsMatch: boolean;
  /** the replayed match ends as the site says: the score and period scores, or called off */
  resultMatches: boolean;
  replayed: { cancelled: boolean; score: Pair | null; periodScores: Record<string, Pair> | null };
}

/**
 * Replays a fixture from its proof alone, as anyone holding the site's simulator can: sha256 of
 * `${id}:${secret}` must be the commitment published from its listing, and the match drawn from the
 * secret (with the plan seed's teams and ratings for its league) must end as the site says it did.
 */
export function checkFixtureProof(proof: FixtureProof): FixtureCheck {
  const { secret, commitment, planSeed } = proof;
  if (secret === null || commitment === null || planSeed === null) {
    throw new Error(`fixture ${proof.id} has no revealed proof yet (status ${proof.status})`);
  }
  const commitmentMatches = fixtureCommitmentOf(proof.id, secret) === commitment.trim().toLowerCase();
  // The price seed plays no part in a match: any value replays it.
  const spec = fixtureSpec({ planSeed, priceSeed: 0, fixtureSecret: () => secret }, proof.id, proof.leagueId);
  const teamsMatch = spec.home === proof.home && spec.away === proof.away;
  const cancelled = spec.plan.cancelAtSec !== null;
  const replayed = cancelled
    ? { cancelled, score: null, periodScores: null }
    : { cancelled, score: spec.finalScore, periodScores: spec.plan.periodScores };
  const resultMatches = cancelled
    ? proof.status === 'cancelled'
    : proof.status === 'finished' &&
      proof.homeScore === spec.finalScore[0] &&
      proof.awayScore === spec.finalScore[1] &&
      isDeepStrictEqual(proof.periodScores, spec.plan.periodScores);
  return {
    valid: commitmentMatches && teamsMatch && resultMatches,
    commitmentMatches,
    teamsMatch,
    resultMatches,
    replayed,
  };
}
