import type { Message, MessagePage } from '@site/contracts/api/messages';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { findMemberByUserId, memberNotFound } from '../auth/member-lookup';
import { notifyMember, type NotifyDeps } from '../notifications/service';
import {
  countInbox,
  insertMessage,
  listInbox,
  readInboxMessage,
  softDeleteInboxMessage,
  type MessageSummaryRow,
} from './repo';
import { pageAnswer, rowWindow, type PageQuery } from '../../http/paging';

export const MESSAGE_NOT_FOUND = '메시지를 찾을 수 없습니다.';

export async function inboxPage(db: Database, memberId: number, query: PageQuery): Promise<MessagePage> {
  const totalCount = await countInbox(db, memberId);
  const rows = await listInbox(db, memberId, rowWindow(query));
  return pageAnswer(rows.map(toSummary), query, totalCount);
}

export async function readMessage(db: Database, clock: Clock, memberId: number, id: number): Promise<Message> {
  const row = await readInboxMessage(db, memberId, id, clock.now());
  if (!row) throw new AppError(404, MESSAGE_NOT_FOUND);
  return { ...toSummary(row), contents: row.contents };
}

export async function deleteMessage(db: Database, clock: Clock, memberId: number, id: number): Promise<void> {
  if (!(await softDeleteInboxMessage(db, memberId, id, clock.now()))) throw new AppError(404, MESSAGE_NOT_FOUND);
}

export interface OutgoingMessage {
  userId: string;
  title: string;
  contents: string;
}

/**
 * The operator's message to one member; it arrives unread, so the site makes the member read it first,
 * and their open pages are told at once. `db` is a transaction: the message and its notification are one.
 */
export async function sendMessage(db: Database, deps: NotifyDeps, message: OutgoingMessage): Promise<number> {
  const member = await findMemberByUserId(db, message.userId);
  if (!member) throw new AppError(404, memberNotFound);
  const messageId = await insertMessage(db, {
    memberId: member.id,
    title: message.title,
    contents: message.contents,
    createdAt: deps.clock.now(),
  });
  await notifyMember(db, deps, member.id, { kind: 'message', messageId, title: message.title });
  return messageId;
}

function toSummary(row: MessageSummaryRow): MessagePage['items'][number] {
  return {
    id: row.id,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
