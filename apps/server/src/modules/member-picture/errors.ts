/** What the member page's calls answer when they refuse (Korean, shown as the console's alert). */
import { memberNotFound } from '../auth/member-lookup';

export const memberPictureErrors = {
  /** 404: no account has this userId */
  memberNotFound,
} as const;
