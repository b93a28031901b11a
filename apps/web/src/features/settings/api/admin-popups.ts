import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';

import { pathKey } from '@site/contracts/endpoint';
import { siteSettingsEndpoints } from '@site/contracts/endpoints/site-settings';
import { siteSettingsAdminEndpoints } from '@site/contracts/endpoints/site-settings-admin';

import { call, endpointQuery } from '../../../lib/call';
import type { PopupCreate } from '../rules/popup-form';

const admin = siteSettingsAdminEndpoints;

/** Every popup, shown or hidden, in the site's stacking order. */
export const adminPopupsQuery = endpointQuery(admin.popups, {});

export const useAdminPopups = () => useQuery(adminPopupsQuery);

// The operator sees the site's own popups around this console too, so both lists are asked again.
const invalidatePopups = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPopupsQuery.queryKey }),
    queryClient.invalidateQueries({ queryKey: pathKey(siteSettingsEndpoints.popups) }),
  ]);

export function useCreatePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (popup: PopupCreate) => call(admin.createPopup, { body: popup }),
    onSuccess: () => invalidatePopups(queryClient),
  });
}

export function useDeletePopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(admin.deletePopup, { params: { id } }),
    onSuccess: () => invalidatePopups(queryClient),
  });
}
