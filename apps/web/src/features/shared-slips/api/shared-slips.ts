/** 베팅 공유's calls: make a link of a bet or a cart, read a link, read a board post's attached bet. */
import type { CreateSharedSlip } from '@site/contracts/api/shared-slips';
import { sharedSlipEndpoints } from '@site/contracts/endpoints/shared-slips';

import { call, endpointQuery } from '../../../lib/call';

export const createSharedSlip = (body: CreateSharedSlip) => call(sharedSlipEndpoints.create, { body });

/** Today's prices: read afresh each time the page opens, never from an old cache. */
export const sharedSlipQuery = (code: string) =>
  endpointQuery(sharedSlipEndpoints.view, { params: { code } }, { staleTime: 0, retry: false });

export const boardPostSlipQuery = (postId: number) =>
  endpointQuery(sharedSlipEndpoints.boardPost, { params: { id: postId } }, { staleTime: 0, retry: false });
