import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { popups, type PopupRow } from '../../db/schema/site-content';

export async function listPopups(db: Database, { activeOnly }: { activeOnly: boolean }): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .where(activeOnly ? eq(popups.popupFlg, true) : undefined)
    .orderBy(asc(popups.sort), asc(popups.id));
}

export type NewPopup = Pick<PopupRow, 'contents'> &
  Partial<Pick<PopupRow, 'width' | 'pcLeftLocation' | 'pcTopLocation' | 'sort'>>;

export async function insertPopup(db: Database, popup: NewPopup): Promise<number> {
  const [row] = await db.insert(popups).values(popup).returning({ id: popups.id });
  if (!row) throw new Error('insert into popups returned no row');
  return row.id;
}

export async function deletePopup(db: Database, id: number): Promise<boolean> {
  const rows = await db.delete(popups).where(eq(popups.id, id)).returning({ id: popups.id });
  return rows.length > 0;
}
