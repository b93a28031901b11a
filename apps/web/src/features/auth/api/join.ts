import type { JoinRequest } from '@site/contracts/api/member';
import { memberEndpoints } from '@site/contracts/endpoints/members';

import { call } from '../../../lib/call';

/** Signs up; the new member then logs in with a call of their own (joining hands out no session). */
export const join = (request: JoinRequest) => call(memberEndpoints.join, { body: request });
