/** Tournaments for members (list, detail, join) and operators (create, edit, cancel, standings). */
import type { AdminStanding, AdminTournament, TournamentInput } from '@site/contracts/api/admin-tournaments';
import { tournamentErrors, type TournamentDetail, type TournamentList } from '@site/contracts/api/tournaments';
import type { CasinoProduct } from '@site/contracts/casino';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tournaments, type TournamentRow } from '../../db/schema/tournaments';
import { AppError } from '../../http/app-error';
import {
  allTournaments,
  eventSlotUseFlag,
  findTournament,
  insertEntry,
  lockTournament,
  openTournaments,
  paidTotal,
  paidTournaments,
  standings,
} from './repo';
import { leaderboardRow, summarize } from './views';

/** How many leaders a member's page shows, and how many finished tournaments stay listed. */
export const LEADERBOARD_SIZE = 20;
const FINISHED_LISTED = 5;

export async function listTournaments(
  db: Database,
  product: CasinoProduct,
  now: Date,
  memberId: number | undefined,
): Promise<TournamentList> {
  // Running ones first (soonest end first, as the repo orders them), then those still to start.
  const open = await openTournaments(db, product);
  const ordered = [...open.filter((row) => row.startsAt <= now), ...open.filter((row) => row.startsAt > now)];
  const current = await Promise.all(ordered.map((row) => summarize(db, row, now, memberId)));
  const finished = await Promise.all(
    (await paidTournaments(db, product, FINISHED_LISTED)).map((row) => detailOf(db, row, now, memberId)),
  );
  return { current, finished };
}

export async function tournamentDetail(
  db: Database,
  id: number,
  now: Date,
  memberId: number | undefined,
): Promise<TournamentDetail> {
  const row = await findTournament(db, id);
  if (!row || row.state === 'cancelled') throw new AppError(404, tournamentErrors.notFound);
  return detailOf(db, row, now, memberId);
}

async function detailOf(
  db: Database,
  row: TournamentRow,
  now: Date,
  memberId: number | undefined,
): Promise<TournamentDetail> {
  const ranked = await standings(db, row.id);
  const leaders = ranked.slice(0, LEADERBOARD_SIZE).map((standing) => leaderboardRow(row, standing, memberId));
  const own = ranked.find((standing) => standing.memberId === memberId);
  return {
    ...(await summarize(db, row, now, memberId)),
    leaders,
    me: own ? leaderboardRow(row, own, memberId) : null,
  };
}

/** A member joins a scheduled or running tournament while the event slot setting is on. */
export async function joinTournament(db: Database, id: number, memberId: number, now: Date): Promise<TournamentDetail> {
  if (!(await eventSlotUseFlag(db))) throw new AppError(503, tournamentErrors.maintenance);
  const row = await findTournament(db, id);
  if (!row || row.state === 'cancelled') throw new AppError(404, tournamentErrors.notFound);
  if (row.state !== 'open' || row.endsAt <= now) throw new AppError(409, tournamentErrors.notOpen);
  await insertEntry(db, id, memberId, now);
  return detailOf(db, row, now, memberId);
}

async function adminView(db: Database, row: TournamentRow, now: Date): Promise<AdminTournament> {
  return { ...(await summarize(db, row, now, undefined)), paid: await paidTotal(db, row.id) };
}

export async function adminTournaments(db: Database, now: Date): Promise<AdminTournament[]> {
  return Promise.all((await allTournaments(db)).map((row) => adminView(db, row, now)));
}

const columnsOf = (input: TournamentInput) => ({
  title: input.title,
  product: input.product,
  metric: input.metric,
  minStake: input.minStake,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  prizes: input.prizes,
});

export async function createTournament(db: Database, input: TournamentInput, now: Date): Promise<AdminTournament> {
  const [row] = await db.insert(tournaments).values(columnsOf(input)).returning();
  if (!row) throw new Error('tournament insert returned nothing');
  return adminView(db, row, now);
}

/** Only before its start: a running tournament's rules are what its entrants joined for. */
export async function editTournament(
  db: Database,
  id: number,
  input: TournamentInput,
  now: Date,
): Promise<AdminTournament> {
  const row = await db.transaction(async (tx) => {
    const existing = await lockTournament(tx, id);
    if (!existing) throw new AppError(404, tournamentErrors.notFound);
    if (existing.state !== 'open' || existing.startsAt <= now) throw new AppError(409, tournamentErrors.cannotEdit);
    const [updated] = await tx.update(tournaments).set(columnsOf(input)).where(eq(tournaments.id, id)).returning();
    return updated ?? existing;
  });
  return adminView(db, row, now);
}

/** Cancelling is possible until the prizes are paid; a cancelled tournament pays nothing. */
export async function cancelTournament(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const existing = await lockTournament(tx, id);
    if (!existing) throw new AppError(404, tournamentErrors.notFound);
    if (existing.state !== 'open') throw new AppError(409, tournamentErrors.cannotEdit);
    await tx.update(tournaments).set({ state: 'cancelled' }).where(eq(tournaments.id, id));
  });
}

export async function adminStandings(db: Database, id: number): Promise<AdminStanding[]> {
  const row = await findTournament(db, id);
  if (!row) throw new AppError(404, tournamentErrors.notFound);
  return (await standings(db, id)).map((standing) => ({
    rank: standing.rank,
    userId: standing.userId,
    nickName: standing.nickName,
    score: standing.score,
    prize: leaderboardRow(row, standing, undefined).prize,
  }));
}
