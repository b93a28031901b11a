/** The operator's event form: its draft, and the draft as the server's input. */
import dayjs from 'dayjs';

import { eventInputSchema, type EventDetail, type EventInput } from '@site/contracts/api/events';
import { TIME_ZONE } from '@site/contracts/constants';
import '@site/contracts/time';

import { koEventsAdmin } from '../../../i18n/ko-events';
import { isKorean } from '../../../lib/form/form-rules';

export interface EventDraft {
  title: string;
  /** datetime-local values, read as Seoul's wall clock whatever the operator's machine says */
  startsAt: string;
  endsAt: string;
  thumbnail: string | null;
  body: string;
}

const INPUT_FORMAT = 'YYYY-MM-DDTHH:mm';

/** From the next full hour for two weeks: a starting point the operator edits. */
export function newEventDraft(now: Date): EventDraft {
  const start = dayjs(now).tz(TIME_ZONE).startOf('hour');
  return {
    title: '',
    startsAt: start.format(INPUT_FORMAT),
    endsAt: start.add(14, 'day').format(INPUT_FORMAT),
    thumbnail: null,
    body: '',
  };
}

export function draftOf(event: EventDetail): EventDraft {
  return {
    title: event.title,
    startsAt: dayjs(event.startsAt).tz(TIME_ZONE).format(INPUT_FORMAT),
    endsAt: dayjs(event.endsAt).tz(TIME_ZONE).format(INPUT_FORMAT),
    thumbnail: event.thumbnail,
    body: event.body,
  };
}

const seoulToIso = (value: string): string => {
  const parsed = dayjs.tz(value, INPUT_FORMAT, TIME_ZONE);
  return parsed.isValid() ? parsed.toISOString() : value;
};

export function eventInputOf(draft: EventDraft): { ok: true; input: EventInput } | { ok: false; message: string } {
  const parsed = eventInputSchema.safeParse({
    ...draft,
    startsAt: seoulToIso(draft.startsAt),
    endsAt: seoulToIso(draft.endsAt),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  const issue = parsed.error.issues[0];
  const field = koEventsAdmin.fields[String(issue?.path[0])] ?? '';
  const reason = issue && isKorean(issue.message) ? issue.message : koEventsAdmin.checkValue;
  return { ok: false, message: field && !reason.includes(field) ? `${field}: ${reason}` : reason };
}
