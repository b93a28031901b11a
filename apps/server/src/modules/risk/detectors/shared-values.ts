/**
 * shared_device / shared_ip / shared_bank / shared_phone: every linked pair (linked-accounts.ts), one
 * flag per pair and shared value (the smaller member id first, the value as subject). The evidence is
 * what an analyst checks: the logins of both from that browser or address, or the two accounts' bank
 * account or phone.
 */
import { sql } from 'drizzle-orm';
import type { RiskEvidence, RiskFlagKind } from '@site/contracts/api/admin-risk';
import { bankName, maskAccountNumber } from '@site/contracts/lookups/banks';
import { rawRows } from '../../../db/raw-query';
import type { Database } from '../../../db/client';
import { allLinks, type AccountLink, type LinkKind } from '../linked-accounts';
import { FINDINGS_PER_RUN, type Detector, type Finding } from './finding';

const KIND_OF: Record<LinkKind, RiskFlagKind> = {
  device: 'shared_device',
  ip: 'shared_ip',
  bank: 'shared_bank',
  phone: 'shared_phone',
};

const SUMMARY: Record<LinkKind, string> = {
  device: '두 계정이 같은 기기(브라우저)에서 로그인했습니다.',
  ip: '두 계정이 같은 IP 주소에서 로그인했습니다.',
  bank: '두 계정의 출금 계좌가 같습니다.',
  phone: '두 계정이 같은 휴대폰 번호로 가입했습니다.',
};

/** The logins of each member of the pair from the shared device or address: the latest few of each. */
const LOGINS_SHOWN = 5;

type Item = RiskEvidence['items'][number];

async function loginItems(db: Database, link: AccountLink): Promise<Item[]> {
  const column = link.kind === 'device' ? sql`l.device_id` : sql`l.ip`;
  const rows = await rawRows<{ id: string; user_id: string; at: Date; ip: string; device_id: string | null }>(
    db,
    sql`select l.id, m.user_id, l.at, l.ip, l.device_id
          from members m cross join lateral (
            select l.id, l.at, l.ip, l.device_id from member_logins l
             where l.member_id = m.id and ${column} = ${link.value}
             order by l.id desc limit ${LOGINS_SHOWN}) l
         where m.id in (${link.memberId}, ${link.otherMemberId})
         order by l.at desc`,
  );
  return rows.map((row) => ({
    type: 'login',
    id: Number(row.id),
    memberUserId: row.user_id,
    at: new Date(row.at).toISOString(),
    amount: null,
    detail: `로그인 · IP ${row.ip}${row.device_id ? ` · 기기 ${row.device_id.slice(0, 8)}…` : ''}`,
  }));
}

async function accountItems(db: Database, link: AccountLink): Promise<Item[]> {
  const rows = await rawRows<{
    user_id: string;
    phone: string;
    created_at: Date;
    bank_code: string | null;
    account_number: string | null;
    holder_name: string | null;
    bank_updated_at: Date | null;
  }>(
    db,
    sql`select m.user_id, m.phone, m.created_at, b.bank_code, b.account_number, b.holder_name, b.updated_at as bank_updated_at
          from members m left join member_bank_accounts b on b.member_id = m.id
         where m.id in (${link.memberId}, ${link.otherMemberId})
         order by m.id`,
  );
  return rows.map((row) =>
    link.kind === 'bank'
      ? {
          type: 'bank_account',
          id: null,
          memberUserId: row.user_id,
          at: new Date(row.bank_updated_at ?? row.created_at).toISOString(),
          amount: null,
          detail: `출금 계좌 · ${bankName(row.bank_code ?? '')} ${maskAccountNumber(row.account_number ?? '')} · 예금주 ${row.holder_name ?? ''}`,
        }
      : {
          type: 'member',
          id: null,
          memberUserId: row.user_id,
          at: new Date(row.created_at).toISOString(),
          amount: null,
          detail: `가입 · 휴대폰 ${row.phone}`,
        },
  );
}

const sharedKey = (kind: string, memberId: number, otherMemberId: number, subject: string) =>
  `${kind}\u0000${memberId}\u0000${otherMemberId}\u0000${subject}`;

/** The shared-value flags already raised, so that a pair flagged once costs no evidence query again. */
async function flaggedKeys(db: Database): Promise<Set<string>> {
  const rows = await rawRows<{ kind: string; member_id: number; other_member_id: number; subject: string }>(
    db,
    sql`select kind, member_id, other_member_id, subject from risk_flags
         where kind in ('shared_device', 'shared_ip', 'shared_bank', 'shared_phone')`,
  );
  return new Set(rows.map((row) => sharedKey(row.kind, row.member_id, row.other_member_id, row.subject)));
}

export const detectSharedValues: Detector = async ({ db }) => {
  const [links, flagged] = await Promise.all([allLinks(db), flaggedKeys(db)]);
  const fresh = links
    .filter((link) => !flagged.has(sharedKey(KIND_OF[link.kind], link.memberId, link.otherMemberId, link.value)))
    .slice(0, FINDINGS_PER_RUN);
  const findings: Finding[] = [];
  for (const link of fresh) {
    const items =
      link.kind === 'device' || link.kind === 'ip' ? await loginItems(db, link) : await accountItems(db, link);
    findings.push({
      kind: KIND_OF[link.kind],
      memberId: link.memberId,
      otherMemberId: link.otherMemberId,
      subject: link.value,
      evidence: { summary: SUMMARY[link.kind], items },
    });
  }
  return findings;
};
