/**
 * The member's time-out and self-exclusion (docs/decisions/063), and the login page's request to reopen
 * after a self-exclusion has ended. The auth feature's login form uses requestReopen.
 */
import type {
  ExclusionStarted,
  ReopenAnswer,
  ReopenRequest,
  SelfExclusionRequest,
  TimeOutRequest,
} from '@site/contracts/api/self-exclusion';
import { selfExclusionEndpoints } from '@site/contracts/endpoints/self-exclusion';

import { call } from '../../../lib/call';

export const takeTimeOut = (body: TimeOutRequest): Promise<ExclusionStarted> =>
  call(selfExclusionEndpoints.timeOut, { body });

export const takeSelfExclusion = (body: SelfExclusionRequest): Promise<ExclusionStarted> =>
  call(selfExclusionEndpoints.selfExclusion, { body });

export const requestReopen = (body: ReopenRequest): Promise<ReopenAnswer> =>
  call(selfExclusionEndpoints.reopen, { body }, { handles: [406] });
