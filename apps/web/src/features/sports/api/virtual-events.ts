/** GET /virtuals/:sport/events?league=: a virtual league's coming and running events, soonest first. */
import { queryOptions } from '@tanstack/react-query';

import type { VirtualEvent, VirtualEventList } from '@site/contracts/api/virtuals';
import type { VirtualSportKey } from '@site/contracts/virtual-leagues';

import { api } from '../../../lib/api-client';
import { virtualKeys } from '../../sports-results/api/virtual-results';
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

export const virtualEventsQuery = (sport: VirtualSportKey, league: string) =>
  queryOptions({
    queryKey: [...virtualKeys.sport(sport), 'events', league] as const,
    queryFn: async (): Promise<HeardEvents> => {
      const { items } = await api<VirtualEventList>(`virtuals/${sport}/events`, { query: { league } });
      return { items, heardAt: performance.now() };
    },
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && awaitsServer(query.state.data.items) ? AWAITING_POLL_MS : IDLE_POLL_MS,
  });
