import type { z } from 'zod';

import { adminPopupSchema } from '@site/contracts/api/admin';
import { POPUP_WIDTH_PX } from '@site/contracts/constants';

import { koAdmin } from '../../../i18n/ko-admin';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

export type PopupCreate = z.infer<typeof adminPopupSchema>;

/** The create form as typed: numbers stay text until they are checked (a type: drafts are records). */
export type PopupDraft = {
  contents: string;
  width: string;
  pcLeftLocation: string;
  pcTopLocation: string;
  sort: string;
};
export type PopupField = keyof PopupDraft;

export const emptyPopupDraft: PopupDraft = {
  contents: '',
  width: String(POPUP_WIDTH_PX),
  pcLeftLocation: '0',
  pcTopLocation: '0',
  sort: '0',
};

/** The POST body of a new popup. Empty numbers are left to the server's defaults. */
export const popupRules = formRules({
  schema: adminPopupSchema,
  toInput: (draft: PopupDraft) => ({
    contents: draft.contents,
    width: parseWholeNumber(draft.width),
    pcLeftLocation: parseWholeNumber(draft.pcLeftLocation),
    pcTopLocation: parseWholeNumber(draft.pcTopLocation),
    sort: parseWholeNumber(draft.sort),
  }),
  fallback: {
    contents: koAdmin.popups.contentsInvalid,
    width: koAdmin.popups.widthInvalid,
    pcLeftLocation: koAdmin.popups.positionInvalid,
    pcTopLocation: koAdmin.popups.positionInvalid,
    sort: koAdmin.popups.sortInvalid,
  },
});
