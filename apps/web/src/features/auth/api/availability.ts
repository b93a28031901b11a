import type { Availability } from '@site/contracts/api/member-availability';

import { api } from '../../../lib/api-client';
import type { CheckKind } from '../rules/availability';

const paths: Record<CheckKind, string> = { userId: 'member/check-id', nickName: 'member/check-nickname' };

/** GET member/check-id or member/check-nickname: whether the value is still free (429 past the IP's limit). */
export async function isAvailable(kind: CheckKind, value: string): Promise<boolean> {
  const { available } = await api<Availability>(paths[kind], { query: { [kind]: value } });
  return available;
}
