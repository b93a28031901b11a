import type { Popup } from '@site/contracts/api/settings';
import type { Database } from '../../db/client';
import type { PopupRow } from '../../db/schema/site-content';
import { AppError } from '../../http/app-error';
import { sanitizeStoredHtml } from '../../lib/safe-html';
import { deletePopup, insertPopup, type NewPopup } from './repo';

export const popupErrors = {
  emptyAfterSanitizing: '팝업 내용에 표시할 수 있는 내용이 없습니다.',
  notFound: '팝업을 찾을 수 없습니다.',
} as const;

export function toPopup(row: PopupRow): Popup {
  return {
    id: row.id,
    contents: row.contents,
    width: row.width,
    pcLeftLocation: row.pcLeftLocation,
    pcTopLocation: row.pcTopLocation,
    sort: row.sort,
    popupFlg: row.popupFlg,
  };
}

export async function createPopup(db: Database, input: NewPopup): Promise<number> {
  const contents = sanitizeStoredHtml(input.contents);
  // A popup of nothing but a script would still cover the page as an empty box.
  if (contents === '') throw new AppError(400, popupErrors.emptyAfterSanitizing);
  return insertPopup(db, { ...input, contents });
}

export async function removePopup(db: Database, id: number): Promise<void> {
  if (!(await deletePopup(db, id))) throw new AppError(404, popupErrors.notFound);
}
