/**
 * The console's 단체 쪽지 form: the segment as the staff member picks it (chips, a partner, one activity
 * criterion with its days, a risk flag kind), then the title and contents, checked by the contract's
 * schema. The segment part alone makes the live count's request.
 */
import { campaignCreateSchema, type MessageSegment } from '@site/contracts/api/admin-message-campaigns';
import type { RiskFlagKind } from '@site/contracts/api/admin-risk';

import { koCampaigns } from '../../../i18n/ko-campaigns';
import { formRules } from '../../../lib/form/form-rules';
import { parseWholeNumber } from '../../../lib/form/typed-numbers';

export type CampaignActivity = 'any' | 'active' | 'inactive';

export type CampaignDraft = {
  levels: number[];
  /** empty: members under any partner (or none) */
  partnerUserId: string;
  activity: CampaignActivity;
  days: string;
  flag: RiskFlagKind | '';
  title: string;
  contents: string;
};

export const emptyCampaignDraft: CampaignDraft = {
  levels: [],
  partnerUserId: '',
  activity: 'any',
  days: '30',
  flag: '',
  title: '',
  contents: '',
};

/** The segment the draft picks (criteria left at 전체 are left out; days that are not a number stay NaN for the schema). */
export function segmentOf(draft: Pick<CampaignDraft, 'levels' | 'partnerUserId' | 'activity' | 'days' | 'flag'>) {
  const days = parseWholeNumber(draft.days) ?? Number.NaN;
  const partnerUserId = draft.partnerUserId.trim();
  return {
    ...(draft.levels.length > 0 && { levels: [...draft.levels].sort((a, b) => a - b) }),
    ...(partnerUserId && { partnerUserId }),
    ...(draft.activity === 'active' && { activeWithinDays: days }),
    ...(draft.activity === 'inactive' && { inactiveForDays: days }),
    ...(draft.flag && { flag: draft.flag }),
  } satisfies MessageSegment;
}

/** Whether the segment's days make sense, so the count is only asked of a segment the server takes. */
export const segmentReady = (segment: MessageSegment): boolean =>
  [segment.activeWithinDays, segment.inactiveForDays].every((days) => days === undefined || Number.isInteger(days));

export const campaignRules = formRules({
  schema: campaignCreateSchema,
  toInput: (draft: CampaignDraft) => ({ title: draft.title, contents: draft.contents, segment: segmentOf(draft) }),
  // The days and the partner sit inside the segment: their reasons show on the fields that were typed.
  moved: {
    'segment.activeWithinDays': 'days',
    'segment.inactiveForDays': 'days',
    'segment.partnerUserId': 'partnerUserId',
  },
  fallback: koCampaigns.fallbackErrors,
});
