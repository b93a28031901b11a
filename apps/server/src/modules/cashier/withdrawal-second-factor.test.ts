import { describe, expect, it } from 'vitest';
import { accountSecurityErrors } from '@site/contracts/api/account-activity';
import { cashierErrors, type CashRequest } from '@site/contracts/api/cashier';
import { codeAt, enrolTestMember } from '../../test/second-factor';
import {
  balanceOf,
  cashMember,
  expectRefused,
  post,
  requestsOf,
  TETHER_ADDRESS,
  useCashierApp,
  withdrawalBody,
} from './cashier-test-kit';

const kit = useCashierApp();

type Who = Awaited<ReturnType<typeof cashMember>>;

/** A member with 100,000 won, a bank account and two-factor sign-in; answers them and their secret. */
async function enrolledMember(): Promise<{ who: Who; code: () => string }> {
  const who = await cashMember(kit, 100_000);
  const secret = await enrolTestMember(kit.db, who.member.id, kit.clock.now());
  return { who, code: () => codeAt(secret, kit.clock.now()) };
}

const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

describe.each([
  { channel: 'won', url: '/cashier/withdrawals', extra: {} },
  { channel: 'tether', url: '/cashier/tether-withdrawals', extra: { address: TETHER_ADDRESS } },
])('a $channel withdrawal by a member with two-factor sign-in', ({ url, extra }) => {
  const ask = (who: Who, body: Record<string, unknown>) => () => post(kit, who, url, body);

  it('needs a current code, checked after the withdrawal password, and takes each code once', async () => {
    const { who, code } = await enrolledMember();
    await expectRefused(kit, who, ask(who, withdrawalBody(10_000, extra)), 400, accountSecurityErrors.otpRequired);
    await expectRefused(
      kit,
      who,
      ask(who, withdrawalBody(10_000, { ...extra, otp: otherThan(code()) })),
      400,
      accountSecurityErrors.wrongOtp,
    );
    // A wrong password is answered as one, and does not use up the right code sent with it.
    await expectRefused(
      kit,
      who,
      ask(who, withdrawalBody(10_000, { ...extra, otp: code(), withdrawalPassword: '0000' })),
      400,
      accountSecurityErrors.wrongWithdrawalPasswordLeft(4),
    );

    const otp = code();
    const body = withdrawalBody(10_000, extra);
    const accepted = await ask(who, { ...body, otp })();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);

    // The same request retried under its key is answered again without a new code.
    const retried = await ask(who, body)();
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json<CashRequest>().id).toBe(accepted.json<CashRequest>().id);

    // The code that passed cannot pass again.
    await expectRefused(
      kit,
      who,
      ask(who, withdrawalBody(10_000, { ...extra, otp })),
      400,
      accountSecurityErrors.wrongOtp,
    );
    expect(await requestsOf(kit, who, 'withdrawal')).toHaveLength(1);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });

  it('a code used by a refused withdrawal stays usable', async () => {
    const { who, code } = await enrolledMember();
    // More than the balance: refused after the code was checked; the code goes back with the rest.
    const otp = code();
    await expectRefused(
      kit,
      who,
      ask(who, withdrawalBody(200_000, { ...extra, otp })),
      400,
      cashierErrors.insufficientBalance,
    );
    const accepted = await ask(who, withdrawalBody(10_000, { ...extra, otp }))();
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('asks nothing more of a member without two-factor sign-in', async () => {
    const who = await cashMember(kit, 100_000);
    const accepted = await ask(who, withdrawalBody(10_000, extra))();
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(await balanceOf(kit.db, who.member.id)).toBe(90_000);
  });
});
