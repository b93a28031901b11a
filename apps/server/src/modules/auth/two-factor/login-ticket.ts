import type { LoginDevice } from '../login-device';
import { twoFactorErrors } from '@site/contracts/api/two-factor';
import type { SessionResponse } from '@site/contracts/api/member';
import { AppError } from '../../../http/app-error';
import { findMemberById } from '../member-lookup';
import { authErrors } from '../errors';
import type { LoginLimiter } from '../login-limiter';
import { openSession, type AuthDeps } from '../service';
import { hashToken } from '../tokens';
import { checkSecondFactor } from './check';
import { countWrongCode, findLiveTicket, useTicket } from './repo';
import { LOGIN_TICKET_MAX_WRONG_CODES } from './ticket';

export interface CodeStepInput extends LoginDevice {
  ticket: string;
  code: string;
}

/**
 * POST member/login/otp. The code counts against the login limiter exactly as a password does (the
 * same userId and IP keys), and against its ticket, which dies after a few wrong codes; a right code
 * uses the ticket and the code's step up and opens the session in one transaction, so two requests
 * with one ticket or one code cannot both get a session.
 */
export async function loginWithCode(
  { db, clock, bus, limiter }: AuthDeps & { limiter: LoginLimiter },
  { ticket, code, ...device }: CodeStepInput,
): Promise<SessionResponse> {
  const now = clock.now();
  const found = await findLiveTicket(db, hashToken(ticket), now, LOGIN_TICKET_MAX_WRONG_CODES);
  if (!found) throw new AppError(410, twoFactorErrors.ticketExpired);
  const { ip } = device;
  const attempt = await limiter.beforeAttempt(found.userId, ip);
  const member = await findMemberById(db, found.memberId);
  if (!member) throw new AppError(410, twoFactorErrors.ticketExpired);
  if (member.blocked) throw new AppError(406, authErrors.accountBlocked);
  let wrong = false;
  try {
    const session = await openSession({ db, bus }, member, device, now, now, async (tx) => {
      if ((await checkSecondFactor(tx, member.id, code, now, ip)) !== 'ok') {
        wrong = true;
        throw new AppError(400, twoFactorErrors.wrongCode);
      }
      if (!(await useTicket(tx, found.id, now))) throw new AppError(410, twoFactorErrors.ticketExpired);
    });
    await limiter.recordSuccess(attempt);
    return session;
  } catch (error) {
    if (wrong) {
      await limiter.recordFailure(attempt);
      await countWrongCode(db, found.id);
    } else {
      await limiter.takeBack(attempt);
    }
    throw error;
  }
}
