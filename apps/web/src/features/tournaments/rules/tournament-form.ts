/** The operator's tournament form: its draft, and the draft as the server's input. */
import dayjs from 'dayjs';

import { tournamentInputSchema } from '@site/contracts/api/admin-tournaments';
import type { TournamentMetric } from '@site/contracts/api/tournaments';
import type { CasinoProduct } from '@site/contracts/casino';
import { TIME_ZONE } from '@site/contracts/constants';
import '@site/contracts/time';

import { koTournamentsAdmin } from '../../../i18n/ko-tournaments';
import { formRules } from '../../../lib/form/form-rules';
import { parseWon } from '../../../lib/form/typed-numbers';

export type TournamentDraft = {
  title: string;
  product: CasinoProduct;
  metric: TournamentMetric;
  minStake: string;
  /** datetime-local values, read as Seoul's wall clock whatever the operator's machine says */
  startsAt: string;
  endsAt: string;
  /** won per place, as typed (objects, so each row keeps its identity in the form) */
  prizes: { amount: string }[];
};

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** A week from the next full hour, three prizes: a starting point the operator edits. */
export function newTournamentDraft(now: Date): TournamentDraft {
  const start = dayjs(now).tz(TIME_ZONE).add(1, 'hour').startOf('hour');
  return {
    title: '',
    product: 'slot',
    metric: 'total-stake',
    minStake: '1000',
    startsAt: start.format(INPUT_FORMAT),
    endsAt: start.add(7, 'day').format(INPUT_FORMAT),
    prizes: [{ amount: '1000000' }, { amount: '500000' }, { amount: '300000' }],
  };
}

const seoulToIso = (value: string): string => {
  const parsed = dayjs.tz(value, INPUT_FORMAT, TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : value;
};

/** The draft as the schema's input: Seoul's wall clock as instants, ranks by place, numbers as typed. */
export const tournamentRules = formRules({
  schema: tournamentInputSchema,
  toInput: (draft: TournamentDraft) => ({
    title: draft.title.trim(),
    product: draft.product,
    metric: draft.metric,
    minStake: parseWon(draft.minStake) ?? Number.NaN,
    startsAt: seoulToIso(draft.startsAt),
    endsAt: seoulToIso(draft.endsAt),
    prizes: draft.prizes.map((prize, index) => ({ rank: index + 1, amount: parseWon(prize.amount) ?? Number.NaN })),
  }),
  // The contract words the period's rule; its other rules have no Korean words of their own.
  fallback: {
    title: koTournamentsAdmin.checkValue,
    minStake: koTournamentsAdmin.checkValue,
    startsAt: koTournamentsAdmin.checkValue,
    endsAt: koTournamentsAdmin.checkValue,
    prizes: koTournamentsAdmin.checkValue,
  },
});
