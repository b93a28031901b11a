import type { Database } from './client';
import type { MemberRow, NewMemberRow } from './schema/members';
import {
  DEMO_WITHDRAWAL_PASSWORD,
  demoAccounts,
  demoBetLimits,
  demoLevels,
  demoRouletteSettings,
  demoMessengerItems,
  demoNewsLink,
  demoTournaments,
  demoEvents,
  demoAttendanceSettings,
  demoCoupons,
  demoPartnerRates,
  demoReferredMembers,
  demoRegulars,
  demoRules,
  demoSlotRounds,
  demoWelcomeMessage,
} from './demo-data';
import { hashPassword } from '../modules/auth/passwords';
import { insertBankAccountsIfMissing } from '../modules/members/bank-account-repo';
import { seedDemoBoard } from './demo-board';
import { playDemoSlotRounds } from '../modules/casino/demo-rounds';
import { insertBetLimitRowsIfMissing } from '../modules/betting/rules-repo';
import { ensureSportsSettings } from '../modules/betting/rules';
import { hasAnyMember, insertLevels, insertMembersIfMissing } from '../modules/members/repo';
import { enrolWithSecret } from '../modules/auth/two-factor/enrol-directly';
import { FALLBACK_LEVEL_NAME } from '../modules/members/service';
import { insertMessage } from '../modules/messages/repo';
import { insertMessengerItemsIfEmpty } from '../modules/messenger/repo';
import { insertNewsLinkIfMissing } from '../modules/news-link/repo';
import { ensureSiteSettings } from '../modules/settings/repo';
import { insertLedgerRowsIfMissing, type NewLedgerRow } from '../modules/ledger/repo';
import { createTournament } from '../modules/tournaments/service';
import { countEvents, insertEvent } from '../modules/site-events/repo';
import { writeAttendanceSettings } from '../modules/attendance/service';
import { defaultWheelSetting, writeRouletteSettings } from '../modules/roulette/settings';
import { rouletteWheels } from '@site/contracts/api/roulette';
import { grantCoupon } from '../modules/coupons/grant';
import { saveRule } from '../modules/site-rules/service';
import { seedDemoInquiries } from './demo-inquiries';
import { seedDemoLinkedMembers } from './demo-linked-members';
import { setPartnerOf, writeRates } from '../modules/partners/repo';
import { insertVerification } from '../modules/verification/repo';

/** The date of birth the demo accounts' identities were approved with: adults on any day. */
const DEMO_BIRTH_DATE = '1990-05-15';

export interface SeedResult {
  /** false when the database already held data, so nothing was written */
  seeded: boolean;
}

/**
 * Fills a database nobody has used yet with demo data. A database that already has members is left
 * untouched, so restarts never duplicate demo rows or bring back ones an operator changed. Every
 * insert also tolerates rows another server starting at the same moment has just written.
 */
export async function seedDemoData(db: Database, now: Date = new Date()): Promise<SeedResult> {
  if (await hasAnyMember(db)) return { seeded: false };
  const levelNm = levelName(1);
  const members = await Promise.all(
    demoAccounts.map(async ({ password, bankAccount: _b, partner: _p, twoFactorSecret: _t, ...account }) => ({
      ...account,
      passwordHash: await hashPassword(password),
      level: 1,
      levelNm,
    })),
  );
  const withdrawalPasswordHash = await hashPassword(DEMO_WITHDRAWAL_PASSWORD);

  await db.transaction(async (tx) => {
    await ensureSiteSettings(tx);
    await insertLevels(tx, demoLevels);
    const inserted = await insertMembersIfMissing(tx, members);
    await insertLedgerRowsIfMissing(tx, openingLedgerRows(inserted, now));
    await insertBankAccountsIfMissing(tx, demoBankAccounts(inserted, withdrawalPasswordHash), now);
    await approveDemoIdentities(tx, inserted, now);
    await seedDemoPartnerTree(tx, inserted, now);
    await enrolDemoSecondFactors(tx, inserted, now);
    await ensureSportsSettings(tx);
    await insertBetLimitRowsIfMissing(tx, demoBetLimits);
    await insertNewsLinkIfMissing(tx, demoNewsLink);
    await insertMessengerItemsIfEmpty(tx, demoMessengerItems);
    for (const tournament of demoTournaments(now)) await createTournament(tx, tournament, now);
    await seedDemoEvents(tx, now);
    for (const { category, ...rule } of demoRules) await saveRule(tx, category, rule, now);
    await writeAttendanceSettings(tx, demoAttendanceSettings, now);
    await writeRouletteSettings(tx, demoRouletteSettings(rouletteWheels.map(defaultWheelSetting)), now);
    // Read already: an unread message would send demo to the inbox before every other page.
    const demo = inserted.find((member) => member.userId === 'demo');
    if (demo) await insertMessage(tx, { memberId: demo.id, ...demoWelcomeMessage, createdAt: now, readAt: now });
    if (demo) await seedDemoCoupons(tx, demo.id, now);
    const admin = inserted.find((member) => member.userId === 'admin');
    if (demo && admin) await seedDemoInquiries(tx, demo.id, admin.id, now);
    const regulars = demo
      ? [
          ...(await insertMembersIfMissing(tx, pastMembers(demo, now, demoReferredMembers, demo.userId))),
          ...(await insertMembersIfMissing(tx, pastMembers(demo, now, demoRegulars, null))),
          ...(await seedDemoLinkedMembers(
            tx,
            (list) => pastMembers(demo, now, list, null),
            withdrawalPasswordHash,
            now,
          )),
        ]
      : [];
    const memberIds = new Map([...inserted, ...regulars].map((member) => [member.userId, member.id]));
    await seedDemoBoard(tx, memberIds, now);
    await playDemoSlotRounds(tx, memberIds, demoSlotRounds, now);
  });
  return { seeded: true };
}

