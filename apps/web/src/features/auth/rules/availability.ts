import { checkIdQuerySchema, checkNickNameQuerySchema } from '@site/contracts/api/member-availability';

import { koAuth } from '../../../i18n/ko';

/** The sign-up fields that have a 중복확인. */
export type CheckKind = 'userId' | 'nickName';

/** What the field says after its 중복확인: free (shown as a success) or taken (shown as an error). */
export interface AvailabilityNote {
  available: boolean;
  text: string;
}

const texts: Record<CheckKind, { free: string; taken: string }> = {
  userId: { free: koAuth.userIdFree, taken: koAuth.userIdTaken },
  nickName: { free: koAuth.nickNameFree, taken: koAuth.nickNameTaken },
};

export function availabilityNote(kind: CheckKind, available: boolean): AvailabilityNote {
  return { available, text: available ? texts[kind].free : texts[kind].taken };
}

/**
 * The value as the server would check it, or the sign-up rule's Korean message when it could never
 * be joined: such a value is not sent (it would only use up one of the IP's checks).
 */
export function checkableValue(
  kind: CheckKind,
  value: string,
): { ok: true; value: string } | { ok: false; error: string } {
  const result =
    kind === 'userId'
      ? checkIdQuerySchema.safeParse({ userId: value })
      : checkNickNameQuerySchema.safeParse({ nickName: value });
  if (result.success) return { ok: true, value: 'userId' in result.data ? result.data.userId : result.data.nickName };
  return { ok: false, error: result.error.issues[0]?.message ?? koAuth.checkInvalid };
}
