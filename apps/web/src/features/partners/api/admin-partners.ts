import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { PartnerCreate, PartnerRates } from '@site/contracts/api/partners';
import { partnerAdminEndpoints } from '@site/contracts/endpoints/partners';

import { call, endpointQuery } from '../../../lib/call';

export const partnerTreeQuery = endpointQuery(partnerAdminEndpoints.tree, {});

/** The tree; `enabled` false where the staff member's role may not read partners (it would be refused). */
export const usePartnerTree = (enabled = true) => useQuery({ ...partnerTreeQuery, enabled });

/** Every change below touches the tree's counts or rates: it is asked again once the change is stored. */
function useTreeChange<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerTreeQuery.queryKey }),
  });
}

export const useCreatePartner = () =>
  useTreeChange((body: PartnerCreate) => call(partnerAdminEndpoints.create, { body }));

export const useSavePartnerRates = () =>
  useTreeChange(({ id, rates }: { id: number; rates: PartnerRates }) =>
    call(partnerAdminEndpoints.saveRates, { params: { id }, body: { rates } }),
  );

export const useMovePartnerMember = () =>
  useTreeChange(({ userId, partnerUserId }: { userId: string; partnerUserId: string | null }) =>
    call(partnerAdminEndpoints.moveMember, { params: { userId }, body: { partnerUserId } }),
  );