/** The operators and partners the README prints a TOTP secret for: their consoles need it (decision 052). */
async function enrolDemoSecondFactors(db: Database, inserted: MemberRow[], now: Date): Promise<void> {
  for (const { userId, twoFactorSecret } of demoAccounts) {
    const member = inserted.find((row) => row.userId === userId);
    if (member && twoFactorSecret) await enrolWithSecret(db, member.id, twoFactorSecret, now);
  }
}

/** The demo member's coupon box: a month to use the operator's coupons, and a voucher as if won on a wheel. */
async function seedDemoCoupons(db: Database, memberId: number, now: Date): Promise<void> {
  const expiresAt = new Date(now.getTime() + 30 * 24 * 3600_000);
  for (const [index, face] of demoCoupons.entries())
    await grantCoupon(db, { memberId, face, source: 'operator', sourceRef: `demo:${index}`, expiresAt, now });
  await grantCoupon(db, {
    memberId,
    face: { kind: 'voucher', voucher: 'chicken' },
    source: 'roulette',
    sourceRef: 'demo:voucher',
    now,
  });
}

/** A member seeded as if they had joined and last logged in some days before the seed. */
interface PastMember {
  userId: string;
  nickName: string;
  phone: string;
  level: number;
  joinedDaysAgo: number;
  lastLoginDaysAgo: number;
}

/**
 * Members with a past (demo-data demoReferredMembers, demoRegulars): sign-ups and last logins before
 * the seed, their level with its name; they share demo's password.
 */
function pastMembers(
  demo: MemberRow,
  now: Date,
  list: readonly PastMember[],
  recommender: string | null,
): NewMemberRow[] {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3600_000);
  return list.map(({ joinedDaysAgo, lastLoginDaysAgo, level, ...member }) => ({
    ...member,
    passwordHash: demo.passwordHash,
    level,
    levelNm: levelName(level),
    recommender,
    createdAt: daysAgo(joinedDaysAgo),
    lastLoginAt: daysAgo(lastLoginDaysAgo),
  }));
}

const levelName = (level: number): string =>
  demoLevels.find((entry) => entry.level === level)?.name ?? FALLBACK_LEVEL_NAME;

/** Places the demo accounts in the partner tree (demo-data `partner`) and gives the partners their rates. */
async function seedDemoPartnerTree(db: Database, inserted: MemberRow[], now: Date): Promise<void> {
  const idOf = new Map(inserted.map((member) => [member.userId, member.id]));
  for (const { userId, partner } of demoAccounts) {
    const memberId = idOf.get(userId);
    const partnerId = partner === undefined ? undefined : idOf.get(partner);
    if (memberId !== undefined && partnerId !== undefined) await setPartnerOf(db, memberId, partnerId);
  }
  for (const [userId, rates] of Object.entries(demoPartnerRates)) {
    const memberId = idOf.get(userId);
    if (memberId !== undefined) await writeRates(db, memberId, rates, now);
  }
}

/** Demo events, only on a site with no event of its own yet. */
async function seedDemoEvents(db: Database, now: Date): Promise<void> {
  if ((await countEvents(db)) > 0) return;
  for (const event of demoEvents(now)) {
    await insertEvent(db, {
      ...event,
      thumbnail: null,
      startsAt: new Date(event.startsAt),
      endsAt: new Date(event.endsAt),
    });
  }
}

/** Every demo account can withdraw at once, as a member who joined would: its account and password are set. */
function demoBankAccounts(inserted: { id: number; userId: string }[], withdrawalPasswordHash: string) {
  return inserted.flatMap((member) => {
    const account = demoAccounts.find((demo) => demo.userId === member.userId)?.bankAccount;
    return account ? [{ memberId: member.id, ...account, withdrawalPasswordHash }] : [];
  });
}

/**
 * Every demo account with a withdrawal account is verified already (docs/decisions/064), as if the
 * operator had approved its identity at sign-up: the README's accounts withdraw at once. Their requests
 * have no document file; the console says so if one is opened.
 */
async function approveDemoIdentities(db: Database, inserted: MemberRow[], now: Date): Promise<void> {
  const admin = inserted.find((member) => member.userId === 'admin');
  for (const member of inserted) {
    const account = demoAccounts.find((demo) => demo.userId === member.userId)?.bankAccount;
    if (!account) continue;
    await insertVerification(db, {
      memberId: member.id,
      legalName: account.holderName,
      birthDate: DEMO_BIRTH_DATE,
      documentKey: 'demo-seed',
      documentType: 'resident_card',
      status: 'approved',
      decidedBy: admin?.id ?? null,
      decidedAt: now,
      createdAt: now,
    });
  }
}

/** The starting balances enter the ledger too, so every member's ledger sums to the balance. */
function openingLedgerRows(inserted: { id: number; emoney: number; point: number }[], now: Date): NewLedgerRow[] {
  return inserted.flatMap((member) =>
    (['money', 'point'] as const).flatMap((currency) => {
      const amount = currency === 'money' ? member.emoney : member.point;
      if (amount === 0) return [];
      return [
        {
          memberId: member.id,
          currency,
          reason: 'opening',
          reference: `member:${member.id}`,
          amount,
          balanceBefore: 0,
          balanceAfter: amount,
          memo: '시작 잔액',
          createdAt: now,
        },
      ];
    }),
  );
}
