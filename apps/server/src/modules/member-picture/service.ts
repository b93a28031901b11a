/**
 * A member's whole picture (docs/decisions/076): each part read by the repository or view its own module
 * already has, all in one read-only snapshot so the balance, the ledger and the bets agree with each other.
 */
import {
  PICTURE_LIMITS,
  type LinkedAccount,
  type MemberPicture,
  type StaffNote,
} from '@site/contracts/api/admin-member-picture';
import { SETTLEMENT_PENDING } from '@site/contracts/api/bets';
import { MEMBER_TYPE_MANAGER, ROLE_ADMINISTRATOR } from '@site/contracts/roles';
import type { Database } from '../../db/client';
import type { MemberRow } from '../../db/schema/members';
import { AppError } from '../../http/app-error';
import type { OperatorActor } from '../audit/record';
import { recordOperatorAction } from '../audit/record';
import { recentLogins } from '../auth/login-activity';
import { findMemberByUserId } from '../auth/member-lookup';
import { hasActiveSession } from '../auth/repo';
import { toLedgerEntry } from '../balance/operator';
import { betView, detailsOfBets } from '../betting/history';
import { listBets } from '../betting/repo';
import { partnerChain } from '../betting/rolling-beneficiaries-repo';
import { toCashRequest } from '../cashier/cash-view';
import { listMemberRequests } from '../cashier/repo';
import { listLedger } from '../ledger/repo';
import { deviceLabel } from '../members/device-label';
import { toAdminMember } from '../members/service';
import { responsiblePlayView } from '../responsible-play/operator-view';
import { linksOf } from '../risk/linked-accounts';
import { memberPictureErrors } from './errors';
import {
  findStaffNote,
  insertStaffNote,
  listStaffNotes,
  namesOf,
  riskFlagsOf,
  type MemberName,
  type StaffNoteView,
} from './repo';

const first = (limit: number) => ({ limit, offset: 0 });

async function memberOf(db: Database, userId: string): Promise<MemberRow> {
  const member = await findMemberByUserId(db, userId);
  if (!member) throw new AppError(404, memberPictureErrors.memberNotFound);
  return member;
}

const accountKindOf = (member: MemberRow) =>
  member.role === ROLE_ADMINISTRATOR ? 'staff' : member.type === MEMBER_TYPE_MANAGER ? 'partner' : 'member';

async function identityOf(db: Database, member: MemberRow): Promise<MemberPicture['member']> {
  return {
    ...toAdminMember({ ...member, online: await hasActiveSession(db, member.id) }),
    phone: member.phone,
    accountKind: accountKindOf(member),
    joinedAt: member.createdAt.toISOString(),
    lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
    recommender: member.recommender,
  };
}

async function betsOf(db: Database, memberId: number): Promise<MemberPicture['bets']> {
  const open = await listBets(db, { memberId, status: SETTLEMENT_PENDING }, first(PICTURE_LIMITS.openBets));
  const recent = await listBets(db, { memberId }, first(PICTURE_LIMITS.recentBets));
  const details = await detailsOfBets(db, [...open, ...recent]);
  const views = details.map(betView);
  return { open: views.slice(0, open.length), recent: views.slice(open.length) };
}

/** The member's links grouped per other member, in linksOf's order (the newest accounts first). */
function groupLinks(links: Awaited<ReturnType<typeof linksOf>>, names: Map<number, MemberName>): LinkedAccount[] {
  const byOther = new Map<number, LinkedAccount>();
  for (const link of links) {
    const other = names.get(link.otherMemberId);
    if (!other) continue;
    const entry = byOther.get(link.otherMemberId) ?? { userId: other.userId, nickName: other.nickName, shares: [] };
    entry.shares.push({ kind: link.kind, value: link.value });
    byOther.set(link.otherMemberId, entry);
  }
  return [...byOther.values()];
}

/** Partners above the member, nearest first (the rolling chain's walk up the tree, bounded in depth). */
async function partnersOf(db: Database, memberId: number): Promise<MemberPicture['partners']> {
  const chain = await partnerChain(db, memberId, 'sports');
  const names = await namesOf(
    db,
    chain.map((partner) => partner.id),
  );
  return chain.flatMap(({ id }) => {
    const partner = names.get(id);
    return partner
      ? [{ userId: partner.userId, nickName: partner.nickName, headOffice: partner.partnerId === null }]
      : [];
  });
}

const toStaffNote = (note: StaffNoteView): StaffNote => ({ ...note, createdAt: note.createdAt.toISOString() });

export async function memberPicture(db: Database, userId: string, now: Date): Promise<MemberPicture> {
  // One snapshot, read only: a bet settling meanwhile cannot show its payout in the ledger but not the balance.
  return db.transaction(
    async (tx) => {
      const member = await memberOf(tx, userId);
      const links = await linksOf(tx, member.id);
      const flags = await riskFlagsOf(tx, member.id, PICTURE_LIMITS.riskFlags);
      const names = await namesOf(tx, [
        ...links.map((link) => link.otherMemberId),
        ...flags.map((flag) => flag.otherId),
      ]);
      const logins = await recentLogins(tx, member.id, PICTURE_LIMITS.logins);
      return {
        member: await identityOf(tx, member),
        responsiblePlay: await responsiblePlayView(tx, member, now),
        bets: await betsOf(tx, member.id),
        ledger: (await listLedger(tx, member.id, first(PICTURE_LIMITS.ledger))).map(toLedgerEntry),
        cashRequests: (await listMemberRequests(tx, { memberId: member.id }, first(PICTURE_LIMITS.cashRequests))).map(
          toCashRequest,
        ),
        logins: logins.map((login) => ({
          at: login.at.toISOString(),
          ip: login.ip,
          device: deviceLabel(login.userAgent),
          deviceId: login.deviceId,
        })),
        linked: groupLinks(links, names),
        partners: await partnersOf(tx, member.id),
        notes: (await listStaffNotes(tx, member.id, PICTURE_LIMITS.notes)).map(toStaffNote),
        riskFlags: flags.map((flag) => {
          const other = names.get(flag.otherId);
          return {
            id: flag.id,
            kind: flag.kind,
            status: flag.status,
            detectedAt: flag.detectedAt.toISOString(),
            other: other ? { userId: other.userId, nickName: other.nickName } : null,
            summary: flag.summary,
          };
        }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * A staff member's note on the member, signed by them and recorded on the audit trail in the same
 * transaction (the trail keeps the text too: notes are never edited, so the record is the note).
 */
export async function addStaffNote(
  db: Database,
  actor: OperatorActor,
  userId: string,
  body: string,
  now: Date,
): Promise<StaffNote> {
  return db.transaction(async (tx) => {
    const member = await memberOf(tx, userId);
    const id = await insertStaffNote(tx, { memberId: member.id, authorId: actor.memberId, body, createdAt: now });
    await recordOperatorAction(tx, actor, {
      action: 'member.note.add',
      target: { kind: 'member', id: member.userId },
      before: null,
      after: { noteId: id, body },
    });
    const note = await findStaffNote(tx, id);
    if (!note) throw new Error(`staff note ${id} vanished in its own transaction`);
    return toStaffNote(note);
  });
}
