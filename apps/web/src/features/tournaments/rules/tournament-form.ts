/** The operator's tournament form: its draft, and the draft as the server's input. */
import dayjs from 'dayjs';

import { tournamentInputSchema, type TournamentInput } from '@site/contracts/api/admin-tournaments';
import type { TournamentMetric } from '@site/contracts/api/tournaments';
import type { CasinoProduct } from '@site/contracts/casino';
import { TIME_ZONE } from '@site/contracts/constants';
import '@site/contracts/time';

import { koTournamentsAdmin } from '../../../i18n/ko-tournaments';
import { isKorean } from '../../../lib/form/form-rules';

export interface TournamentDraft {
  title: string;
  product: CasinoProduct;
  metric: TournamentMetric;
  minStake: string;
  /** datetime-local values, read as Seoul's wall clock whatever the operator's machine says */
  startsAt: string;
  endsAt: string;
  prizes: string[];
}

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
    prizes: ['1000000', '500000', '300000'],
  };
}

const seoulToIso = (value: string): string => {
  const parsed = dayjs.tz(value, INPUT_FORMAT, TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : value;
};

const wholeNumber = (value: string): number => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : Number.NaN);

/** The draft checked by the server's own schema: the input, or the first Korean reason it is refused. */
export function tournamentInputOf(
  draft: TournamentDraft,
): { ok: true; input: TournamentInput } | { ok: false; message: string } {
  const parsed = tournamentInputSchema.safeParse({
    title: draft.title.trim(),
    product: draft.product,
    metric: draft.metric,
    minStake: wholeNumber(draft.minStake),
    startsAt: seoulToIso(draft.startsAt),
    endsAt: seoulToIso(draft.endsAt),
    prizes: draft.prizes.map((amount, index) => ({ rank: index + 1, amount: wholeNumber(amount) })),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = fieldLabels[String(issue?.path[0])] ?? '';
  const reason = issue && isKorean(issue.message) ? issue.message : koTournamentsAdmin.checkValue;
  return { ok: false, message: field ? `${field}: ${reason}` : reason };
}

const fieldLabels: Record<string, string> = {
  title: koTournamentsAdmin.title,
  minStake: koTournamentsAdmin.minStake,
  startsAt: koTournamentsAdmin.startsAt,
  endsAt: koTournamentsAdmin.endsAt,
  prizes: koTournamentsAdmin.prizes,
};
