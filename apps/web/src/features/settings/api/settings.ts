/** The site settings and operator content of SPEC.md §7, as query options and hooks. */
import { queryOptions, useQuery } from '@tanstack/react-query';

import type { MessengerItem, Popup } from '@site/contracts/api/settings';

import { api } from '../../../lib/api-client';

export const maintenanceQuery = queryOptions({
  queryKey: ['setting', 'maintanace'],
  queryFn: () => api<{ siteNoticeFlg: boolean }>('setting/maintanace'),
  // Asked again on every navigation (SPEC.md §4).
  staleTime: 0,
});

export const autoLogoutQuery = queryOptions({
  queryKey: ['setting', 'autoLogoutMin'],
  queryFn: () => api<{ autoLogoutMin: number }>('setting/autoLogoutMin'),
  // SPEC.md §7: fetched once, when not yet known.
  staleTime: Infinity,
});

export const signUpSettingQuery = queryOptions({
  queryKey: ['settingSignUp'],
  queryFn: () => api<{ joinStartEndFlg: boolean }>('settingSignUp'),
  staleTime: 0,
});

const contentStaleMs = 5 * 60_000;

export const useMessengerItems = () =>
  useQuery({
    queryKey: ['setting', 'messenger'],
    queryFn: () => api<MessengerItem[]>('setting/messenger'),
    staleTime: contentStaleMs,
  }).data ?? [];

export const usePopups = () =>
  useQuery({ queryKey: ['popup'], queryFn: () => api<Popup[]>('popup'), staleTime: contentStaleMs }).data ?? [];

/**
 * SPEC.md §7: the first item's contents is the marquee; `undefined` while the answer is not in yet
 * (and in the build's prerendered frame, which has no data), `null` when there is none to show.
 */
export function useNewsLink(): string | null | undefined {
  const { data, isError } = useQuery({
    queryKey: ['newsLink'],
    queryFn: () => api<{ contents: string }[]>('newsLink'),
    staleTime: contentStaleMs,
  });
  if (data) return data[0]?.contents ?? null;
  return isError ? null : undefined;
}

export const messengerImageUrl = (imgPath: string, apiBase: string): string =>
  `${apiBase}/file/download/${encodeURIComponent(imgPath)}`;
