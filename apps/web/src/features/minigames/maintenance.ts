/**
 * SPEC.md §4 "Minigame maintenance" and §8: a game is under maintenance when its setting says so,
 * when the setting came back empty, or when the lookup failed. The member is then told why and sent
 * to /. This decides what to tell them; the page does the telling and the sending.
 */
import { ApiError } from '../../lib/api-client';
import { koMinigames } from '../../i18n/ko-minigames';

/** The server's own text in a failed answer: a plain-text body or a JSON `message`. */
function serverText(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.body;
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string') {
    return body.message.trim() || null;
  }
  return null;
}

/** A setting is an object with the flag; null, an empty body or an object without it is "empty". */
const isSetting = (answer: unknown): answer is { systemMaintenanceFlg: boolean } =>
  typeof answer === 'object' &&
  answer !== null &&
  'systemMaintenanceFlg' in answer &&
  typeof answer.systemMaintenanceFlg === 'boolean';

export type SettingLookup = { status: 'answered'; answer: unknown } | { status: 'failed'; error: unknown };

/** The alert's text when the game may not be entered, null when it may. */
export function maintenanceMessage(lookup: SettingLookup): string | null {
  if (lookup.status === 'failed') return serverText(lookup.error) ?? koMinigames.settingFailed;
  if (!isSetting(lookup.answer) || lookup.answer.systemMaintenanceFlg) return koMinigames.maintenance;
  return null;
}
