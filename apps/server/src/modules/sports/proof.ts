import { eq } from 'drizzle-orm';
import type { FixtureProof } from '@site/contracts/api/sports';
import type { Database } from '../../db/client';
import { fixtures } from '../../db/schema/sports';
import { AppError } from '../../http/app-error';
import { revealedSecret, sportsErrors } from './service';

/**
 * A fixture's proof (contracts FixtureProof): its commitment from its listing, its secret once it is
 * over. The feed writes the secret only as the fixture ends; the status is checked here as well, so a
 * secret is never answered for a fixture still to be played or in play.
 */
export async function fixtureProof(db: Database, id: number, planSeed: number | null): Promise<FixtureProof> {
  const [row] = await db
    .select({
      id: fixtures.id,
      status: fixtures.status,
      leagueId: fixtures.leagueId,
      home: fixtures.home,
      away: fixtures.away,
      commitment: fixtures.commitment,
      secret: fixtures.secret,
      homeScore: fixtures.homeScore,
      awayScore: fixtures.awayScore,
      periodScores: fixtures.periodScores,
    })
    .from(fixtures)
    .where(eq(fixtures.id, id));
  if (!row) throw new AppError(404, sportsErrors.fixtureNotFound);
  const over = row.status === 'finished' || row.status === 'cancelled';
  return {
    ...row,
    planSeed: row.commitment === null ? null : planSeed,
    secret: revealedSecret(row),
    homeScore: over ? row.homeScore : null,
    awayScore: over ? row.awayScore : null,
    periodScores: over ? row.periodScores : null,
  };
}
