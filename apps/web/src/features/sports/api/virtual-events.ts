/** GET /virtuals/:sport/events?league=: a virtual league's coming and running events, soonest first. */
import { queryOptions } from '@tanstack/react-query';

import type { VirtualEvent } from '@site/contracts/api/virtuals';
import { endpointKey } from '@site/contracts/endpoint';
import { virtualEndpoints } from '@site/contracts/endpoints/virtuals';
import type { VirtualSportKey } from '@site/contracts/virtual-leagues';

import { call } from '../../../lib/call';
import { awaitsServer } from '../virtual-clock';

/** The events and when they arrived (performance.now()): their seconds count from that moment. */
export interface HeardEvents {
  items: VirtualEvent[];
  heardAt: number;
}

/** While an event's start or result is due and the server has not said so yet, it is asked this often. */
const AWAITING_POLL_MS = 2_000;
/** Otherwise now and then, for prices and the slots added further ahead. */
const IDLE_POLL_MS = 30_000;

export const virtualEventsQuery = (sport: VirtualSportKey, league: string) => {
  const input = { params: { sport }, query: { league } };
  return queryOptions({
    // The endpoint's key, though the cached value is the answer with the moment it arrived.
    queryKey: endpointKey(virtualEndpoints.events, input),
    queryFn: async (): Promise<HeardEvents> => {
      const { items } = await call(virtualEndpoints.events, input);
      return { items, heardAt: performance.now() };
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && awaitsServer(query.state.data.items) ? AWAITING_POLL_MS : IDLE_POLL_MS,
  });
};
