import { describe, expect, it } from 'vitest';
import { playLimitErrors, type PlayLimits } from '@site/contracts/api/play-limits';
import { LIMIT_COOL_OFF_MS, playLimitKinds } from '@site/contracts/responsible-play';
import { bettor, useBetsApp } from '../betting/bets-test-kit';
import { cancelPending, getLimits, limitOf, loggedInAgain, putLimits, putLimitsOk } from './limits-test-kit';
import { nextPeriodStarts } from './periods';

const kit = useBetsApp();

const inADay = () => new Date(kit.clock.now().getTime() + LIMIT_COOL_OFF_MS).toISOString();

describe("a member's own limits", () => {
  it("shows every setting, none set, with this period's use and when it resets", async () => {
    const who = await bettor(kit);
    const limits = await getLimits(kit, who);
    expect(limits.limits.map((limit) => limit.kind)).toEqual([...playLimitKinds]);
    const resets = nextPeriodStarts(kit.clock.now());
    expect(limitOf(limits, 'depositDaily')).toEqual({
      kind: 'depositDaily',
      value: null,
      pending: null,
      usage: { used: 0, left: null, resetsAt: resets.day.toISOString() },
    });
    expect(limitOf(limits, 'lossMonthly').usage?.resetsAt).toBe(resets.month.toISOString());
    expect(limitOf(limits, 'stakeWeekly').usage?.resetsAt).toBe(resets.week.toISOString());
    expect(limitOf(limits, 'sessionMinutes')).toEqual({
      kind: 'sessionMinutes',
      value: null,
      pending: null,
      usage: null,
    });
  });

  it('answers 401 to a guest', async () => {
    expect((await kit.app.inject({ method: 'GET', url: '/api/member/limits' })).statusCode).toBe(401);
    const put = await kit.app.inject({ method: 'PUT', url: '/api/member/limits', payload: { depositDaily: 10_000 } });
    expect(put.statusCode).toBe(401);
  });

  it('sets a limit and lowers it at once', async () => {
    const who = await bettor(kit);
    const set = await putLimitsOk(kit, who, {
      depositDaily: 100_000,
      lossWeekly: 50_000,
      stakeMonthly: 1_000_000,
      sessionMinutes: 120,
      realityCheckMinutes: 60,
    });
    expect(limitOf(set, 'depositDaily')).toMatchObject({
      value: 100_000,
      pending: null,
      usage: { used: 0, left: 100_000 },
    });
    expect(limitOf(set, 'lossWeekly')).toMatchObject({ value: 50_000, pending: null });
    expect(limitOf(set, 'stakeMonthly')).toMatchObject({ value: 1_000_000, pending: null });
    expect(limitOf(set, 'sessionMinutes')).toMatchObject({ value: 120, pending: null });
    expect(limitOf(set, 'realityCheckMinutes')).toMatchObject({ value: 60, pending: null });
    expect(limitOf(set, 'depositWeekly').value).toBeNull();

    const lowered = await putLimitsOk(kit, who, { depositDaily: 80_000, sessionMinutes: 60 });
    expect(limitOf(lowered, 'depositDaily')).toMatchObject({ value: 80_000, pending: null, usage: { left: 80_000 } });
    expect(limitOf(lowered, 'sessionMinutes')).toMatchObject({ value: 60, pending: null });
    // What was not named stays as it was.
    expect(limitOf(lowered, 'lossWeekly').value).toBe(50_000);
    expect(await getLimits(kit, who)).toEqual(lowered);
  });

  it('keeps a raise and a removal waiting for 24 hours, then applies them; the reality check changes at once', async () => {
    let who = await bettor(kit);
    await putLimitsOk(kit, who, {
      depositDaily: 100_000,
      lossDaily: 30_000,
      sessionMinutes: 60,
      realityCheckMinutes: 30,
    });
    const from = inADay();
    const asked = await putLimitsOk(kit, who, {
      depositDaily: 150_000,
      lossDaily: null,
      sessionMinutes: 240,
      realityCheckMinutes: 120,
    });
    expect(limitOf(asked, 'depositDaily')).toMatchObject({ value: 100_000, pending: { value: 150_000, from } });
    expect(limitOf(asked, 'lossDaily')).toMatchObject({ value: 30_000, pending: { value: null, from } });
    expect(limitOf(asked, 'sessionMinutes')).toMatchObject({ value: 60, pending: { value: 240, from } });
    expect(limitOf(asked, 'realityCheckMinutes')).toMatchObject({ value: 120, pending: null });
    // Turning the reminder off is not a limit raised: it goes at once too.
    expect(limitOf(await putLimitsOk(kit, who, { realityCheckMinutes: null }), 'realityCheckMinutes').value).toBeNull();

    // Asking again for the raise already waiting keeps its time.
    kit.clock.advance(60_000);
    expect(limitOf(await putLimitsOk(kit, who, { depositDaily: 150_000 }), 'depositDaily').pending).toEqual({
      value: 150_000,
      from,
    });

    kit.clock.advance(LIMIT_COOL_OFF_MS - 60_000 - 1_000);
    who = await loggedInAgain(kit, who);
    const almost = await getLimits(kit, who);
    expect(limitOf(almost, 'depositDaily')).toMatchObject({ value: 100_000, pending: { value: 150_000 } });
    expect(limitOf(almost, 'lossDaily')).toMatchObject({ value: 30_000, pending: { value: null } });

    kit.clock.advance(1_000);
    const applied = await getLimits(kit, who);
    expect(limitOf(applied, 'depositDaily')).toMatchObject({ value: 150_000, pending: null, usage: { left: 150_000 } });
    expect(limitOf(applied, 'lossDaily')).toMatchObject({ value: null, pending: null, usage: { left: null } });
    expect(limitOf(applied, 'sessionMinutes')).toMatchObject({ value: 240, pending: null });
  });

  it('a lower limit asked while a raise waits applies at once and drops the raise; asking for the one in force drops it too', async () => {
    const who = await bettor(kit);
    await putLimitsOk(kit, who, { stakeDaily: 100_000, stakeWeekly: 200_000 });
    await putLimitsOk(kit, who, { stakeDaily: 300_000, stakeWeekly: 400_000 });
    const lowered = await putLimitsOk(kit, who, { stakeDaily: 90_000, stakeWeekly: 200_000 });
    expect(limitOf(lowered, 'stakeDaily')).toMatchObject({ value: 90_000, pending: null });
    expect(limitOf(lowered, 'stakeWeekly')).toMatchObject({ value: 200_000, pending: null });
  });

  it('cancels a waiting raise; the limit in force stays after the cool-off', async () => {
    let who = await bettor(kit);
    await putLimitsOk(kit, who, { depositWeekly: 200_000, lossMonthly: 100_000 });
    await putLimitsOk(kit, who, { depositWeekly: 500_000, lossMonthly: null });

    const cancelled = await cancelPending(kit, who, 'depositWeekly');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(limitOf(cancelled.json<PlayLimits>(), 'depositWeekly')).toMatchObject({ value: 200_000, pending: null });
    // The other waiting change is not touched.
    expect(limitOf(cancelled.json<PlayLimits>(), 'lossMonthly').pending?.value).toBeNull();

    const again = await cancelPending(kit, who, 'depositWeekly');
    expect(again.statusCode).toBe(404);
    expect(again.json<{ message: string }>().message).toBe(playLimitErrors.noPending);
    const unknown = await cancelPending(kit, who, 'depositYearly');
    expect(unknown.statusCode).toBe(400);

    kit.clock.advance(LIMIT_COOL_OFF_MS);
    who = await loggedInAgain(kit, who);
    const later = await getLimits(kit, who);
    expect(limitOf(later, 'depositWeekly')).toMatchObject({ value: 200_000, pending: null });
    expect(limitOf(later, 'lossMonthly')).toMatchObject({ value: null, pending: null });
    // Once its time has come a change is in force, no longer waiting: there is nothing to cancel.
    expect((await cancelPending(kit, who, 'lossMonthly')).statusCode).toBe(404);
  });

  it('refuses bad input with a Korean message and changes nothing', async () => {
    const who = await bettor(kit);
    await putLimitsOk(kit, who, { depositDaily: 100_000, sessionMinutes: 60 });
    const before = await getLimits(kit, who);
    const cases: [unknown, string][] = [
      [{ depositDaily: 0 }, playLimitErrors.wonPositive],
      [{ depositDaily: -5_000 }, playLimitErrors.wonPositive],
      [{ depositDaily: 10_000.5 }, playLimitErrors.wonWhole],
      [{ depositDaily: '50000' }, playLimitErrors.wonWhole],
      [{ depositDaily: 2_000_000_000 }, playLimitErrors.wonTooLarge],
      [{ sessionMinutes: 5 }, playLimitErrors.minutesRange],
      [{ sessionMinutes: 2_000 }, playLimitErrors.minutesRange],
      [{ realityCheckMinutes: 45 }, playLimitErrors.realityChoice],
      [{}, playLimitErrors.nothingToChange],
      [{ depositDialy: 10_000 }, playLimitErrors.unknownSetting],
      // One good setting beside a bad one: the whole request is refused.
      [{ lossDaily: 20_000, depositDaily: 0 }, playLimitErrors.wonPositive],
    ];
    for (const [payload, reason] of cases) {
      const response = await putLimits(kit, who, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json<{ message: string; issues: { message: string }[] }>();
      expect(body.message).toMatch(/[가-힣]/);
      expect(
        body.issues.map((issue) => issue.message),
        JSON.stringify(payload),
      ).toContain(reason);
    }
    expect(await getLimits(kit, who)).toEqual(before);
  });
});
