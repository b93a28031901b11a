import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { jsonParameter } from './raw-query';

/**
 * The fixture-row lock protocol (docs/decisions/009): a bet slip holds its fixtures `FOR SHARE`
 * (modules/betting/placement-repo.ts, fixturesHeldForSlip) until its transaction ends, and every writer that
 * starts, finishes, cancels or moves a fixture first takes this lock on the rows it will change. So a
 * result is written either before a bet's checks read the fixture (the bet is refused) or after the
 * bet committed (the settlement that follows the result sees it); never in between.
 *
 * Both sides lock in id order, so two of them wanting the same rows never wait on each other in a
 * circle. The mode is `FOR NO KEY UPDATE`, the one an UPDATE of non-key columns takes anyway: it
 * conflicts with a slip's FOR SHARE, and still lets a bet's foreign key check (FOR KEY SHARE) through.
 * Call inside the writer's transaction, before its first UPDATE of these fixtures.
 */
export async function lockFixturesForWrite(tx: Database, fixtureIds: readonly number[]): Promise<void> {
  if (fixtureIds.length === 0) return;
  await tx.execute(
    sql`select id from fixtures
        where id in (select value::bigint from jsonb_array_elements_text(${jsonParameter(fixtureIds)}::jsonb))
        order by id
        for no key update`,
  );
}
