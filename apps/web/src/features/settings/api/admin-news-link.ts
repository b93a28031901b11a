import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';

import { call, endpointQuery } from '../../../lib/call';

const admin = siteSettingsAdminEndpoints;

export const adminNewsLinkQuery = endpointQuery(admin.newsLink, {});

export const useAdminNewsLink = () => useQuery(adminNewsLinkQuery);

/** Answers what was stored after sanitizing, so the form shows exactly that; the site's marquee follows. */
export function useSaveNewsLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contents: string) => call(admin.saveNewsLink, { body: { contents } }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminNewsLinkQuery.queryKey, saved);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminNewsLinkQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: pathKey(siteSettingsEndpoints.newsLink) }),
      ]);
    },
  });
}
