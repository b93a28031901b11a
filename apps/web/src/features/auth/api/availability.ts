import { memberEndpoints } from '@site/contracts/endpoints/members';

import { call } from '../../../lib/call';
import type { CheckKind } from '../rules/availability';

/** Whether the user id or nickname is still free (429 past the IP's limit). */
export async function isAvailable(kind: CheckKind, value: string): Promise<boolean> {
  const { available } =
    kind === 'userId'
      ? await call(memberEndpoints.checkId, { query: { userId: value } })
      : await call(memberEndpoints.checkNickName, { query: { nickName: value } });
  return available;
}
