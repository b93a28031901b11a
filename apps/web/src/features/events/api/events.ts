/** The event pages' calls. */
import { keepPreviousData } from '@tanstack/react-query';

import type { EventTab } from '@site/contracts/api/events';
import { eventEndpoints } from '@site/contracts/endpoints/events';

import { endpointQuery } from '../../../lib/call';

export const eventListQuery = (tab: EventTab, page: number) =>
  endpointQuery(eventEndpoints.list, { query: { tab, page } }, { placeholderData: keepPreviousData });

export const eventDetailQuery = (id: number) =>
  endpointQuery(eventEndpoints.detail, { params: { id } }, { retry: false });

/** Where an uploaded image is served (the messenger icons' route, SPEC.md §7). */
export const imageUrl = (imgPath: string): string => `/api/file/download/${encodeURIComponent(imgPath)}`;
