/** The site settings and operator content of SPEC.md §7, as query options and hooks. */
import { useQuery } from '@tanstack/react-query';

import { fillPath } from '@site/contracts/endpoint';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';

import { endpointQuery } from '../../../lib/call';

const settings = siteSettingsEndpoints;

// Asked again on every navigation (SPEC.md §4).
export const maintenanceQuery = endpointQuery(settings.maintenance, {}, { staleTime: 0 });

// SPEC.md §7: fetched once, when not yet known.
export const autoLogoutQuery = endpointQuery(settings.autoLogout, {}, { staleTime: Infinity });

export const signUpSettingQuery = endpointQuery(settings.signUp, {}, { staleTime: 0 });

const contentStaleMs = 5 * 60_000;

export const useMessengerItems = () =>
  useQuery(endpointQuery(settings.messenger, {}, { staleTime: contentStaleMs })).data ?? [];

export const usePopups = () => useQuery(endpointQuery(settings.popups, {}, { staleTime: contentStaleMs })).data ?? [];

/**
 * SPEC.md §7: the first item's contents is the marquee; `undefined` while the answer is not in yet
 * (and in the build's prerendered frame, which has no data), `null` when there is none to show.
 */
export function useNewsLink(): string | null | undefined {
  const { data, isError } = useQuery(endpointQuery(settings.newsLink, {}, { staleTime: contentStaleMs }));
  if (data) return data[0]?.contents ?? null;
  return isError ? null : undefined;
}

export const messengerImageUrl = (imgPath: string, apiBase: string): string =>
  `${apiBase}${fillPath(settings.messengerIcon.path, { imgPath })}`;
