import {
  eventErrors,
  eventStateAt,
  EVENTS_PAGE_SIZE,
  type AdminEvent,
  type EventDetail,
  type EventInput,
  type EventList,
  type EventSummary,
  type EventTab,
} from '@site/contracts/api/site-events';
import type { Database } from '../../db/client';
import type { SiteEventRow } from '../../db/schema/site-events';
import { AppError } from '../../http/app-error';
import { sanitizeStoredHtml } from '../../lib/safe-html';
import {
  deleteEvent,
  findEvent,
  insertEvent,
  listAllEvents,
  listEventsPage,
  updateEvent,
  type NewSiteEvent,
} from './repo';
import { participantCounts, participationView, rewardColumns, rewardOf } from './participation';

export function toEventSummary(row: SiteEventRow, now: Date): EventSummary {
  const startsAt = row.startsAt.toISOString();
  const endsAt = row.endsAt.toISOString();
  return {
    id: row.id,
    title: row.title,
    startsAt,
    endsAt,
    thumbnail: row.thumbnail,
    state: eventStateAt(startsAt, endsAt, now.getTime()),
  };
}

/** The event for its page; `memberId` is the signed-in caller, whose participation it says. */
async function toEventDetail(
  db: Database,
  row: SiteEventRow,
  now: Date,
  memberId: number | undefined,
): Promise<EventDetail> {
  return { ...toEventSummary(row, now), body: row.body, participation: await participationView(db, row, memberId) };
}

async function toAdminEvent(db: Database, row: SiteEventRow, now: Date, participants: number): Promise<AdminEvent> {
  return {
    ...(await toEventDetail(db, row, now, undefined)),
    reward: rewardOf(row),
    rewardExpiryDays: row.rewardExpiryDays,
    joinCondition: row.joinCondition,
    joinMinDeposit: row.joinMinDeposit,
    participants,
  };
}

export async function eventsPage(db: Database, tab: EventTab, page: number, now: Date): Promise<EventList> {
  const { rows, total } = await listEventsPage(db, {
    tab,
    now,
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
  });
  return { items: rows.map((row) => toEventSummary(row, now)), total, page, pageSize: EVENTS_PAGE_SIZE };
}

export async function eventDetail(
  db: Database,
  id: number,
  now: Date,
  memberId: number | undefined,
): Promise<EventDetail> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError(404, eventErrors.notFound);
  return toEventDetail(db, row, now, memberId);
}

export async function adminEvents(db: Database, now: Date): Promise<AdminEvent[]> {
  const [rows, counts] = await Promise.all([listAllEvents(db), participantCounts(db)]);
  return Promise.all(rows.map((row) => toAdminEvent(db, row, now, counts.get(row.id) ?? 0)));
}

async function adminEventOf(db: Database, row: SiteEventRow, now: Date): Promise<AdminEvent> {
  return toAdminEvent(db, row, now, (await participantCounts(db)).get(row.id) ?? 0);
}

/** The operator's input as it is stored: the body sanitized, an empty one refused. */
function toStored(input: EventInput): NewSiteEvent {
  const body = sanitizeStoredHtml(input.body);
  if (body === '') throw new AppError(400, eventErrors.emptyBody);
  return {
    title: input.title,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    thumbnail: input.thumbnail,
    body,
    ...rewardColumns(input.reward),
    rewardExpiryDays: input.reward ? input.rewardExpiryDays : null,
    joinCondition: input.joinCondition,
    joinMinDeposit: input.joinCondition === 'depositToday' ? input.joinMinDeposit : null,
  };
}

export async function createEvent(db: Database, input: EventInput, now: Date): Promise<AdminEvent> {
  return adminEventOf(db, await insertEvent(db, toStored(input)), now);
}

export async function editEvent(db: Database, id: number, input: EventInput, now: Date): Promise<AdminEvent> {
  const row = await updateEvent(db, id, toStored(input));
  if (!row) throw new AppError(404, eventErrors.notFound);
  return adminEventOf(db, row, now);
}

export async function removeEvent(db: Database, id: number): Promise<void> {
  if (!(await deleteEvent(db, id))) throw new AppError(404, eventErrors.notFound);
}
