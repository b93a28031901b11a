import type { z } from 'zod';

import { adminPopupSchema } from '@site/contracts/api/admin';
import { POPUP_WIDTH_PX } from '@site/contracts/constants';

import { koAdmin } from '../../../i18n/ko-admin';
import { fieldErrors, parseWholeNumber, type Parsed } from '../../../components/console/field-errors';

export type PopupCreate = z.infer<typeof adminPopupSchema>;

/** The create form as typed: numbers stay text until they are checked. */
export interface PopupDraft {
  contents: string;
  width: string;
  pcLeftLocation: string;
  pcTopLocation: string;
  sort: string;
}
export type PopupField = keyof PopupDraft;

export const emptyPopupDraft: PopupDraft = {
  contents: '',
  width: String(POPUP_WIDTH_PX),
  pcLeftLocation: '0',
  pcTopLocation: '0',
  sort: '0',
};

const messages: Record<PopupField, string> = {
  contents: koAdmin.popups.contentsInvalid,
  width: koAdmin.popups.widthInvalid,
  pcLeftLocation: koAdmin.popups.positionInvalid,
  pcTopLocation: koAdmin.popups.positionInvalid,
  sort: koAdmin.popups.sortInvalid,
};

/** The POST body of a new popup, or a Korean message for every field that is wrong. Empty numbers are left to the server's defaults. */
export function popupPayload(draft: PopupDraft): Parsed<PopupCreate, PopupField> {
  const result = adminPopupSchema.safeParse({
    contents: draft.contents,
    width: parseWholeNumber(draft.width),
    pcLeftLocation: parseWholeNumber(draft.pcLeftLocation),
    pcTopLocation: parseWholeNumber(draft.pcTopLocation),
    sort: parseWholeNumber(draft.sort),
  });
  if (result.success) return { ok: true, value: result.data };
  return { ok: false, errors: fieldErrors(result.error.issues, messages) };
}
