/**
 * Accounts the console's linked-account detection has something to show for (issue 36): members who
 * joined separately but share what one person shares. Days are before the seed; they log in with
 * 'demo1234' like the other regulars.
 *
 * - 쌍둥이별 (twinstar) and 쌍둥이달 (twinmoon) logged in from one browser and one address, and withdraw
 *   to one bank account: one person with two accounts, as a risk analyst would conclude.
 * - 옆집하나 (roomone) and 옆집둘 (roomtwo) signed up with one phone number: a family, or one person.
 */
import type { Database } from './client';
import { memberLogins } from './schema/member-activity';
import type { MemberRow, NewMemberRow } from './schema/members';
import { insertBankAccountsIfMissing } from '../modules/members/bank-account-repo';
import { insertMembersIfMissing } from '../modules/members/repo';

/** The browser both twins logged in from (the id the site sends as X-Device-Id). */
export const DEMO_TWINS_DEVICE_ID = 'demo0device0twins0000000000000001';
export const DEMO_TWINS_IP = '211.36.140.21';
export const DEMO_TWINS_ACCOUNT_NUMBER = '35602024681357';
export const DEMO_ROOMMATES_PHONE = '01055550001';

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Mobile Safari/537.36';

export const demoLinkedMembers = [
  {
    userId: 'twinstar',
    nickName: '쌍둥이별',
    phone: '01012340301',
    level: 2,
    joinedDaysAgo: 30,
    lastLoginDaysAgo: 1,
    bankAccount: { bankCode: '004', accountNumber: DEMO_TWINS_ACCOUNT_NUMBER, holderName: '김쌍둥' },
    login: { ip: DEMO_TWINS_IP, deviceId: DEMO_TWINS_DEVICE_ID },
  },
  {
    userId: 'twinmoon',
    nickName: '쌍둥이달',
    phone: '01012340302',
    level: 2,
    joinedDaysAgo: 12,
    lastLoginDaysAgo: 0,
    bankAccount: { bankCode: '004', accountNumber: DEMO_TWINS_ACCOUNT_NUMBER, holderName: '김쌍둥' },
    login: { ip: DEMO_TWINS_IP, deviceId: DEMO_TWINS_DEVICE_ID },
  },
  {
    userId: 'roomone',
    nickName: '옆집하나',
    phone: DEMO_ROOMMATES_PHONE,
    level: 1,
    joinedDaysAgo: 50,
    lastLoginDaysAgo: 4,
    bankAccount: { bankCode: '088', accountNumber: '110555000111', holderName: '이옆집' },
    login: { ip: '175.223.10.41', deviceId: 'demo0device0roomone00000000000001' },
  },
  {
    userId: 'roomtwo',
    nickName: '옆집둘',
    phone: DEMO_ROOMMATES_PHONE,
    level: 1,
    joinedDaysAgo: 45,
    lastLoginDaysAgo: 2,
    bankAccount: { bankCode: '020', accountNumber: '1002555000222', holderName: '이옆집' },
    login: { ip: '175.223.77.9', deviceId: 'demo0device0roomtwo00000000000001' },
  },
];

/** The linked members, their withdrawal accounts and the login each last made (where and from what). */
export async function seedDemoLinkedMembers(
  db: Database,
  asMember: (list: Omit<(typeof demoLinkedMembers)[number], 'bankAccount' | 'login'>[]) => NewMemberRow[],
  withdrawalPasswordHash: string,
  now: Date,
): Promise<MemberRow[]> {
  const people = demoLinkedMembers.map(({ bankAccount: _b, login: _l, ...member }) => member);
  const inserted = await insertMembersIfMissing(db, asMember(people));
  const seeded = demoLinkedMembers.flatMap((demo) => {
    const member = inserted.find((row) => row.userId === demo.userId);
    return member ? [{ demo, member }] : [];
  });
  await insertBankAccountsIfMissing(
    db,
    seeded.map(({ demo, member }) => ({ memberId: member.id, ...demo.bankAccount, withdrawalPasswordHash })),
    now,
  );
  if (seeded.length > 0)
    await db.insert(memberLogins).values(
      seeded.map(({ demo, member }) => ({
        memberId: member.id,
        ip: demo.login.ip,
        userAgent: BROWSER,
        deviceId: demo.login.deviceId,
        at: member.lastLoginAt ?? now,
      })),
    );
  return inserted;
}
