import {
  partnerErrors,
  type PartnerCreate,
  type PartnerMemberPlace,
  type PartnerNode,
  type PartnerRates,
} from '@site/contracts/api/partners';
import { formatBp, rollingErrors, rollingKindLabels, rollingKinds } from '@site/contracts/api/rolling';
import { MEMBER_TYPE_MANAGER } from '@site/contracts/roles';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { AppError } from '../../http/app-error';
import { hashPassword } from '../auth/passwords';
import { ensureIdentityFree, insertNewAccount, newAccountLevelName } from '../members/service';
import {
  childPartnerIds,
  countMembersByPartner,
  findAccount,
  findAccountByUserId,
  listPartners,
  lockAccount,
  ratesOf,
  setPartnerOf,
  writeRates,
  zeroRates,
  type PartnerRow,
} from './repo';

export interface PartnerDeps {
  db: Database;
  clock: Clock;
  bus: EventBus;
}

/** Every partner, each head office followed by its subtree depth first (children in the order they were made). */
export async function partnerTree(db: Database): Promise<PartnerNode[]> {
  const partners = await listPartners(db);
  const [rates, memberCounts] = await Promise.all([
    ratesOf(
      db,
      partners.map((partner) => partner.id),
    ),
    countMembersByPartner(db),
  ]);
  const ids = new Set(partners.map((partner) => partner.id));
  const children = new Map<number | null, PartnerRow[]>();
  for (const partner of partners) {
    // A partner whose parent is not a partner (moved by hand in the database) still shows, as a root.
    const parent = partner.partnerId !== null && ids.has(partner.partnerId) ? partner.partnerId : null;
    children.set(parent, [...(children.get(parent) ?? []), partner]);
  }
  const nodes: PartnerNode[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const partner of children.get(parentId) ?? []) {
      nodes.push({
        id: partner.id,
        userId: partner.userId,
        nickName: partner.nickName,
        parentId,
        depth,
        rates: rates.get(partner.id) ?? zeroRates(),
        memberCount: memberCounts.get(partner.id) ?? 0,
        childCount: children.get(partner.id)?.length ?? 0,
        blocked: partner.blocked,
      });
      walk(partner.id, depth + 1);
    }
  };
  walk(null, 0);
  return nodes;
}

async function nodeOf(db: Database, id: number): Promise<PartnerNode> {
  const node = (await partnerTree(db)).find((partner) => partner.id === id);
  if (!node) throw new AppError(404, partnerErrors.partnerNotFound);
  return node;
}

const rateLabel = (kind: (typeof rollingKinds)[number], which: 'rollingBp' | 'losingBp') =>
  `${rollingKindLabels[kind]} ${which === 'rollingBp' ? '롤링' : '루징'}`;

/** A partner's rates never exceed its parent's, kind by kind, so every share up the chain is >= 0. */
function ensureWithinParent(rates: PartnerRates, parent: PartnerRates): void {
  for (const kind of rollingKinds) {
    for (const which of ['rollingBp', 'losingBp'] as const) {
      if (rates[kind][which] > parent[kind][which]) {
        throw new AppError(400, rollingErrors.rateAboveParent(rateLabel(kind, which), formatBp(parent[kind][which])));
      }
    }
  }
}

/** Nor fall below what it gave any partner under it. */
function ensureAboveChildren(rates: PartnerRates, children: readonly PartnerRates[]): void {
  for (const kind of rollingKinds) {
    for (const which of ['rollingBp', 'losingBp'] as const) {
      const highest = Math.max(0, ...children.map((child) => child[kind][which]));
      if (rates[kind][which] < highest) {
        throw new AppError(400, rollingErrors.rateBelowChild(rateLabel(kind, which), formatBp(highest)));
      }
    }
  }
}

/** The parent's row, locked, with its rates read under the lock; 404 unless it is a partner. */
async function lockedParentRates(tx: Database, parentId: number): Promise<PartnerRates> {
  const parent = await lockAccount(tx, parentId);
  if (parent?.type !== MEMBER_TYPE_MANAGER) throw new AppError(404, partnerErrors.parentNotFound);
  const rates = (await ratesOf(tx, [parentId])).get(parentId);
  if (!rates) throw new Error(`no rates read for partner ${parentId}`);
  return rates;
}

/**
 * A new partner account (type 2) under a parent or as a head office. Its id and nickname are checked as
 * sign-up checks them; the parent's row stays locked until its rates are written, so a parent lowering
 * its rates at the same moment cannot leave the child above it.
 */
export async function createPartner({ db, clock }: PartnerDeps, input: PartnerCreate): Promise<PartnerNode> {
  await ensureIdentityFree(db, input.userId, input.nickName);
  const [passwordHash, levelNm] = await Promise.all([hashPassword(input.password), newAccountLevelName(db)]);
  const id = await db.transaction(async (tx) => {
    if (input.parentId !== null) ensureWithinParent(input.rates, await lockedParentRates(tx, input.parentId));
    const partner = await insertNewAccount(tx, {
      userId: input.userId,
      nickName: input.nickName,
      passwordHash,
      phone: input.phone,
      levelNm,
      type: MEMBER_TYPE_MANAGER,
      partnerId: input.parentId,
    });
    await writeRates(tx, partner.id, input.rates, clock.now());
    return partner.id;
  });
  return nodeOf(db, id);
}

/**
 * New rates for a partner: at most its parent's and at least what it gave each partner under it. The
 * parent's row is locked first, then the partner's (always top down, so two changes never deadlock):
 * a change of the parent and one of the child queue up on the parent, a change of the partner and one
 * of a child of it (or a new child) on the partner. A partner's parent never changes, so it is read unlocked.
 */
export async function savePartnerRates(
  { db, clock }: PartnerDeps,
  id: number,
  rates: PartnerRates,
): Promise<PartnerNode> {
  const partner = await findAccount(db, id);
  if (partner?.type !== MEMBER_TYPE_MANAGER) throw new AppError(404, partnerErrors.partnerNotFound);
  await db.transaction(async (tx) => {
    if (partner.partnerId !== null) ensureWithinParent(rates, await lockedParentRates(tx, partner.partnerId));
    await lockAccount(tx, id);
    const children = await childPartnerIds(tx, id);
    ensureAboveChildren(rates, [...(await ratesOf(tx, children)).values()]);
    await writeRates(tx, id, rates, clock.now());
  });
  return nodeOf(db, id);
}

/**
 * Puts a member (type 1) under a partner, or out of every tree. Rolling already credited stays where
 * it went; the member's next settled bets credit the new chain.
 */
export async function moveMember(
  { db, bus }: PartnerDeps,
  userId: string,
  partnerUserId: string | null,
): Promise<PartnerMemberPlace> {
  const member = await findAccountByUserId(db, userId);
  if (!member) throw new AppError(404, partnerErrors.memberNotFound);
  if (member.type === MEMBER_TYPE_MANAGER) throw new AppError(400, partnerErrors.notAMember);
  let partnerId: number | null = null;
  if (partnerUserId !== null) {
    const partner = await findAccountByUserId(db, partnerUserId.toLowerCase());
    if (!partner) throw new AppError(404, partnerErrors.partnerNotFound);
    if (partner.type !== MEMBER_TYPE_MANAGER) throw new AppError(400, partnerErrors.notAPartner);
    partnerId = partner.id;
  }
  await setPartnerOf(db, member.id, partnerId);
  bus.publish('memberChanged', { memberId: member.id });
  return { userId: member.userId, partnerUserId: partnerId === null ? null : (partnerUserId?.toLowerCase() ?? null) };
}
