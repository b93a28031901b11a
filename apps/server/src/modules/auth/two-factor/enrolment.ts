import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import { twoFactorErrors, type TwoFactorSetup } from '@site/contracts/api/two-factor';
import { DEFAULT_SITE_BRAND } from '@site/contracts/constants';
import type { Database } from '../../../db/client';
import type { EventBus } from '../../../events/bus';
import { AppError } from '../../../http/app-error';
import { recordSecurityEvent } from '../security-events';
import { verifyPassword } from '../passwords';
import type { Caller } from '../service';
import { base32Encode } from './base32';
import { checkSecondFactor, type SecondFactorResult } from './check';
import { forgetCodeChecks, takeCodeCheck } from './code-checks';
import { hashRecoveryCode, newRecoveryCodes, normalizeRecoveryCode } from './recovery-codes';
import {
  deleteTwoFactor,
  findTwoFactor,
  markEnrolled,
  markSessionVerified,
  putPendingSecret,
  replaceRecoveryCodes,
  unmarkMemberSessions,
} from './repo';
import { seal, unseal } from './secret-box';
import { matchingStep, TOTP_DIGITS, TOTP_STEP_SECONDS } from './totp';

/** 160 bits, RFC 4226's recommended secret length. */
const SECRET_BYTES = 20;
/** How long a started enrolment waits for its first code. */
export const ENROLMENT_TTL_MS = 10 * 60_000;

export interface TwoFactorDeps {
  db: Database;
  /** a change of the session's proof is announced, so every process's session cache reads it again */
  bus: EventBus;
}

/** The URI authenticator apps read (Google's Key Uri Format), labelled with the site and the login id. */
export function otpauthUri(secretBase32: string, userId: string): string {
  const label = encodeURIComponent(`${DEFAULT_SITE_BRAND}:${userId}`);
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: DEFAULT_SITE_BRAND,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** A new pending secret for the caller (any earlier pending one is dropped); refused once enrolled. */
export async function startEnrolment({ db }: TwoFactorDeps, caller: Caller, now: Date): Promise<TwoFactorSetup> {
  const secret = randomBytes(SECRET_BYTES);
  if (!(await putPendingSecret(db, caller.member.id, await seal(db, caller.member.id, secret), now))) {
    throw new AppError(409, twoFactorErrors.alreadyEnrolled);
  }
  const text = base32Encode(secret);
  const uri = otpauthUri(text, caller.member.userId);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret: text, otpauthUri: uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The first code confirms the pending secret: the member is enrolled, gets ten recovery codes (this
 * answer is the only place they are ever shown) and this session counts as proven from now on.
 */
export async function confirmEnrolment(
  { db, bus }: TwoFactorDeps,
  caller: Caller,
  code: string,
  { now, ip }: { now: Date; ip: string },
) {
  const memberId = caller.member.id;
  await takeCodeCheck(db, memberId, now);
  const row = await findTwoFactor(db, memberId);
  if (row?.enrolledAt) throw new AppError(409, twoFactorErrors.alreadyEnrolled);
  const startedAfter = new Date(now.getTime() - ENROLMENT_TTL_MS);
  if (!row || row.startedAt <= startedAfter) throw new AppError(409, twoFactorErrors.enrolmentExpired);
  const step = matchingStep(await unseal(db, memberId, row.secret), code.replace(/\s/g, ''), now);
  if (step === undefined) throw new AppError(400, twoFactorErrors.wrongCode);
  const recoveryCodes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    if (!(await markEnrolled(tx, memberId, step, startedAfter, now))) {
      throw new AppError(409, twoFactorErrors.enrolmentExpired);
    }
    const hashes = recoveryCodes.map((typed) => hashRecoveryCode(normalizeRecoveryCode(typed) ?? typed));
    await replaceRecoveryCodes(tx, memberId, hashes);
    await markSessionVerified(tx, caller.sessionId, now);
    await recordSecurityEvent(tx, { memberId, kind: 'two-factor-enrolled', ip, at: now });
  });
  await forgetCodeChecks(db, memberId);
  bus.publish('memberChanged', { memberId });
  return { recoveryCodes };
}

/** A session opened with the password alone (before enrolment, say) proven now with a code. */
export async function verifySession({ db, bus }: TwoFactorDeps, caller: Caller, code: string, now: Date) {
  const memberId = caller.member.id;
  await takeCodeCheck(db, memberId, now);
  refuseUnlessOk(await checkSecondFactor(db, memberId, code, now));
  await markSessionVerified(db, caller.sessionId, now);
  await forgetCodeChecks(db, memberId);
  bus.publish('memberChanged', { memberId });
}

/** Turning it off takes the login password and a current code; no session counts as proven after. */
export async function disableTwoFactor(
  { db, bus }: TwoFactorDeps,
  caller: Caller,
  { password, code }: { password: string; code: string },
  { now, ip }: { now: Date; ip: string },
): Promise<void> {
  const memberId = caller.member.id;
  await takeCodeCheck(db, memberId, now);
  if (!(await verifyPassword(caller.member.passwordHash, password))) {
    throw new AppError(400, twoFactorErrors.wrongPassword);
  }
  await db.transaction(async (tx) => {
    refuseUnlessOk(await checkSecondFactor(tx, memberId, code, now, ip));
    await deleteTwoFactor(tx, memberId);
    await unmarkMemberSessions(tx, memberId);
    await recordSecurityEvent(tx, { memberId, kind: 'two-factor-disabled', ip, at: now });
  });
  await forgetCodeChecks(db, memberId);
  bus.publish('memberChanged', { memberId });
}

function refuseUnlessOk(result: SecondFactorResult): void {
  if (result === 'not-enrolled') throw new AppError(409, twoFactorErrors.notEnrolled);
  if (result !== 'ok') throw new AppError(400, twoFactorErrors.wrongCode);
}
