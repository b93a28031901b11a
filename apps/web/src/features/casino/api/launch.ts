/** SPEC.md §7 POST /playfun/auth: the one-time address of a game's window. */
import { CASINO_SESSION_EXTEND_MINUTES } from '@site/contracts/constants';
import { casinoEndpoints } from '@site/contracts/endpoints/casino';

import { ApiError } from '../../../lib/api-client';
import { call } from '../../../lib/call';
import { koCasino } from '../../../i18n/ko-casino';
import { extendSession } from '../../auth/api/session';
import type { CasinoLaunchRequest } from '../launch-store';

/**
 * Asks for the game's address and, once the server has let the member in, keeps the session for
 * the time of a game (SPEC.md §4: now plus 120 minutes), since playing in the other window is no
 * navigation here.
 */
export async function fetchLaunchUrl(
  { aggregator, product, gameCode }: CasinoLaunchRequest,
  now: () => number = Date.now,
): Promise<string> {
  const { launch_url } = await call(casinoEndpoints.launch, { body: { aggregator, product, gameCode } });
  if (!launch_url.trim()) throw new Error('the launch answered no address');
  extendSession(now() + CASINO_SESSION_EXTEND_MINUTES * 60_000);
  return new URL(launch_url.trim(), window.location.origin).toString();
}

/**
 * What to tell the member when the game did not open: the server's own Korean text of a refusal
 * (tendency 22 '관리자에게 문의해주세요.', '점검중입니다.'), else SPEC.md §8's '점검중입니다.'.
 */
export function launchFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status < 500 && error.message.trim()) return error.message;
  return koCasino.openFailed;
}
