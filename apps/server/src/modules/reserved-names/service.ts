/**
 * Names that cannot imitate staff (docs/decisions/048): the operator's reserved words, the check every
 * path that sets a nickname makes, and the existing accounts that already collide.
 */
import { memberNameErrors } from '@site/contracts/api/member-names';
import { reservedNameErrors, type ReservedName, type ReservedNameCollision } from '@site/contracts/api/reserved-names';
import { hasHiddenCharacters, nameSkeleton, reservedWordIn } from '@site/contracts/rules/names';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { accountsAfter, deleteReservedName, insertReservedName, listReservedNames, listReservedWords } from './repo';

/**
 * Refuses a nickname that imitates a reserved word with 400, its reason on the nickname field (the
 * forms show it there). The list is read each time: it is a few dozen rows, and an operator's change
 * then holds at once on every server.
 */
export async function ensureNameNotReserved(db: Database, nickName: string): Promise<void> {
  if (reservedWordIn(nickName, await listReservedWords(db)) === undefined) return;
  const message = memberNameErrors.reserved;
  throw new AppError(400, message, { issues: [{ path: 'nickName', message }] });
}

export async function reservedNames(db: Database): Promise<ReservedName[]> {
  const rows = await listReservedNames(db);
  return rows.map((row) => ({ id: row.id, word: row.word, createdAt: row.createdAt.toISOString() }));
}

/** Adds a word (already there: nothing changes). It must be visible and hold two letters or digits to compare. */
export async function addReservedName(db: Database, word: string, now: Date): Promise<void> {
  if (hasHiddenCharacters(word)) throw new AppError(400, reservedNameErrors.hiddenCharacters);
  if ([...nameSkeleton(word)].length < 2) throw new AppError(400, reservedNameErrors.wordTooShort);
  await insertReservedName(db, word, now);
}

export async function removeReservedName(db: Database, id: number): Promise<void> {
  if (!(await deleteReservedName(db, id))) throw new AppError(404, reservedNameErrors.wordNotFound);
}

const PAGE = 1000;
/** The console shows at most this many; a longer list means a word too broad, which the operator sees at once. */
export const MAX_COLLISIONS = 500;

/**
 * Existing accounts whose nickname imitates a word now on the list: computed when asked, against the
 * list as it stands, so adding or removing a word changes it at once. One pass over the accounts a
 * page at a time (a skeleton costs microseconds; 100,000 members take well under a second).
 */
export async function reservedNameCollisions(db: Database): Promise<ReservedNameCollision[]> {
  const words = await listReservedWords(db);
  const found: ReservedNameCollision[] = [];
  if (words.length === 0) return found;
  for (let afterId = 0; found.length < MAX_COLLISIONS;) {
    const page = await accountsAfter(db, afterId, PAGE);
    for (const account of page) {
      const word = reservedWordIn(account.nickName, words);
      if (word !== undefined)
        found.push({ userId: account.userId, nickName: account.nickName, type: account.type, word });
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) break;
    afterId = last.id;
  }
  return found.slice(0, MAX_COLLISIONS);
}
