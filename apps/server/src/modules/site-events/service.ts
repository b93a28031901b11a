import {
  eventErrors,
  eventStateAt,
  EVENTS_PAGE_SIZE,
  type EventDetail,
  type EventInput,
  type EventList,
  type EventSummary,
  type EventTab,
} from '@site/contracts/api/events';
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

const toEventDetail = (row: SiteEventRow, now: Date): EventDetail => ({ ...toEventSummary(row, now), body: row.body });

export async function eventsPage(db: Database, tab: EventTab, page: number, now: Date): Promise<EventList> {
  const { rows, total } = await listEventsPage(db, {
    tab,
    now,
    limit: EVENTS_PAGE_SIZE,
    offset: (page - 1) * EVENTS_PAGE_SIZE,
  });
  return { items: rows.map((row) => toEventSummary(row, now)), total, page, pageSize: EVENTS_PAGE_SIZE };
}

export async function eventDetail(db: Database, id: number, now: Date): Promise<EventDetail> {
  const row = await findEvent(db, id);
  if (!row) throw new AppError(404, eventErrors.notFound);
  return toEventDetail(row, now);
}

export async function adminEvents(db: Database, now: Date): Promise<EventDetail[]> {
  return (await listAllEvents(db)).map((row) => toEventDetail(row, now));
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
  };
}

export async function createEvent(db: Database, input: EventInput, now: Date): Promise<EventDetail> {
  return toEventDetail(await insertEvent(db, toStored(input)), now);
}

export async function editEvent(db: Database, id: number, input: EventInput, now: Date): Promise<EventDetail> {
  const row = await updateEvent(db, id, toStored(input));
  if (!row) throw new AppError(404, eventErrors.notFound);
  return toEventDetail(row, now);
}

export async function removeEvent(db: Database, id: number): Promise<void> {
  if (!(await deleteEvent(db, id))) throw new AppError(404, eventErrors.notFound);
}

/*
 * Extension point for participation rewards (issue 15: "an event may carry a participation button with
 * a reward, e.g. a coupon once per member"). Coupons do not exist yet; when they do, an event gains a
 * reward column and a join route here that, in one transaction, inserts a unique (event, member) row
 * and issues the reward through the coupon module or ledger changeBalance with that row as reference.
 */
