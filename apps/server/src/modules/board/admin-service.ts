/** The operator's side of the board: every post with its state, notices, hide/pin and delete. */
import { and, eq, isNull } from 'drizzle-orm';
import { boardErrors, POST_BODY_MAX, type AdminBoardPost, type BoardSettings } from '@site/contracts/api/board';
import type { Database } from '../../db/client';
import { boardPosts } from '../../db/schema/board';
import { AppError } from '../../http/app-error';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';
import { findPost, listPosts, readSettings, writeSettings, type ListFilter } from './repo';
import { storedBody, toRow, type BoardDeps } from './service';

type PostRow = NonNullable<Awaited<ReturnType<typeof findPost>>>;
const toAdminRow = (row: PostRow): AdminBoardPost => ({ ...toRow(row), hidden: row.post.hidden });

export async function adminBoardPage(db: Database, query: PageQuery & Omit<ListFilter, 'withHidden'>) {
  const { rows, totalCount } = await listPosts(db, { ...query, withHidden: true }, rowWindow(query));
  return pageAnswer(rows.map(toAdminRow), query, totalCount);
}

async function adminPost(db: Database, id: number): Promise<AdminBoardPost> {
  const row = await findPost(db, id);
  if (!row) throw new AppError(404, boardErrors.postNotFound);
  return toAdminRow(row);
}

/** An operator's notice: pinned from the start, no rate limit or level check. */
export async function writeNotice(
  { db, clock }: BoardDeps,
  operatorId: number,
  input: { title: string; body: string },
): Promise<AdminBoardPost> {
  const now = clock.now();
  const [row] = await db
    .insert(boardPosts)
    .values({
      memberId: operatorId,
      title: input.title,
      body: storedBody(input.body, POST_BODY_MAX),
      pinned: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: boardPosts.id });
  return adminPost(db, row?.id ?? 0);
}

export async function moderatePost(
  db: Database,
  id: number,
  change: { hidden?: boolean | undefined; pinned?: boolean | undefined },
): Promise<AdminBoardPost> {
  const set = {
    ...(change.hidden === undefined ? {} : { hidden: change.hidden }),
    ...(change.pinned === undefined ? {} : { pinned: change.pinned }),
  };
  if (Object.keys(set).length > 0) {
    await db
      .update(boardPosts)
      .set(set)
      .where(and(eq(boardPosts.id, id), isNull(boardPosts.deletedAt)));
  }
  return adminPost(db, id);
}

export async function removeAnyPost({ db, clock }: BoardDeps, id: number): Promise<{ ok: true }> {
  const rows = await db
    .update(boardPosts)
    .set({ deletedAt: clock.now() })
    .where(and(eq(boardPosts.id, id), isNull(boardPosts.deletedAt)))
    .returning({ id: boardPosts.id });
  if (rows.length === 0) throw new AppError(404, boardErrors.postNotFound);
  return { ok: true };
}

export const boardSettingsOf = (db: Database): Promise<BoardSettings> => readSettings(db);

export const saveBoardSettings = (db: Database, settings: BoardSettings): Promise<BoardSettings> =>
  writeSettings(db, { ...settings, excludedLevels: [...new Set(settings.excludedLevels)].sort((a, b) => a - b) });
