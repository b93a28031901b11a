/** The event pages' calls. */
import { keepPreviousData } from '@tanstack/react-query';

import type { EventTab } from '@site/contracts/api/site-events';
import { pathKey } from '@site/contracts/endpoint';
import { eventEndpoints } from '@site/contracts/endpoints/site-events';

import { call, endpointQuery } from '../../../lib/call';

export const eventListQuery = (tab: EventTab, page: number) =>
  endpointQuery(eventEndpoints.list, { query: { tab, page } }, { placeholderData: keepPreviousData });

/** The event for whoever is signed in (scope): the answer says whether they joined. */
export const eventDetailQuery = (id: number, scope?: number) =>
  endpointQuery(eventEndpoints.detail, { params: { id } }, { retry: false, scope });

export const eventDetailKey = pathKey(eventEndpoints.detail);

export const joinEvent = (id: number) => call(eventEndpoints.join, { params: { id } });

/** /calculateEvent: the member's event and attendance rewards over Seoul days. */
export const eventRewardsQuery = (range: { from: string; to: string }, scope: number | undefined) =>
  endpointQuery(eventEndpoints.rewards, { query: range }, { scope, staleTime: 0 });

/** Where an uploaded image is served (the messenger icons' route, SPEC.md §7). */
export const imageUrl = (imgPath: string): string => `/api/file/download/${encodeURIComponent(imgPath)}`;
