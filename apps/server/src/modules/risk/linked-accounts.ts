/**
 * Linked accounts (issue 36): members who share something with another member that one person rarely
 * shares with a stranger: a browser (the device id the site sends at login), an address they logged in
 * from, the bank account their withdrawals go to, the phone they signed up with. The member's page lists
 * them; the risk sweep flags each pair once (sweep.ts).
 *
 * Addresses on the server's own machine (loopback) are never a link: health checks, tests and a demo on
 * one computer all come from there. Staff and partner accounts are never linked to members: a partner
 * signs its members up from its own office, and staff test the site from theirs.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/raw-query';

export const linkKinds = ['device', 'ip', 'bank', 'phone'] as const;
export type LinkKind = (typeof linkKinds)[number];

/** One thing two members share. */
export interface AccountLink {
  memberId: number;
  otherMemberId: number;
  kind: LinkKind;
  /** the shared device id, address, account number or phone */
  value: string;
}

/** Where every link comes from: one select per kind, each giving (member_id, other_id, kind, value). */
const LINKS = sql`
  select a.member_id, b.member_id as other_id, 'device' as kind, a.device_id as value
    from member_logins a join member_logins b on b.device_id = a.device_id and b.member_id <> a.member_id
   where a.device_id is not null
  union
  select a.member_id, b.member_id, 'ip', a.ip
    from member_logins a join member_logins b on b.ip = a.ip and b.member_id <> a.member_id
   where a.ip <> '::1' and a.ip not like '127.%'
  union
  select a.member_id, b.member_id, 'bank', a.account_number
    from member_bank_accounts a join member_bank_accounts b on b.account_number = a.account_number and b.member_id <> a.member_id
  union
  select a.id, b.id, 'phone', a.phone
    from members a join members b on b.phone = a.phone and b.id <> a.id`;

/** Plain members only (not staff, not partners): see the file's comment. */
const PLAIN_MEMBER = (column: SQL) =>
  sql`exists (select 1 from members m where m.id = ${column} and m.role <> 10 and m.type = 1)`;

interface LinkRow {
  member_id: number;
  other_id: number;
  kind: LinkKind;
  value: string;
}

const toLink = (row: LinkRow): AccountLink => ({
  memberId: row.member_id,
  otherMemberId: row.other_id,
  kind: row.kind,
  value: row.value,
});

/** Everything this member shares with another member, by kind and value, most recent members first. */
export async function linksOf(db: Database, memberId: number): Promise<AccountLink[]> {
  const rows = await rawRows<LinkRow>(
    db,
    sql`
    select member_id, other_id, kind, value from (${LINKS}) links
     where member_id = ${memberId} and ${PLAIN_MEMBER(sql`member_id`)} and ${PLAIN_MEMBER(sql`other_id`)}
     order by other_id desc, kind, value`,
  );
  return rows.map(toLink);
}

/**
 * Every linked pair on the site, each once (the smaller member id first): what the sweep flags. It reads
 * the logins kept (MEMBER_LOGINS_KEPT per member), the bank accounts and the members, each by its index.
 */
export async function allLinks(db: Database): Promise<AccountLink[]> {
  const rows = await rawRows<LinkRow>(
    db,
    sql`
    select member_id, other_id, kind, value from (${LINKS}) links
     where member_id < other_id and ${PLAIN_MEMBER(sql`member_id`)} and ${PLAIN_MEMBER(sql`other_id`)}
     order by member_id, other_id, kind, value`,
  );
  return rows.map(toLink);
}
