import { count, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditCheck, AuditEntry, AuditPage } from '@site/contracts/api/audit';
import { SETTLEMENT_PENDING, SETTLEMENT_VOID } from '@site/contracts/api/bets-codes';
import type { SiteSettings } from '@site/contracts/api/settings';
import { operatorAuditLog } from '../../db/schema';
import { insertFixture } from '../../test/sports-data';
import { bettor, minutesFromNow, placeOk, slip, useBetsApp } from '../betting/bets-test-kit';

const kit = useBetsApp();

async function auditList(query = ''): Promise<AuditPage> {
  const response = await kit.asAdmin('GET', `/api/admin/audit${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
}

async function chainCheck(): Promise<AuditCheck> {
  const response = await kit.asAdmin('GET', '/api/admin/audit/check');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditCheck>();
}

async function placedBet() {
  const fixture = await insertFixture(kit.db, { startAt: minutesFromNow(kit, 120) });
  return placeOk(kit, await bettor(kit), slip([fixture.pick('1X2', '1')], { stake: 10_000 }));
}

const saveSettings = (patch: Partial<SiteSettings> & { reason?: string }) =>
  kit.asAdmin('PUT', '/api/admin/settings', patch);

async function rowCount(): Promise<number> {
  const [row] = await kit.db.select({ n: count() }).from(operatorAuditLog);
  return row?.n ?? 0;
}

/** The database's message refusing the statement (Drizzle keeps the driver's error as the cause). */
async function refusal(statement: SQL): Promise<string> {
  try {
    await kit.db.execute(statement);
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    return cause instanceof Error ? cause.message : String(error);
  }
  return 'not refused';
}

describe('the operator audit trail', () => {
  it("records a bet's void with who, from where, the status and payout before and after, and the reason", async () => {
    const bet = await placedBet();
    const response = await kit.asAdmin('POST', `/api/admin/bets/${bet.id}/void`, { reason: '경기 조작 의심' });
    expect(response.statusCode, response.body).toBe(200);

    const [entry] = (await auditList(`?action=bet.void&targetKind=bet&targetId=${bet.id}`)).items;
    expect(entry).toMatchObject<Partial<AuditEntry>>({
      actorUserId: 'admin',
      ip: '127.0.0.1',
      action: 'bet.void',
      targetKind: 'bet',
      targetId: String(bet.id),
      before: { status: SETTLEMENT_PENDING, payout: null },
      after: { status: SETTLEMENT_VOID, payout: 10_000 },
      reason: '경기 조작 의심',
    });
  });

  it('records a settings change as the changed values only, with the reason given', async () => {
    const current = (await kit.asAdmin('GET', '/api/admin/settings')).json<SiteSettings>();
    const next = current.autoLogoutMin === 90 ? 60 : 90;
    const response = await saveSettings({
      autoLogoutMin: next,
      siteNoticeFlg: current.siteNoticeFlg,
      reason: '야간 점검 대비',
    });
    expect(response.statusCode, response.body).toBe(200);

    const [entry] = (await auditList('?action=settings.update')).items;
    expect(entry).toMatchObject({
      actorUserId: 'admin',
      targetKind: 'settings',
      targetId: 'site',
      // siteNoticeFlg was sent unchanged: not noise in the record.
      before: { autoLogoutMin: current.autoLogoutMin },
      after: { autoLogoutMin: next },
      reason: '야간 점검 대비',
    });
  });

  it('keeps no record of an action that was refused or rolled back', async () => {
    const bet = await placedBet();
    expect((await kit.asAdmin('POST', `/api/admin/bets/${bet.id}/void`, { reason: '첫 번째 처리' })).statusCode).toBe(
      200,
    );
    const before = await rowCount();
    // Already void: refused inside the transaction the record would have been written in.
    const again = await kit.asAdmin('POST', `/api/admin/bets/${bet.id}/void`, { reason: '두 번째 처리' });
    expect(again.statusCode).toBe(400);
    expect((await kit.asAdmin('POST', '/api/admin/bets/999999999/void', { reason: '없는 베팅' })).statusCode).toBe(404);
    expect(await rowCount()).toBe(before);
    expect((await auditList(`?targetKind=bet&targetId=${bet.id}`)).items.map((item) => item.reason)).toEqual([
      '첫 번째 처리',
    ]);
  });

  it('is refused UPDATE, DELETE and TRUNCATE by the database itself', async () => {
    await saveSettings({ autoLogoutMin: 45, reason: '기록 하나' });
    const count = await rowCount();
    expect(await refusal(sql`update operator_audit_log set reason = 'x'`)).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(sql`delete from operator_audit_log`)).toMatch(/append-only: DELETE refused/);
    expect(await refusal(sql`truncate operator_audit_log`)).toMatch(/append-only: TRUNCATE refused/);
    expect(await rowCount()).toBe(count);
    expect((await chainCheck()).firstBroken).toBeNull();
  });

  it('keeps one line when many operator actions land at once', async () => {
    const before = await rowCount();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => saveSettings({ autoLogoutMin: 100 + index, reason: `동시 ${index}` })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    expect(await rowCount()).toBe(before + 8);
    const check = await chainCheck();
    expect(check).toMatchObject({ rowsChecked: before + 8, firstBroken: null });
  });

  // Last: these break the chain by hand, as a superuser could after dropping the trigger.
  it('shows a row edited by hand at that row, and a row deleted by hand at the row after it', async () => {
    for (const minutes of [31, 32, 33]) await saveSettings({ autoLogoutMin: minutes, reason: `변경 ${minutes}` });
    const intact = await chainCheck();
    expect(intact.firstBroken).toBeNull();
    const [last, middle] = (await auditList('?size=3')).items;
    if (!last || !middle) throw new Error('three records were made');
    expect(intact.headHash).toBe(last.hash);

    await kit.db.execute(sql`alter table operator_audit_log disable trigger operator_audit_log_no_change`);
    await kit.db.execute(sql`update operator_audit_log set reason = '고친 사유' where id = ${middle.id}`);
    expect((await chainCheck()).firstBroken).toEqual({ id: middle.id, problem: 'edited' });

    await kit.db.execute(sql`update operator_audit_log set reason = ${middle.reason} where id = ${middle.id}`);
    expect((await chainCheck()).firstBroken).toBeNull();

    await kit.db.delete(operatorAuditLog).where(sql`id = ${middle.id}`);
    expect((await chainCheck()).firstBroken).toEqual({ id: last.id, problem: 'unlinked' });
    await kit.db.execute(sql`alter table operator_audit_log enable trigger operator_audit_log_no_change`);
  });
});
